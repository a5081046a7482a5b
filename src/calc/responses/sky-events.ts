/**
 * The sky-event feed's response (module `sky-events`), computed, paged and made ready to send in
 * one calculation task: the feed's plain data under `data.attributes`, and with a page asked for
 * only that page of `events` with the list's `meta` and `links`.
 */
import { type SkyEventsRequest, skyEventsRequest } from '../../astro/sky-events/requests.ts';
import { type PageRequest, pageEnvelope } from './page-envelope.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';

/** The sky-event task's input: the request, the page wanted (none: the whole list), and the endpoint and date it answers. */
export interface SkyEventsResponseInput {
  request: SkyEventsRequest;
  /** Zero-based page number and size, when the query named either. */
  page?: PageRequest;
  /** The operation's path and the public base URL, for `links.next`. */
  path: string;
  baseUrl: string;
  version: VersionTarget;
}

/** POST /api/calc/sky-events, ready to send. */
export function skyEventsResponse({ request, page, path, baseUrl, version }: SkyEventsResponseInput): ReadyResponse {
  const feed = skyEventsRequest(request);
  if (!page) return readyToSend({ data: { type: 'sky-events', attributes: feed } }, version);
  const total = feed.events.length;
  const events = feed.events.slice(page.number * page.size, (page.number + 1) * page.size);
  return readyToSend(
    {
      data: { type: 'sky-events', attributes: { ...feed, events } },
      ...pageEnvelope(path, page, events.length, total, baseUrl),
    },
    version,
  );
}

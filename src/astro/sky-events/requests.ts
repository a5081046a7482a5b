/**
 * The sky-event feed as the pool task takes it: whole days of a zone, the kinds, bodies and
 * aspects asked for, turned into the engine's span and answered with ISO 8601 instants (UTC, to
 * the second) beside the full-precision UT Julian day. Errors name the request's fields
 * (`startDate`, `endDate`, `timezone`). Pure.
 */
import { inputError } from '../errors.ts';
import { CALENDAR_RANGE } from '../sky-calendars/moon-calendar.ts';
import { dateSpan } from '../sky-calendars/sky-requests.ts';
import { julianDayFromUnixMs } from '../time/julian-day.ts';
import { unknownZoneError } from '../time/unknown-zone.ts';
import { isKnownZoneName } from '../time/zone-offset.ts';
import { isoInstant } from '../transits/iso-instant.ts';
import { ASPECTS, type AspectId } from '../vocabulary.ts';
import {
  FEED_BODIES,
  FEED_KINDS,
  type FeedBody,
  type FeedEvent,
  type FeedKind,
  SUPER_MOON_KM,
  skyEventFeed,
} from './feed.ts';

/** The longest span, years. */
export const MAX_FEED_YEARS = 10;

export interface SkyEventsRequest {
  startDate: string;
  /** Last day, included. */
  endDate: string;
  /** Zone the dates are read in (default UTC). */
  timezone?: string;
  kinds?: FeedKind[];
  bodies?: FeedBody[];
  aspects?: AspectId[];
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** An event as answered: its instant as ISO 8601 and as a Julian day, longitudes to 1e-6°. */
function presented(e: FeedEvent) {
  const when = { instant: isoInstant(e.instant), julianDayUT: e.instant };
  switch (e.kind) {
    case 'ingress':
      return { kind: e.kind, ...when, body: e.body, sign: e.sign, longitude: e.longitude, retrograde: e.retrograde };
    case 'station':
      return {
        kind: e.kind,
        ...when,
        body: e.body,
        direction: e.direction,
        longitude: round(e.longitude, 6),
        sign: e.sign,
      };
    case 'lunation':
      return {
        kind: e.kind,
        ...when,
        phase: e.phase,
        longitude: round(e.longitude, 6),
        sign: e.sign,
        distanceKm: Math.round(e.distanceKm),
        superMoon: e.superMoon,
      };
    case 'eclipse':
      return {
        kind: e.kind,
        ...when,
        eclipse: e.eclipse,
        type: e.type,
        longitude: round(e.longitude, 6),
        sign: e.sign,
        magnitude: e.magnitude,
        saros: e.saros,
      };
    case 'aspect':
      return {
        kind: e.kind,
        ...when,
        body: e.body,
        aspect: e.aspect,
        other: e.other,
        angle: e.angle,
        bodyLongitude: round(e.bodyLongitude, 6),
        otherLongitude: round(e.otherLongitude, 6),
        bodyRetrograde: e.bodyRetrograde,
        otherRetrograde: e.otherRetrograde,
      };
  }
}

export type PresentedEvent = ReturnType<typeof presented>;

/**
 * The feed over whole days [startDate, endDate] of a zone.
 * @throws BirthDataError naming `timezone`, `startDate` or `endDate` (outside 1800-01-02 …
 * 2400-12-30, end before start, more than {@link MAX_FEED_YEARS} years)
 */
export function skyEventsRequest(request: SkyEventsRequest) {
  const timezone = request.timezone ?? 'UTC';
  if (!isKnownZoneName(timezone)) throw unknownZoneError('timezone', timezone);
  const range = `a date from ${CALENDAR_RANGE.first} to ${CALENDAR_RANGE.last}`;
  const rangeReason = { kind: 'range', value: 'date', min: CALENDAR_RANGE.first, max: CALENDAR_RANGE.last } as const;
  if (request.startDate < CALENDAR_RANGE.first || request.startDate > CALENDAR_RANGE.last)
    throw inputError('startDate', 'out_of_range', rangeReason, range);
  if (request.endDate < CALENDAR_RANGE.first || request.endDate > CALENDAR_RANGE.last)
    throw inputError('endDate', 'out_of_range', rangeReason, range);
  const { startMs, endMs } = dateSpan(request.startDate, request.endDate, { zone: timezone });
  const limit = new Date(startMs);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_FEED_YEARS);
  if (endMs > limit.getTime())
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_FEED_YEARS, unit: 'years', from: 'startDate', bound: 'lessThan' },
      `a date less than ${MAX_FEED_YEARS} years after startDate`,
    );
  const kinds = request.kinds ?? [...FEED_KINDS];
  const bodies = request.bodies ?? [...FEED_BODIES];
  const aspects = request.aspects ?? ASPECTS.filter((a) => a.major).map((a) => a.id);
  const events = skyEventFeed(julianDayFromUnixMs(startMs), julianDayFromUnixMs(endMs), { kinds, bodies, aspects });
  return {
    dateRange: { startDate: request.startDate, endDate: request.endDate, timezone },
    kinds,
    bodies,
    aspects,
    superMoonDistanceKm: SUPER_MOON_KM,
    events: events.map(presented),
  };
}

/**
 * The traditional techniques' responses (module `traditional`), computed and made ready to send
 * in one calculation task each: the engine's plain data under `data.attributes`.
 */
import {
  dignitiesRequest,
  firdariaRequest,
  lotsRequest,
  planetaryHoursRequest,
  profectionsRequest,
  zodiacalReleasingRequest,
} from '../../astro/traditional/requests.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';

/** The techniques by task name: the resource type and the engine's request function. */
const TECHNIQUES = {
  traditionalLotsResponse: ['traditional-lots', lotsRequest],
  traditionalDignitiesResponse: ['traditional-dignities', dignitiesRequest],
  traditionalProfectionsResponse: ['traditional-profections', profectionsRequest],
  traditionalFirdariaResponse: ['traditional-firdaria', firdariaRequest],
  traditionalReleasingResponse: ['traditional-zodiacal-releasing', zodiacalReleasingRequest],
  planetaryHoursResponse: ['planetary-hours', planetaryHoursRequest],
} as const;

/** A technique task's input: the engine's request and the endpoint and date it answers. */
export interface TraditionalResponseInput<R> {
  request: R;
  version: VersionTarget;
}

function respond<R>(name: keyof typeof TECHNIQUES, input: TraditionalResponseInput<R>): ReadyResponse {
  const [type, compute] = TECHNIQUES[name] as unknown as [string, (request: R) => unknown];
  return readyToSend({ data: { type, attributes: compute(input.request) } }, input.version);
}

type Req<F extends (...args: never[]) => unknown> = TraditionalResponseInput<Parameters<F>[0]>;

export const traditionalTasks = {
  /** POST /api/calc/traditional/lots, ready to send. */
  traditionalLotsResponse: (input: Req<typeof lotsRequest>) => respond('traditionalLotsResponse', input),
  /** POST /api/calc/traditional/dignities, ready to send. */
  traditionalDignitiesResponse: (input: Req<typeof dignitiesRequest>) => respond('traditionalDignitiesResponse', input),
  /** POST /api/calc/traditional/profections, ready to send. */
  traditionalProfectionsResponse: (input: Req<typeof profectionsRequest>) =>
    respond('traditionalProfectionsResponse', input),
  /** POST /api/calc/traditional/firdaria, ready to send. */
  traditionalFirdariaResponse: (input: Req<typeof firdariaRequest>) => respond('traditionalFirdariaResponse', input),
  /** POST /api/calc/traditional/zodiacal-releasing, ready to send. */
  traditionalReleasingResponse: (input: Req<typeof zodiacalReleasingRequest>) =>
    respond('traditionalReleasingResponse', input),
  /** POST /api/calc/traditional/planetary-hours, ready to send. */
  planetaryHoursResponse: (input: Req<typeof planetaryHoursRequest>) => respond('planetaryHoursResponse', input),
};

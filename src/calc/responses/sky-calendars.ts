/**
 * The sky calendars' responses, computed and made ready to send in one calculation task: the
 * calculation's plain data under `data.attributes`, with the resource type and what the request
 * asked for (the dates of a range, the place of a day).
 */
import {
  type EclipseRequest,
  eclipseRequest,
  type MoonCalendarDayRequest,
  type MoonCalendarRangeRequest,
  type MoonPhasesRequest,
  type MoonSunRequest,
  moonCalendarDayRequest,
  moonCalendarRangeRequest,
  moonPhasesRequest,
  moonSunRequest,
  type RetrogradeRequest,
  retrogradeRequest,
} from '../../astro/sky-calendars/sky-requests.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';

export type { MoonSunRequest };

/** A sky calendar task's input: the request as validated, and the endpoint and date it answers. */
export interface SkyCalendarResponseInput<R> {
  request: R;
  version: VersionTarget;
}

const document = <T extends string, A>(type: T, attributes: A) => ({ data: { type, attributes } });

/** POST /api/calc/moon-calendar/day. */
export function moonCalendarDayResponse({
  request,
  version,
}: SkyCalendarResponseInput<MoonCalendarDayRequest>): ReadyResponse {
  return readyToSend(document('moon-calendar-days', moonCalendarDayRequest(request)), version);
}

/** POST /api/calc/moon-calendar/range. */
export function moonCalendarRangeResponse({
  request,
  version,
}: SkyCalendarResponseInput<MoonCalendarRangeRequest>): ReadyResponse {
  const range = moonCalendarRangeRequest(request);
  return readyToSend(
    document('moon-calendars', {
      startDate: request.startDate,
      endDate: request.endDate,
      timezone: range.timezone,
      days: range.days,
    }),
    version,
  );
}

/** POST /api/calc/moon-sun. */
export function moonSunResponse({ request, version }: SkyCalendarResponseInput<MoonSunRequest>): ReadyResponse {
  const day = moonSunRequest(request);
  const { latitude, longitude } = request.location;
  return readyToSend(
    document('moon-sun', { location: { latitude, longitude, timezone: day.timezone }, ...day }),
    version,
  );
}

/** POST /api/calc/moon-phases. */
export function moonPhasesResponse({ request, version }: SkyCalendarResponseInput<MoonPhasesRequest>): ReadyResponse {
  const result = moonPhasesRequest(request);
  const dateRange = { startDate: request.startDate, endDate: request.endDate, timezone: result.timezone };
  return readyToSend(document('moon-phases', { dateRange, phases: result.phases }), version);
}

/** POST /api/calc/retrograde. */
export function retrogradeResponse({ request, version }: SkyCalendarResponseInput<RetrogradeRequest>): ReadyResponse {
  const result = retrogradeRequest(request);
  const dateRange = { startDate: request.startDate, endDate: request.endDate, timezone: result.timezone };
  return readyToSend(document('retrograde-periods', { dateRange, periodsByPoint: result.periodsByPoint }), version);
}

/** POST /api/calc/eclipses. */
export function eclipsesResponse({ request, version }: SkyCalendarResponseInput<EclipseRequest>): ReadyResponse {
  const result = eclipseRequest(request);
  const dateRange = { startDate: request.startDate, endDate: request.endDate, timezone: result.timezone };
  return readyToSend(document('eclipses', { dateRange, eclipses: result.eclipses }), version);
}

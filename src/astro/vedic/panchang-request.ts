/**
 * POST /api/calc/vedic/panchang and /api/calc/vedic/panchang/range as the pool tasks take them: a
 * date (or a range of dates) and a place (its zone given or found from the coordinates) and the
 * ayanamsa, answered with instants as ISO 8601 UTC to the second and longitudes to 1e-6°. Errors
 * name the request's fields. Pure.
 */
import { inputError } from '../errors.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import { daysBetween, nextDate } from '../sky-calendars/calendar-days.ts';
import { timezoneAt } from '../time/birth-time.ts';
import { unknownZoneError } from '../time/unknown-zone.ts';
import { isKnownZoneName } from '../time/zone-offset.ts';
import { type Panchang, panchang, panchangOfMonth, type Span } from './panchang.ts';
import { iso } from './requests.ts';

export interface PanchangRequest {
  date: string;
  location: { latitude: number; longitude: number; timezone?: string };
  ayanamsa: Ayanamsa;
}

const span = <T extends Span>(x: T) => ({ ...x, start: iso(x.start), end: iso(x.end) });
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The most days a range's panchang covers: two months. */
export const MAX_PANCHANG_DAYS = 62;

/** What a range's days may add to the day's elements (each day has them all in the one-day answer). */
export type PanchangExtra = 'choghadiya' | 'hora';

export interface PanchangRangeRequest {
  startDate: string;
  /** Included. */
  endDate: string;
  location: PanchangRequest['location'];
  ayanamsa: Ayanamsa;
  include: PanchangExtra[];
}

function placeOf(location: PanchangRequest['location']) {
  const { latitude, longitude, timezone } = location;
  if (timezone !== undefined && !isKnownZoneName(timezone)) throw unknownZoneError('location.timezone', timezone);
  return { latitude, longitude, timezone: timezone ?? timezoneAt(latitude, longitude) };
}

/** One sunrise-based day as the answers give it; the choghadiyas and horas when asked for. */
function dayOf(p: Panchang, extras: readonly PanchangExtra[]) {
  return {
    date: p.date,
    ayanamsaDegrees: round6(p.ayanamsa),
    sunrise: iso(p.sunrise),
    sunset: iso(p.sunset),
    nextSunrise: iso(p.nextSunrise),
    vara: p.vara,
    sunLongitude: round6(p.sunLongitude),
    moonLongitude: round6(p.moonLongitude),
    tithi: p.tithi.map(span),
    nakshatra: p.nakshatra.map(span),
    yoga: p.yoga.map(span),
    karana: p.karana.map(span),
    rahuKaal: span(p.rahuKaal),
    gulikaKaal: span(p.gulikaKaal),
    yamaganda: span(p.yamaganda),
    abhijitMuhurta: span(p.abhijitMuhurta),
    ...(extras.includes('choghadiya') && {
      choghadiya: { day: p.choghadiya.day.map(span), night: p.choghadiya.night.map(span) },
    }),
    ...(extras.includes('hora') && { hora: p.hora.map(span) }),
  };
}

/** The panchang of a date at a place. */
export function panchangRequest(request: PanchangRequest) {
  const place = placeOf(request.location);
  const { latitude, longitude, timezone: zone } = place;
  const p = panchang(request.date, { latitude, longitude }, { zone, longitude }, request.ayanamsa);
  const { date, ayanamsaDegrees, ...day } = dayOf(p, ['choghadiya', 'hora']);
  return {
    date,
    location: place,
    zodiac: 'sidereal' as const,
    ayanamsa: { name: request.ayanamsa, degrees: ayanamsaDegrees },
    ...day,
  };
}

/**
 * The panchang of each date of a range at a place, each day as the one-day answer gives it
 * (choghadiyas and horas on request).
 * @throws BirthDataError naming `endDate` (before startDate, or more than {@link MAX_PANCHANG_DAYS} days)
 */
export function panchangRangeRequest(request: PanchangRangeRequest) {
  const count = daysBetween(request.startDate, request.endDate) + 1;
  if (count < 1)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'after', value: 'date', than: 'startDate', orSame: true },
      'a date on or after startDate',
    );
  if (count > MAX_PANCHANG_DAYS) {
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'span', max: MAX_PANCHANG_DAYS, unit: 'days', from: 'startDate', bound: 'bothIncluded' },
      `a date at most ${MAX_PANCHANG_DAYS} days from startDate (both included)`,
    );
  }
  const place = placeOf(request.location);
  const { latitude, longitude, timezone: zone } = place;
  const days = [];
  for (let date = request.startDate, k = 0; k < count; k++, date = nextDate(date)) {
    days.push(dayOf(panchang(date, { latitude, longitude }, { zone, longitude }, request.ayanamsa), request.include));
  }
  return {
    startDate: request.startDate,
    endDate: request.endDate,
    location: place,
    zodiac: 'sidereal' as const,
    ayanamsa: request.ayanamsa,
    days,
  };
}

/**
 * A month of panchang at a place, computed to check that every day has one (a Vedic report's
 * month, checked when requested): the place with its zone, and the number of days.
 * @throws BirthDataError naming `location.latitude` (polar day or night) or `location.timezone`
 */
export function panchangMonthPlace(request: {
  month: string;
  location: PanchangRequest['location'];
  ayanamsa: Ayanamsa;
}) {
  const place = placeOf(request.location);
  const { latitude, longitude, timezone: zone } = place;
  const days = panchangOfMonth(request.month, { latitude, longitude }, { zone, longitude }, request.ayanamsa);
  return { ...place, days: days.length };
}

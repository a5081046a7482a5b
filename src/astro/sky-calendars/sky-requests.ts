/**
 * The sky-calendar requests as the pool tasks take them: the API's members (already checked for
 * shape by the route's schema) turned into instants, calendar days and zones, then handed to the
 * engine. Errors name the request's fields (`location.timezone`, `endDate`, …) with what they
 * expect. Pure: plain data in, plain data out.
 */
import { BirthDataError, dateProblemError, inputError } from '../errors.ts';
import { resolveBirthTime, timezoneAt } from '../time/birth-time.ts';
import { readDate } from '../time/date-grammar.ts';
import type { PlaceClock } from '../time/place-clock.ts';
import { unknownZoneError } from '../time/unknown-zone.ts';
import { isKnownZoneName } from '../time/zone-offset.ts';
import type { AspectId } from '../vocabulary.ts';
import { dayStartMs, instantOfWallTime, nextDate } from './calendar-days.ts';
import { type Eclipse, searchEclipses } from './eclipses.ts';
import { type MoonCalendarDay, moonCalendarDay, moonCalendarRange } from './moon-calendar.ts';
import { type MoonPhaseEntry, moonPhaseList } from './moon-phase-list.ts';
import { type MoonSunDay, moonSunDay } from './moon-sun.ts';
import { pressureAt, STANDARD_ATMOSPHERE } from './refraction.ts';
import { type RetrogradeResult, retrogradePeriods } from './retrograde-periods.ts';
import type { RiseSetBody } from './rise-set.ts';

/** A place as requests give it: coordinates (degrees north and east) and/or an IANA zone. */
export interface PlaceInput {
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

/** A place's clock: its zone (its own, else the one at its coordinates) and its longitude when given. */
function clockOf(place: PlaceInput | undefined): PlaceClock {
  return { zone: zoneOf(place), longitude: place?.longitude };
}

/** A place's zone: its own, else the one at its coordinates. */
function zoneOf(place: PlaceInput | undefined): string {
  const field = 'location';
  if (place?.timezone) {
    if (!isKnownZoneName(place.timezone)) throw unknownZoneError(`${field}.timezone`, place.timezone);
    return place.timezone;
  }
  if (place?.latitude === undefined || place.longitude === undefined) {
    throw inputError(
      field,
      'invalid_format',
      { kind: 'shape', shape: 'timezoneOrPlace' },
      'a timezone, or latitude and longitude to find it from',
    );
  }
  return timezoneAt(place.latitude, place.longitude);
}

/** A place's coordinates, required. */
function coordinatesOf(place: PlaceInput | undefined): { latitude: number; longitude: number } {
  const field = 'location';
  if (place?.latitude === undefined)
    throw inputError(
      `${field}.latitude`,
      'invalid_format',
      { kind: 'placeNeeded', coordinate: 'latitude' },
      'degrees north from -90 to 90 (the place is needed for rise and set)',
    );
  if (place.longitude === undefined)
    throw inputError(
      `${field}.longitude`,
      'invalid_format',
      { kind: 'placeNeeded', coordinate: 'longitude' },
      'degrees east from -180 to 180 (the place is needed for rise and set)',
    );
  return { latitude: place.latitude, longitude: place.longitude };
}

/**
 * An instant from a local date-time at a place (or one with Z / an offset), resolved as birth
 * times are: before the zone's first standard offset, the local mean time of the place's
 * longitude; without coordinates, the zone's own offsets throughout.
 */
function instantOf(dateTime: string, place: PlaceInput | undefined, clock: PlaceClock): number {
  try {
    const { latitude = 0, longitude = 0 } = place ?? {};
    const resolved = resolveBirthTime({ dateTime, latitude, longitude, timezone: clock.zone });
    if (!resolved.localMeanTime || clock.longitude !== undefined) return Date.parse(resolved.utc);
    return instantOfWallTime(Date.parse(`${resolved.localDateTime}Z`), clock);
  } catch (error) {
    if (error instanceof BirthDataError && error.field === 'dateTime') throw error;
    if (error instanceof BirthDataError) {
      const coordinate = error.field === 'latitude' || error.field === 'longitude';
      throw error.renamed(coordinate ? `location.${error.field}` : 'location.timezone');
    }
    throw error;
  }
}

function checkDate(field: string, date: string): void {
  const read = readDate(date, 'date');
  if (!read.ok) throw dateProblemError(field, read.problem);
}

/** [start of startDate, end of endDate) on a place's clock, Unix milliseconds (errors name `startDate`, `endDate`). */
export function dateSpan(startDate: string, endDate: string, clock: PlaceClock): { startMs: number; endMs: number } {
  checkDate('startDate', startDate);
  checkDate('endDate', endDate);
  if (endDate < startDate)
    throw inputError(
      'endDate',
      'out_of_range',
      { kind: 'after', value: 'date', than: 'startDate', orSame: true },
      'a date on or after startDate',
    );
  return { startMs: dayStartMs(startDate, clock), endMs: dayStartMs(nextDate(endDate), clock) };
}

export interface MoonCalendarDayRequest {
  dateTime: string;
  location: PlaceInput;
  aspects?: AspectId[];
}

export interface MoonCalendarRangeRequest {
  startDate: string;
  endDate: string;
  location: PlaceInput;
  aspects?: AspectId[];
}

/** The Moon calendar of the day of an instant at a place. */
export function moonCalendarDayRequest(request: MoonCalendarDayRequest): MoonCalendarDay & { timezone: string } {
  const clock = clockOf(request.location);
  const instantMs = instantOf(request.dateTime, request.location, clock);
  return {
    timezone: clock.zone,
    ...moonCalendarDay({ instantMs, timezone: clock.zone, longitude: clock.longitude, aspects: request.aspects }),
  };
}

/** The Moon calendar of a range of days at a place. */
export function moonCalendarRangeRequest(request: MoonCalendarRangeRequest): {
  timezone: string;
  days: MoonCalendarDay[];
} {
  const timezone = zoneOf(request.location);
  return {
    timezone,
    days: moonCalendarRange({
      startDate: request.startDate,
      endDate: request.endDate,
      timezone,
      longitude: request.location.longitude,
      aspects: request.aspects,
    }),
  };
}

export interface MoonSunRequest {
  dateTime: string;
  location: PlaceInput;
  /** Metres above sea level (default 0). */
  elevation?: number;
  /** hPa (default the standard atmosphere's at the elevation: 1013.25 at sea level). */
  pressure?: number;
  /** °C (default 10). */
  temperature?: number;
  /** Planets whose rise, transit and set are wanted too. */
  planets?: RiseSetBody[];
  /** Fixed stars (catalogue ids) whose rise, transit and set are wanted too. */
  stars?: string[];
}

/** The Moon and Sun of the day of an instant at a place (coordinates required). */
export function moonSunRequest(request: MoonSunRequest): MoonSunDay & { timezone: string } {
  const { latitude, longitude } = coordinatesOf(request.location);
  const clock = clockOf(request.location);
  const instantMs = instantOf(request.dateTime, request.location, clock);
  const elevation = request.elevation ?? 0;
  const atmosphere = {
    pressure: request.pressure ?? pressureAt(elevation),
    temperature: request.temperature ?? STANDARD_ATMOSPHERE.temperature,
  };
  return {
    timezone: clock.zone,
    ...moonSunDay({
      instantMs,
      latitude,
      longitude,
      timezone: clock.zone,
      elevation,
      atmosphere,
      planets: request.planets,
      stars: request.stars,
    }),
  };
}

export interface RetrogradeRequest {
  startDate: string;
  endDate: string;
  points?: string[];
  /** Zone the dates are read in (default UTC). */
  timezone?: string;
}

/** Retrograde periods over whole days [startDate, endDate] of a zone. */
export function retrogradeRequest(request: RetrogradeRequest): { timezone: string; periodsByPoint: RetrogradeResult } {
  const timezone = request.timezone ?? 'UTC';
  if (!isKnownZoneName(timezone)) throw unknownZoneError('timezone', timezone);
  const span = dateSpan(request.startDate, request.endDate, { zone: timezone });
  return { timezone, periodsByPoint: retrogradePeriods({ ...span, points: request.points }) };
}

export interface MoonPhasesRequest {
  startDate: string;
  endDate: string;
  /** Zone the dates are read in (default UTC). */
  timezone?: string;
}

/** The Moon's four phases over whole days [startDate, endDate] of a zone. */
export function moonPhasesRequest(request: MoonPhasesRequest): { timezone: string; phases: MoonPhaseEntry[] } {
  const timezone = request.timezone ?? 'UTC';
  if (!isKnownZoneName(timezone)) throw unknownZoneError('timezone', timezone);
  return { timezone, phases: moonPhaseList(dateSpan(request.startDate, request.endDate, { zone: timezone })) };
}

export interface EclipseRequest {
  startDate: string;
  endDate: string;
  kinds?: ('solar' | 'lunar')[];
  /** With coordinates: local circumstances; its zone reads the dates (default UTC). */
  location?: PlaceInput;
}

/** Eclipses over whole days [startDate, endDate]. */
export function eclipseRequest(request: EclipseRequest): { timezone: string; eclipses: Eclipse[] } {
  const place = request.location;
  const clock = place ? clockOf(place) : { zone: 'UTC' };
  const location = place ? coordinatesOf(place) : undefined;
  const span = dateSpan(request.startDate, request.endDate, clock);
  return { timezone: clock.zone, eclipses: searchEclipses({ ...span, kinds: request.kinds, location }) };
}

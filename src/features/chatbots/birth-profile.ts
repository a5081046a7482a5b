/**
 * A chat profile's birth data resolved like the natal endpoint's: the local date and time (noon
 * when the time is unknown) in the given zone, or the zone found from the coordinates, to a UTC
 * instant with the offset, clock-change status and Julian days (src/astro/time/birth-time.ts).
 * Problems become 400s naming the profile attribute.
 */
import { resolveBirthTime, type TimeResolution } from '../../astro/time/birth-time.ts';
import { callerInput, ValidationError } from '../../http/errors.ts';

/** The birth fields of a profile, as stored. */
export interface ProfileBirth {
  birthDate: string;
  birthTime: string | null;
  birthPlaceLat: number;
  birthPlaceLng: number;
  timezone: string | null;
}

/** Local time used when the birth time is unknown. */
export const UNKNOWN_TIME_NOON = '12:00';

const ATTRIBUTE: Record<string, string> = {
  dateTime: 'birthDate',
  timezone: 'timezone',
  latitude: 'birthPlaceLat',
  longitude: 'birthPlaceLng',
};

/** The local date-time the chart is cast for: `YYYY-MM-DDTHH:mm[:ss]`. */
export function profileDateTime(birth: ProfileBirth): string {
  return `${birth.birthDate}T${birth.birthTime ?? UNKNOWN_TIME_NOON}`;
}

/**
 * Resolves the birth instant.
 * @throws ValidationError naming `data.attributes.<field>` for a date outside 1800–2400 or an unknown zone
 */
export function resolveProfileBirth(birth: ProfileBirth): TimeResolution {
  const input = {
    dateTime: profileDateTime(birth),
    timezone: birth.timezone,
    latitude: birth.birthPlaceLat,
    longitude: birth.birthPlaceLng,
  };
  return callerInput(() => resolveBirthTime(input), 'body', 'data.attributes', ATTRIBUTE);
}

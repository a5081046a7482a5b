/**
 * Casting the charts a return or a progression is made of with the natal chart code: the birth
 * chart, and a chart for any instant at a place. Errors name the request's fields
 * (`birthDateTime`, `birthLocation.latitude`, `returnLocation.longitude`, …).
 */
import type { AspectOptions } from '../aspects.ts';
import { BirthDataError } from '../errors.ts';
import { computeNatalChart, type NatalChart } from '../natal-chart.ts';
import type { Ayanamsa } from '../sidereal/ayanamsa.ts';
import type { Zodiac } from '../sidereal/zodiac.ts';
import type { LocalTimeRule } from '../time/birth-time.ts';
import { unixMsFromJulianDay } from '../time/julian-day.ts';

/** Birth data as the return and progression requests carry it. */
export interface BirthInput {
  /** Local date-time `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or `±HH:MM`. */
  dateTime: string;
  /** Degrees north, [−90, 90]. */
  latitude: number;
  /** Degrees east, [−180, 180]. */
  longitude: number;
  /** IANA zone; looked up from the coordinates when absent. */
  timezone?: string | null;
  localTimeRule?: LocalTimeRule;
}

/** A place a chart is cast for. */
export interface PlaceInput {
  /** Degrees north, [−90, 90]. */
  latitude: number;
  /** Degrees east, [−180, 180]. */
  longitude: number;
}

/** Chart options shared by returns and progressions. */
export interface ChartOptions {
  /** House system name or letter (default placidus). */
  houseSystem?: string;
  /** Points to return (default all). */
  points?: string[];
  /** Aspect kinds and orbs. */
  aspects?: AspectOptions;
  /** `tropical` (default) or `sidereal`, and the ayanamsa of a sidereal chart (default lahiri). */
  zodiac?: Zodiac;
  ayanamsa?: Ayanamsa;
}

/** Where the natal chart's fields sit in these requests. */
const BIRTH_FIELDS: Record<string, string> = {
  dateTime: 'birthDateTime',
  latitude: 'birthLocation.latitude',
  longitude: 'birthLocation.longitude',
  timezone: 'birthLocation.timezone',
};

/**
 * Runs `cast`, renaming the field of a BirthDataError it throws by `fields` (others unchanged).
 * @param fields engine field → request field
 */
export function renamingFields<T>(fields: Readonly<Record<string, string>>, cast: () => T): T {
  try {
    return cast();
  } catch (error) {
    if (error instanceof BirthDataError && fields[error.field]) {
      throw error.renamed(fields[error.field]);
    }
    throw error;
  }
}

/**
 * The birth chart.
 * @param birth birth data
 * @param options house system, points and aspects
 * @throws BirthDataError naming `birthDateTime`, `birthLocation.*`, `houseSystem`, `points`, `aspects.*`
 */
export function castBirthChart(birth: BirthInput, options: ChartOptions): NatalChart {
  return renamingFields(BIRTH_FIELDS, () => computeNatalChart({ ...birth, ...options }));
}

/**
 * The chart of an instant at a place (houses of that place, the natal chart's code).
 * @param jdUT the instant, UT Julian day (rounded to the millisecond)
 * @param place where, degrees
 * @param options house system, points and aspects
 * @param fieldPrefix the request member naming the place (`returnLocation`), for errors
 */
export function castChartAt(jdUT: number, place: PlaceInput, options: ChartOptions, fieldPrefix: string): NatalChart {
  const dateTime = new Date(Math.round(unixMsFromJulianDay(jdUT))).toISOString();
  return renamingFields({ latitude: `${fieldPrefix}.latitude`, longitude: `${fieldPrefix}.longitude` }, () =>
    computeNatalChart({ dateTime, latitude: place.latitude, longitude: place.longitude, timezone: 'UTC', ...options }),
  );
}

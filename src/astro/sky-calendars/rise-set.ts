/**
 * Rise, upper transit and set of the Sun and the Moon, and the Sun's twilights, over one
 * calendar day at a place, by astronomy-engine's searches (SearchRiseSet, SearchHourAngle,
 * SearchAltitude: checked against the Swiss Ephemeris within seconds in the tests).
 *
 * Conventions: an observer at sea level. Rise and set are the instants the body's upper limb
 * touches the horizon, with standard refraction (34′ at the horizon, as for 1013.25 hPa and
 * 10 °C); the Moon's position is topocentric (parallax included). Twilights are the Sun's
 * centre at 6° (civil), 12° (nautical) and 18° (astronomical) below the geometric horizon,
 * without refraction: `begin` in the morning (the Sun rising through the altitude), `end` in the
 * evening. An event that does not happen within the day is null, and `state` says why: the body
 * stays above or below the horizon all day (polar day or night), or the Sun stays above or
 * below a twilight altitude all day.
 */
import * as Astronomy from 'astronomy-engine';

/** Whether a body rises and sets on the day, or stays up or down throughout. */
export type HorizonState = 'rises-and-sets' | 'always-up' | 'always-down';
/** Whether the Sun crosses a twilight altitude on the day, or stays above or below it. */
export type TwilightState = 'crosses' | 'always-above' | 'always-below';

export interface BodyTimes {
  /** Unix milliseconds, or null when the event does not happen within the day. */
  rise: number | null;
  /** Upper transit (culmination), Unix milliseconds; null when none falls within the day. */
  transit: number | null;
  set: number | null;
  /** Altitude at the upper transit, degrees, with refraction. */
  transitAltitude: number | null;
  state: HorizonState;
}

export interface Twilight {
  /** Unix milliseconds, or null (see `state`). */
  begin: number | null;
  end: number | null;
  state: TwilightState;
}

export interface DayTimes {
  sun: BodyTimes & { twilight: { civil: Twilight; nautical: Twilight; astronomical: Twilight } };
  moon: BodyTimes;
}

const TWILIGHTS = { civil: -6, nautical: -12, astronomical: -18 } as const;
const DAY_MS = 86_400_000;

/** The instant of an astronomy-engine result if it falls in [start, end), else null. */
function within(time: Astronomy.AstroTime | null, start: number, end: number): number | null {
  if (time === null) return null;
  const ms = time.date.getTime();
  return ms >= start && ms < end ? ms : null;
}

/** Mean angular radius, degrees: the Sun's (16.0′) and the Moon's (15.5′). */
const SEMIDIAMETER = { sun: 0.267, moon: 0.259 };

function bodyTimes(body: Astronomy.Body, observer: Astronomy.Observer, start: number, end: number): BodyTimes {
  const limit = (end - start) / DAY_MS;
  const from = new Date(start);
  const rise = within(Astronomy.SearchRiseSet(body, observer, +1, from, limit), start, end);
  const set = within(Astronomy.SearchRiseSet(body, observer, -1, from, limit), start, end);
  const culmination = Astronomy.SearchHourAngle(body, observer, 0, from);
  const transit = within(culmination.time, start, end);
  let state: HorizonState = 'rises-and-sets';
  if (rise === null && set === null) {
    // No crossing all day: the body is on one side of the horizon throughout. Judged by its
    // upper limb at its highest (the culmination nearest the day).
    const radius = body === Astronomy.Body.Sun ? SEMIDIAMETER.sun : SEMIDIAMETER.moon;
    state = culmination.hor.altitude + radius > 0 ? 'always-up' : 'always-down';
  }
  return { rise, transit, set, transitAltitude: transit === null ? null : culmination.hor.altitude, state };
}

function twilight(
  observer: Astronomy.Observer,
  altitude: number,
  start: number,
  end: number,
  sunAtNoon: number,
): Twilight {
  const limit = (end - start) / DAY_MS;
  const from = new Date(start);
  const begin = within(Astronomy.SearchAltitude(Astronomy.Body.Sun, observer, +1, from, limit, altitude), start, end);
  const finish = within(Astronomy.SearchAltitude(Astronomy.Body.Sun, observer, -1, from, limit, altitude), start, end);
  let state: TwilightState = 'crosses';
  if (begin === null && finish === null) state = sunAtNoon > altitude ? 'always-above' : 'always-below';
  return { begin, end: finish, state };
}

/**
 * The Sun's and Moon's times over a day.
 * @param latitude degrees north, [−90, 90]
 * @param longitude degrees east, [−180, 180]
 * @param start the day's first instant (local midnight), Unix milliseconds
 * @param end the next day's first instant, Unix milliseconds (> start, at most 26 hours later)
 */
export function dayTimes(latitude: number, longitude: number, start: number, end: number): DayTimes {
  const observer = new Astronomy.Observer(latitude, longitude, 0);
  const sun = bodyTimes(Astronomy.Body.Sun, observer, start, end);
  // The Sun's highest altitude of the day, geometric (twilight altitudes are geometric).
  const noon = Astronomy.SearchHourAngle(Astronomy.Body.Sun, observer, 0, new Date(start));
  const noonEquator = Astronomy.Equator(Astronomy.Body.Sun, noon.time, observer, true, true);
  const highest = Astronomy.Horizon(noon.time, observer, noonEquator.ra, noonEquator.dec).altitude;
  return {
    sun: {
      ...sun,
      twilight: {
        civil: twilight(observer, TWILIGHTS.civil, start, end, highest),
        nautical: twilight(observer, TWILIGHTS.nautical, start, end, highest),
        astronomical: twilight(observer, TWILIGHTS.astronomical, start, end, highest),
      },
    },
    moon: bodyTimes(Astronomy.Body.Moon, observer, start, end),
  };
}

/**
 * The electional search's conditions, each turned into the intervals of a span where it holds
 * (UT Julian days). The grammar (JSON, `type` names the condition):
 *
 * - `moon-not-void`: the Moon not void of course (from its last exact major aspect to the Sun …
 *   Pluto in a sign until it leaves the sign: moon-sky.ts's rule, as the Moon calendar gives it);
 * - `moon-phase` {phase: waxing | waning}: waxing from new to full Moon (the Moon 0–180° ahead
 *   of the Sun in longitude), waning from full to new;
 * - `moon-in-signs` {signs}: the Moon in one of the signs;
 * - `not-retrograde` {body}: the body's longitude not decreasing (the Sun and Moon always);
 * - `in-houses` {body, houses}: the body in one of the houses at the place (the request's house
 *   system, default Placidus);
 * - `aspect` {body1, body2, aspect, orb}: the two bodies within `orb` degrees of the aspect;
 * - `planetary-hour` {rulers}: the planetary hour ruled by one of the planets (unequal hours from
 *   sunrise and sunset at the place: traditional/planetary-hours.ts).
 *
 * Conditions combine by AND. Tropical longitudes, apparent, true equinox of date.
 */
import { norm360, wrap180 } from '../angles.ts';
import { computeHouses, type HouseSystemCode, houseOfLongitude } from '../houses/house-systems.ts';
import { apparentSunAt } from '../houses/sun-declination.ts';
import { greenwichApparentSiderealTime } from '../sidereal-time.ts';
import { moonSky } from '../sky-calendars/moon-sky.ts';
import { terrestrialFromUniversal } from '../time/delta-t.ts';
import type { PlaceClock } from '../time/place-clock.ts';
import { planetaryHours } from '../traditional/planetary-hours.ts';
import type { ClassicalPlanet } from '../traditional/tables.ts';
import { sharedTransitEphemeris } from '../transits/transit-ephemeris.ts';
import { ASPECTS, type AspectId, type Planet, type Sign } from '../vocabulary.ts';
import { complement, type Interval, intersect, whereHolds } from './intervals.ts';

export type Condition =
  | { type: 'moon-not-void' }
  | { type: 'moon-phase'; phase: 'waxing' | 'waning' }
  | { type: 'moon-in-signs'; signs: Sign[] }
  | { type: 'not-retrograde'; body: Planet }
  | { type: 'in-houses'; body: Planet; houses: number[] }
  | { type: 'aspect'; body1: Planet; body2: Planet; aspect: AspectId; orb: number }
  | { type: 'planetary-hour'; rulers: ClassicalPlanet[] };

export const CONDITION_TYPES = [
  'moon-not-void',
  'moon-phase',
  'moon-in-signs',
  'not-retrograde',
  'in-houses',
  'aspect',
  'planetary-hour',
] as const satisfies readonly Condition['type'][];

/** Evaluation order: the conditions cheapest to turn into intervals first, so the costly ones scan less. */
const COST: Record<Condition['type'], number> = {
  'moon-not-void': 1,
  'moon-in-signs': 1,
  'moon-phase': 2,
  'not-retrograde': 2,
  aspect: 3,
  'planetary-hour': 4,
  'in-houses': 5,
};
export const byCost = (a: Condition, b: Condition) => COST[a.type] - COST[b.type];

/** What the conditions are evaluated against. */
export interface SearchContext {
  startUT: number;
  endUT: number;
  latitude: number;
  longitude: number;
  clock: PlaceClock;
  houseSystem: HouseSystemCode;
  obliquity: number;
  /** The local dates of the span, `YYYY-MM-DD`, with their first instants (UT Julian days). */
  days: { date: string; startUT: number }[];
}

const JD_UNIX = 2440587.5;
const toUT = (ms: number) => ms / 86_400_000 + JD_UNIX;
const ANGLE = Object.fromEntries(ASPECTS.map((a) => [a.id, a.angle])) as Record<AspectId, number>;
const DAY_STEP = 1;
const MOON_STEP = 0.04;
const HOUSE_STEP = 1 / 144;

let moonSkyCache: { key: string; sky: ReturnType<typeof moonSky> } | undefined;
function moonOf(ctx: SearchContext) {
  const key = `${ctx.startUT}:${ctx.endUT}`;
  if (moonSkyCache?.key !== key) moonSkyCache = { key, sky: moonSky(ctx.startUT, ctx.endUT) };
  return moonSkyCache.sky;
}

const track = (ctx: SearchContext, body: Planet) =>
  sharedTransitEphemeris().track(body, ctx.startUT - 1, ctx.endUT + 1);

/**
 * The intervals of `windows` where a condition holds.
 * @param windows where the conditions evaluated so far hold (a costly condition scans only these)
 */
export function holdsWithin(condition: Condition, windows: readonly Interval[], ctx: SearchContext): Interval[] {
  switch (condition.type) {
    case 'moon-not-void': {
      const voids = moonOf(ctx).voids.map((v) => [v.start, v.end] as Interval);
      return intersect(windows, complement(voids, ctx.startUT, ctx.endUT));
    }
    case 'moon-in-signs': {
      const wanted = new Set(condition.signs);
      const stays = moonOf(ctx)
        .stays.filter((s) => wanted.has(s.sign))
        .map((s) => [s.entry, s.exit] as Interval);
      return intersect(windows, stays);
    }
    case 'moon-phase': {
      const moon = track(ctx, 'moon');
      const sun = track(ctx, 'sun');
      const sign = condition.phase === 'waxing' ? 1 : -1;
      // Waxing: the Moon 0–180° ahead of the Sun; the jump at ±180° is the full Moon.
      return whereHolds((t) => sign * wrap180(moon.longitude(t) - sun.longitude(t)), windows, DAY_STEP);
    }
    case 'not-retrograde': {
      if (condition.body === 'sun' || condition.body === 'moon') return [...windows];
      const body = track(ctx, condition.body);
      return whereHolds((t) => body.speed(t), windows, DAY_STEP);
    }
    case 'aspect': {
      const a = track(ctx, condition.body1);
      const b = track(ctx, condition.body2);
      const angle = ANGLE[condition.aspect];
      const step = condition.body1 === 'moon' || condition.body2 === 'moon' ? MOON_STEP : 0.25;
      return whereHolds(
        (t) => condition.orb - Math.abs(Math.abs(wrap180(a.longitude(t) - b.longitude(t))) - angle),
        windows,
        step,
      );
    }
    case 'in-houses': {
      const body = track(ctx, condition.body);
      const houses = new Set(condition.houses);
      const houseAt = (t: number) => {
        const armc = norm360(greenwichApparentSiderealTime(t) + ctx.longitude);
        const sunDeclination =
          ctx.houseSystem === 'I' ? apparentSunAt(terrestrialFromUniversal(t)).declination : undefined;
        const cusps = computeHouses(armc, ctx.latitude, ctx.obliquity, ctx.houseSystem, sunDeclination).cusps;
        return houseOfLongitude(norm360(body.longitude(t)), cusps);
      };
      return whereHolds((t) => (houses.has(houseAt(t)) ? 1 : -1), windows, HOUSE_STEP);
    }
    case 'planetary-hour': {
      const rulers = new Set(condition.rulers);
      const hours: Interval[] = [];
      // Each local date whose planetary day (sunrise to next sunrise) may meet the windows.
      for (const day of ctx.days) {
        if (!windows.some(([a, b]) => b > day.startUT - 1 && a < day.startUT + 2)) continue;
        const h = planetaryHours(day.date, { latitude: ctx.latitude, longitude: ctx.longitude }, ctx.clock);
        for (const hour of h.hours) if (rulers.has(hour.ruler)) hours.push([toUT(hour.start), toUT(hour.end)]);
      }
      hours.sort((x, y) => x[0] - y[0]);
      return intersect(windows, hours);
    }
  }
}

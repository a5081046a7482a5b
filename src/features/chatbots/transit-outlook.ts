/**
 * The transits of a chat context: those within orb now and those perfecting in the coming days,
 * joined from two calculations of the pool:
 * - the sky at `at` (the transiting points' longitudes and speeds): what is within orb now, by
 *   how much, applying or separating — also a transit whose exact pass was before `at`, which a
 *   search from `at` on does not see;
 * - the transit engine's search over [at, at + days] (pool task `transit`): every exact pass in
 *   the outlook (root finding, to the second) with its orb window (entry and exit, followed up
 *   to a year beyond the outlook).
 * A pass belongs to the transit active now when its orb window opened at or before `at`; a pass
 * whose window opens later is a coming transit (one per window: the passes of a retrograde loop
 * share it, and the first one is named). Both calculations use the same ephemeris (the engine
 * fits the positions to 0.01″), so they agree on what is in orb except within a second or so
 * of an orb boundary; the engine's window decides then.
 * Pure: plain data in and out.
 */

import { wrap180 } from '../../astro/angles.ts';
import type { TransitChart } from '../../astro/transits/index.ts';
import type { AspectId, MovingPoint } from '../../astro/vocabulary.ts';

/** Transiting points of the chat context: the Sun and the planets from Mercury to Pluto (the Moon changes aspect every few hours). */
export const CONTEXT_TRANSITING: readonly MovingPoint[] = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];

/** A transiting point at `at`: ecliptic longitude (degrees) and its speed (degrees per day, negative when retrograde). */
export interface SkyPoint {
  id: string;
  longitude: number;
  speed: number;
}

/** One transiting aspect to a natal point, active now or coming. */
export interface TransitContact {
  transiting: MovingPoint;
  aspect: AspectId;
  /** The natal point's id. */
  natal: string;
  /** Orb allowed, degrees. */
  orbAllowed: number;
  /** Distance from exact at `at`, degrees ≥ 0. */
  orbNow: number;
  /** Within orb at `at`. */
  activeNow: boolean;
  /** At `at`: moving toward exact (applying) or away from it (separating). */
  motion: 'applying' | 'separating';
  /** The first exact pass in the outlook (ISO 8601 UTC, whole seconds), or null when it perfects outside the outlook. */
  exactAt: string | null;
  /** When its orb window opened (before `at` for an active transit); null when that is unknown (no pass in the outlook, or more than a year back). */
  inOrbFrom: string | null;
  /** When its orb window closes (may be after the outlook); null when unknown (no pass in the outlook, or more than a year on). */
  inOrbUntil: string | null;
  /** Moving backwards: at `at` for an active transit, at its exact pass for a coming one. */
  retrograde: boolean;
}

/** Signed offsets of an aspect's sides: one for 0° and 180°, else ±angle (e.g. waxing and waning square). */
const sidesOf = (angle: number) => (angle === 0 || angle === 180 ? [angle] : [angle, -angle]);

/** The side of an aspect a transiting longitude stands on: the offset nearest to it. */
const sideOf = (transitingLongitude: number, natalLongitude: number, angle: number) =>
  sidesOf(angle).reduce((best, side) =>
    Math.abs(wrap180(transitingLongitude - natalLongitude - side)) <
    Math.abs(wrap180(transitingLongitude - natalLongitude - best))
      ? side
      : best,
  );

/**
 * The transits active at `at` (closest first) and those whose orb window opens in the outlook
 * (in the order their windows open).
 * @param sky the transiting points at `at` (those of the search)
 * @param search the transit engine's search from `at` to the end of the outlook
 * @param at the instant "now", ISO 8601
 */
export function transitOutlook(
  sky: readonly SkyPoint[],
  search: TransitChart,
  at: string,
): { active: TransitContact[]; upcoming: TransitContact[] } {
  const atMs = Date.parse(at);
  const skyById = new Map(sky.map((p) => [p.id, p]));
  const natalLongitude = new Map(search.natal.points.map((p) => [p.id as string, p.longitude]));
  const active = new Map<string, TransitContact>();
  const upcoming: TransitContact[] = [];

  const now = (point: SkyPoint, natal: number, side: number, orb: number) => {
    const deviation = wrap180(point.longitude - natal - side);
    return {
      orbNow: Math.abs(deviation),
      inOrb: Math.abs(deviation) <= orb,
      motion: Math.sign(deviation) * point.speed < 0 ? ('applying' as const) : ('separating' as const),
    };
  };

  // Within orb now, by the positions at `at`.
  for (const transiting of search.settings.transiting) {
    const point = skyById.get(transiting);
    if (!point) continue;
    for (const natal of search.settings.natal) {
      const longitude = natalLongitude.get(natal);
      if (longitude === undefined) continue;
      for (const aspect of search.settings.aspects) {
        for (const side of sidesOf(aspect.angle)) {
          const state = now(point, longitude, side, aspect.orb);
          if (!state.inOrb) continue;
          active.set(`${transiting}|${aspect.id}|${natal}|${side}`, {
            transiting,
            aspect: aspect.id,
            natal,
            orbAllowed: aspect.orb,
            orbNow: state.orbNow,
            activeNow: true,
            motion: state.motion,
            exactAt: null,
            inOrbFrom: null,
            inOrbUntil: null,
            retrograde: point.speed < 0,
          });
        }
      }
    }
  }

  // The passes of the outlook: the active transit's own, or coming ones (one per orb window).
  for (const group of search.aspects) {
    const point = skyById.get(group.transiting);
    if (!point) continue;
    const windows = new Set<string>();
    for (const pass of group.occurrences) {
      const side = sideOf(pass.longitude, group.natalLongitude, group.angle);
      const key = `${group.transiting}|${group.aspect}|${group.natal}|${side}`;
      const state = now(point, group.natalLongitude, side, group.orb);
      if (pass.orbEntry === null || Date.parse(pass.orbEntry) <= atMs) {
        const contact = active.get(key) ?? {
          transiting: group.transiting,
          aspect: group.aspect,
          natal: group.natal,
          orbAllowed: group.orb,
          orbNow: state.orbNow,
          activeNow: true,
          motion: state.motion,
          exactAt: null,
          inOrbFrom: null,
          inOrbUntil: null,
          retrograde: point.speed < 0,
        };
        if (contact.exactAt === null)
          Object.assign(contact, { exactAt: pass.exact, inOrbFrom: pass.orbEntry, inOrbUntil: pass.orbExit });
        active.set(key, contact);
        continue;
      }
      const window = `${key}|${pass.orbEntry}`;
      if (windows.has(window)) continue;
      windows.add(window);
      upcoming.push({
        transiting: group.transiting,
        aspect: group.aspect,
        natal: group.natal,
        orbAllowed: group.orb,
        orbNow: state.orbNow,
        activeNow: false,
        motion: state.motion,
        exactAt: pass.exact,
        inOrbFrom: pass.orbEntry,
        inOrbUntil: pass.orbExit,
        retrograde: pass.retrograde,
      });
    }
  }

  return {
    active: [...active.values()].sort((a, b) => a.orbNow - b.orbNow),
    upcoming: upcoming.sort((a, b) => (a.inOrbFrom! < b.inOrbFrom! ? -1 : a.inOrbFrom! > b.inOrbFrom! ? 1 : 0)),
  };
}

/**
 * A small transit scan for chat context: the major aspects that the transiting planets make to
 * natal points now and over the next few days, from apparent geocentric positions sampled every
 * `stepHours` (default 6 h). The instant of exactness is interpolated linearly between the two
 * samples around it (about a minute for the planets: over 6 h their speed barely changes), and
 * the orb window is known to the sampling step only. It is not the exact transit search of the
 * transit endpoint: no root refinement, no orb-entry instants, no Moon (it changes aspect every
 * few hours, too fast for a few-day outlook). The transit endpoint's exact search (src/astro/transits,
 * pool task `transit`) came later; it answers "when exact" precisely, this answers "in orb now" cheaply.
 */

import { BirthDataError } from './errors.ts';
import { apparentEclipticPosition } from './ephemeris/positions.ts';
import { terrestrialFromUniversal } from './time/delta-t.ts';
import { julianDayFromUnixMs } from './time/julian-day.ts';
import { DEFAULT_ASPECTS, TRANSIT_ORBS } from './transits/transit-options.ts';
import { ASPECTS, MOVING_POINTS, type AspectId, type MovingPoint } from './vocabulary.ts';

/** Transiting points scanned by default: the Sun and the planets from Mercury to Pluto. */
export const SNAPSHOT_TRANSITING: readonly MovingPoint[] = [
  'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto',
];

/** Default orbs, degrees: the five major aspects with the transit endpoint's orbs (2°, sextile 1.5°). */
export const SNAPSHOT_ORBS: Readonly<Partial<Record<AspectId, number>>> = Object.fromEntries(DEFAULT_ASPECTS.map((id) => [id, TRANSIT_ORBS[id]]));

/** What to scan. */
export interface TransitSnapshotInput {
  /** Natal points: id (any label, e.g. `sun`, `ascendant`) and ecliptic longitude in degrees. */
  natal: { id: string; longitude: number }[];
  /** First instant, ISO 8601 with Z or an offset (1800–2400). */
  start: string;
  /** Length of the outlook, days in (0, 31]. */
  days: number;
  /** Sampling step, hours in [1, 24]; default 6. */
  stepHours?: number;
  /** Transiting points; default {@link SNAPSHOT_TRANSITING}. */
  transiting?: MovingPoint[];
  /** Aspects and their orbs in degrees (0, 10]; default {@link SNAPSHOT_ORBS}. */
  orbs?: Partial<Record<AspectId, number>>;
}

/** One transiting aspect to a natal point that is within orb at some sample of the outlook. */
export interface TransitContact {
  transiting: MovingPoint;
  aspect: AspectId;
  /** The natal point's id as given. */
  natal: string;
  /** Orb allowed, degrees. */
  orbAllowed: number;
  /** Distance from exact at the start, degrees ≥ 0. */
  orbNow: number;
  /** Within orb at the start. */
  activeNow: boolean;
  /** At the start: moving toward exact (applying) or away from it (separating). */
  motion: 'applying' | 'separating';
  /** First instant of exactness in the outlook (ISO, seconds), or null when it does not perfect. */
  exactAt: string | null;
  /** First sampled instant within orb (the start when active now). */
  inOrbFrom: string;
  /** Last sampled instant within orb (the end of the outlook when still in orb). */
  inOrbUntil: string;
  /** Smallest distance from exact over the outlook, degrees (0 when it perfects). */
  closestOrb: number;
  /** Transiting longitude at the start, degrees [0, 360). */
  transitingLongitude: number;
  /** The transiting point moves backwards at the start. */
  retrograde: boolean;
}

const HOUR_MS = 3_600_000;

/** Wraps an angle in degrees into [−180, 180). */
function wrap180(deg: number): number {
  const x = (((deg + 180) % 360) + 360) % 360;
  return x - 180;
}

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * Transiting aspects to natal points from `start` over `days`.
 * @param input natal longitudes, start instant, outlook length, options
 * @returns contacts active now (by orb) then the coming ones (by first instant in orb)
 * @throws BirthDataError naming `start`, `days`, `stepHours`, `transiting`, `orbs` or `natal[i].longitude`
 */
export function transitSnapshot(input: TransitSnapshotInput): TransitContact[] {
  const startMs = typeof input.start === 'string' ? Date.parse(input.start) : NaN;
  if (!Number.isFinite(startMs) || startMs < Date.UTC(1800, 0, 1) || startMs > Date.UTC(2400, 11, 1)) {
    throw new BirthDataError('start', 'out_of_range', 'an ISO 8601 instant from 1800 to 2400');
  }
  if (typeof input.days !== 'number' || !(input.days > 0 && input.days <= 31)) {
    throw new BirthDataError('days', 'out_of_range', 'a number of days greater than 0 and at most 31');
  }
  const stepHours = input.stepHours ?? 6;
  if (typeof stepHours !== 'number' || !(stepHours >= 1 && stepHours <= 24)) {
    throw new BirthDataError('stepHours', 'out_of_range', 'a number of hours from 1 to 24');
  }
  const transiting = input.transiting ?? [...SNAPSHOT_TRANSITING];
  for (const point of transiting) {
    if (!(MOVING_POINTS as readonly string[]).includes(point)) {
      throw new BirthDataError('transiting', 'unknown_value', `moving points among ${MOVING_POINTS.join(', ')}`);
    }
  }
  const orbs = input.orbs ?? SNAPSHOT_ORBS;
  const aspects = ASPECTS.filter((a) => orbs[a.id] !== undefined).map((a) => ({ id: a.id as AspectId, angle: a.angle, orb: orbs[a.id]! }));
  for (const a of aspects) {
    if (typeof a.orb !== 'number' || !(a.orb > 0 && a.orb <= 10)) throw new BirthDataError(`orbs.${a.id}`, 'out_of_range', 'an orb in degrees greater than 0 and at most 10');
  }
  input.natal.forEach((n, i) => {
    if (typeof n.longitude !== 'number' || !Number.isFinite(n.longitude)) {
      throw new BirthDataError(`natal[${i}].longitude`, 'invalid_format', 'a longitude in degrees');
    }
  });

  const stepMs = stepHours * HOUR_MS;
  const samples = Math.ceil((input.days * 24) / stepHours);
  const instants = Array.from({ length: samples + 1 }, (_, k) => Math.min(startMs + k * stepMs, startMs + input.days * 24 * HOUR_MS));
  const sky = new Map<MovingPoint, { longitude: number; speed: number }[]>();
  for (const point of transiting) {
    sky.set(point, instants.map((ms) => {
      const p = apparentEclipticPosition(point, terrestrialFromUniversal(julianDayFromUnixMs(ms)));
      return { longitude: p.longitude, speed: p.longitudeSpeed };
    }));
  }

  const contacts: TransitContact[] = [];
  for (const point of transiting) {
    const track = sky.get(point)!;
    for (const natal of input.natal) {
      for (const aspect of aspects) {
        // The two sides of an aspect (e.g. waxing and waning square) are separate targets.
        const sides = aspect.angle === 0 || aspect.angle === 180 ? [aspect.angle] : [aspect.angle, -aspect.angle];
        for (const side of sides) {
          const deviation = track.map((s) => wrap180(s.longitude - natal.longitude - side));
          const inOrb = deviation.map((d) => Math.abs(d) <= aspect.orb);
          const first = inOrb.indexOf(true);
          if (first < 0) continue;
          const last = inOrb.lastIndexOf(true);
          let exactAt: number | null = null;
          for (let k = 0; k < samples && exactAt === null; k++) {
            const [a, b] = [deviation[k], deviation[k + 1]];
            if (a === 0) exactAt = instants[k];
            else if (Math.sign(a) !== Math.sign(b) && Math.abs(a - b) < 20) exactAt = instants[k] + ((instants[k + 1] - instants[k]) * a) / (a - b);
          }
          const now = deviation[0];
          contacts.push({
            transiting: point,
            aspect: aspect.id,
            natal: natal.id,
            orbAllowed: aspect.orb,
            orbNow: Math.abs(now),
            activeNow: inOrb[0],
            motion: Math.sign(now) * track[0].speed < 0 ? 'applying' : 'separating',
            exactAt: exactAt === null ? null : iso(exactAt),
            inOrbFrom: iso(instants[first]),
            inOrbUntil: iso(instants[last]),
            closestOrb: exactAt === null ? Math.min(...deviation.map(Math.abs)) : 0,
            transitingLongitude: track[0].longitude,
            retrograde: track[0].speed < 0,
          });
        }
      }
    }
  }
  return contacts.sort((a, b) =>
    a.activeNow !== b.activeNow ? (a.activeNow ? -1 : 1) : a.activeNow ? a.orbNow - b.orbNow : a.inOrbFrom.localeCompare(b.inOrbFrom),
  );
}

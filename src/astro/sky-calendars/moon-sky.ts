/**
 * The Moon's events over a span, from the transit engine: its sign ingresses and the exact
 * Moon phases (new, first quarter, full, last quarter) by the transit search's root finding,
 * and its exact aspects to the Sun … Pluto, from which the void-of-course periods follow.
 *
 * Void of course: from the Moon's last exact aspect (of the aspects asked for, to the Sun …
 * Pluto) while it is in a sign, to its entry into the next sign. A sign in which the Moon makes
 * no such aspect is void from its entry. Instants are UT Julian days.
 */

import { CurveDifference, CurveScan } from '../transits/curve-scan.ts';
import { SweepTargets } from '../transits/sweep-targets.ts';
import { type LongitudeTrack, sharedTransitEphemeris, type TransitEphemeris } from '../transits/transit-ephemeris.ts';
import { type MoonPhaseName, searchTransits } from '../transits/transit-search.ts';
import { ASPECTS, type AspectId, PLANETS, type Planet, type Sign } from '../vocabulary.ts';

/** The bodies whose aspects end a void-of-course period: the Sun and the planets. */
export const VOID_OF_COURSE_BODIES: readonly Exclude<Planet, 'moon'>[] = PLANETS.filter(
  (p): p is Exclude<Planet, 'moon'> => p !== 'moon',
);

/** Days looked back for the new moon before the span (a synodic month is at most 29.9 days). */
const LOOK_BACK_DAYS = 31;
/** Days looked beyond the span for the Moon's sign ingresses (a sign takes at most 2.8 days). */
const SIGN_MARGIN_DAYS = 3;
/**
 * Grid step of the Moon–planet scans, days: their angle grows by 10–17° a day and never turns
 * back, so the grid only brackets each crossing and Newton steps on the tracks find it.
 */
const ASPECT_STEP_DAYS = 1;

const EQUAL_CUSPS = [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330];

/** The Moon in one sign: entered at `entry`, left at `exit` (UT Julian days). */
export interface MoonSignStay {
  sign: Sign;
  entry: number;
  exit: number;
}

/** An exact aspect of the Moon to a body. */
export interface MoonAspect {
  body: Exclude<Planet, 'moon'>;
  aspect: AspectId;
  /** UT Julian day. */
  exact: number;
}

/** A void-of-course period, UT Julian days. */
export interface VoidPeriod {
  start: number;
  end: number;
  /** The sign the Moon is void in. */
  sign: Sign;
  /** The aspect that opened it; null when the Moon made none in the sign. */
  lastAspect: MoonAspect | null;
}

export interface MoonSky {
  /** Sign stays covering the span, in time order (the first began before it, the last ends after it). */
  stays: MoonSignStay[];
  /** Exact phases from a month before the span to its end, in time order. */
  phases: { phase: MoonPhaseName; exact: number }[];
  /** Void-of-course periods of the stays, in time order. */
  voids: VoidPeriod[];
  /** The Moon's and the Sun's apparent longitude tracks over the span and its margins. */
  moon: LongitudeTrack;
  sun: LongitudeTrack;
}

/**
 * The Moon's events over [startUT, endUT].
 * @param startUT first instant, UT Julian day (1800–2400)
 * @param endUT last instant, UT Julian day (≥ startUT; meant for spans up to a few months)
 * @param aspects aspects that end a void-of-course period (default the five major)
 * @param ephemeris the ephemeris cache (default this thread's)
 */
export function moonSky(
  startUT: number,
  endUT: number,
  aspects: readonly AspectId[] = MAJOR_ASPECTS,
  ephemeris: TransitEphemeris = sharedTransitEphemeris(),
): MoonSky {
  const from = startUT - SIGN_MARGIN_DAYS;
  const to = endUT + SIGN_MARGIN_DAYS;
  const found = searchTransits({
    startUT: startUT - LOOK_BACK_DAYS,
    endUT: to,
    transiting: ['moon'],
    natal: [],
    cusps: EQUAL_CUSPS,
    aspects: [],
    crossings: { signIngresses: true, houseIngresses: false, stations: false, moonPhases: true },
    ephemeris,
  });
  const ingresses = found.signIngresses.filter((i) => i.exact >= from);
  const stays: MoonSignStay[] = [];
  for (let k = 0; k + 1 < ingresses.length; k++) {
    stays.push({ sign: ingresses[k].sign, entry: ingresses[k].exact, exit: ingresses[k + 1].exact });
  }
  const [moon, sun] = ephemeris.tracks(['moon', 'sun'], startUT - LOOK_BACK_DAYS, to);
  const aspectsFound =
    stays.length > 0 ? moonAspects(moon, stays[0].entry, stays[stays.length - 1].exit, aspects, ephemeris) : [];
  return {
    stays,
    phases: found.moonPhases.map((p) => ({ phase: p.phase, exact: p.exact })),
    voids: voidPeriods(stays, aspectsFound),
    moon,
    sun,
  };
}

const MAJOR_ASPECTS: readonly AspectId[] = ASPECTS.filter((a) => a.major).map((a) => a.id);

/**
 * Every exact aspect of the Moon to the Sun … Pluto in [startUT, endUT), in time order.
 * @param moon the Moon's track over at least the span
 */
export function moonAspects(
  moon: LongitudeTrack,
  startUT: number,
  endUT: number,
  aspects: readonly AspectId[],
  ephemeris: TransitEphemeris,
): MoonAspect[] {
  const targets: number[] = [];
  const ids: AspectId[] = [];
  for (const id of aspects) {
    const angle = ASPECTS.find((a) => a.id === id)!.angle;
    for (const side of angle === 0 || angle === 180 ? [angle] : [angle, -angle]) {
      targets.push(side);
      ids.push(id);
    }
  }
  const prepared = new SweepTargets(targets);
  const tracks = ephemeris.tracks(VOID_OF_COURSE_BODIES, startUT, endUT);
  const out: MoonAspect[] = [];
  tracks.forEach((track, b) => {
    const scan = new CurveScan(new CurveDifference(moon, track), startUT, endUT, ASPECT_STEP_DAYS);
    const swept = scan.sweep(prepared);
    for (let k = 0; k < swept.count; k++) {
      const t = swept.t[k];
      if (t >= startUT && t < endUT)
        out.push({ body: VOID_OF_COURSE_BODIES[b], aspect: ids[swept.index[k]], exact: t });
    }
  });
  return out.sort((a, b) => a.exact - b.exact);
}

/**
 * The void-of-course period of each stay.
 * @param stays consecutive sign stays
 * @param aspects the Moon's aspects over the stays, in time order
 */
export function voidPeriods(stays: readonly MoonSignStay[], aspects: readonly MoonAspect[]): VoidPeriod[] {
  let k = 0;
  return stays.map((stay) => {
    let last: MoonAspect | null = null;
    while (k < aspects.length && aspects[k].exact < stay.exit) {
      if (aspects[k].exact >= stay.entry) last = aspects[k];
      k++;
    }
    return { start: last ? last.exact : stay.entry, end: stay.exit, sign: stay.sign, lastAspect: last };
  });
}

/** The sign of a longitude, degrees (any real). */

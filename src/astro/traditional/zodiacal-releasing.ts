/**
 * Zodiacal releasing (Valens, Anthology IV.4; Brennan, Hellenistic Astrology, the chapter on
 * zodiacal releasing) from the Lot of Fortune or of Spirit. Each sign rules for its minor years:
 * Aries 15, Taurus 8, Gemini 20, Cancer 25, Leo 19, Virgo 20, Libra 8, Scorpio 15, Sagittarius 12,
 * Capricorn 27, Aquarius 30, Pisces 12 (the years of the signs' domicile lords; 211 in all).
 * Level 1 counts them in years from birth, level 2 in months (1/12 year) from its parent's start,
 * level 3 in 1/144 year; a period ends early when its parent ends. The year is Valens' 360 days
 * by default (months of 30 days, level 3 units of 2.5 days) or the Julian 365.25 days.
 * Loosing of the bond: when a level's sub-periods have run through all twelve signs and would
 * come back to the sign they began with, they jump to the sign opposite it instead.
 * Peaks: periods in the signs angular to Fortune's (the 1st, 4th, 7th, 10th from it; the 10th the
 * most prominent, Brennan).
 */
import { SIGNS } from '../vocabulary.ts';
import { signName } from './tables.ts';

/** Minor years of the signs, Aries … Pisces. */
export const SIGN_YEARS = [15, 8, 20, 25, 19, 20, 8, 15, 12, 27, 30, 12] as const;
const DAY_MS = 86_400_000;

export interface ReleasingPeriod {
  level: 1 | 2 | 3;
  sign: ReturnType<typeof signName>;
  start: number;
  end: number;
  /** This period begins after a loosing of the bond (the jump to the opposite sign). */
  loosingOfBond: boolean;
  /** The sign's place counted from Fortune's sign when angular (1, 4, 7, 10), else null. */
  angleFromFortune: 1 | 4 | 7 | 10 | null;
  /** Angular to Fortune: a peak period. */
  peak: boolean;
}

/**
 * The periods of one level inside a parent span.
 * @param firstSign sign index the level starts from
 * @param unitMs length of one "year" of a sign at this level, ms
 * @param fortuneSign sign index of the Lot of Fortune (for peaks)
 */
export function releaseLevel(
  level: 1 | 2 | 3,
  firstSign: number,
  start: number,
  end: number,
  unitMs: number,
  fortuneSign: number,
): ReleasingPeriod[] {
  const periods: ReleasingPeriod[] = [];
  let sign = firstSign;
  let cycleStart = firstSign;
  let inCycle = 0;
  let loosed = false;
  for (let t = start; t < end; ) {
    const periodEnd = Math.min(end, t + SIGN_YEARS[sign] * unitMs);
    const distance = (sign - fortuneSign + 12) % 12;
    const angle = distance % 3 === 0 ? ((distance + 1) as 1 | 4 | 7 | 10) : null;
    periods.push({
      level,
      sign: signName(sign),
      start: t,
      end: periodEnd,
      loosingOfBond: loosed,
      angleFromFortune: angle,
      peak: angle !== null,
    });
    t = periodEnd;
    inCycle++;
    sign = (sign + 1) % 12;
    loosed = inCycle === 12 && sign === cycleStart;
    if (loosed) {
      sign = (cycleStart + 6) % 12;
      cycleStart = sign;
      inCycle = 0;
    }
  }
  return periods;
}

export interface ReleasingRequest {
  birthMs: number;
  /** Sign index of the lot released from. */
  lotSign: number;
  fortuneSign: number;
  yearDays: 360 | 365.25;
  /** The span whose level-2 and level-3 periods are wanted, ms. */
  from: number;
  to: number;
  /** How many years of level 1 to list from birth. */
  lifeYears: number;
}

export interface Releasing {
  level1: ReleasingPeriod[];
  /** Level 2 periods overlapping [from, to). */
  level2: ReleasingPeriod[];
  /** Level 3 periods overlapping [from, to). */
  level3: ReleasingPeriod[];
}

/** Zodiacal releasing from a lot's sign: level 1 over a life, levels 2 and 3 over a span. */
export function zodiacalReleasing(r: ReleasingRequest): Releasing {
  const year = r.yearDays * DAY_MS;
  const overlaps = (p: ReleasingPeriod) => p.end > r.from && p.start < r.to;
  const level1 = releaseLevel(1, r.lotSign, r.birthMs, r.birthMs + r.lifeYears * year, year, r.fortuneSign);
  const level2 = level1
    .filter(overlaps)
    .flatMap((p) => releaseLevel(2, SIGNS.indexOf(p.sign), p.start, p.end, year / 12, r.fortuneSign))
    .filter(overlaps);
  const level3 = level2
    .flatMap((p) => releaseLevel(3, SIGNS.indexOf(p.sign), p.start, p.end, year / 144, r.fortuneSign))
    .filter(overlaps);
  return { level1, level2, level3 };
}

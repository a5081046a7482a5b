/**
 * House systems that divide the ecliptic itself, from the Ascendant and the MC already found:
 * Vehlow's equal houses, equal houses from the MC, the signs from 0° Aries, Sripati's, and
 * Pullen's sinusoidal delta and ratio. Definitions as the Swiss Ephemeris 2.10 gives them
 * (swehouse.c); the Ascendant is already on the eastern side of the MC (turned by 180° inside the
 * polar circles when it would fall before the MC). Each returns cusps of houses 1…3 and 10…12
 * (index = house); the opposite houses follow by 180°.
 */
import { diff180, norm360 } from '../angles.ts';

/** Cusps 1…3 and 10…12 by house number (indices 4…9 are filled later by the caller). */
export type QuadrantCusps = number[];

const cuspsFrom = (entries: Record<number, number>): QuadrantCusps => {
  const cusps = new Array<number>(13).fill(0);
  for (const [house, longitude] of Object.entries(entries)) cusps[Number(house)] = norm360(longitude);
  return cusps;
};

/** Vehlow: equal houses with the Ascendant in the middle of the first. */
export function vehlowCusps(ascendant: number): QuadrantCusps {
  const first = ascendant - 15;
  return cuspsFrom({ 1: first, 2: first + 30, 3: first + 60, 10: first + 270, 11: first + 300, 12: first + 330 });
}

/** Equal houses counted from the MC (the MC on the 10th cusp, the Ascendant anywhere in the 12th to 2nd). */
export function equalFromMidheavenCusps(midheaven: number): QuadrantCusps {
  return cuspsFrom({
    10: midheaven,
    11: midheaven + 30,
    12: midheaven + 60,
    1: midheaven + 90,
    2: midheaven + 120,
    3: midheaven + 150,
  });
}

/** The signs as houses: the 1st house is Aries, whatever the Ascendant. */
export function ariesHousesCusps(): QuadrantCusps {
  return cuspsFrom({ 1: 0, 2: 30, 3: 60, 10: 270, 11: 300, 12: 330 });
}

/** Sripati: the Porphyry trisections of each quadrant, each cusp in the middle of a Porphyry house. */
export function sripatiCusps(ascendant: number, midheaven: number): QuadrantCusps {
  const fourth = diff180(ascendant, midheaven); // the quadrant MC → Ascendant
  const first = 180 - fourth; // the quadrant Ascendant → IC
  return cuspsFrom({
    1: ascendant - fourth / 6,
    2: ascendant + first / 6,
    3: ascendant + first / 2,
    10: midheaven - first / 6,
    11: midheaven + fourth / 6,
    12: midheaven + fourth / 2,
  });
}

/**
 * Pullen's sinusoidal delta (once "Neo-Porphyry"): each quadrant of q degrees gives its middle
 * house 30° + (q − 90°)/2 and the outer two 30° + (q − 90°)/4; a quadrant of 30° or less leaves
 * its middle house empty and splits itself between the outer two.
 */
export function pullenDeltaCusps(ascendant: number, midheaven: number): QuadrantCusps {
  const fourth = diff180(ascendant, midheaven);
  const first = 180 - fourth;
  const split = (start: number, q: number): [number, number] => {
    if (q <= 30) return [start + q / 2, start + q / 2];
    const d = (q - 90) / 4;
    return [start + 30 + d, start + 60 + 3 * d];
  };
  const [c11, c12] = split(midheaven, fourth);
  const [c2, c3] = split(ascendant, first);
  return cuspsFrom({ 1: ascendant, 2: c2, 3: c3, 10: midheaven, 11: c11, 12: c12 });
}

/**
 * Pullen's sinusoidal ratio: in the smaller quadrant (q ≤ 90°) the houses are x·r, x, x·r with
 * x·(2r + 1) = q, in the larger x·r³, x·r⁴, x·r³, where r solves the quartic that makes the
 * six houses of a half add to 180° (its closed root, Pullen 2005).
 */
export function pullenRatioCusps(ascendant: number, midheaven: number): QuadrantCusps {
  const fourth = diff180(ascendant, midheaven);
  const q = fourth > 90 ? 180 - fourth : fourth;
  let x = 0;
  let r = 0;
  if (q >= 1e-30) {
    const c = (180 - q) / q;
    const cubeRoot = Math.cbrt(c * c - c);
    const twoToTwoThirds = 2 ** (2 / 3);
    const s = Math.sqrt(twoToTwoThirds * cubeRoot + 1);
    r = 0.5 * s + 0.5 * Math.sqrt((-2 * (1 - 2 * c)) / s - twoToTwoThirds * cubeRoot + 2) - 0.5;
    x = q / (2 * r + 1);
  }
  const [small, middle, large, largeMiddle] = q < 1e-30 ? [0, 0, 0, 180] : [x * r, x, x * r ** 3, x * r ** 4];
  if (fourth > 90) {
    return cuspsFrom({
      1: ascendant,
      2: ascendant + small,
      3: ascendant + small + middle,
      10: midheaven,
      11: midheaven + large,
      12: midheaven + large + largeMiddle,
    });
  }
  return cuspsFrom({
    1: ascendant,
    2: ascendant + large,
    3: ascendant + large + largeMiddle,
    10: midheaven,
    11: midheaven + small,
    12: midheaven + small + middle,
  });
}

/**
 * Sunshine houses (Bob Makransky's, in Dieter Treindl's solution as the Swiss Ephemeris 2.10
 * computes them, house system `I`): the Sun's diurnal and nocturnal semi-arcs of the day, each
 * divided into three, and the great circles through those points and the north and south points
 * of the horizon give the cusps. They depend on the Sun's declination as well as the place, and
 * are not symmetric: every cusp but the four angles is computed. Reimplemented from the
 * definition; angles in degrees.
 */
import { RAD as D2R, norm360, DEG as R2D } from '../angles.ts';
import { eclipticIntersection, VERY_SMALL } from './house-geometry.ts';

const sin = (x: number) => Math.sin(x * D2R);
const cos = (x: number) => Math.cos(x * D2R);
const tan = (x: number) => Math.tan(x * D2R);
const asin = (x: number) => Math.asin(Math.max(-1, Math.min(1, x))) * R2D;
const acos = (x: number) => Math.acos(Math.max(-1, Math.min(1, x))) * R2D;

/** Offsets along the Sun's day circle of cusps 2, 3, 5, 6 (night) and 8, 9, 11, 12 (day), hour angles. */
function semiArcOffsets(latitude: number, declination: number): number[] {
  const arg = tan(declination) * tan(latitude);
  const ascensionalDifference = arg >= 1 ? 90 - VERY_SMALL : arg <= -1 ? -90 + VERY_SMALL : asin(arg);
  const night = 90 - ascensionalDifference;
  const day = 90 + ascensionalDifference;
  const offsets = new Array<number>(13).fill(0);
  offsets[2] = (-2 * night) / 3;
  offsets[3] = -night / 3;
  offsets[5] = night / 3;
  offsets[6] = (2 * night) / 3;
  offsets[8] = (-2 * day) / 3;
  offsets[9] = -day / 3;
  offsets[11] = day / 3;
  offsets[12] = (2 * day) / 3;
  return offsets;
}

/**
 * The Sunshine cusps.
 * @param armc right ascension of the MC
 * @param latitude geographic latitude
 * @param obliquity true obliquity
 * @param sunDeclination the Sun's declination at the moment
 * @param ascendant the Ascendant (already turned to the eastern side)
 * @param midheaven the MC
 * @returns cusps of houses 1…12 by house number
 */
export function sunshineCusps(
  armc: number,
  latitude: number,
  obliquity: number,
  sunDeclination: number,
  ascendant: number,
  midheaven: number,
): number[] {
  const dec = sunDeclination;
  const offsets = semiArcOffsets(latitude, dec);
  const cusps = new Array<number>(13).fill(0);
  cusps[1] = ascendant;
  cusps[10] = midheaven;
  cusps[4] = norm360(midheaven + 180);
  cusps[7] = norm360(ascendant + 180);
  const midheavenDeclination = Math.atan(sin(armc) * tan(obliquity)) * R2D;
  const midheavenBelowHorizon = Math.abs(latitude - midheavenDeclination) > 90;
  for (let house = 2; house <= 12; house++) {
    if ((house - 1) % 3 === 0) continue;
    // The great-circle length along the day circle, and the triangle pole – meridian – house point.
    const chord = 2 * asin(cos(dec) * sin(offsets[house] / 2));
    const alpha = acos(tan(dec) * tan(chord / 2));
    const [angle, side] = house > 7 ? [180 - alpha, 90 - latitude + dec] : [alpha, 90 - latitude - dec];
    const c = acos(cos(chord) * cos(side) + sin(chord) * sin(side) * cos(angle));
    const sinZenithDistance = (sin(chord) * sin(angle)) / sin(c);
    const zenithDistance = asin(sinZenithDistance);
    const raOnEquator = Math.atan(cos(latitude) * tan(zenithDistance)) * R2D;
    let pole = asin(sinZenithDistance * sin(latitude));
    let ra: number;
    if (house <= 6) {
      pole = -pole;
      ra = norm360(raOnEquator + armc + 180);
    } else {
      ra = norm360(armc + raOnEquator);
    }
    cusps[house] = eclipticIntersection(ra, pole, obliquity);
  }
  if (midheavenBelowHorizon) {
    for (let house = 2; house <= 12; house++) {
      if ((house - 1) % 3 !== 0) cusps[house] = norm360(cusps[house] + 180);
    }
  }
  return cusps;
}

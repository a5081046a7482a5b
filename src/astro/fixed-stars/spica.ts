/**
 * Spica (α Virginis, HIP 65474), the star the `true-chitra` ayanamsa is tied to: Hipparcos,
 * new reduction (van Leeuwen 2007, A&A 474, 653), ICRS at epoch J2000.0, as the Swiss
 * Ephemeris 2.10 builds it in for that ayanamsa.
 */
import type { CatalogueStar } from './apparent-place.ts';

export const SPICA: CatalogueStar = {
  ra: (13 + 25 / 60 + 11.57937 / 3600) * 15,
  dec: -(11 + 9 / 60 + 40.7501 / 3600),
  pmRa: -42.35,
  pmDec: -30.67,
  parallax: 13.06,
  radialVelocity: 1,
};

/**
 * The bodies that star ayanamsas follow beyond the catalogue's stars: ζ Piscium (Revati) and the
 * galactic centre (Sagittarius A*), ICRS at epoch J2000.0, as the Swiss Ephemeris 2.10's
 * sefstars.txt gives them (SIMBAD; Sgr A*'s proper motion after Reid & Brunthaler 2004).
 */
import type { CatalogueStar } from './apparent-place.ts';

export const ZETA_PISCIUM: CatalogueStar = {
  ra: (1 + 13 / 60 + 43.88735 / 3600) * 15,
  dec: 7 + 34 / 60 + 31.2745 / 3600,
  pmRa: 145,
  pmDec: -55.69,
  parallax: 18.76,
  radialVelocity: 15,
};

export const GALACTIC_CENTER: CatalogueStar = {
  ra: (17 + 45 / 60 + 40.03599 / 3600) * 15,
  dec: -(29 + 0 / 60 + 28.1699 / 3600),
  pmRa: -2.755718425,
  pmDec: -5.547,
  parallax: 0.125,
  radialVelocity: 0,
};

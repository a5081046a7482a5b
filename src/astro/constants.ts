/**
 * Astronomical constants used across the engine, each in one place so that no copy can drift.
 */

/** The astronomical unit, km (IAU 2012, exact). */
export const KM_PER_AU = 149_597_870.7;

/** JD of the epoch J2000.0 (2000-01-01 12:00 TT), days. */
export const J2000 = 2451545.0;

/** The mean synodic month (new moon to new moon) at J2000, days. */
export const SYNODIC_MONTH = 29.530588853;

/** The Earth's mean radius (IUGG R₁), km: great-circle distances on the sphere. */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

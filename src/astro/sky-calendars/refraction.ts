/**
 * Atmospheric refraction as the Swiss Ephemeris computes it for rise, set and altitudes
 * (swecl.c: Sinclair's formula with Bennett's pressure and temperature factor): 34.58′ at the
 * horizon for 1013.25 hPa and 10 °C.
 */

/** The atmosphere a place's refraction is computed for. */
export interface Atmosphere {
  /** Pressure, hPa. */
  pressure: number;
  /** Temperature, °C. */
  temperature: number;
}

/** Sea-level standard: 1013.25 hPa, 10 °C (the Swiss Ephemeris's defaults). */
export const STANDARD_ATMOSPHERE: Atmosphere = { pressure: 1013.25, temperature: 10 };

/**
 * The pressure of the standard atmosphere at an elevation (what the Swiss Ephemeris assumes when
 * none is given).
 * @param elevation metres above sea level
 * @returns hPa
 */
export function pressureAt(elevation: number): number {
  return 1013.25 * (1 - (0.0065 * elevation) / 288) ** 5.255;
}

/**
 * Refraction of a body seen at an apparent altitude.
 * @param apparentAltitude degrees
 * @param atmosphere pressure and temperature
 * @returns degrees to subtract from the apparent altitude for the true one
 */
export function refractionAtApparent(apparentAltitude: number, atmosphere: Atmosphere): number {
  const h = apparentAltitude;
  const arcmin =
    h > 17.904104638432
      ? 0.97 / Math.tan((h * Math.PI) / 180)
      : (34.46 + 4.23 * h + 0.004 * h * h) / (1 + 0.505 * h + 0.0845 * h * h);
  const { pressure, temperature } = atmosphere;
  return (((pressure - 80) / 930 / (1 + 0.00008 * (arcmin + 39) * (temperature - 10))) * arcmin) / 60;
}

/**
 * The apparent altitude of a body at a true (geometric) altitude: true + refraction, by a few
 * fixed-point steps; below the horizon's refraction, the true altitude (nothing is seen there).
 * @param trueAltitude degrees
 * @param atmosphere pressure and temperature
 * @returns degrees
 */
export function apparentAltitude(trueAltitude: number, atmosphere: Atmosphere): number {
  if (trueAltitude < -10) return trueAltitude;
  let apparent = trueAltitude;
  for (let k = 0; k < 6; k++) apparent = trueAltitude + refractionAtApparent(apparent, atmosphere);
  return apparent < 0 ? trueAltitude : apparent;
}

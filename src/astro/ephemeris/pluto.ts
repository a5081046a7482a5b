/**
 * Heliocentric state of Pluto from astronomy-engine (its numerical integration from TOP2013
 * states), read through the TT instant only: no AstroTime.FromTerrestrialTime on this path.
 */

import * as Astronomy from 'astronomy-engine';
import { universalFromTerrestrial } from '../time/delta-t.ts';

/**
 * Heliocentric geometric state of Pluto: position (AU) and velocity (AU/day) in EQJ.
 * @param jdTT Julian day (TT), days
 * @param out array of at least 6 numbers, overwritten
 */
export function plutoHeliocentricState(jdTT: number, out: Float64Array | number[]): void {
  const time = Astronomy.MakeTime(universalFromTerrestrial(jdTT) - 2451545.0);
  // AstroTime derives tt from ut with its own ΔT model; pin it to the instant asked for.
  (time as { tt: number }).tt = jdTT - 2451545.0;
  const s = Astronomy.HelioState(Astronomy.Body.Pluto, time);
  out[0] = s.x; out[1] = s.y; out[2] = s.z;
  out[3] = s.vx; out[4] = s.vy; out[5] = s.vz;
}

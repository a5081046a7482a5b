/**
 * Heliocentric state of Pluto: astronomy-engine's barycentric Pluto (its numerical integration
 * from TOP2013 states, read through the TT instant only: no AstroTime.FromTerrestrialTime on
 * this path) minus the Sun's barycentric state from the four giant planets.
 */

import * as Astronomy from 'astronomy-engine';
import { universalFromTerrestrial } from '../time/delta-t.ts';

/** GM of the Sun and the giant planets (astronomy-engine's values), AU³/day². */
const GM_SUN = 0.2959122082855911e-3;
const GIANTS = [
  { index: 0, gm: 0.2825345909524226e-6 },
  { index: 1, gm: 0.8459715185680659e-7 },
  { index: 2, gm: 0.1292024916781969e-7 },
  { index: 3, gm: 0.1524358900784276e-7 },
];

/**
 * Heliocentric geometric state of Pluto: position (AU) and velocity (AU/day) in EQJ.
 * @param jdTT Julian day (TT), days
 * @param giants heliocentric states of Jupiter, Saturn, Uranus, Neptune at jdTT (EQJ, AU and
 * AU/day), each [x, y, z, vx, vy, vz]
 * @param out array of at least 6 numbers, overwritten
 */
export function plutoHeliocentricState(jdTT: number, giants: readonly ArrayLike<number>[], out: Float64Array | number[]): void {
  const time = Astronomy.MakeTime(universalFromTerrestrial(jdTT) - 2451545.0);
  // AstroTime derives tt from ut with its own ΔT model; pin it to the instant asked for.
  (time as { tt: number }).tt = jdTT - 2451545.0;
  const s = Astronomy.BaryState(Astronomy.Body.Pluto, time);
  // The Sun's barycentric state: −Σ mᵢ rᵢ / M (heliocentric rᵢ).
  let total = GM_SUN;
  const sun = [0, 0, 0, 0, 0, 0];
  for (const g of GIANTS) {
    total += g.gm;
    const p = giants[g.index];
    for (let k = 0; k < 6; k++) sun[k] -= g.gm * p[k];
  }
  out[0] = s.x - sun[0] / total; out[1] = s.y - sun[1] / total; out[2] = s.z - sun[2] / total;
  out[3] = s.vx - sun[3] / total; out[4] = s.vy - sun[4] / total; out[5] = s.vz - sun[5] / total;
}

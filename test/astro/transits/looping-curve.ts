/**
 * A synthetic longitude with known crossings and stations for the curve-scan tests: it advances,
 * loops back and advances again (λ = 10 t + 30 sin(2πt/5); retrograde while 30ω cos(ωt) < −10).
 */
import type { Curve } from '../../../src/astro/transits/curve-scan.ts';

const omega = (2 * Math.PI) / 5;

export const looping: Curve = {
  longitude: (t) => 10 * t + 30 * Math.sin(omega * t),
  speed: (t) => 10 + 30 * omega * Math.cos(omega * t),
  evaluate(t, out) {
    out[0] = this.longitude(t);
    out[1] = this.speed(t);
  },
};

import test from 'ava';
import { integrateChironFrom } from '../../src/astro/ephemeris/chiron.ts';
import { CHIRON_STATES } from '../../src/astro/ephemeris/chiron-states.ts';
import { type VsopBody, vsopHeliocentricState } from '../../src/astro/ephemeris/vsop87.ts';

const ARCSEC = 648000 / Math.PI;

test('truncated VSOP87 stays within 0.03″ (Sun) and 3″ (planets) of the full theory seen from the Earth, 1800–2400', (t) => {
  const full = { angle: 0, radius: 0 };
  const e = new Float64Array(6),
    p = new Float64Array(6),
    q = new Float64Array(6),
    et = new Float64Array(6);
  const limits: Record<string, number> = {
    earth: 0.03,
    mercury: 3,
    venus: 3,
    mars: 3,
    jupiter: 3,
    saturn: 3,
    uranus: 3,
    neptune: 3,
  };
  const worst: Record<string, number> = {};
  for (let i = 0; i < 120; i++) {
    const jd = 2378496.5 + (i + 0.37) * ((2598000 - 2378496.5) / 120);
    vsopHeliocentricState('earth', jd, e, full);
    vsopHeliocentricState('earth', jd, et);
    const angle = (a: number[], b: number[]) => {
      const c = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
      return (
        Math.asin(Math.hypot(c[0], c[1], c[2]) / Math.hypot(a[0], a[1], a[2]) / Math.hypot(b[0], b[1], b[2])) * ARCSEC
      );
    };
    worst.earth = Math.max(worst.earth ?? 0, angle([...e.slice(0, 3)], [...et.slice(0, 3)]));
    for (const body of ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune'] as VsopBody[]) {
      vsopHeliocentricState(body, jd, p, full);
      vsopHeliocentricState(body, jd, q);
      const g1 = [p[0] - e[0], p[1] - e[1], p[2] - e[2]];
      const g2 = [q[0] - e[0], q[1] - e[1], q[2] - e[2]];
      worst[body] = Math.max(worst[body] ?? 0, angle(g1, g2));
    }
  }
  t.log(
    Object.entries(worst)
      .map(([k, v]) => `${k} ${v.toFixed(3)}″`)
      .join(', '),
  );
  for (const [body, limit] of Object.entries(limits)) t.true(worst[body] <= limit, body);
});

test('Chiron integrated over 25 years lands within 40″ (seen from the Sun) of the next reference state', (t) => {
  let worst = 0;
  for (const k of [3, 4, 5, 6, 7, 8, 9, 10, 11]) {
    const s = integrateChironFrom(k, CHIRON_STATES[k + 1][0]);
    const n = CHIRON_STATES[k + 1];
    const d = Math.hypot(s[0] - n[1], s[1] - n[2], s[2] - n[3]) / Math.hypot(n[1], n[2], n[3]);
    worst = Math.max(worst, d * ARCSEC);
  }
  t.log(`largest 25-year drift: ${worst.toFixed(2)}″`);
  t.true(worst < 40);
});

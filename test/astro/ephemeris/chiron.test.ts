/**
 * Chiron's ephemeris is one smooth trajectory over 1800–2400: no step in position or speed at
 * the reference epochs, at the midpoints between them, or where an integration from the nearest
 * epoch would hand over to the next (first epoch + (k + ½)·25 Julian years). Each epoch's state
 * vector is met exactly.
 */
import test from 'ava';
import { chironHeliocentricState } from '../../../src/astro/ephemeris/chiron.ts';
import { CHIRON_STATES } from '../../../src/astro/ephemeris/chiron-states.ts';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';

const ARCSEC = (180 / Math.PI) * 3600;
const wrap180 = (x: number) => (((x % 360) + 540) % 360) - 180;

/** Every instant (TT) where a piecewise ephemeris could switch, 1800–2400. */
const CANDIDATES = [
  ...CHIRON_STATES.map((s) => s[0]),
  ...CHIRON_STATES.slice(1).map((s, i) => (s[0] + CHIRON_STATES[i][0]) / 2),
  ...CHIRON_STATES.slice(1).map((_, k) => CHIRON_STATES[0][0] + (k + 0.5) * 9131.25),
];

test('apparent longitude and speed are continuous across every epoch boundary 1800–2400', (t) => {
  const h = 1e-4; // days: Chiron moves less than 0.1″ in that time
  let worstStep = 0;
  let worstSpeedStep = 0;
  for (const c of CANDIDATES) {
    const before = apparentEclipticPosition('chiron', c - h);
    const after = apparentEclipticPosition('chiron', c + h);
    const at = apparentEclipticPosition('chiron', c);
    // Second differences: about h² times the second derivative (nothing) on a smooth curve, the
    // size of the step where the curve steps at c.
    const step = Math.abs(wrap180(after.longitude - at.longitude) - wrap180(at.longitude - before.longitude)) * 3600;
    worstStep = Math.max(worstStep, step);
    worstSpeedStep = Math.max(
      worstSpeedStep,
      Math.abs(after.longitudeSpeed - 2 * at.longitudeSpeed + before.longitudeSpeed),
    );
  }
  t.log(
    `largest step in longitude ${worstStep.toExponential(2)}″, in speed ${worstSpeedStep.toExponential(2)} °/day over ${CANDIDATES.length} instants`,
  );
  t.true(worstStep < 1e-4, `step ${worstStep}″`);
  t.true(worstSpeedStep < 1e-9, `speed step ${worstSpeedStep} °/day`);
});

test('the heliocentric state is continuous across every boundary and meets each epoch state', (t) => {
  const h = 1e-4;
  const a = new Float64Array(6);
  const b = new Float64Array(6);
  const m = new Float64Array(6);
  let worstPosition = 0;
  let worstVelocity = 0;
  for (const c of CANDIDATES) {
    chironHeliocentricState(c - h, a);
    chironHeliocentricState(c + h, b);
    chironHeliocentricState(c, m);
    const r = Math.hypot(m[0], m[1], m[2]);
    for (let i = 0; i < 3; i++) {
      worstPosition = Math.max(worstPosition, (Math.abs(b[i] - 2 * m[i] + a[i]) / r) * ARCSEC);
      worstVelocity = Math.max(worstVelocity, Math.abs(b[i + 3] - 2 * m[i + 3] + a[i + 3]));
    }
  }
  t.log(
    `largest step ${worstPosition.toExponential(2)}″ (seen from the Sun), velocity step ${worstVelocity.toExponential(2)} AU/day`,
  );
  t.true(worstPosition < 1e-5);
  t.true(worstVelocity < 1e-12);
  let worstEpoch = 0;
  for (const s of CHIRON_STATES) {
    chironHeliocentricState(s[0], m);
    for (let i = 0; i < 6; i++) worstEpoch = Math.max(worstEpoch, Math.abs(m[i] - s[i + 1]));
  }
  t.true(worstEpoch < 1e-12, `epoch states met to ${worstEpoch}`);
});

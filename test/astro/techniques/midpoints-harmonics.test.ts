/**
 * Midpoints and harmonic charts against their definitions, computed here independently from the
 * chart's longitudes: Ebertin's midpoint (the nearer halfway point; "The Combination of Stellar
 * Influences", 1940) and his 90° dial, on which conjunction, square and opposition coincide;
 * Addey's harmonic chart ("Harmonics in Astrology", 1976), n × longitude, where the aspects of the
 * n-th harmonic become conjunctions.
 */
import test from 'ava';
import { computeNatalChart } from '../../../src/astro/natal-chart.ts';
import { harmonicsRequest, midpointsRequest, TECHNIQUE_POINTS } from '../../../src/astro/techniques/requests.ts';

const birth = { dateTime: '1990-06-15T14:30', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const natal = computeNatalChart({ ...birth, points: [...TECHNIQUE_POINTS] });
const lon = (id: string) => natal.points.find((p) => p.id === id)?.longitude ?? Number.NaN;
const arc = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

test('each midpoint is halfway on the shorter arc, and the list holds every pair once', (t) => {
  const answer = midpointsRequest({ birth, dial: 90 });
  const n = TECHNIQUE_POINTS.length;
  t.is(answer.midpoints.length, (n * (n - 1)) / 2);
  for (const m of answer.midpoints) {
    const a = lon(m.point1);
    const b = lon(m.point2);
    t.true(Math.abs(arc(m.longitude, a) - arc(m.longitude, b)) < 1e-9, `${m.point1}/${m.point2}`);
    t.true(arc(m.longitude, a) <= 90 + 1e-9, 'the nearer midpoint');
    t.true(Math.abs(m.dialLongitude - (m.longitude % 90)) < 1e-9);
  }
});

for (const dial of [360, 90, 45] as const) {
  test(`dial ${dial}: a point stands on exactly the midpoints whose axis it meets at a multiple of ${dial === 360 ? 180 : dial}° within the orb`, (t) => {
    const orb = 2;
    const answer = midpointsRequest({ birth, dial, orb });
    const step = dial === 360 ? 180 : dial;
    let contacts = 0;
    for (const branch of answer.tree) {
      const expected = answer.midpoints
        .filter((m) => m.point1 !== branch.point && m.point2 !== branch.point)
        .filter((m) => {
          const d = (((lon(branch.point) - m.longitude) % step) + step) % step;
          return Math.min(d, step - d) <= orb;
        })
        .map((m) => `${m.point1}/${m.point2}`)
        .sort();
      t.deepEqual(branch.midpoints.map((c) => `${c.point1}/${c.point2}`).sort(), expected, branch.point);
      contacts += expected.length;
      for (const c of branch.midpoints) {
        const allowed =
          dial === 360 ? ['conjunction', 'opposition'] : dial === 90 ? ['conjunction', 'square', 'opposition'] : null;
        if (allowed) t.true(allowed.includes(c.aspect), `${c.aspect} on the ${dial}° dial`);
      }
    }
    t.true(contacts > 0);
  });
}

test('the orb is checked: 0 and 6° are refused naming orb', (t) => {
  for (const orb of [0, 6]) {
    const error = t.throws(() => midpointsRequest({ birth, dial: 90, orb })) as { field?: string };
    t.is(error.field, 'orb');
  }
});

test('harmonic n puts each point at n × its longitude; the 1st is the chart itself', (t) => {
  for (const harmonic of [1, 5, 7, 9, 360]) {
    const answer = harmonicsRequest({ birth, harmonic });
    for (const p of answer.points) {
      t.true(arc(p.longitude, (lon(p.id) * harmonic) % 360) < 1e-6, `H${harmonic} ${p.id}`);
      t.is(p.natalLongitude, lon(p.id));
    }
  }
});

test('a conjunction in the 5th harmonic chart is a quintile series aspect in the natal chart', (t) => {
  const answer = harmonicsRequest({
    birth,
    harmonic: 5,
    aspects: { types: ['conjunction'], orbs: { conjunction: 5 } },
  });
  t.true(answer.aspects.length > 0);
  for (const a of answer.aspects) {
    const natalSeparation = arc(lon(a.point1), lon(a.point2));
    const nearestMultiple = Math.round(natalSeparation / 72) * 72;
    // The harmonic orb shrinks five times in the natal chart.
    t.true(
      Math.abs(natalSeparation - nearestMultiple) <= a.orbAllowed / 5 + 1e-9,
      `${a.point1}–${a.point2}: ${natalSeparation}°`,
    );
  }
});

test('harmonics outside 1–360 or not whole are refused naming harmonic', (t) => {
  for (const harmonic of [0, 361, 2.5]) {
    const error = t.throws(() => harmonicsRequest({ birth, harmonic })) as { field?: string };
    t.is(error.field, 'harmonic');
  }
});

/**
 * Secondary progressions against the Swiss Ephemeris sample (test/fixtures): the progressed
 * instant (birth + age / 365.24219) and the progressed positions of Sun … Pluto, every one
 * within 2″ (the bound; the largest errors are printed).
 */
import test from 'ava';
import { computeProgressions } from '../../../src/astro/progressions/index.ts';
import { arcsecondsApart, birthOf, returnsReference } from '../returns/returns-fixture.ts';

const reference = returnsReference();
/** The outer planets, whose largest errors are printed apart. */
const OUTER = new Set(['uranus', 'neptune', 'pluto']);

test('progressed instants and positions match the reference', (t) => {
  let worstInstant = 0;
  const worst: Record<string, number> = {};
  for (const r of reference.progressions) {
    const p = computeProgressions({ birth: birthOf(r.birth), targetDate: r.targetUtc });
    const seconds = Math.abs(p.progressedJulianDayUT - r.progressedJdUt) * 86400;
    worstInstant = Math.max(worstInstant, seconds);
    t.true(seconds < 0.01, `${r.birth.utc}: progressed instant ${p.progressedDate} vs ${r.progressedUtc}`);
    for (const [body, longitude] of Object.entries(r.positions)) {
      const error = arcsecondsApart(p.points.find((x) => x.id === body)!.longitude, longitude);
      worst[body] = Math.max(worst[body] ?? 0, error);
      t.true(error <= 2, `${r.birth.utc}: progressed ${body} ${error.toFixed(3)}″ off`);
    }
  }
  const inner = Math.max(
    ...Object.entries(worst)
      .filter(([b]) => !OUTER.has(b))
      .map(([, e]) => e),
  );
  t.log(
    `largest error: instant ${worstInstant.toFixed(4)} s; Sun–Saturn ${inner.toFixed(3)}″; ` +
      Object.entries(worst)
        .map(([b, e]) => `${b} ${e.toFixed(3)}″`)
        .join(', '),
  );
});

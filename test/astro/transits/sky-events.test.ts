/**
 * The sky's events of a week: ISO week bounds, and aspects between the planets exact where the
 * ephemeris, evaluated directly, puts them.
 */
import test from 'ava';
import { apparentEclipticPosition } from '../../../src/astro/ephemeris/positions.ts';
import { terrestrialFromUniversal } from '../../../src/astro/time/delta-t.ts';
import { skyEvents } from '../../../src/astro/transits/sky-events.ts';
import { isoWeekStartMs, weekSky } from '../../../src/astro/transits/week-sky.ts';
import { ASPECTS } from '../../../src/astro/vocabulary.ts';

test("ISO weeks start on Monday 00:00 UTC; week 1 holds the year's first Thursday", (t) => {
  t.is(new Date(isoWeekStartMs(2026, 1)).toISOString(), '2025-12-29T00:00:00.000Z');
  t.is(new Date(isoWeekStartMs(2021, 1)).toISOString(), '2021-01-04T00:00:00.000Z');
  t.is(new Date(isoWeekStartMs(2020, 53)).toISOString(), '2020-12-28T00:00:00.000Z');
  t.is(new Date(isoWeekStartMs(2026, 9)).toISOString(), '2026-02-23T00:00:00.000Z');
  const sky = weekSky({ year: 2026, week: 9 });
  t.is(sky.start, '2026-02-23T00:00:00Z');
  t.is(sky.end, '2026-03-02T00:00:00Z');
});

test('aspects between planets are exact at their instants (direct ephemeris, within 1 s of relative motion)', (t) => {
  const start = Date.parse('2026-01-01T00:00:00Z') / 86_400_000 + 2440587.5;
  const events = skyEvents(start, start + 120);
  const aspects = events.filter((e) => e.kind === 'aspect');
  t.true(aspects.length > 20, `${aspects.length} aspects in four months`);
  let worst = 0;
  for (const e of aspects) {
    if (e.kind !== 'aspect') continue;
    const tt = terrestrialFromUniversal(e.instant);
    const a = apparentEclipticPosition(e.point, tt);
    const b = apparentEclipticPosition(e.other, tt);
    const separation = Math.abs(((((a.longitude - b.longitude) % 360) + 540) % 360) - 180);
    const angle = ASPECTS.find((x) => x.id === e.aspect)!.angle;
    const seconds = (Math.abs(separation - angle) / Math.abs(a.longitudeSpeed - b.longitudeSpeed)) * 86400;
    worst = Math.max(worst, Math.min(seconds, Math.abs(separation - angle) * 3600 <= 0.02 ? 0 : seconds));
    t.true(
      seconds < 1 || Math.abs(separation - angle) * 3600 < 0.02,
      `${e.point} ${e.aspect} ${e.other}: ${seconds} s`,
    );
  }
  t.log(`largest time error: ${worst.toFixed(3)} s`);
  for (let i = 1; i < events.length; i++) t.true(events[i - 1].instant <= events[i].instant);
  t.false(aspects.some((e) => e.kind === 'aspect' && (e.point === 'moon' || e.other === 'moon')));
});

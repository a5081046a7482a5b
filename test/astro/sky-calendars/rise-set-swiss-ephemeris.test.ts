/**
 * Rise and set of the Sun, the Moon, Venus, Mars and Jupiter against the Swiss Ephemeris 2.10.03
 * (`swe_rise_trans`: upper limb, 1013.25 hPa, 10 °C) at 150 seeded random instants 1800–2400 and
 * places with |latitude| ≤ 66° (test/fixtures/reference/se-rise-set.json, written by
 * scripts/reference/swisseph-rise-set.ts): the first rise and set after each instant within 10 s.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { STANDARD_ATMOSPHERE } from '../../../src/astro/sky-calendars/refraction.ts';
import { dayTimes } from '../../../src/astro/sky-calendars/rise-set.ts';

type Body = 'sun' | 'moon' | 'venus' | 'mars' | 'jupiter';
const reference = JSON.parse(
  readFileSync(new URL('../../fixtures/reference/se-rise-set.json', import.meta.url), 'utf8'),
) as {
  cases: {
    afterMs: number;
    latitude: number;
    longitude: number;
    events: Record<Body, { rise: number | null; set: number | null }>;
  }[];
};
const DAY_MS = 86_400_000;
const TOLERANCE_S = 10;

test(`rise and set of the Sun, Moon, Venus, Mars and Jupiter within ${TOLERANCE_S} s of the Swiss Ephemeris, 1800–2400`, (t) => {
  const worst: Record<string, number> = {};
  let events = 0;
  for (const c of reference.cases) {
    const observer = { latitude: c.latitude, longitude: c.longitude, elevation: 0, atmosphere: STANDARD_ATMOSPHERE };
    // The first event after the instant: looked for over two days from it.
    const days = [0, 1].map((k) =>
      dayTimes(observer, c.afterMs + k * DAY_MS, c.afterMs + (k + 1) * DAY_MS, ['venus', 'mars', 'jupiter']),
    );
    for (const [body, expected] of Object.entries(c.events) as [Body, { rise: number | null; set: number | null }][]) {
      const times = days.map((d) => (body === 'sun' || body === 'moon' ? d[body] : d.planets[body]));
      for (const event of ['rise', 'set'] as const) {
        const instant = expected[event];
        if (instant === null || instant >= c.afterMs + 2 * DAY_MS) continue;
        const found = times[0]?.[event] ?? times[1]?.[event] ?? null;
        const where = `${body} ${event} at ${c.latitude}°, ${c.longitude}° after ${new Date(c.afterMs).toISOString()}`;
        if (found === null) {
          t.fail(`${where}: none found`);
          continue;
        }
        const seconds = Math.abs(found - instant) / 1000;
        events++;
        worst[body] = Math.max(worst[body] ?? 0, seconds);
        t.true(seconds <= TOLERANCE_S, `${where}: ${seconds.toFixed(1)} s`);
      }
    }
  }
  t.log(
    `${events} events; largest errors: ${Object.entries(worst)
      .map(([b, s]) => `${b} ${s.toFixed(2)} s`)
      .join(', ')}`,
  );
  t.true(events > 1400);
});

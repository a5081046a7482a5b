/**
 * The electional search's windows checked edge by edge: every condition holds a second inside
 * each window, and at least one fails a second outside it (except at the span's ends). Each
 * condition is evaluated here at one instant from the natal engine's chart at the place (its own
 * interpolated positions and houses), the Moon calendar's void-of-course flag and the planetary
 * hours of the day — not from the search's scans.
 */
import test from 'ava';
import type { Condition } from '../../../src/astro/electional/conditions.ts';
import { electionalSearch } from '../../../src/astro/electional/search.ts';
import { computeNatalChart } from '../../../src/astro/natal-chart.ts';
import { moonCalendarDay } from '../../../src/astro/sky-calendars/moon-calendar.ts';
import { dateSpan } from '../../../src/astro/sky-calendars/sky-requests.ts';
import { planetaryHours } from '../../../src/astro/traditional/planetary-hours.ts';
import { ASPECTS } from '../../../src/astro/vocabulary.ts';

const LONDON = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };
const wrap180 = (x: number) => ((((x + 180) % 360) + 360) % 360) - 180;

function holds(condition: Condition, ms: number): boolean {
  const dateTime = new Date(ms).toISOString().slice(0, 19).concat('Z');
  const chart = computeNatalChart({ ...LONDON, dateTime, houseSystem: 'placidus', aspects: { types: [] } });
  const point = (id: string) => {
    const p = chart.points.find((x) => x.id === id);
    if (!p) throw new Error(`no ${id}`);
    return p;
  };
  switch (condition.type) {
    case 'moon-not-void':
      return !moonCalendarDay({ instantMs: ms, timezone: LONDON.timezone }).voidOfCourse.isVoid;
    case 'moon-phase':
      return wrap180(point('moon').longitude - point('sun').longitude) > 0 === (condition.phase === 'waxing');
    case 'moon-in-signs':
      return condition.signs.includes(point('moon').sign);
    case 'not-retrograde':
      return point(condition.body).speed >= 0;
    case 'in-houses':
      return condition.houses.includes(point(condition.body).house as number);
    case 'aspect': {
      const angle = ASPECTS.find((a) => a.id === condition.aspect)?.angle ?? Number.NaN;
      const separation = Math.abs(wrap180(point(condition.body1).longitude - point(condition.body2).longitude));
      return Math.abs(separation - angle) <= condition.orb;
    }
    case 'planetary-hour': {
      for (const offset of [-1, 0]) {
        const date = new Date(ms + offset * 86_400_000).toISOString().slice(0, 10);
        const day = planetaryHours(date, LONDON, { zone: LONDON.timezone, longitude: LONDON.longitude });
        const hour = day.hours.find((h) => h.start <= ms && ms < h.end);
        if (hour) return condition.rulers.includes(hour.ruler);
      }
      return false;
    }
  }
}

function checkEdges(
  t: import('ava').ExecutionContext,
  conditions: Condition[],
  startDate: string,
  endDate: string,
): number {
  const answer = electionalSearch({ location: LONDON, startDate, endDate, conditions });
  const span = dateSpan(startDate, endDate, { zone: LONDON.timezone, longitude: LONDON.longitude });
  let edges = 0;
  for (const w of answer.windows) {
    const a = Date.parse(w.start);
    const b = Date.parse(w.end);
    for (const inside of [a + 1000, b - 1000]) {
      for (const c of conditions) t.true(holds(c, inside), `${c.type} inside ${w.start}–${w.end}`);
    }
    for (const outside of [a - 1000, b + 1000]) {
      if (outside < span.startMs || outside >= span.endMs) continue;
      edges++;
      t.false(
        conditions.every((c) => holds(c, outside)),
        `all hold 1 s outside ${w.start}–${w.end} (${new Date(outside).toISOString()})`,
      );
    }
  }
  return edges;
}

test('Moon not void, waxing, Mercury direct over three months: every edge exact to 1 s', (t) => {
  const conditions: Condition[] = [
    { type: 'moon-not-void' },
    { type: 'moon-phase', phase: 'waxing' },
    { type: 'not-retrograde', body: 'mercury' },
  ];
  const edges = checkEdges(t, conditions, '2026-02-01', '2026-04-30');
  t.true(edges > 20, `${edges} edges`);
});

test('the Moon in a water or earth sign, trine Jupiter within 6°, in houses 9–11, in a Venus, Jupiter or Moon hour', (t) => {
  const conditions: Condition[] = [
    { type: 'moon-in-signs', signs: ['taurus', 'cancer', 'virgo', 'pisces'] },
    { type: 'aspect', body1: 'moon', body2: 'jupiter', aspect: 'trine', orb: 6 },
    { type: 'in-houses', body: 'moon', houses: [9, 10, 11] },
    { type: 'planetary-hour', rulers: ['venus', 'jupiter', 'moon'] },
  ];
  const edges = checkEdges(t, conditions, '2026-01-01', '2026-06-30');
  t.true(edges >= 2, `${edges} edges`);
});

test('a span over a year or an unknown house system is refused naming the field', (t) => {
  const base = { location: LONDON, conditions: [{ type: 'moon-not-void' }] as Condition[] };
  const longSpan = t.throws(() => electionalSearch({ ...base, startDate: '2026-01-01', endDate: '2027-01-02' })) as {
    field?: string;
  };
  t.is(longSpan.field, 'endDate');
  const badHouses = t.throws(() =>
    electionalSearch({ ...base, startDate: '2026-01-01', endDate: '2026-01-02', houseSystem: 'nope' }),
  ) as { field?: string };
  t.is(badHouses.field, 'houseSystem');
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'ava';
import { BirthDataError } from '../../src/astro/errors.ts';
import { transitSnapshot } from '../../src/astro/transit-snapshot.ts';
import type { AspectId, MovingPoint } from '../../src/astro/vocabulary.ts';
import { REFERENCE_DIR } from './reference-data.ts';

interface ReferenceAspect { utc: string; transit: string; natal: string; aspect: number; separation: number; speed: number }
interface ReferenceChart { natal: Record<string, number>; aspects: ReferenceAspect[] }

const charts: ReferenceChart[] = JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'transits-sample.json'), 'utf8')).charts;
const NAMES: Record<number, AspectId> = { 0: 'conjunction', 60: 'sextile', 90: 'square', 120: 'trine', 180: 'opposition' };
const PLANETS = new Set(['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
const DAY = 86_400_000;

test('exact instants agree with the Swiss Ephemeris reference within 0.01° of the transiting planet\'s motion', (t) => {
  let largest = 0;
  let checked = 0;
  for (const chart of charts) {
    const events = chart.aspects.filter((a) => PLANETS.has(a.transit) && a.natal in chart.natal);
    // Lone passes: no other pass of the same transit within four days (several passes near a station
    // would make "the first exact instant" another event).
    const lone = events.filter((a) => !events.some((b) => b !== a && b.transit === a.transit && b.natal === a.natal && b.separation === a.separation && Math.abs(Date.parse(b.utc) - Date.parse(a.utc)) < 4 * DAY));
    for (const event of lone.filter((_, i) => i % 7 === 0)) {
      const exact = Date.parse(event.utc);
      const start = new Date(exact - 2.3 * DAY).toISOString();
      const aspect = NAMES[event.aspect];
      const contacts = transitSnapshot({
        natal: [{ id: event.natal, longitude: chart.natal[event.natal] }],
        start,
        days: 5,
        transiting: [event.transit as MovingPoint],
        orbs: { [aspect]: 3 },
      });
      const found = contacts.find((c) => c.exactAt !== null);
      t.truthy(found, `${event.transit} ${aspect} ${event.natal} at ${event.utc}`);
      if (!found) continue;
      t.is(found.aspect, aspect);
      const days = Math.abs(Date.parse(found.exactAt!) - exact) / DAY;
      const degrees = days * Math.abs(event.speed);
      largest = Math.max(largest, degrees);
      t.true(degrees < 0.01, `${event.transit} ${aspect} ${event.natal}: ${found.exactAt} vs ${event.utc}`);
      checked++;
    }
  }
  t.true(checked > 50, `${checked} events`);
  t.log(`${checked} exact instants; largest error ${(largest * 3600).toFixed(1)}″ of the transiting planet's motion`);
});

test('now: orb and motion follow from the distance to the exact instant', (t) => {
  const chart = charts[1];
  const event = chart.aspects.find((a) => a.transit === 'saturn' && a.natal in chart.natal)!;
  const exact = Date.parse(event.utc);
  const aspect = NAMES[event.aspect];
  const run = (offsetDays: number) => transitSnapshot({
    natal: [{ id: event.natal, longitude: chart.natal[event.natal] }],
    start: new Date(exact + offsetDays * DAY).toISOString(),
    days: 3,
    transiting: ['saturn'],
    orbs: { [aspect]: 3 },
  }).find((c) => c.activeNow)!;
  const before = run(-1);
  t.true(before.activeNow);
  t.is(before.motion, 'applying');
  t.true(Math.abs(before.orbNow - Math.abs(event.speed)) < 0.01, `${before.orbNow} vs ${Math.abs(event.speed)}`);
  t.is(before.inOrbFrom, new Date(exact - DAY).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  const after = run(1);
  t.is(after.motion, 'separating');
  t.is(after.exactAt, null, 'already past');
});

test('contacts active now come first by orb, then the coming ones by their first day in orb', (t) => {
  const natal = Object.entries(charts[2].natal).map(([id, longitude]) => ({ id, longitude }));
  const contacts = transitSnapshot({ natal, start: '2026-11-22T00:00:00Z', days: 10 });
  const active = contacts.filter((c) => c.activeNow);
  const coming = contacts.filter((c) => !c.activeNow);
  t.deepEqual(contacts, [...active, ...coming]);
  t.deepEqual(active.map((c) => c.orbNow), [...active.map((c) => c.orbNow)].sort((a, b) => a - b));
  t.deepEqual(coming.map((c) => c.inOrbFrom), [...coming.map((c) => c.inOrbFrom)].sort());
  for (const c of contacts) {
    t.true(c.orbNow >= 0 && Number.isFinite(c.orbNow));
    t.true(c.closestOrb <= c.orbAllowed);
    t.true(c.activeNow === c.orbNow <= c.orbAllowed);
  }
  t.true(contacts.length > 0);
});

test('bad input names the field', (t) => {
  const base = { natal: [{ id: 'sun', longitude: 10 }], start: '2026-01-01T00:00:00Z', days: 7 };
  const cases: [object, string][] = [
    [{ start: 'yesterday' }, 'start'],
    [{ start: '1700-01-01T00:00:00Z' }, 'start'],
    [{ days: 0 }, 'days'],
    [{ days: 40 }, 'days'],
    [{ stepHours: 0.5 }, 'stepHours'],
    [{ transiting: ['ascendant'] }, 'transiting'],
    [{ orbs: { square: 12 } }, 'orbs.square'],
    [{ natal: [{ id: 'sun', longitude: Number.NaN }] }, 'natal[0].longitude'],
  ];
  for (const [change, field] of cases) {
    const error = t.throws(() => transitSnapshot({ ...base, ...change } as never));
    t.true(error instanceof BirthDataError);
    t.is((error as BirthDataError).field, field);
  }
});

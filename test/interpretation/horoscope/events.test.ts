import test from 'ava';
import { isoWeekDays, isoWeekOf, isoWeeksInYear, localDay } from '../../../src/interpretation/horoscope/calendar.ts';
import { mainHoroscopeEvent, toneOf } from '../../../src/interpretation/horoscope/compose.ts';
import { eventWeight, type HoroscopeEvent, solarHouse } from '../../../src/interpretation/horoscope/events.ts';

test("solar houses count whole signs from the reader's sign", (t) => {
  t.is(solarHouse('aries', 'aries'), 1);
  t.is(solarHouse('aries', 'pisces'), 12);
  t.is(solarHouse('gemini', 'aries'), 11);
  t.is(solarHouse('pisces', 'aries'), 2);
  t.is(solarHouse('libra', 'aries'), 7);
});

const instant = '2026-06-03T12:00:00Z';
test('weights follow the documented scale', (t) => {
  const w = (e: Partial<HoroscopeEvent>) => eventWeight({ instant, house: 2, ...e } as HoroscopeEvent);
  t.is(w({ kind: 'moon-phase', phase: 'new', sign: 'aries' }), 8);
  t.is(w({ kind: 'moon-phase', phase: 'first-quarter', sign: 'aries' }), 5);
  t.is(w({ kind: 'moon-ingress', sign: 'aries' }), 1);
  t.is(w({ kind: 'ingress', point: 'mercury', sign: 'aries' }), 6);
  t.is(w({ kind: 'station', point: 'saturn', direction: 'retrograde', sign: 'aries' }), 11);
  t.is(w({ kind: 'aspect', point: 'jupiter', aspect: 'trine', other: 'saturn' }), 8.5);
  t.is(w({ kind: 'aspect', point: 'sun', aspect: 'conjunction', other: 'mercury' }), 7);
  t.is(w({ kind: 'aspect', point: 'moon', aspect: 'sextile', other: 'venus' }), 4);
  t.is(w({ kind: 'aspect', point: 'mars', aspect: 'quincunx', other: 'pluto' }), 6);
  t.is(eventWeight({ kind: 'moon-ingress', sign: 'aries', instant, house: 1 }), 3);
  t.is(eventWeight({ kind: 'moon-ingress', sign: 'aries', instant, house: 10 }), 2);
});

test('the main event is the heaviest, the earlier one among equals', (t) => {
  const a: HoroscopeEvent = {
    kind: 'moon-phase',
    phase: 'full',
    sign: 'leo',
    instant: '2026-06-05T00:00:00Z',
    house: 3,
  };
  const b: HoroscopeEvent = {
    kind: 'moon-phase',
    phase: 'new',
    sign: 'leo',
    instant: '2026-06-02T00:00:00Z',
    house: 3,
  };
  const c: HoroscopeEvent = { kind: 'moon-ingress', sign: 'leo', instant: '2026-06-01T00:00:00Z', house: 3 };
  t.is(mainHoroscopeEvent([a, c, b]), b);
  t.is(mainHoroscopeEvent([]), undefined);
});

test('the tone counts soft against hard aspects', (t) => {
  const asp = (aspect: 'trine' | 'square'): HoroscopeEvent => ({
    kind: 'aspect',
    point: 'sun',
    aspect,
    other: 'mars',
    instant,
    house: 1,
  });
  t.is(toneOf([]), 'calm');
  t.is(toneOf([asp('trine'), asp('trine'), asp('square')]), 'harmonious');
  t.is(toneOf([asp('square'), asp('square'), asp('trine')]), 'tense');
  t.is(toneOf([asp('square'), asp('trine')]), 'mixed');
});

test('ISO weeks: Monday-based, week 1 holds January 4th, 53-week years', (t) => {
  t.deepEqual(isoWeekDays(2026, 1)[0], { year: 2025, month: 12, day: 29, weekday: 1 });
  t.deepEqual(isoWeekDays(2026, 23)[6], { year: 2026, month: 6, day: 7, weekday: 7 });
  t.is(isoWeeksInYear(2020), 53);
  t.is(isoWeeksInYear(2026), 53);
  t.is(isoWeeksInYear(2025), 52);
  t.deepEqual(isoWeekOf(new Date(Date.UTC(2027, 0, 1))), { year: 2026, week: 53 });
  t.deepEqual(localDay('2026-06-07T23:00:00-02:00'), { year: 2026, month: 6, day: 8, weekday: 1 });
  t.deepEqual(localDay('2026-06-07T23:00:00Z', 'Asia/Tokyo'), { year: 2026, month: 6, day: 8, weekday: 1 });
});

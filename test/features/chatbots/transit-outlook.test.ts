/**
 * Joining the sky at "now" with the transit engine's passes of the outlook, on hand-made data:
 * which transits are active and which are coming, and which instants each one carries.
 */
import test from 'ava';
import type { AspectGroupData, OccurrenceData, TransitChart } from '../../../src/astro/transits/index.ts';
import { type SkyPoint, transitOutlook } from '../../../src/features/chatbots/transit-outlook.ts';

const AT = '2030-01-10T00:00:00Z';
const ASPECTS = [
  { id: 'conjunction', angle: 0, orb: 2 },
  { id: 'square', angle: 90, orb: 2 },
] as const;

const pass = (
  exact: string,
  longitude: number,
  orbEntry: string | null,
  orbExit: string | null,
  retrograde = false,
): OccurrenceData => ({ exact, orbEntry, orbExit, retrograde, house: 1, longitude, speed: retrograde ? -0.1 : 0.1 });

function search(natal: Record<string, number>, transiting: string[], aspects: AspectGroupData[]): TransitChart {
  return {
    natal: { points: Object.entries(natal).map(([id, longitude]) => ({ id, longitude })) },
    settings: { transiting, natal: Object.keys(natal), aspects: ASPECTS },
    aspects,
  } as unknown as TransitChart;
}

const group = (
  transiting: string,
  aspect: 'conjunction' | 'square',
  natal: string,
  natalLongitude: number,
  occurrences: OccurrenceData[],
): AspectGroupData =>
  ({
    transiting,
    aspect,
    natal,
    angle: aspect === 'square' ? 90 : 0,
    orb: 2,
    natalLongitude,
    occurrences,
  }) as AspectGroupData;

test('active now by position: separating ones without a pass carry no instants; an applying one takes its pass and window', (t) => {
  const sky: SkyPoint[] = [
    { id: 'mars', longitude: 102, speed: 0.7 }, // 1° past square to the Sun at 11° (waxing side): separating
    { id: 'saturn', longitude: 9.5, speed: 0.1 }, // 1.5° before conjunct the Sun: applying
  ];
  const result = transitOutlook(
    sky,
    search(
      { sun: 11 },
      ['mars', 'saturn'],
      [
        group('saturn', 'conjunction', 'sun', 11, [
          pass('2030-01-25T00:00:00Z', 11, '2030-01-05T00:00:00Z', '2030-02-14T00:00:00Z'),
        ]),
      ],
    ),
    AT,
  );
  t.deepEqual(result.upcoming, []);
  t.deepEqual(
    result.active.map((c) => [
      c.transiting,
      c.aspect,
      c.motion,
      Number(c.orbNow.toFixed(6)),
      c.exactAt,
      c.inOrbFrom,
      c.inOrbUntil,
    ]),
    [
      ['mars', 'square', 'separating', 1, null, null, null],
      [
        'saturn',
        'conjunction',
        'applying',
        1.5,
        '2030-01-25T00:00:00Z',
        '2030-01-05T00:00:00Z',
        '2030-02-14T00:00:00Z',
      ],
    ],
  );
});

test("coming: one per orb window (a retrograde loop's passes share it), in the order windows open; both sides of a square apart", (t) => {
  const sky: SkyPoint[] = [
    { id: 'jupiter', longitude: 95, speed: 0.05 },
    { id: 'venus', longitude: 300, speed: 1.2 },
  ];
  const result = transitOutlook(
    sky,
    search(
      { moon: 100, mars: 40 },
      ['jupiter', 'venus'],
      [
        group('jupiter', 'conjunction', 'moon', 100, [
          pass('2030-01-20T00:00:00Z', 100, '2030-01-15T00:00:00Z', '2030-03-30T00:00:00Z'),
          pass('2030-02-01T00:00:00Z', 100, '2030-01-15T00:00:00Z', '2030-03-30T00:00:00Z', true),
        ]),
        group('venus', 'square', 'mars', 40, [
          pass('2030-01-30T00:00:00Z', 310, '2030-01-28T10:00:00Z', '2030-02-01T10:00:00Z'), // 40 − 90
          pass('2030-01-12T00:00:00Z', 130, '2030-01-11T00:00:00Z', '2030-01-13T00:00:00Z'), // 40 + 90 (made-up geometry)
        ]),
      ],
    ),
    AT,
  );
  t.deepEqual(result.active, []);
  t.deepEqual(
    result.upcoming.map((c) => [c.transiting, c.aspect, c.natal, c.exactAt, c.inOrbFrom, c.activeNow]),
    [
      ['venus', 'square', 'mars', '2030-01-12T00:00:00Z', '2030-01-11T00:00:00Z', false],
      ['jupiter', 'conjunction', 'moon', '2030-01-20T00:00:00Z', '2030-01-15T00:00:00Z', false],
      ['venus', 'square', 'mars', '2030-01-30T00:00:00Z', '2030-01-28T10:00:00Z', false],
    ],
  );
});

test("in orb now and back in orb later: active (no instants) and coming; the engine's window decides at an orb boundary", (t) => {
  // Mercury 1.9° past conjunct natal Venus (20°), separating; it turns and perfects again in a new window.
  const sky: SkyPoint[] = [
    { id: 'mercury', longitude: 21.9, speed: 0.05 },
    { id: 'sun', longitude: 267.9999999, speed: 1 },
  ];
  const result = transitOutlook(
    sky,
    search(
      { venus: 20, moon: 0 },
      ['mercury', 'sun'],
      [
        group('mercury', 'conjunction', 'venus', 20, [
          pass('2030-01-25T00:00:00Z', 20, '2030-01-17T00:00:00Z', '2030-02-02T00:00:00Z', true),
        ]),
        // The Sun a hair outside square natal Moon by position; the engine has its window open a second before now.
        group('sun', 'square', 'moon', 0, [
          pass('2030-01-12T00:00:00Z', 270, '2030-01-09T23:59:59Z', '2030-01-14T00:00:00Z'),
        ]),
      ],
    ),
    AT,
  );
  const active = result.active.map((c) => [c.transiting, c.aspect, c.natal, c.exactAt]);
  t.deepEqual(active, [
    ['mercury', 'conjunction', 'venus', null],
    ['sun', 'square', 'moon', '2030-01-12T00:00:00Z'],
  ]);
  t.deepEqual(
    result.upcoming.map((c) => [c.transiting, c.exactAt, c.retrograde]),
    [['mercury', '2030-01-25T00:00:00Z', true]],
  );
});

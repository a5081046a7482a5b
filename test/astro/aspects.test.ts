import test from 'ava';
import { DEFAULT_ASPECT_ORBS, findAspects, resolveAspectOptions } from '../../src/astro/aspects.ts';
import { BirthDataError } from '../../src/astro/errors.ts';

const all = resolveAspectOptions(undefined);

test('a trine within orb is found with its orb, exactness and motion', (t) => {
  // Mars at 10°, Jupiter at 128°: separation 118°; Mars, faster and behind, closes the gap, so
  // the separation shrinks away from 120°: separating.
  const [a] = findAspects(
    [
      { id: 'mars', longitude: 10, speed: 0.7 },
      { id: 'jupiter', longitude: 128, speed: 0.1 },
    ],
    all,
  );
  t.is(a.aspect, 'trine');
  t.true(Math.abs(a.orb - 2) < 1e-9);
  t.is(a.orbAllowed, DEFAULT_ASPECT_ORBS.trine);
  t.true(Math.abs(a.exactness - (1 - 2 / 7)) < 1e-9);
  t.is(a.motion, 'separating');
});

test('applying when the deviation from exact shrinks', (t) => {
  // Venus at 0°, Saturn at 238°: separation 122°. Venus moving forward widens it (separating);
  // Venus retrograde narrows it toward 120° (applying).
  const [a] = findAspects(
    [
      { id: 'venus', longitude: 0, speed: 1.2 },
      { id: 'saturn', longitude: 238, speed: 0.03 },
    ],
    all,
  );
  t.is(a.aspect, 'trine');
  t.is(a.motion, 'separating');
  const [b] = findAspects(
    [
      { id: 'venus', longitude: 0, speed: -1.2 },
      { id: 'saturn', longitude: 238, speed: 0.03 },
    ],
    all,
  );
  t.is(b.motion, 'applying');
});

test('luminaries get wider orbs; minor points narrower', (t) => {
  const sunMars = findAspects(
    [
      { id: 'sun', longitude: 0, speed: 1 },
      { id: 'mars', longitude: 9.5, speed: 0.5 },
    ],
    all,
  );
  t.is(sunMars.length, 1);
  t.is(sunMars[0].orbAllowed, 10);
  const venusMars = findAspects(
    [
      { id: 'venus', longitude: 0, speed: 1 },
      { id: 'mars', longitude: 9.5, speed: 0.5 },
    ],
    all,
  );
  t.is(venusMars.length, 0);
  // Lilith (0.6) with Chiron (0.75): the larger factor applies, 8° × 0.75 = 6°.
  t.is(
    findAspects(
      [
        { id: 'mean-lilith', longitude: 0, speed: 0.1 },
        { id: 'chiron', longitude: 6.5, speed: 0.01 },
      ],
      all,
    ).length,
    0,
  );
  const near = findAspects(
    [
      { id: 'mean-lilith', longitude: 0, speed: 0.1 },
      { id: 'chiron', longitude: 5.5, speed: 0.01 },
    ],
    all,
  );
  t.is(near[0].orbAllowed, 6);
});

test('orb overrides and aspect selection apply', (t) => {
  const only = resolveAspectOptions({ types: ['square'], orbs: { square: 1 } });
  t.deepEqual(
    only.map((d) => d.id),
    ['square'],
  );
  const found = findAspects(
    [
      { id: 'mercury', longitude: 0, speed: 1 },
      { id: 'pluto', longitude: 91.5, speed: 0 },
    ],
    only,
  );
  t.is(found.length, 0);
  const wide = resolveAspectOptions({ orbs: { square: 2 } });
  t.is(
    findAspects(
      [
        { id: 'mercury', longitude: 0, speed: 1 },
        { id: 'pluto', longitude: 91.5, speed: 0 },
      ],
      wide,
    )[0].aspect,
    'square',
  );
});

test('each pair reports only its closest aspect', (t) => {
  // 135° is a sesquiquadrate (orb 0); a trine at 15° off is outside orb anyway; quincunx 150 is 15 off.
  const found = findAspects(
    [
      { id: 'moon', longitude: 0, speed: 13 },
      { id: 'uranus', longitude: 135, speed: 0 },
    ],
    all,
  );
  t.is(found.length, 1);
  t.is(found[0].aspect, 'sesquiquadrate');
});

test('mirror pairs (node and south node, ASC and DSC) are not reported', (t) => {
  const found = findAspects(
    [
      { id: 'mean-node', longitude: 10, speed: -0.05 },
      { id: 'mean-south-node', longitude: 190, speed: -0.05 },
    ],
    all,
  );
  t.is(found.length, 0);
});

test('bad aspect options name the field', (t) => {
  t.is(
    t.throws(() => resolveAspectOptions({ types: ['trine', 'septile' as never] }), { instanceOf: BirthDataError })
      ?.field,
    'aspects.types',
  );
  t.is(
    t.throws(() => resolveAspectOptions({ orbs: { trine: -1 } }), { instanceOf: BirthDataError })?.field,
    'aspects.orbs.trine',
  );
  t.is(
    t.throws(() => resolveAspectOptions({ orbs: { trine: Number.NaN } }), { instanceOf: BirthDataError })?.field,
    'aspects.orbs.trine',
  );
  t.is(
    t.throws(() => resolveAspectOptions({ orbs: { novile: 1 } as never }), { instanceOf: BirthDataError })?.field,
    'aspects.orbs.novile',
  );
});

test('the candidate tables find exactly what checking every aspect finds (random charts, wide and narrow orbs, longitudes out of range)', (t) => {
  // The plain search: every aspect of every pair, the closest within its orb (first on a tie).
  const plain = (
    points: { id: string; longitude: number }[],
    definitions: readonly { id: string; angle: number; orb: number }[],
  ) => {
    const found: string[] = [];
    const factor = (id: string) =>
      (({ sun: 1.25, moon: 1.25, chiron: 0.75, ceres: 0.6, vertex: 0.6 }) as Record<string, number>)[id] ?? 1;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        let delta = (points[i].longitude - points[j].longitude) % 360;
        if (delta < -180) delta += 360;
        if (delta >= 180) delta -= 360;
        const separation = Math.abs(delta);
        const f = Math.max(factor(points[i].id), factor(points[j].id));
        let best = -1;
        for (let k = 0; k < definitions.length; k++) {
          const orb = Math.abs(separation - definitions[k].angle);
          if (orb <= definitions[k].orb * f && (best < 0 || orb < Math.abs(separation - definitions[best].angle)))
            best = k;
        }
        if (best >= 0) found.push(`${points[i].id}-${points[j].id}-${definitions[best].id}`);
      }
    }
    return found;
  };
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ids = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'chiron', 'ceres', 'vertex', 'midheaven'] as const;
  const optionSets = [
    undefined,
    { orbs: { conjunction: 30, trine: 25, 'semi-sextile': 0.1 } },
    { types: ['square', 'quintile'] as const, orbs: { quintile: 12 } },
  ];
  let compared = 0;
  for (const options of optionSets) {
    const definitions = resolveAspectOptions(options as never);
    for (let chart = 0; chart < 300; chart++) {
      // Longitudes mostly in [0, 360), some beyond (as a composite or a directed point may give).
      const points = ids.map((id) => ({
        id,
        longitude: chart % 10 === 0 ? random() * 1080 - 360 : random() * 360,
        speed: random() - 0.5,
      }));
      // Exact aspects and separations on the tables' whole-degree edges too.
      if (chart % 7 === 0) points[1].longitude = (points[0].longitude + 120 + 360) % 360;
      if (chart % 11 === 0) points[3].longitude = (points[2].longitude + 27 + 360) % 360;
      const fast = findAspects(points, definitions).map((a) => `${a.point1}-${a.point2}-${a.aspect}`);
      t.deepEqual(fast, plain(points, definitions));
      compared += fast.length;
    }
  }
  t.true(compared > 1000, `${compared} aspects compared`);
});

/**
 * The solar return read as a whole (issue #40), on real returns in every language: the return's
 * Ascendant and Midheaven interpreted by their signs, the return Sun's and Moon's houses in their
 * own written sentences, and every planet within ANGLE_ORB of an angle (and no other) named with
 * its orb.
 */
import test from 'ava';
import { computeSolarReturn } from '../../src/astro/returns/index.ts';
import { PLANETS } from '../../src/astro/vocabulary.ts';
import { LANGUAGES, pointName, signName } from '../../src/interpretation/index.ts';
import {
  ANGLE_ORB,
  luminaryHouseSentence,
  RETURN_ANGLES,
  returnChartTexts,
} from '../../src/interpretation/returns/chart/index.ts';
import { movingChartTexts } from '../../src/reports/moving-chart-texts.ts';

const separation = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

const RETURNS = [
  { birth: { dateTime: '1962-02-04T10:30', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' }, year: 2026 },
  {
    birth: { dateTime: '1979-06-25T08:47', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
    year: 2025,
  },
  {
    birth: { dateTime: '1990-10-12T23:15', latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' },
    year: 2030,
  },
];

for (const { birth, year } of RETURNS) {
  for (const language of LANGUAGES) {
    test(`the ${year} return of ${birth.dateTime} in ${language}: angles, luminaries and planets on angles`, (t) => {
      const r = computeSolarReturn({ birth, returnYear: year });
      const chart = r.return.chart;
      const at = (id: string) => chart.points.find((p) => p.id === id)!;
      const texts = returnChartTexts(chart, language);
      const byKey = new Map(texts.map((x) => [x.key, x]));
      t.true(byKey.get('ascendant')!.title.includes(signName(at('ascendant').sign, language)));
      t.true(byKey.get('midheaven')!.title.includes(signName(at('midheaven').sign, language)));
      t.true(byKey.get('ascendant')!.body.length > 40);
      t.true(byKey.get('midheaven')!.body.length > 40);

      const expected = new Set<string>();
      for (const angle of RETURN_ANGLES) {
        for (const planet of PLANETS) {
          if (separation(at(planet).longitude, at(angle).longitude) <= ANGLE_ORB)
            expected.add(`on-angle:${planet}:${angle}`);
        }
      }
      const onAngles = texts.filter((x) => x.key.startsWith('on-angle:'));
      t.deepEqual(onAngles.map((x) => x.key).sort(), [...expected].sort());
      for (const x of onAngles) {
        const [, planet, angle] = x.key.split(':') as [string, (typeof PLANETS)[number], string];
        t.true(x.title.includes(pointName(planet, language)), x.title);
        const orb = separation(at(planet).longitude, at(angle).longitude);
        t.true(x.title.includes(`${Math.max(1, Math.ceil(orb))}°`), x.title);
      }

      const report = movingChartTexts({ kind: 'solar-return', result: r }, language);
      const printed = report.map((x) => x.body).join(' ');
      for (const luminary of ['sun', 'moon'] as const)
        t.true(printed.includes(luminaryHouseSentence(luminary, at(luminary).house, language)), luminary);
      t.true(printed.includes(byKey.get('ascendant')!.body.split(': ')[0]));
    });
  }
}

test('some return of the survey has a planet on an angle, so the rule is exercised', (t) => {
  const found = RETURNS.flatMap(({ birth, year }) =>
    [year, year + 1, year + 2].flatMap((y) =>
      returnChartTexts(computeSolarReturn({ birth, returnYear: y }).return.chart, 'en').filter((x) =>
        x.key.startsWith('on-angle:'),
      ),
    ),
  );
  t.true(found.length > 0);
});

/**
 * The contacts a progressions report interprets (issue #40), on real charts: only contacts that
 * perfect within the report's period (a year either side of the target date, PERFECTION_WINDOW_YEARS),
 * no slow body to its own natal place, no node-to-node or variant-to-variant pair.
 */
import test from 'ava';
import {
  computeProgressions,
  PERFECTION_WINDOW_YEARS,
  PROGRESSION_YEAR_DAYS,
} from '../../src/astro/progressions/index.ts';
import { interpretationKey, LUNAR_POINTS, type PointId } from '../../src/astro/vocabulary.ts';
import { movingChartTexts } from '../../src/reports/moving-chart-texts.ts';
import { isReportableContact, SLOW_BODIES } from '../../src/reports/moving-contacts.ts';

const NODES = new Set<string>(LUNAR_POINTS.filter((p) => p.includes('node')));
const DAY_MS = 86_400_000;

const CASES = [
  {
    birth: { dateTime: '1962-02-04T10:30', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' },
    targetDate: '2026-11-28',
  },
  {
    birth: { dateTime: '1979-06-25T08:47', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
    targetDate: '2026-03-01',
  },
  {
    birth: { dateTime: '1900-01-01T12:00', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' },
    targetDate: '1905-06-30',
  },
];

test('the rules: slow bodies to their own place, node pairs and variants are out; the rest is in', (t) => {
  for (const slow of SLOW_BODIES) t.false(isReportableContact(slow, slow), slow);
  t.true(isReportableContact('sun', 'sun'), 'the progressed Sun returning to its place is an event');
  t.true(isReportableContact('jupiter', 'saturn'));
  t.false(isReportableContact('mean-node', 'true-node'));
  t.false(isReportableContact('true-node', 'mean-south-node'));
  t.true(isReportableContact('mars', 'true-node'));
});

for (const { birth, targetDate } of CASES) {
  test(`progressions of ${birth.dateTime} to ${targetDate}: every interpreted contact perfects in the period`, (t) => {
    const p = computeProgressions({ birth, targetDate });
    const target = Date.parse(p.target.utc);
    const half = PERFECTION_WINDOW_YEARS * PROGRESSION_YEAR_DAYS * DAY_MS;
    // The chart has what the rules are there for: lifelong contacts in orb now.
    const lifelong = p.aspectsToNatal.filter((a) => a.point === a.natal && SLOW_BODIES.has(a.point));
    const nodePairs = p.aspectsToNatal.filter((a) => NODES.has(a.point) && NODES.has(a.natal));
    t.true(lifelong.length + nodePairs.length > 0, 'a case that tests nothing');

    const texts = movingChartTexts({ kind: 'progressions', result: p }, 'en');
    t.true(texts.length > 0);
    for (const text of texts) {
      for (const urn of text.urn.split(' · ')) {
        const [, point, aspect, other, to] = urn.split(':') as [string, PointId, string, PointId, string];
        const perfection = p.perfections.find(
          (f) => f.point === point && f.aspect === aspect && f.other === other && f.to === to,
        );
        t.truthy(perfection, `${urn} is not among the perfections`);
        if (!perfection) continue;
        t.true(Math.abs(Date.parse(perfection.exact) - target) <= half, `${urn} exact ${perfection.exact}`);
        if (to === 'natal') t.false(point === other && SLOW_BODIES.has(point), urn);
        t.false(NODES.has(point) && NODES.has(other), urn);
        t.false(point !== other && interpretationKey(point) === interpretationKey(other), urn);
      }
    }
    const body = texts.map((x) => `${x.title} ${x.body}`).join('\n');
    for (const a of lifelong) {
      const name = `${a.point[0].toUpperCase()}${a.point.slice(1)}`;
      t.false(body.includes(`Progressed ${name} conjunct natal ${name}`), name);
    }
    t.notRegex(body, /North Node (conjunct|opposite) (natal )?(True|Mean) North Node/);
  });
}

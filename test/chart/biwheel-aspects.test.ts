/**
 * Bi-wheels draw few lines by default: between the rings only the major aspects within 3°
 * (sextile 2°), the closest first, at most 40; a request can ask for other types, orbs and more
 * lines. Each ring's own ascendant and midheaven are marked (the return's, the transit's).
 */
import test from 'ava';
import { computeSolarReturn } from '../../src/astro/returns/index.ts';
import { chartWheelInput } from '../../src/calc/tasks/chart-image.ts';
import { BIWHEEL_ORBS, biwheelAspects } from '../../src/chart/biwheel-aspects.ts';
import { movingWheelAspects, movingWheelSvg } from '../../src/chart/moving-wheel.ts';
import { chartImageSpec } from '../../src/features/chart/chart-request.ts';
import type { ChartImageRequest } from '../../src/features/chart/schema.ts';
import { parseSvg } from './svg-elements.ts';

const EINSTEIN = { dateTime: '1879-03-14T11:30', latitude: 48.4, longitude: 9.99, timezone: 'Europe/Berlin' };
const MAJOR = new Set(['conjunction', 'opposition', 'square', 'trine', 'sextile']);
const solarReturn = {
  kind: 'solar-return' as const,
  result: computeSolarReturn({ birth: EINSTEIN, returnYear: 2026 }),
};

test('a solar return draws at most 40 lines, major aspects within the tight orbs; more on request', (t) => {
  const all = solarReturn.result.return.aspectsToNatal.length;
  const drawn = movingWheelAspects(solarReturn);
  t.log(`${all} aspects to the natal chart, ${drawn.length} drawn`);
  t.true(all > 40, 'the sample has more aspects than the default draws');
  t.true(drawn.length > 0 && drawn.length <= 40);
  for (const a of drawn) {
    t.true(MAJOR.has(a.aspect), a.aspect);
    t.true((a.orb ?? 0) <= BIWHEEL_ORBS[a.aspect]!, `${a.aspect} ${a.orb}`);
  }
  const svg = parseSvg(movingWheelSvg(solarReturn, { size: 800, theme: 'light', language: 'en' }));
  t.is(svg.filter((e) => e.name === 'line' && e.attrs['data-kind'] === 'inter').length, drawn.length);
  const wide = movingWheelAspects(solarReturn, {
    types: ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quincunx', 'semi-sextile'],
    orbs: { conjunction: 8, opposition: 8, square: 7, trine: 7, sextile: 5, quincunx: 3, 'semi-sextile': 2 },
    maxLines: 100,
  });
  t.true(wide.length > drawn.length, `${wide.length} with wider options`);
  t.true(wide.length <= 100);
});

test('the closest aspects are kept when there are more than maxLines', (t) => {
  const aspects = [5, 0.5, 2, 1, 2.9].map((orb, k) => ({ id: k, aspect: 'trine' as const, orb }));
  t.deepEqual(
    biwheelAspects(aspects, { maxLines: 3 }).map((a) => a.orb),
    [0.5, 1, 2],
  );
  t.deepEqual(biwheelAspects([{ aspect: 'quintile' as const, orb: 0.2 }]), []);
});

test("each chart's own angles are marked: the return's and the transit's ascendant and midheaven", (t) => {
  const tags = (svg: string) =>
    parseSvg(svg)
      .filter((e) => e.attrs['data-outer-angle'] !== undefined)
      .map((e) => e.attrs['data-outer-angle'])
      .sort();
  t.deepEqual(tags(movingWheelSvg(solarReturn, { size: 800, theme: 'light', language: 'en' })), [
    'ascendant',
    'midheaven',
  ]);
  const spec = chartImageSpec(
    { ...EINSTEIN, transit: { dateTime: '2026-05-01T12:00Z' } } as unknown as ChartImageRequest,
    'query',
    0,
  );
  const input = chartWheelInput(spec);
  t.truthy(input.outer?.angles);
  t.true((input.interAspects ?? []).length <= 40);
});

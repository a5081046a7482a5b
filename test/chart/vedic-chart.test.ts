/**
 * The North and South Indian charts' composed geometry (not rendered pixels): every label lies
 * inside its cell's label box and the box inside the cell, labels never overlap, even with all
 * ten points in one cell at the smallest size allowed; every varga of random births composes;
 * the Hindi labels have every glyph in Noto Sans Devanagari once shaped.
 */
import test from 'ava';
import { mulberry32 } from '../../benchmarks/support/mulberry32.ts';
import { VARGAS, vargaPlace } from '../../src/astro/vedic/vargas.ts';
import { devanagariFont } from '../../src/chart/dejavu-font.ts';
import {
  type Box,
  labelText,
  type VedicChartInput,
  type VedicChartLayout,
  type VedicPointId,
  vedicChartLayout,
  vedicChartSvg,
} from '../../src/chart/vedic-chart.ts';
import { VEDIC_LANGUAGES } from '../../src/interpretation/vedic/index.ts';

const IDS: VedicPointId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'lagna'];

/** Inside a convex polygon (either winding), with a tolerance of a hundredth of a pixel. */
function inside(polygon: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [ax, ay] = polygon[i];
    const [bx, by] = polygon[(i + 1) % polygon.length];
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (Math.abs(cross) < 0.01 * Math.hypot(bx - ax, by - ay)) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
const corners = (b: Box): [number, number][] => [
  [b.x, b.y],
  [b.x + b.width, b.y],
  [b.x + b.width, b.y + b.height],
  [b.x, b.y + b.height],
];
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1e-6 &&
  inner.y >= outer.y - 1e-6 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-6 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-6;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1e-6 &&
  b.x < a.x + a.width - 1e-6 &&
  a.y < b.y + b.height - 1e-6 &&
  b.y < a.y + a.height - 1e-6;

function checkLayout(t: import('ava').ExecutionContext, layout: VedicChartLayout, what: string) {
  for (const cell of layout.cells)
    for (const [x, y] of corners(cell.labelBox))
      t.true(inside(cell.polygon, x, y), `${what}: cell ${cell.house}'s box`);
  for (const label of layout.labels) {
    const cell = layout.cells[label.cell];
    t.true(within(label.box, cell.labelBox), `${what}: ${label.text} (${label.fontSize.toFixed(1)} px) leaves its box`);
    t.true(label.fontSize >= layout.size * 0.017 - 1e-9, `${what}: ${label.text} below the smallest size`);
  }
  for (let i = 0; i < layout.labels.length; i++)
    for (let j = i + 1; j < layout.labels.length; j++)
      t.false(
        overlap(layout.labels[i].box, layout.labels[j].box),
        `${what}: ${layout.labels[i].text} / ${layout.labels[j].text}`,
      );
}

for (const style of ['north', 'south'] as const)
  for (const language of VEDIC_LANGUAGES)
    test(`${style}, ${language}: all ten points in one cell, for every cell, stay in it without overlapping`, (t) => {
      for (const size of [200, 300, 600]) {
        for (let sign = 0; sign < 12; sign++) {
          const input: VedicChartInput = {
            style,
            lagnaSign: (sign + 5) % 12,
            points: IDS.map((id) => ({ id, sign, degreeInSign: 29.9, retrograde: id !== 'lagna' })),
            language,
            degrees: true,
            size,
            theme: 'light',
          };
          const layout = vedicChartLayout(input);
          const here = style === 'south' || input.lagnaSign === sign ? 10 : 9;
          t.is(layout.labels.length, style === 'north' ? 9 : 10, `${size} px, sign ${sign}`);
          t.true(here >= 9);
          checkLayout(t, layout, `${size} px, sign ${sign}`);
        }
      }
    });

test('every varga of random births composes in both styles, each point labelled once', (t) => {
  const next = mulberry32(43);
  for (let i = 0; i < 20; i++) {
    const longitudes = IDS.map(() => next() * 360);
    for (const varga of VARGAS)
      for (const style of ['north', 'south'] as const) {
        const places = longitudes.map((l) => vargaPlace(varga, l));
        const layout = vedicChartLayout({
          style,
          lagnaSign: places[9].sign,
          points: IDS.map((id, k) => ({ id, ...places[k], retrograde: false })),
          language: 'en',
          degrees: true,
          size: 480,
          theme: 'dark',
        });
        const labelled = layout.labels.map((l) => l.id).sort();
        const expected = (style === 'north' ? IDS.filter((id) => id !== 'lagna') : IDS).slice().sort();
        t.deepEqual(labelled, expected, `D${varga} ${style}`);
        checkLayout(t, layout, `D${varga} ${style}`);
      }
  }
});

test('Hindi labels: every glyph in Noto Sans Devanagari once shaped; the SVG names the font', (t) => {
  const font = devanagariFont();
  for (const id of IDS)
    for (const retrograde of [false, true]) {
      const text = labelText({ id, sign: 0, degreeInSign: 12.5, retrograde }, 'hi', true);
      t.is(font.layout(text).glyphs.filter((g) => g.id === 0).length, 0, text);
    }
  const svg = vedicChartSvg({
    style: 'south',
    lagnaSign: 0,
    points: IDS.map((id) => ({ id, sign: 0, degreeInSign: 1, retrograde: false })),
    language: 'hi',
    degrees: false,
    size: 400,
    theme: 'print',
    title: 'राशि',
  });
  t.regex(svg, /font-family="Noto Sans Devanagari"[^>]*>सू</);
});

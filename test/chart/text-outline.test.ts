import test from 'ava';
import { PNG } from 'pngjs';
import { renderPng } from '../../src/chart/index.ts';
import { glyphDefinition, layoutText, outlinedText } from '../../src/chart/text-outline.ts';
import { textWidth } from '../../src/chart/text-width.ts';

const W = 480;
const H = 120;
const page = (body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs><rect width="${W}" height="${H}" fill="#ffffff"/>${body}</svg>`;

/** Grey levels (0 = black ink, 255 = paper) of an SVG rendered by resvg with the bundled fonts. */
const grey = (svg: string): Uint8Array => {
  const png = PNG.sync.read(renderPng(svg, { width: W, height: H }));
  const out = new Uint8Array(W * H);
  for (let i = 0; i < out.length; i++) out[i] = png.data[i * 4 + 1];
  return out;
};

const SAMPLES: [string, boolean][] = [
  ['29°', false], ['00′', false], ['12', false], ['AVAW To', false], ['Tránsitos', false], ['ASC', true], ['FC', true], ['Wa', true],
];

for (const anchor of ['start', 'middle'] as const) {
  test(`outlines (${anchor}) cover the pixels resvg draws for the same SVG text in DejaVu Sans`, (t) => {
    for (const [text, bold] of SAMPLES) {
      const x = anchor === 'start' ? 20 : W / 2;
      const attrs = `font-size="64"${bold ? ' font-weight="bold"' : ''}${anchor === 'middle' ? ' text-anchor="middle"' : ''}`;
      const asText = grey(page(`<text x="${x}" y="90" font-family="DejaVu Sans" ${attrs}>${text}</text>`));
      const used = new Set<string>();
      const label = outlinedText(text, { x, y: 90, size: 64, anchor, bold }, used);
      const asPaths = grey(page(label, [...used].map(glyphDefinition).join('')));
      let ink = 0;
      let differing = 0;
      for (let i = 0; i < asText.length; i++) {
        if (asText[i] < 128) ink++;
        if (Math.abs(asText[i] - asPaths[i]) > 64) differing++;
      }
      t.log(`${text}${bold ? ' (bold)' : ''}: ${ink} ink pixels, ${differing} differ`);
      t.true(ink > 200, `${text} drawn as text`);
      t.true(differing <= ink * 0.01, `${text}: ${differing} of ${ink} pixels differ`);
    }
  });
}

test('the label carries its text, escaped, and glyphs shared by labels are defined once', (t) => {
  const used = new Set<string>();
  const a = outlinedText('<10°>', { x: 0, y: 0, size: 10, anchor: 'start' }, used);
  const b = outlinedText('01', { x: 0, y: 0, size: 10, anchor: 'start' }, used);
  t.true(a.includes('aria-label="&lt;10°&gt;"'));
  t.false(a.includes('<10'));
  t.is(a.match(/<use /g)?.length, 5);
  t.is(b.match(/<use /g)?.length, 2);
  t.is(used.size, 5, '< 1 0 ° > — the second label adds no new glyph');
  t.is(outlinedText('   ', { x: 0, y: 0, size: 10, anchor: 'start' }, used), '', 'spaces draw nothing');
});

test('kerned runs are narrower than the sum of their characters; plain digits are not', (t) => {
  t.true(layoutText('AVAW').advance < textWidth('AVAW') - 0.1);
  t.is(layoutText('2024').advance, textWidth('2024'));
  t.true(textWidth('ASC', true) > textWidth('ASC'), 'bold is wider');
});

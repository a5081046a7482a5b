import { Resvg } from '@resvg/resvg-js';
import test from 'ava';
import { PNG } from 'pngjs';
import { FONT_FILES, JAPANESE_FONT_FILES } from '../../src/chart/dejavu-font.ts';
import { renderPng, renderWheelSvg } from '../../src/chart/index.ts';
import { glyphDefinition, layoutText, outlinedText, outlineTextElements } from '../../src/chart/text-outline.ts';
import { textWidth } from '../../src/chart/text-width.ts';
import { NATAL } from './sample-charts.ts';

const W = 480;
const H = 120;
const page = (body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs><rect width="${W}" height="${H}" fill="#ffffff"/>${body}</svg>`;

/** Green channel of RGBA pixels: grey levels, 0 = black ink, 255 = paper. */
const greyOf = (rgba: Uint8Array): Uint8Array => {
  const out = new Uint8Array(rgba.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = rgba[i * 4 + 1];
  return out;
};
/** Grey levels of an SVG rendered by resvg itself, its text drawn by resvg's text engine with the bundled fonts. */
const grey = (svg: string): Uint8Array =>
  greyOf(
    new Resvg(svg, {
      font: {
        loadSystemFonts: false,
        fontFiles: [...FONT_FILES, ...JAPANESE_FONT_FILES],
        defaultFontFamily: 'DejaVu Sans',
      },
      logLevel: 'off',
    }).render().pixels,
  );

const SAMPLES: [string, boolean][] = [
  ['29°', false],
  ['00′', false],
  ['12', false],
  ['AVAW To', false],
  ['Tránsitos', false],
  ['ASC', true],
  ['FC', true],
  ['Wa', true],
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

test(`outlineTextElements draws SVG text as outlines covering the pixels resvg's text engine draws`, (t) => {
  const texts = [
    '<text data-role="title" x="20" y="50" font-size="40" font-weight="bold" fill="#202020">Zoë &amp; Łukasz</text>',
    '<text x="240" y="100" font-size="28" text-anchor="middle" fill="#404040">Ünal · Ψυχή · Жизнь &lt;3&gt;</text>',
  ].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="'DejaVu Sans', sans-serif"><rect width="${W}" height="${H}" fill="#ffffff"/>${texts}</svg>`;
  const outlined = outlineTextElements(svg);
  if (outlined === undefined) return t.fail('not outlined');
  t.false(outlined.includes('<text'));
  t.true(
    outlined.includes('aria-label="Zoë &amp; Łukasz"') &&
      outlined.includes('data-role="title"') &&
      outlined.includes('fill="#202020"'),
  );
  const asText = grey(svg);
  const asPaths = greyOf(new Resvg(outlined, { font: { loadSystemFonts: false }, logLevel: 'off' }).render().pixels);
  let ink = 0;
  let differing = 0;
  for (let i = 0; i < asText.length; i++) {
    if (asText[i] < 128) ink++;
    if (Math.abs(asText[i] - asPaths[i]) > 64) differing++;
  }
  t.log(`${ink} ink pixels, ${differing} differ`);
  t.true(ink > 1000);
  t.true(differing <= ink * 0.01, `${differing} of ${ink} pixels differ`);
});

test(`a wheel's title and subtitles become outlines whose glyphs are defined once, beside the labels' glyphs`, (t) => {
  const svg = renderWheelSvg(NATAL);
  const outlined = outlineTextElements(svg) ?? '';
  t.false(outlined.includes('<text'));
  const ids = [...outlined.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
  t.is(new Set(ids).size, ids.length, 'no glyph defined twice');
  for (const [, ref] of outlined.matchAll(/<use href="#([^"]+)"/g)) t.true(ids.includes(ref), `${ref} is defined`);
  t.true(outlined.includes('aria-label="Albert Einstein"'));
  t.is(
    outlineTextElements('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'),
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
    'no text: unchanged',
  );
});

test(`text the outlines would not draw as resvg does is left to resvg's text engine`, (t) => {
  const doc = (text: string): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><defs></defs>${text}</svg>`;
  for (const text of [
    '<text x="0" y="20" font-size="12">नमस्ते</text>',
    '<text x="0" y="20" font-size="12">مرحبا</text>',
    '<text x="0" y="20" font-size="12">a‍b</text>',
    '<text x="0" y="20" font-size="12">  two  spaces</text>',
    '<text x="0" y="20" font-size="12" font-style="italic">slanted</text>',
    '<text x="0" y="20" font-size="12" text-anchor="end">end</text>',
    '<text x="0 8 16" y="20" font-size="12">abc</text>',
    '<text x="0" y="20" font-size="12"><tspan>a</tspan></text>',
  ]) {
    t.is(outlineTextElements(doc(text)), undefined, text);
  }
  // Such a wheel still renders, its title drawn by resvg with the bundled fonts.
  const png = PNG.sync.read(
    renderPng(renderWheelSvg({ ...NATAL, labels: { title: 'नमस्ते Bruce Lee' } }), { width: 400, height: 400 }),
  );
  t.is(png.width, 400);
});

test('Japanese labels are outlined in Noto Sans JP, Latin and digits inside them too, as resvg draws them', (t) => {
  const run = layoutText('第1ハウスの太陽 15°');
  t.true(
    run.glyphs.every((g) => g.ref.startsWith('j0-')),
    'one font for the whole Japanese run',
  );
  t.true(run.advance > 7 && run.advance < 11, `${run.advance} em: ideographs are about 1 em wide`);
  t.true(layoutText('Sun 太陽').glyphs[0].ref.startsWith('f0-'), 'a Latin start stays in DejaVu Sans');
  t.true(
    layoutText('मेष').glyphs.every((g) => g.ref.startsWith('d0-')),
    'Devanagari in Noto Sans Devanagari',
  );
  t.false(
    layoutText('𓀀').glyphs.some((g) => !g.ref.endsWith('-0')),
    'a character no font has: the missing-glyph box',
  );
  for (const bold of [false, true]) {
    const text = '牡羊座の火星';
    const weight = bold ? ' font-weight="bold"' : '';
    const asText = grey(page(`<text x="20" y="90" font-family="Noto Sans JP" font-size="56"${weight}>${text}</text>`));
    const used = new Set<string>();
    const label = outlinedText(text, { x: 20, y: 90, size: 56, anchor: 'start', bold }, used);
    const asPaths = grey(page(label, [...used].map(glyphDefinition).join('')));
    let ink = 0;
    let differing = 0;
    for (let i = 0; i < asText.length; i++) {
      if (asText[i] < 128) ink++;
      if (Math.abs(asText[i] - asPaths[i]) > 64) differing++;
    }
    t.log(`${text}${bold ? ' (bold)' : ''}: ${ink} ink pixels, ${differing} differ`);
    t.true(ink > 1000, 'drawn as text');
    t.true(differing <= ink * 0.02, `${differing} of ${ink} pixels differ`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><text x="0" y="20" font-size="12">出生図</text></svg>`;
  t.false(outlineTextElements(svg)?.includes('<text') ?? true, 'a Japanese title becomes outlines');
});

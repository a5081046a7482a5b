/**
 * The wheel as a browser draws it (Chromium, headless): the labels drawn as glyph outlines show up
 * where the SVG says, and the whole drawing matches resvg's PNG but for anti-aliasing.
 */

import { existsSync } from 'node:fs';
import test from 'ava';
import { type Browser, chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { renderPng, renderWheelSvg } from '../../src/chart/index.ts';
import { NATAL, TRANSIT_BIWHEEL } from './sample-charts.ts';
import { outlineBox, parseSvg } from './svg-elements.ts';

const CHROMIUM = '/usr/bin/chromium';
let browser: Browser;

test.before(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: install Debian's package (apt-get install -y chromium)`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});
test.after.always(async () => browser?.close());

/** The SVG shown alone in an 800 × 800 page, as decoded screenshot pixels (RGBA). */
async function screenshot(svg: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 800, height: 800 }, deviceScaleFactor: 1 });
  try {
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    return PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, width: 800, height: 800 } })).data;
  } finally {
    await page.close();
  }
}

for (const [name, input] of [
  ['natal wheel', NATAL],
  ['bi-wheel', TRANSIT_BIWHEEL],
] as const) {
  test(`${name}: Chromium draws every outlined label in its box, and the image matches resvg's`, async (t) => {
    const svg = renderWheelSvg(input);
    const els = parseSvg(svg);
    const shot = await screenshot(svg);
    const png = PNG.sync.read(renderPng(svg, { width: 800, height: 800 })).data;
    const ink = (px: Buffer, x: number, y: number): boolean => {
      const i = (y * 800 + x) * 4;
      return 765 - px[i] - px[i + 1] - px[i + 2] > 90; // light theme: white paper
    };
    const labels = els.filter((e) => e.name === 'g' && e.attrs['aria-label'] !== undefined);
    let faintest = 1;
    for (const label of labels) {
      const [x0, y0, x1, y1] = outlineBox(els, label);
      let inked = 0;
      let total = 0;
      for (let y = Math.ceil(y0); y < y1; y++)
        for (let x = Math.ceil(x0); x < x1; x++, total++) if (ink(shot, x, y)) inked++;
      faintest = Math.min(faintest, inked / total);
      t.true(inked / total > 0.1, `${label.attrs['aria-label']}: ${inked}/${total} ink pixels in Chromium`);
    }
    // Both renderers: pixels inked by one and not the other, beyond anti-aliased edges.
    let disagree = 0;
    let inkedEither = 0;
    for (let y = 1; y < 799; y++) {
      for (let x = 1; x < 799; x++) {
        const a = ink(shot, x, y);
        const b = ink(png, x, y);
        if (a || b) inkedEither++;
        if (a !== b && ![-1, 1].some((d) => ink(a ? png : shot, x + d, y) || ink(a ? png : shot, x, y + d))) disagree++;
      }
    }
    t.log(
      `${labels.length} labels, least ink share ${(100 * faintest).toFixed(0)}%; ${disagree} of ${inkedEither} inked pixels disagree beyond edges`,
    );
    t.true(disagree < inkedEither * 0.02);
  });
}

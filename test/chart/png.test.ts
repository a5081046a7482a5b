import test from 'ava';
import { PNG } from 'pngjs';
import { chartWheelInput } from '../../src/calc/tasks/chart-image.ts';
import { renderPng, renderWheelSvg, type WheelInput } from '../../src/chart/index.ts';
import { outlineTextElements } from '../../src/chart/text-outline.ts';
import { chartImageSpec } from '../../src/features/chart/chart-request.ts';
import type { ChartImageRequest } from '../../src/features/chart/schema.ts';
import { NATAL, TRANSIT_BIWHEEL } from './sample-charts.ts';
import { outlineBox, parseSvg } from './svg-elements.ts';

const hex = (c: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];

/** Decoded image with a helper telling whether a pixel differs clearly from a colour. */
function decode(buf: Buffer): {
  width: number;
  height: number;
  differs: (x: number, y: number, c: [number, number, number]) => boolean;
} {
  const png = PNG.sync.read(buf);
  return {
    width: png.width,
    height: png.height,
    differs: (x, y, c) => {
      const i = (Math.round(y) * png.width + Math.round(x)) * 4;
      return Math.abs(png.data[i] - c[0]) + Math.abs(png.data[i + 1] - c[1]) + Math.abs(png.data[i + 2] - c[2]) > 90;
    },
  };
}

test('the PNG decodes and has the requested size, square or not', (t) => {
  for (const [width, height] of [
    [800, 800],
    [640, 480],
    [480, 900],
  ]) {
    const input: WheelInput = { ...NATAL, width, height };
    const img = decode(renderPng(renderWheelSvg(input), { width, height }));
    t.is(img.width, width);
    t.is(img.height, height);
  }
});

test('the PNG is scaled to the requested width', (t) => {
  const img = decode(renderPng(renderWheelSvg(NATAL), { width: 400, height: 400 }));
  t.deepEqual([img.width, img.height], [400, 400]);
});

test('renderPng refuses a size that is not a positive integer', (t) => {
  t.throws(() => renderPng(renderWheelSvg(NATAL), { width: 0, height: 800 }), { instanceOf: RangeError });
});

for (const theme of ['light', 'dark'] as const) {
  test(`${theme}: pixels show the title text, the horizon line and a mostly background image`, (t) => {
    const input: WheelInput = { ...TRANSIT_BIWHEEL, theme };
    const svg = renderWheelSvg(input);
    const els = parseSvg(svg);
    const bg = hex(els.find((e) => e.name === 'rect')!.attrs.fill);
    const img = decode(renderPng(svg, { width: 800, height: 800 }));

    // Title: the band under its baseline holds ink, but is not solid.
    const title = els.find((e) => e.attrs['data-role'] === 'title')!;
    const size = Number(title.attrs['font-size']);
    const x0 = Number(title.attrs.x);
    const y = Number(title.attrs.y);
    let ink = 0;
    let total = 0;
    for (let x = x0; x < x0 + size * 6; x++) {
      for (let yy = y - size * 0.7; yy < y; yy++) {
        total++;
        if (img.differs(x, yy, bg)) ink++;
      }
    }
    t.log(`title band ink: ${((100 * ink) / total).toFixed(1)}%`);
    t.true(ink / total > 0.1 && ink / total < 0.8);

    // Horizon: the ASC half of the axis path, sampled along its length.
    const axis = els.find((e) => e.attrs['data-role'] === 'axes')!;
    const [ax, ay, bx, by] = axis.attrs.d.slice(1).split(/[ ML]/).slice(0, 4).map(Number);
    let onLine = 0;
    for (let k = 1; k < 40; k++) if (img.differs(ax + ((bx - ax) * k) / 40, ay + ((by - ay) * k) / 40, bg)) onLine++;
    t.log(`horizon samples drawn: ${onLine}/39`);
    t.true(onLine >= 36);

    // Neither blank nor filled: most pixels are background, but not all.
    let background = 0;
    for (let yy = 0; yy < img.height; yy += 2)
      for (let x = 0; x < img.width; x += 2) if (!img.differs(x, yy, bg)) background++;
    const share = background / ((img.width / 2) * (img.height / 2));
    t.log(`background share: ${(100 * share).toFixed(1)}%`);
    t.true(share > 0.4 && share < 0.97);
  });
}

test('the labels drawn as outlines are painted: ink inside every degree, minute, house and axis label box', (t) => {
  for (const theme of ['light', 'dark'] as const) {
    const svg = renderWheelSvg({ ...NATAL, theme });
    const els = parseSvg(svg);
    const bg = hex(els.find((e) => e.name === 'rect')!.attrs.fill);
    const img = decode(renderPng(svg, { width: 800, height: 800 }));
    const labels = els.filter((e) => e.name === 'g' && e.attrs['aria-label'] !== undefined);
    t.is(
      labels.length,
      2 * NATAL.inner.points.length + 12 + 4 + 2,
      'degree and minute per point, house numbers, axis names, ASC and MC positions',
    );
    let faintest = 1;
    for (const label of labels) {
      const [x0, y0, x1, y1] = outlineBox(els, label);
      let ink = 0;
      let total = 0;
      for (let y = Math.ceil(y0); y < y1; y++) {
        for (let x = Math.ceil(x0); x < x1; x++, total++) if (img.differs(x, y, bg)) ink++;
      }
      faintest = Math.min(faintest, ink / total);
      t.true(ink / total > 0.1, `${label.attrs['aria-label']}: ${ink}/${total} ink pixels`);
    }
    t.log(`${theme}: ${labels.length} labels, least ink share ${(100 * faintest).toFixed(0)}%`);
  }
});

test('a title too long for the image is shortened so no ink reaches the right edge', (t) => {
  const input: WheelInput = { ...NATAL, width: 400, height: 400, labels: { title: 'W'.repeat(200) } };
  const svg = renderWheelSvg(input);
  const title = parseSvg(svg).find((e) => e.attrs['data-role'] === 'title')!;
  t.true(title.text.endsWith('…'));
  const img = decode(renderPng(svg, { width: 400, height: 400 }));
  const size = Number(title.attrs['font-size']);
  const y = Number(title.attrs.y);
  let inkNearEdge = 0;
  let inkInBand = 0;
  for (let yy = y - size * 0.7; yy < y; yy++) {
    for (let x = 0; x < 400; x++) {
      if (!img.differs(x, yy, [255, 255, 255])) continue;
      inkInBand++;
      if (x >= 396) inkNearEdge++;
    }
  }
  t.true(inkInBand > 100);
  t.is(inkNearEdge, 0);
});

test(`the service's wheels take the PNG path without fonts: all their text becomes outlines`, (t) => {
  const einstein = {
    dateTime: '1879-03-14T11:30',
    latitude: 48.4,
    longitude: 9.99,
    timezone: 'Europe/Berlin',
    name: 'Albert Einstein',
    placeName: 'Ulm, Deutschland',
  };
  const requests = [
    { ...einstein, language: 'en' },
    { ...einstein, language: 'es', transit: { dateTime: '2026-05-01T12:00Z' }, legend: true },
    {
      ...einstein,
      language: 'de',
      person2: {
        dateTime: '1875-12-19T12:00',
        latitude: 45.25,
        longitude: 19.85,
        timezone: 'Europe/Belgrade',
        name: 'Mileva Marić',
      },
      legend: true,
    },
    { ...einstein, language: 'en', title: 'Zoë & Łukasz’s “chart” <1879>' },
  ];
  for (const request of requests) {
    const svg = renderWheelSvg(
      chartWheelInput(chartImageSpec({ ...request, width: 800 } as unknown as ChartImageRequest, 'query', 0)),
    );
    t.true(svg.includes('<text'), 'the SVG carries its text as text');
    const outlined = outlineTextElements(svg);
    t.not(outlined, undefined, `${request.language}: every text element can be outlined`);
    t.false(outlined?.includes('<text') ?? true);
  }
});

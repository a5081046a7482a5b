/**
 * Visual regression of wheels and report pages: a fixed set rendered as PNG (wheels through
 * resvg at 400 px, report pages through poppler's pdftoppm at about 400 px wide) and compared with
 * the committed references (test/support/reference-images.ts). The widget's screenshot is
 * compared the same way in test/features/synastry-widget-browser.test.ts.
 * `npm run test:update-references` rewrites the references.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import { chartWheelInput } from '../../src/calc/tasks/chart-image.ts';
import { renderPng, renderWheelSvg } from '../../src/chart/index.ts';
import { chartImageSpec } from '../../src/features/chart/chart-request.ts';
import type { ChartImageRequest } from '../../src/features/chart/schema.ts';
import { LANGUAGES, type Language } from '../../src/interpretation/index.ts';
import { REPORT_WORDS } from '../../src/reports/report-words.ts';
import { readPdf } from '../support/pdf-text.ts';
import { matchesReference } from '../support/reference-images.ts';
import {
  chineseReport,
  compositeReport,
  lunarReturnReport,
  natalReport,
  numerologyReport,
  progressionsReport,
  solarReturnReport,
  synastryReport,
  transitReport,
} from '../support/sample-reports.ts';

const SIDE = 400;
const DELHI = { dateTime: '1962-02-05T05:30', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' };
const WHEELS: Record<string, object> = {
  'wheel-natal-einstein': { dateTime: '1879-03-14T11:30', latitude: 48.4, longitude: 9.99, timezone: 'Europe/Berlin' },
  'wheel-stellium-delhi': DELHI,
  'wheel-polar-tromso-dark': {
    dateTime: '1990-06-21T03:00',
    latitude: 69.65,
    longitude: 18.96,
    timezone: 'Europe/Oslo',
    theme: 'dark',
  },
  'wheel-transit-biwheel': { ...DELHI, transit: { dateTime: '2026-05-01T12:00Z' } },
  'wheel-synastry-biwheel-legend': {
    ...DELHI,
    person2: { dateTime: '1875-12-19T12:00', latitude: 45.25, longitude: 19.85, timezone: 'Europe/Belgrade' },
    legend: true,
  },
};

for (const [name, request] of Object.entries(WHEELS)) {
  test(`${name}: the PNG wheel matches its reference`, (t) => {
    const spec = chartImageSpec({ ...request, width: SIDE } as unknown as ChartImageRequest, 'query', 0);
    const svg = renderWheelSvg(chartWheelInput(spec));
    matchesReference(t, name, renderPng(svg, { width: SIDE, height: SIDE }));
  });
}

/** Page `page` (1-based) of a PDF as a PNG about 400 px wide (48 dpi: A4 is 397 × 561 px). */
function pagePng(pdf: Uint8Array, page: number): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-page-'));
  try {
    const file = path.join(dir, 'report.pdf');
    fs.writeFileSync(file, pdf);
    const result = spawnSync(
      'pdftoppm',
      ['-png', '-r', '48', '-f', String(page), '-l', String(page), '-singlefile', file, path.join(dir, 'page')],
      { timeout: 60_000 },
    );
    if (result.error || result.status !== 0)
      throw new Error(`pdftoppm failed (install poppler-utils): ${result.error?.message ?? result.stderr}`);
    return fs.readFileSync(path.join(dir, 'page.png'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const natal = () => natalReport('en').pdf;
const synastry = () => synastryReport('en').pdf;
const transit = () => transitReport('en').pdf;
const solarReturn = () => solarReturnReport('en').pdf;
const progressions = () => progressionsReport('en').pdf;
const lunarReturn = () => lunarReturnReport('en').pdf;
const composite = () => compositeReport('en').pdf;
const numerology = () => numerologyReport('en').pdf;
const chinese = () => chineseReport('en').pdf;
/** A report page: its number, or the first page whose text has a line starting with a heading. */
type PageOf = number | RegExp;
const PAGES: [string, () => Uint8Array, PageOf][] = [
  ['page-natal-cover', natal, 1],
  ['page-natal-wheel', natal, 2],
  ['page-natal-positions', natal, /^\s*Planetary Positions/m],
  ['page-natal-aspects', natal, /^\s*Aspects$/m],
  ['page-natal-interpretation', natal, /^\s*Interpretation$/m],
  ['page-synastry-cover', synastry, 1],
  ['page-synastry-score', synastry, /^\s*Compatibility: \d+/m],
  ['page-synastry-interpretation', synastry, /^\s*Interpretation$/m],
  ['page-transit-biwheel', transit, /^\s*Transits on/m],
  ['page-transit-calendar', transit, /^\s*Transit Calendar/m],
  ['page-transit-interpretation', transit, /^\s*Interpretation$/m],
  ['page-solar-return-wheel', solarReturn, 2],
  ['page-solar-return-interpretation', solarReturn, /^\s*Interpretation$/m],
  ['page-progressions-wheel', progressions, 2],
  ['page-progressions-aspects', progressions, /^\s*Aspects$/m],
  ['page-lunar-return-wheel', lunarReturn, 2],
  ['page-lunar-return-interpretation', lunarReturn, /^\s*Interpretation$/m],
  ['page-composite-cover', composite, 1],
  ['page-composite-interpretation', composite, /^\s*Interpretation$/m],
  ['page-numerology-cover', numerology, 1],
  ['page-numerology-interpretation', numerology, /^\s*Interpretation$/m],
  ['page-chinese-cover', chinese, 1],
  ['page-chinese-pillars', chinese, /^\s*The four pillars$/m],
];

const rendered = new Map<() => Uint8Array, Uint8Array>();
for (const [name, report, page] of PAGES) {
  test(`${name}: the report page matches its reference`, (t) => {
    if (!rendered.has(report)) rendered.set(report, report());
    const pdf = rendered.get(report)!;
    const number = typeof page === 'number' ? page : readPdf(pdf).pages.findIndex((text) => page.test(text)) + 1;
    t.true(number > 0, `${name}: no page matches ${page}`);
    matchesReference(t, name, pagePng(pdf, number));
  });
}

/**
 * One page per script beside the Latin pages above: the natal interpretation page, and the natal
 * wheel, in a language of each other script the service writes (Cyrillic, Devanagari, Japanese),
 * each language once it is in LANGUAGES.
 */
const SCRIPTS: [Language | string, string][] = [
  ['ru', 'cyrillic'],
  ['hi', 'devanagari'],
  ['ja', 'japanese'],
];
for (const [language, script] of SCRIPTS) {
  if (!(LANGUAGES as readonly string[]).includes(language)) continue;
  const lang = language as Language;
  test(`page-natal-interpretation-${script}: the ${lang} report page matches its reference`, (t) => {
    const pdf = natalReport(lang).pdf;
    const heading = REPORT_WORDS[lang].sections.interpretation;
    const number = readPdf(pdf).pages.findIndex((text) => text.split('\n').some((line) => line.trim() === heading)) + 1;
    t.true(number > 0, `no page has the heading ${heading}`);
    matchesReference(t, `page-natal-interpretation-${script}`, pagePng(pdf, number));
  });
  test(`wheel-natal-${script}: the ${lang} PNG wheel matches its reference`, (t) => {
    const request = { ...WHEELS['wheel-natal-einstein'], width: SIDE, language: lang, legend: true };
    const spec = chartImageSpec(request as unknown as ChartImageRequest, 'query', 0);
    matchesReference(
      t,
      `wheel-natal-${script}`,
      renderPng(renderWheelSvg(chartWheelInput(spec)), { width: SIDE, height: SIDE }),
    );
  });
}

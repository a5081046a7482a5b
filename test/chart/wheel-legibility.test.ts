import test from 'ava';
import { chartWheelInput } from '../../src/calc/tasks/chart-image.ts';
import { renderWheelSvg, type WheelInput } from '../../src/chart/index.ts';
import { degreeMinuteLabels } from '../../src/chart/point-stacks.ts';
import { chartImageSpec } from '../../src/features/chart/chart-request.ts';
import type { ChartImageRequest } from '../../src/features/chart/schema.ts';
import { NATAL, TRANSIT_BIWHEEL } from './sample-charts.ts';
import { inherited, parseSvg } from './svg-elements.ts';

const SYNASTRY: WheelInput = {
  ...TRANSIT_BIWHEEL,
  outer: {
    ...TRANSIT_BIWHEEL.outer!,
    cusps: NATAL.inner.cusps!.map((c) => c + 47),
    angles: { ascendant: 148.6, midheaven: 33.3 },
  },
};
const KINDS: [string, WheelInput][] = [
  ['natal', NATAL],
  ['transit bi-wheel', TRANSIT_BIWHEEL],
  ['synastry bi-wheel', SYNASTRY],
];

/** Smallest font size of each kind of text the wheel draws (labels as SVG text). */
function smallestFonts(input: WheelInput): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const e of parseSvg(renderWheelSvg({ ...input, labelDrawing: 'text' })).filter((x) => x.name === 'text')) {
    const role =
      e.attrs['data-role'] ??
      inherited(e, 'data-role') ??
      (e.attrs['data-angle'] ? 'angle' : e.attrs['data-angle-detail'] ? 'angle-detail' : 'other');
    sizes.set(role, Math.min(sizes.get(role) ?? Infinity, Number(e.attrs['font-size'])));
  }
  return sizes;
}

for (const [kind, input] of KINDS) {
  test(`${kind}: every text is at least 11 px at 800 px and 9 px at 400 px, detail dropped rather than shrunk`, (t) => {
    const at800 = smallestFonts({ ...input, width: 800, height: 800 });
    t.log(JSON.stringify(Object.fromEntries([...at800].map(([k, v]) => [k, Number(v.toFixed(2))]))));
    for (const role of ['degree', 'angle', 'angle-detail']) t.true(at800.has(role), role);
    if (input.outer === undefined) t.true(at800.has('minute'), 'a natal wheel at 800 px shows minutes');
    if (input.inner.cusps) t.true(at800.has('house-numbers'));
    for (const [role, size] of at800) t.true(size >= 11, `${role} ${size.toFixed(2)} px`);
    const at400 = smallestFonts({ ...input, width: 400, height: 400 });
    t.log(JSON.stringify(Object.fromEntries([...at400].map(([k, v]) => [k, Number(v.toFixed(2))]))));
    for (const [role, size] of at400) t.true(size >= 9, `${role} ${size.toFixed(2)} px at 400 px`);
    t.false(at400.has('minute'), 'no minutes at 400 px');
  });
}

test('the ascendant and midheaven carry their degree, sign and minute', (t) => {
  const els = parseSvg(renderWheelSvg({ ...NATAL, labelDrawing: 'text' }));
  const detail = (id: string) => els.find((e) => e.attrs['data-angle-detail'] === id)?.text;
  const expected = (lon: number, symbol: string) =>
    `${degreeMinuteLabels(lon).degree}${symbol}${degreeMinuteLabels(lon).minute}`;
  t.is(detail('ascendant'), expected(NATAL.inner.angles!.ascendant, '♋'));
  t.is(detail('midheaven'), expected(NATAL.inner.angles!.midheaven, '♓'));
  t.is(detail('descendant'), undefined);
  // Outlined labels carry their text in aria-label.
  const outlined = parseSvg(renderWheelSvg(NATAL)).find((e) => e.attrs['data-angle-detail'] === 'ascendant');
  t.is(outlined?.attrs['aria-label'], expected(NATAL.inner.angles!.ascendant, '♋'));
});

test('legend=true draws one legend line per aspect drawn, in the request language; none by default', (t) => {
  const request = {
    dateTime: '1962-02-05T05:30',
    latitude: 28.61,
    longitude: 77.21,
    timezone: 'Asia/Kolkata',
    transit: { dateTime: '2026-05-01T12:00Z' },
  };
  const spec = (extra: object) => chartImageSpec({ ...request, ...extra } as unknown as ChartImageRequest, 'query', 0);
  const els = (extra: object) => parseSvg(renderWheelSvg(chartWheelInput(spec(extra))));
  t.is(els({}).filter((e) => e.attrs['data-role'] === 'aspect-legend').length, 0);
  const input = chartWheelInput(spec({ legend: true, language: 'de' }));
  const drawn = new Set((input.interAspects ?? []).map((a) => a.aspect));
  const withLegend = els({ legend: true, language: 'de' });
  const samples = withLegend.filter((e) => e.attrs['data-role'] === 'aspect-sample').map((e) => e.attrs['data-aspect']);
  t.deepEqual([...samples].sort(), [...drawn].sort());
  t.is(samples.length, drawn.size);
  const names = withLegend.filter((e) => e.attrs['data-role'] === 'aspect-legend').map((e) => e.text);
  t.true(drawn.has('square') && names.includes('Quadrat'), names.join(', '));
});

test('a sidereal image names its zodiac and ayanamsa; a tropical one does not', (t) => {
  const request = { dateTime: '1962-02-05T05:30', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' };
  const subtitles = (extra: object) =>
    parseSvg(renderWheelSvg(chartWheelInput(chartImageSpec({ ...request, ...extra } as ChartImageRequest, 'query', 0))))
      .filter((e) => e.attrs['data-role'] === 'subtitle')
      .map((e) => e.text)
      .join(' | ');
  t.regex(subtitles({ zodiac: 'sidereal', ayanamsa: 'fagan-bradley' }), /Sidereal zodiac, ayanamsa Fagan\/Bradley/);
  t.regex(subtitles({ zodiac: 'sidereal', language: 'de' }), /Siderischer Tierkreis, Ayanamsa Lahiri/);
  t.notRegex(subtitles({}), /Sidereal/);
  const synastry = subtitles({
    zodiac: 'sidereal',
    person2: { dateTime: '1875-12-19T12:00', latitude: 45.25, longitude: 19.85, timezone: 'Europe/Belgrade' },
  });
  t.regex(synastry, /ayanamsa Lahiri/);
});

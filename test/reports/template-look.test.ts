import test from 'ava';
import { CustomCssError, parseCssColour, parseCustomCss } from '../../src/reports/custom-css.ts';
import { coordinates, degreesMinutes } from '../../src/reports/natal-report-pdf.ts';
import { resolveReportStyle } from '../../src/reports/report-style.ts';
import { pageGeometry, pageSettingsSchema } from '../../src/reports/template-settings.ts';

test('customCss: honoured selectors and properties, values normalised to points and #rrggbb', (t) => {
  const style = parseCustomCss(`
    /* brand */
    body { color: #abc; font-family: "Helvetica Neue", Arial, serif; font-size: 12px }
    h1, h2 { color: RGB(255, 0, 16) !important; font-weight: 700 }
    th { background-color: Navy; color: white }
    .ignored p { color: banana }
    table { margin: 3px; font-size: 8pt }
  `);
  t.deepEqual(style.body, { color: '#aabbcc', fontFamily: 'DejaVu Serif', fontSize: 9 });
  t.deepEqual(style.h1, { color: '#ff0010', fontWeight: 'bold' });
  t.deepEqual(style.h2, style.h1);
  t.deepEqual(style.th, { backgroundColor: '#000080', color: '#ffffff' });
  t.deepEqual(style.table, { fontSize: 8 });
  t.deepEqual(parseCustomCss(''), {});
  t.deepEqual(
    parseCustomCss('h3 { font-family: Comic Sans }'),
    {},
    'a family list naming none of ours keeps the default',
  );
});

test('customCss: refusals name the line', (t) => {
  for (const [css, message] of [
    ['h1 { color: red }\nh2 { color: ultraviolet }', /^line 2: color: "ultraviolet"/],
    ['@font-face { src: x }', /^line 1: "@font-face" is not allowed/],
    ['body {\n background-color: url(evil.png) }', /^line 2: "url\(" is not allowed/],
    ['body { color red }', /^line 1: expected "property: value"/],
    ['h1 { color: red', /expected "selector \{ property: value; \}"/],
    ['h1 { a { color: red } }', /expected "selector/],
    ['/* open', /unclosed comment/],
    ['body { font-size: 5pt }', /6pt to 48pt/],
    ['body { font-weight: heavy }', /normal, bold or 100–900/],
    [' { color: red }', /needs a selector/],
  ] as const) {
    const error = t.throws(() => parseCustomCss(css), { instanceOf: CustomCssError }, css);
    t.regex(error!.message, message, css);
  }
  t.throws(() => parseCustomCss('x'.repeat(20_001)), { instanceOf: CustomCssError });
  t.is(parseCssColour('#12345'), undefined);
  t.is(parseCssColour('rgb(256, 0, 0)'), undefined);
});

test('pageSettings: sizes, orientation and margins in pt, mm, cm and in', (t) => {
  const a4 = pageGeometry(pageSettingsSchema.parse({}));
  t.deepEqual(a4, { width: 595.28, height: 841.89, margins: { top: 50, right: 50, bottom: 50, left: 50 } });
  const letterLandscape = pageGeometry(
    pageSettingsSchema.parse({ size: 'LETTER', orientation: 'landscape', margins: '20mm' }),
  );
  t.is(letterLandscape.width, 792);
  t.is(letterLandscape.height, 612);
  t.deepEqual(letterLandscape.margins, { top: 56.69, right: 56.69, bottom: 56.69, left: 56.69 }); // 20 × 72 / 25.4
  const sides = pageGeometry(pageSettingsSchema.parse({ margins: { top: '1in', left: '2cm', bottom: 36 } }));
  t.deepEqual(sides.margins, { top: 72, right: 50, bottom: 36, left: 56.69 });
  t.false(pageSettingsSchema.safeParse({ margins: 17 }).success, 'below 18 pt');
  t.false(pageSettingsSchema.safeParse({ margins: '3in' }).success, 'above 144 pt');
  t.false(pageSettingsSchema.safeParse({ margins: { middle: 20 } }).success, 'unknown side');
  t.true(
    pageSettingsSchema.safeParse({ size: 'a5', colourProfile: 'anything' }).success,
    'unknown members are free-form',
  );
});

test('report style: body colour and family carry into headings and tables unless set there', (t) => {
  const style = resolveReportStyle({
    editorConfig: { sections: ['aspects', 'cover'], wheelTheme: 'print', pageNumbers: false },
    pageSettings: {},
    customCss: 'body { color: #102030; font-family: monospace } h1 { font-family: serif }',
  });
  t.deepEqual(style.sections, ['aspects', 'cover']);
  t.is(style.wheelTheme, 'print');
  t.false(style.pageNumbers);
  t.is(style.text.table.color, '#102030');
  t.is(style.text.table.fontFamily, 'DejaVu Sans Mono');
  t.is(style.text.h2.fontFamily, 'DejaVu Sans Mono');
  t.is(style.text.h1.fontFamily, 'DejaVu Serif');
  t.is(style.text.h1.color, '#1f1f29', 'headings keep their own colour');
  const plain = resolveReportStyle({ editorConfig: {}, pageSettings: {}, customCss: '' });
  t.deepEqual(plain.sections, ['cover', 'wheel', 'positions', 'houses', 'aspects', 'interpretation']);
  t.true(plain.pageNumbers);
});

test('positions are printed as degrees and whole minutes, never rounded up into the next sign', (t) => {
  t.is(degreesMinutes(0), '0°00′');
  t.is(degreesMinutes(23.4833), '23°28′');
  t.is(degreesMinutes(29.99999), '29°59′');
  t.is(degreesMinutes(9.5), '9°30′');
  t.is(coordinates(48.4011, 9.9876, 'en'), '48°24′ N, 9°59′ E');
  t.is(coordinates(-33.8688, -70.5, 'en'), '33°52′ S, 70°30′ W');
  t.is(coordinates(48.4011, 9.9876, 'de'), '48°24′ N, 9°59′ O', 'German compass letters');
  t.is(coordinates(-33.8688, -70.5, 'es'), '33°52′ S, 70°30′ O', 'Spanish compass letters');
  t.is(coordinates(48.4, 9.999, 'en'), '48°24′ N, 10°00′ E', 'rounded as the images round, not truncated');
});

/**
 * The composite, lunar return, numerology and Chinese PDF reports on the real service
 * (PostgreSQL, Redis, the calculation pool; generated in the web process): each is accepted by
 * POST /api/pdf-reports, made by the report worker, opens with poppler, has its sections in
 * order and says what the calculation endpoints say; bad input is refused when requested.
 */
import test from 'ava';
import { berlin } from '../support/berlin-clock.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { readPdf, sectionsOf } from '../support/pdf-text.ts';
import { finishedReport } from '../support/report-status.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

let service: TestService;
let org: TestOrganization;

test.before(async () => {
  service = await startTestService({ REPORT_WORKER: 'inline', POOL_THREADS: '2' });
  org = await createOrganization(service.services.db);
});
test.after.always(async () => service?.stopAll());

const PATH = '/api/pdf-reports';
/** Albert Einstein: Ulm, 14 March 1879, 11:30 local mean time. */
const EINSTEIN = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4011,
  longitude: 9.9876,
  timezone: 'Europe/Berlin',
  placeName: 'Ulm, Germany',
};
const MILEVA = {
  dateTime: '1875-12-19T12:00',
  latitude: 45.2,
  longitude: 20.3,
  timezone: 'Europe/Belgrade',
  placeName: 'Titel, Serbia',
};
const CALC_BIRTH = {
  birthDateTime: EINSTEIN.dateTime,
  birthLocation: { latitude: EINSTEIN.latitude, longitude: EINSTEIN.longitude, timezone: EINSTEIN.timezone },
};

const request = (attributes: Record<string, unknown>, key = org.ownerKey) =>
  call(service, 'POST', PATH, {
    key,
    body: {
      data: { type: 'pdf-reports', attributes: { name: 'Albert Einstein', birthData: EINSTEIN, ...attributes } },
    },
  });

const completed = (id: string) => finishedReport(service, org.ownerKey, id);

/** The report made for `attributes`, read back with poppler (which refuses a damaged PDF). */
async function reportOf(t: import('ava').ExecutionContext, attributes: Record<string, unknown>) {
  const reply = await request(attributes);
  t.is(reply.status, 202, reply.text);
  t.is(reply.body.data.attributes.reportType, attributes.reportType);
  const done = await completed(reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const response = await fetch(`${service.url}${PATH}/${done.id}/file`, { headers: { 'X-Api-Key': org.ownerKey } });
  const pdf = readPdf(new Uint8Array(await response.arrayBuffer()));
  t.is(pdf.pages.length, done.attributes.pageCount);
  return pdf;
}

/** The sections of a report in this order (each found after the previous one), with their text. */
function sections(t: import('ava').ExecutionContext, pages: string[], headings: string[]): string[] {
  const { starts, texts } = sectionsOf(pages, headings);
  t.true(
    starts.every((s) => s > 0),
    `section offsets ${headings.map((h, i) => `${h}: ${starts[i]}`).join(', ')}`,
  );
  return texts;
}

/** The sentences of `pages` that occur more than once (whitespace folded). */
function repeatedSentences(pages: string[]): string[] {
  const counts = new Map<string, number>();
  for (const sentence of pages
    .join(' ')
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)) {
    if (sentence.length < 30) continue;
    counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([s]) => s);
}

test('a lunar return report: the return and the next one on the cover, the bi-wheel, the return chart read for the month', async (t) => {
  const pdf = await reportOf(t, { reportType: 'lunar-return', returnDate: '1905-03-01' });
  const calc = await call(service, 'POST', '/api/calc/lunar-return', {
    key: org.ownerKey,
    // The report reads the return in effect on 1 March (27 Feb); the calculation gives the first
    // return after its date, so it is asked from 1 February.
    body: { ...CALC_BIRTH, returnDate: '1905-02-01', count: 2, includeText: true },
  });
  t.is(calc.status, 200, calc.text);
  const first = calc.body.data.attributes;
  const [next] = first.nextReturns;
  t.regex(pdf.pages[0], new RegExp(`Lunar return of ${berlin(first.returnDate).slice(0, -7)}`));
  t.true(pdf.pages[0].includes(berlin(first.returnDate)), `the return instant ${berlin(first.returnDate)}`);
  t.regex(pdf.pages[0], new RegExp(`Next lunar return\\s+${berlin(next.returnDate)}`));
  const parts = sections(t, pdf.pages, [
    'Chart Wheel',
    'Positions in the lunar return',
    'Houses of the lunar return',
    'Aspects',
    'Interpretation',
  ]);
  t.regex(parts[0], /Natal[\s\S]*Lunar return: /, 'the bi-wheel names both rings');
  const interpretation = [parts[4]];
  const text = interpretation.join('\n').replace(/\s+/g, ' ');
  const sign = (id: string) => first.points[id].sign[0].toUpperCase() + first.points[id].sign.slice(1);
  t.true(text.includes(`The lunar return Ascendant in ${sign('ascendant')}`), 'the return Ascendant');
  t.true(text.includes(`The lunar return Midheaven in ${sign('midheaven')}`), 'the return Midheaven');
  t.true(text.includes(`stands in the ${ordinal(first.points.sun.house)} house`), "the return Sun's house");
  t.true(text.includes(`return Moon in the ${ordinal(first.points.moon.house)} house`), "the return Moon's house");
  t.deepEqual(repeatedSentences(interpretation), [], 'no sentence printed twice');
});

test('a numerology report: the full name and birth date on the cover, the grid, the core numbers as the endpoint gives them, the reading', async (t) => {
  const pdf = await reportOf(t, { reportType: 'numerology', fullName: 'Albert Einstein', forecastYear: 2027 });
  const calc = await call(service, 'POST', '/api/numerology/profile', {
    key: org.ownerKey,
    body: { dateTime: '1879-03-14', fullName: 'Albert Einstein', forecastYear: 2027 },
  });
  t.is(calc.status, 200, calc.text);
  const numbers = calc.body.data.attributes;
  t.regex(pdf.pages[0], /Numerology Report/);
  t.regex(pdf.pages[0], /Full name\s+Albert Einstein/);
  t.regex(pdf.pages[0], /Birth date\s+14 Mar 1879/);
  const parts = sections(t, pdf.pages, [
    'Number grid',
    'Core numbers',
    'Personal years',
    'Digits of the birth date',
    'Interpretation',
  ]);
  for (const [label, kind] of [
    ['Life path', 'lifePathNumber'],
    ['Expression', 'expressionNumber'],
    ['Soul urge', 'soulUrgeNumber'],
    ['Personality', 'personalityNumber'],
  ])
    t.regex(parts[1], new RegExp(`${label}\\s+${numbers[kind].value}\\b`), label);
  const reading = parts[4];
  const order = ['The profile as a whole', 'The core numbers', 'The grid', 'The year ahead'].map((p) =>
    reading.indexOf(p),
  );
  t.true(
    order.every((p, i) => p >= 0 && (i === 0 || p > order[i - 1])),
    `parts at ${order}`,
  );
  t.regex(reading, new RegExp(`Personal year 2027: ${numbers.personalYearNumber.value}`));
  t.deepEqual(repeatedSentences([parts[4]]), [], 'no sentence printed twice');
});

test('a Chinese report: the year and the four pillars as the endpoint gives them, the figure, the years ahead, the reading', async (t) => {
  const pdf = await reportOf(t, { reportType: 'chinese', forecastYear: 2027, language: 'en' });
  const calc = await call(service, 'POST', '/api/calc/chinese-horoscope', {
    key: org.ownerKey,
    body: {
      birthDate: EINSTEIN.dateTime,
      latitude: EINSTEIN.latitude,
      longitude: EINSTEIN.longitude,
      timezone: EINSTEIN.timezone,
    },
  });
  t.is(calc.status, 200, calc.text);
  const a = calc.body.data.attributes;
  const title = (s: string) => s[0].toUpperCase() + s.slice(1);
  t.regex(pdf.pages[0], /Chinese Horoscope/);
  t.regex(pdf.pages[0], new RegExp(`Chinese year\\s+${a.yearTitle}`));
  const parts = sections(t, pdf.pages, [
    'Animal and elements',
    'The four pillars',
    'The five elements',
    'Years ahead',
    'Interpretation',
  ]);
  for (const k of ['year', 'month', 'day', 'hour']) {
    const p = a.fourPillars[k];
    t.regex(parts[1], new RegExp(`${title(k)}\\s+${title(p.stem)}\\s+${title(p.branch)}`), k);
  }
  t.regex(parts[3], /2027\s+Year of the Fire Goat/);
  const reading = parts[4];
  const order = ['Your sign', 'The four pillars', 'The five elements', 'The year ahead'].map((p) => reading.indexOf(p));
  t.true(
    order.every((p, i) => p >= 0 && (i === 0 || p > order[i - 1])),
    `parts at ${order}`,
  );
  t.deepEqual(repeatedSentences([parts[4]]), [], 'no sentence printed twice');
});

test('a composite report: both people on the cover, the composite chart as the synastry endpoint gives it, the reading in its parts', async (t) => {
  const pdf = await reportOf(t, {
    reportType: 'composite',
    partner: { name: 'Mileva Marić', birthData: MILEVA },
  });
  const location = (p: typeof EINSTEIN) => ({ latitude: p.latitude, longitude: p.longitude, timezone: p.timezone });
  // The report's composite houses are cast at the mean of the birth latitudes.
  const mean = (x: number, y: number) => (x + y) / 2;
  const calc = await call(service, 'POST', '/api/calc/composite', {
    key: org.ownerKey,
    // The newest shape: points keyed by id.
    headers: { 'X-Api-Version': '2026-11-28' },
    body: {
      dateTime1: EINSTEIN.dateTime,
      location1: location(EINSTEIN),
      dateTime2: MILEVA.dateTime,
      location2: location(MILEVA),
      compositeLocation: {
        latitude: mean(EINSTEIN.latitude, MILEVA.latitude),
        longitude: mean(EINSTEIN.longitude, MILEVA.longitude),
      },
    },
  });
  t.is(calc.status, 200, calc.text);
  t.regex(pdf.pages[0], /Composite Chart Report/);
  t.regex(pdf.pages[0], /Albert Einstein & Mileva Marić/);
  const parts = sections(t, pdf.pages, [
    'Chart Wheel',
    'Composite positions',
    'Composite houses',
    'Composite aspects',
    'Interpretation',
  ]);
  // The composite Sun as the composite endpoint gives it: sign and house.
  const sun = calc.body.data.attributes.points.sun;
  const sign = `${sun.sign[0].toUpperCase()}${sun.sign.slice(1)}`;
  t.regex(parts[1], new RegExp(`Sun\\s+\\S+ ${sign}\\s+\\d+°\\d\\d′\\s+${sun.house}\\b`));
  const reading = parts[4];
  const order = ['The relationship as a whole', 'Its strongest contacts', 'Key placements'].map((p) =>
    reading.indexOf(p),
  );
  t.true(
    order.every((p, i) => p >= 0 && (i === 0 || p > order[i - 1])),
    `parts at ${order}`,
  );
  t.regex(reading, /score \d+ of 100/);
  t.deepEqual(repeatedSentences([reading]), [], 'no sentence printed twice');
});

test('numerology and Chinese reports in German and Spanish have their own titles', async (t) => {
  const de = await reportOf(t, { reportType: 'numerology', language: 'de' });
  const es = await reportOf(t, { reportType: 'chinese', language: 'es' });
  t.regex(de.pages[0], /Numerologie-Report/);
  t.regex(es.pages[0], /Horóscopo chino/);
});

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

test('input the new report types need is checked when the report is requested, naming the field; nothing is queued', async (t) => {
  const own = await createOrganization(service.services.db);
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ reportType: 'lunar-return', returnDate: '1870-01-01' }, 'data.attributes.returnDate', /1879-03-14/],
    [{ reportType: 'lunar-return', returnDate: '1905-02-30' }, 'data.attributes.returnDate', /./],
    [{ reportType: 'numerology', fullName: '李小龍' }, 'data.attributes.fullName', /Latin/],
    [{ reportType: 'numerology', name: '李小龍' }, 'data.attributes.fullName', /Latin/],
    [{ reportType: 'chinese', forecastYear: 2401 }, 'data.attributes.forecastYear', /2400/],
    [{ reportType: 'composite' }, 'data.attributes.partner', /required for composite reports/],
  ];
  for (const [attributes, parameter, detail] of cases) {
    const reply = await request(attributes, own.ownerKey);
    t.is(reply.status, 400, `${JSON.stringify(attributes)}: ${reply.text}`);
    t.is(reply.body.errors[0].source?.parameter, parameter, JSON.stringify(attributes));
    t.regex(reply.body.errors[0].detail, detail, JSON.stringify(attributes));
  }
  const stored = await service.services.db('pdf_reports').where({ organization_id: own.organizationId });
  t.is(stored.length, 0);
});

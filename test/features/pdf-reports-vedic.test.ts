/**
 * The Vedic PDF report (kundli) on the real service (PostgreSQL, Redis, the calculation pool;
 * generated in the web process), in English and in Hindi: accepted by POST /api/pdf-reports,
 * made by the report worker, opened with poppler; its sections in order, the cover and tables
 * saying what POST /api/calc/vedic/kundli says, the reading composed of the written texts, the
 * Hindi report set in the embedded Devanagari font; bad input refused when requested.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import { LANGUAGES } from '../../src/interpretation/index.ts';
import { VEDIC_LANGUAGES, VEDIC_TEXTS } from '../../src/interpretation/vedic/index.ts';
import { VEDIC_REPORT_WORDS } from '../../src/reports/vedic-report-words.ts';
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
/** A birth in Delhi (the test birth of the other Vedic operations). */
const DELHI = {
  dateTime: '1990-06-15T14:30',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
  placeName: 'New Delhi, India',
};
const DASHA_DATE = '2026-06-01';

const request = (attributes: Record<string, unknown>) =>
  call(service, 'POST', PATH, {
    key: org.ownerKey,
    body: {
      data: {
        type: 'pdf-reports',
        attributes: { name: 'Asha Verma', birthData: DELHI, reportType: 'vedic', ...attributes },
      },
    },
  });

const completed = (id: string) => finishedReport(service, org.ownerKey, id);

/** The report's bytes and text (poppler refuses a damaged PDF). */
async function reportOf(t: import('ava').ExecutionContext, attributes: Record<string, unknown>) {
  const reply = await request(attributes);
  t.is(reply.status, 202, reply.text);
  const done = await completed(reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const response = await fetch(`${service.url}${PATH}/${done.id}/file`, { headers: { 'X-Api-Key': org.ownerKey } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const pdf = readPdf(bytes);
  t.is(pdf.pages.length, done.attributes.pageCount);
  return { bytes, pdf };
}

/** The fonts embedded in a PDF, as poppler's pdffonts lists them. */
function fontsOf(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-fonts-'));
  const file = path.join(dir, 'report.pdf');
  try {
    fs.writeFileSync(file, bytes);
    const result = spawnSync('pdffonts', [file], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pdffonts failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The kundli the calculation endpoint gives for the same birth and date. */
async function kundliOf() {
  const reply = await call(service, 'POST', '/api/calc/vedic/kundli', {
    key: org.ownerKey,
    body: {
      birthDateTime: DELHI.dateTime,
      birthLocation: { latitude: DELHI.latitude, longitude: DELHI.longitude, timezone: DELHI.timezone },
      date: DASHA_DATE,
    },
  });
  return reply.body.data.attributes;
}

/** Text as pdftotext lays it out, folded to single spaces. */
const folded = (text: string) => text.replace(/\s+/g, ' ');

test('an English kundli: the cover, charts, grahas, bhavas and dasha as the kundli endpoint gives them, the written reading', async (t) => {
  const [{ pdf }, k] = await Promise.all([reportOf(t, { dashaDate: DASHA_DATE }), kundliOf()]);
  const words = VEDIC_REPORT_WORDS.en;
  const texts = VEDIC_TEXTS.en;
  const sign = (s: keyof typeof texts.signNames) => texts.signNames[s];
  const moon = k.grahas.find((g: { id: string }) => g.id === 'moon');
  const cover = folded(pdf.pages[0]);
  t.true(cover.includes(`Lagna ${sign(k.lagna.sign)}`), cover.slice(0, 600));
  t.true(cover.includes(`Moon sign (rashi) ${sign(moon.sign)}`));
  t.true(cover.includes(words.nakshatraPada(texts.nakshatraNames[moon.nakshatraNumber - 1], moon.pada)));
  const [maha, antar] = k.dasha.running;
  t.true(cover.includes(`${texts.grahaNames[maha.lord as 'sun']} / ${texts.grahaNames[antar.lord as 'sun']}`));
  const { starts, texts: parts } = sectionsOf(pdf.pages, [
    words.charts,
    words.positions,
    words.bhavas,
    words.dasha,
    words.reading,
  ]);
  t.true(
    starts.every((s) => s > 0),
    `section offsets ${starts}`,
  );
  // Each graha's row: name, rashi and bhava as the endpoint gives them.
  for (const g of k.grahas) {
    const row = new RegExp(`${texts.grahaNames[g.id as 'sun']}[^\\n]*?${sign(g.sign)}[^\\n]*\\b${g.house}\\b`);
    t.regex(parts[1], row, g.id);
  }
  k.houses.forEach((h: { house: number; sign: string; lord: string }, i: number) =>
    t.regex(
      parts[2],
      new RegExp(
        `\\b${h.house}\\s+${sign(h.sign as 'aries')}\\s+${texts.grahaNames[h.lord as 'sun']}[^\\n]*\\b${k.ashtakavarga.sarvaByHouse[i]}\\s*$`,
        'm',
      ),
      `bhava ${h.house}`,
    ),
  );
  for (const y of k.yogas.present) t.true(parts[2].includes(words.yogaNames[y.id as 'raja']), `yoga ${y.id}`);
  t.regex(
    folded(parts[2]),
    new RegExp(`Manglik \\(Kuja dosha\\) ${k.doshas.manglik.byRule ? '(yes|by the rule)' : 'no'}`),
  );
  for (const m of k.dasha.mahadashas) t.true(parts[3].includes(texts.grahaNames[m.lord as 'sun']), m.lord);
  const reading = folded(parts[4]);
  const first = (body: string) => body.split(/(?<=[.!?])\s/)[0];
  t.true(reading.includes(first(texts.lagna[k.lagna.sign as 'aries'])), 'the Lagna text');
  t.true(reading.includes(first(texts.moonSign[moon.sign as 'aries'])), 'the Moon sign text');
  t.true(reading.includes(first(texts.nakshatra[moon.nakshatraNumber - 1])), 'the nakshatra text');
  t.true(reading.includes(first(texts.mahadasha[maha.lord as 'sun'])), 'the mahadasha text');
  const antarFirst = first(texts.antardasha[antar.lord as 'sun']);
  t.true(reading.includes(antarFirst), 'the antardasha text');
});

test('a Hindi kundli: written in Devanagari in the embedded Noto Sans Devanagari, with the Hindi reading', async (t) => {
  const [{ bytes, pdf }, k] = await Promise.all([reportOf(t, { dashaDate: DASHA_DATE, language: 'hi' }), kundliOf()]);
  const fonts = fontsOf(bytes);
  t.regex(fonts, /NotoSansDevanagari/, 'the Devanagari font is embedded');
  t.regex(fonts, /NotoSansDevanagari-Regular|NotoSansDevanagari\S*\s+(CID )?TrueType/);
  t.notRegex(fonts, /DejaVu/, 'no text falls back to a Latin font');
  const all = folded(pdf.pages.join(' '));
  const texts = VEDIC_TEXTS.hi;
  // pdftotext gives a shaped word's characters back in visual order (the reph and the i-matra
  // move, o and au come apart), so words are compared as the multisets of their characters.
  const key = (word: string) =>
    [...word.replace(/\u094b/g, '\u093e\u0947').replace(/\u094c/g, '\u093e\u0948')].sort().join('');
  const printed = new Set(
    all
      .replace(/[,.;:।()]/g, ' ')
      .split(/\s+/)
      .map(key),
  );
  const hasWords = (text: string) => text.split(' ').every((w) => printed.has(key(w)));
  t.true(hasWords(texts.signNames[k.lagna.sign as 'aries']), 'the Lagna sign in Hindi');
  for (const g of k.grahas) t.true(hasWords(texts.grahaNames[g.id as 'sun']), g.id);
  const moon = k.grahas.find((g: { id: string }) => g.id === 'moon');
  t.true(hasWords(texts.nakshatraNames[moon.nakshatraNumber - 1]), 'the birth nakshatra');
  for (const heading of [VEDIC_REPORT_WORDS.hi.dasha, VEDIC_REPORT_WORDS.hi.reading, VEDIC_REPORT_WORDS.hi.bhavas])
    t.true(hasWords(heading), heading);
  t.true(hasWords(VEDIC_REPORT_WORDS.hi.page(1, pdf.pages.length)), 'the Hindi page label');
  // The reading: every word of the Lagna text is printed.
  const lagnaWords = texts.lagna[k.lagna.sign as 'aries']
    .replace(/[,.;:।]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // A few words come apart where pdftotext reads a gap inside a conjunct ("छू ट"): nearly all must be found.
  const missing = lagnaWords.filter((w) => !printed.has(key(w)));
  t.true(missing.length <= lagnaWords.length * 0.05, `words of the Lagna text not found: ${missing.join(' ')}`);
});

test('a Vedic report refuses what it cannot write, naming the field', async (t) => {
  const cases: [Record<string, unknown>, string, RegExp][] = [
    [{ language: 'xx' }, 'data.attributes.language', /expected one of/],
    [{ zodiac: 'tropical' }, 'data.attributes.zodiac', /sidereal/],
    [{ dashaDate: '1980-01-01' }, 'data.attributes.dashaDate', /birth/],
    [{ node: 'osculating' }, 'data.attributes.node', /mean/],
  ];
  // While the two sets of languages differ: a language of the texts the Vedic report lacks, and back.
  const vedic: readonly string[] = VEDIC_LANGUAGES;
  const textsOnly = LANGUAGES.find((l) => !vedic.includes(l));
  const vedicOnly = VEDIC_LANGUAGES.find((l) => !(LANGUAGES as readonly string[]).includes(l));
  if (textsOnly) cases.push([{ language: textsOnly }, 'data.attributes.language', /for vedic reports/]);
  if (vedicOnly)
    cases.push([{ reportType: 'natal', language: vedicOnly }, 'data.attributes.language', /for natal reports/]);
  for (const [attributes, field, expected] of cases) {
    const reply = await request(attributes);
    t.is(reply.status, 400, `${JSON.stringify(attributes)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, reply.text.slice(0, 300));
    t.regex(JSON.stringify(reply.body.errors[0]), expected);
  }
});

/** A partner born in Mumbai (the girl of the matching). */
const MUMBAI = {
  dateTime: '1992-03-08T06:10',
  latitude: 19.076,
  longitude: 72.8777,
  timezone: 'Asia/Kolkata',
  placeName: 'Mumbai, India',
};
const post = (path: string, body: unknown) => call(service, 'POST', path, { key: org.ownerKey, body });
const birthOf = (b: typeof DELHI) => ({
  birthDateTime: b.dateTime,
  birthLocation: { latitude: b.latitude, longitude: b.longitude, timezone: b.timezone },
});

test('the kundli report with a partner and a month: Sade Sati, matching and panchang as the endpoints give them', async (t) => {
  const [{ pdf }, sadeSati, match, month] = await Promise.all([
    reportOf(t, {
      dashaDate: DASHA_DATE,
      partner: { name: 'Priya Nair', birthData: MUMBAI },
      matchRole: 'boy',
      panchangMonth: '2026-12',
    }),
    post('/api/calc/vedic/sade-sati', birthOf(DELHI)),
    post('/api/calc/vedic/matching', { boy: birthOf(DELHI), girl: birthOf(MUMBAI) }),
    post('/api/calc/vedic/panchang/range', {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      location: { latitude: DELHI.latitude, longitude: DELHI.longitude, timezone: DELHI.timezone },
    }),
  ]);
  for (const reply of [sadeSati, match, month]) t.is(reply.status, 200, reply.text.slice(0, 300));
  const all = pdf.pages.join('\n');
  const { starts, texts } = sectionsOf(pdf.pages, [
    'Sade Sati',
    'Kundli matching',
    'Panchang, December 2026',
    'Reading',
  ]);
  t.true(
    starts.every((s) => s > 0),
    `section offsets ${starts}`,
  );
  // Sade Sati: every phase's dates as the endpoint gives them (in the birth zone, en-GB).
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: DELHI.timezone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const periods = sadeSati.body.data.attributes.periods as { phases: { start: string; end: string }[] }[];
  t.true(periods.length > 0);
  for (const phase of periods.flatMap((p) => p.phases)) {
    t.true(texts[0].includes(day.format(new Date(phase.start))), `a phase from ${phase.start}`);
    t.true(texts[0].includes(day.format(new Date(phase.end))), `a phase to ${phase.end}`);
  }
  // Matching: each koota's points and the total of the matching endpoint, both names.
  const m = match.body.data.attributes;
  const matchingText = folded(texts[1]);
  t.true(
    matchingText.includes('Boy: Asha Verma') && matchingText.includes('Girl: Priya Nair'),
    matchingText.slice(0, 300),
  );
  t.true(matchingText.includes(`Total: ${m.ashtakoota.total} of 36 gunas.`), matchingText);
  const names: Record<string, string> = { 'graha-maitri': 'Graha maitri' };
  for (const k of m.ashtakoota.kootas as { koota: string; points: number; max: number }[]) {
    const name = names[k.koota] ?? k.koota[0].toUpperCase() + k.koota.slice(1);
    t.regex(texts[1], new RegExp(`${name}\\s+${k.points}\\s+${k.max}\\b`), k.koota);
  }
  t.true(matchingText.includes(`${m.porutham.agreeing} of the 10 checks agree`));
  // Panchang: 31 days, each with the tithi and nakshatra the range endpoint has at sunrise.
  const tithiName = (id: string) => id[0].toUpperCase() + id.slice(1);
  const rows = texts[2].split('\n');
  const days = month.body.data.attributes.days as {
    date: string;
    tithi: { name: string }[];
    nakshatra: { number: number }[];
  }[];
  t.is(days.length, 31);
  for (const d of days) {
    const label = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric' }).format(
      new Date(`${d.date}T12:00:00Z`),
    );
    const row = rows.find((r) => r.trimStart().startsWith(`${label} `));
    t.truthy(row, `the row of ${d.date} (${label})`);
    t.true(row?.includes(tithiName(d.tithi[0].name)), `${d.date}: ${row}`);
    t.true(row?.includes(VEDIC_TEXTS.en.nakshatraNames[d.nakshatra[0].number - 1]), `${d.date}: ${row}`);
  }
  t.true(all.length > 0);
});

test('a Hindi report with a partner and a month: the matching and panchang words in Devanagari', async (t) => {
  const { pdf } = await reportOf(t, {
    dashaDate: DASHA_DATE,
    language: 'hi',
    partner: { name: 'Priya Nair', birthData: MUMBAI },
    matchRole: 'girl',
    panchangMonth: '2026-12',
  });
  const all = folded(pdf.pages.join(' '));
  const key = (word: string) =>
    [...word.replace(/\u094b/g, '\u093e\u0947').replace(/\u094c/g, '\u093e\u0948')].sort().join('');
  // As in the test above, words as multisets of their characters; pdftotext also reads a gap
  // inside some words ("कंु डली"), so two printed pieces in a row count as one word too.
  const pieces = all.replace(/[,.;:।()]/g, ' ').split(/\s+/);
  const printed = new Set([...pieces.map(key), ...pieces.slice(1).map((w, i) => key(pieces[i] + w))]);
  const hasWords = (text: string) => text.split(' ').every((w) => printed.has(key(w)));
  for (const words of ['कुंडली मिलान', 'साढ़ेसाती', 'पंचांग', 'भकूट', 'नाड़ी', 'राहु काल', 'वर', 'कन्या'])
    t.true(hasWords(words), words);
});

test('a Vedic report refuses a matching or a month it cannot make, naming the field', async (t) => {
  const cases: [Record<string, unknown>, string][] = [
    [{ partner: { name: 'Priya Nair', birthData: MUMBAI } }, 'data.attributes.matchRole'],
    [{ matchRole: 'girl' }, 'data.attributes.partner'],
    [{ partner: { name: 'Priya Nair', birthData: MUMBAI }, matchRole: 'bride' }, 'data.attributes.matchRole'],
    [{ panchangMonth: '2026-13' }, 'data.attributes.panchangMonth'],
    [
      { panchangMonth: '2026-06', panchangLocation: { latitude: 78.2, longitude: 15.6 } },
      'data.attributes.panchangLocation.latitude',
    ],
    [
      { panchangMonth: '2026-06', panchangLocation: { latitude: 28.6, longitude: 77.2, zone: 'x' } },
      'data.attributes.panchangLocation.zone',
    ],
  ];
  for (const [attributes, field] of cases) {
    const reply = await request(attributes);
    t.is(reply.status, 400, `${JSON.stringify(attributes)}: ${reply.text.slice(0, 300)}`);
    t.is(reply.body.errors?.[0]?.source?.parameter, field, reply.text.slice(0, 300));
  }
});

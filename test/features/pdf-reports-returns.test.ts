/**
 * PDF reports of solar returns and secondary progressions on the real service (PostgreSQL,
 * Redis, the calculation pool; generated in the web process as with the embedded database):
 * what the cover, the tables and the texts say is checked against the calculation endpoints,
 * and bad input is refused when the report is requested.
 */
import test from 'ava';
import { ASPECTS, type PointId } from '../../src/astro/vocabulary.ts';
import { RETURN_ASPECT_TEXT_CAP } from '../../src/reports/moving-chart-texts.ts';
import { isVariantPair } from '../../src/reports/moving-contacts.ts';
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
const CALC_BIRTH = {
  birthDateTime: EINSTEIN.dateTime,
  birthLocation: { latitude: EINSTEIN.latitude, longitude: EINSTEIN.longitude, timezone: EINSTEIN.timezone },
};

const request = (attributes: Record<string, unknown>) =>
  call(service, 'POST', PATH, {
    key: org.ownerKey,
    body: {
      data: { type: 'pdf-reports', attributes: { name: 'Albert Einstein', birthData: EINSTEIN, ...attributes } },
    },
  });

const completed = (id: string) => finishedReport(service, org.ownerKey, id);

async function pdfOf(id: string) {
  const response = await fetch(`${service.url}${PATH}/${id}/file`, { headers: { 'X-Api-Key': org.ownerKey } });
  return readPdf(new Uint8Array(await response.arrayBuffer()));
}

/** The sentences of the interpretation pages that occur more than once (whitespace folded). */
function repeatedSentences(pages: string[]): string[] {
  const text = pages.join(' ').replace(/\s+/g, ' ');
  const counts = new Map<string, number>();
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (sentence.length < 30) continue;
    counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([s]) => s);
}

test('a solar return report: the year and the return instant on the cover, the bi-wheel, the return chart, its aspects and texts', async (t) => {
  const reply = await request({
    reportType: 'solar-return',
    returnYear: 1905,
    returnLocation: { latitude: 46.948, longitude: 7.4474 },
  });
  t.is(reply.status, 202, reply.text);
  t.is(reply.body.data.attributes.reportType, 'solar-return');
  const done = await completed(reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = await pdfOf(done.id);
  t.is(pdf.pages.length, done.attributes.pageCount);

  const calc = await call(service, 'POST', '/api/calc/solar-return', {
    key: org.ownerKey,
    body: {
      ...CALC_BIRTH,
      returnYear: 1905,
      returnLocation: { latitude: 46.948, longitude: 7.4474 },
      includeText: true,
    },
  });
  t.is(calc.status, 200, calc.text);
  const r = calc.body.data.attributes;
  t.regex(pdf.pages[0], /Solar return 1905/);
  t.regex(pdf.pages[0], /Albert Einstein/);
  t.true(
    pdf.pages[0].includes(berlin(r.returnDate)),
    `cover gives the return instant ${berlin(r.returnDate)} in the birth zone`,
  );
  t.regex(pdf.pages[0], /46°57′ N, 7°27′ E \(relocated\)/);

  const { starts, texts: sections } = sectionsOf(pdf.pages, [
    'Chart Wheel',
    'Positions in the solar return',
    'Houses of the solar return',
    'Aspects',
    'Interpretation',
  ]);
  t.true(
    starts.every((s) => s > 0),
    `section offsets ${starts}`,
  );
  t.regex(sections[0], /Natal[\s\S]*Solar return: /, 'the bi-wheel names both rings');
  // The return chart's points, as the calculation endpoint gives them: sign and house.
  const sun = r.points.sun;
  const sunRow = new RegExp(
    `Sun\\s+\\S+ ${sun.sign[0].toUpperCase()}${sun.sign.slice(1)}\\s+\\d+°\\d\\d′\\s+${sun.house}\\b`,
  );
  t.regex(sections[1], sunRow);
  const aspects = sections[3];
  t.true(r.aspectsToNatal.length > 0);
  t.regex(aspects, /Point \(return\)[\s\S]*Point \(natal\)/);

  const interpretation = [sections[4]];
  const texts = interpretation.join('\n').replace(/\s+/g, ' ');
  t.true(texts.includes(sun.text.title), `the Sun's house text "${sun.text.title}"`);
  // The report reads the RETURN_ASPECT_TEXT_CAP closest major aspects, variant pairs (mean and
  // true node) left out, and prints the text of those that have one; its table lists them all.
  type Aspect = { point: PointId; natal: PointId; aspect: string; orb: number; text?: { title: string } | null };
  const major = new Set<string>(ASPECTS.filter((a) => a.major).map((a) => a.id));
  const closest = (r.aspectsToNatal as Aspect[])
    .filter((a) => major.has(a.aspect) && !isVariantPair(a.point, a.natal))
    .sort((x, y) => x.orb - y.orb)
    .slice(0, RETURN_ASPECT_TEXT_CAP);
  t.is(closest.length, RETURN_ASPECT_TEXT_CAP);
  for (const a of closest.filter((a) => a.text)) t.true(texts.includes(a.text?.title ?? '?'), a.text?.title);
  t.deepEqual(repeatedSentences(interpretation), [], 'no sentence printed twice');
  pdf.pages.forEach((page, i) => t.regex(page, new RegExp(`Page ${i + 1} of ${pdf.pages.length}`)));
});

test('a progressions report: the target date, the angles method, the perfections with their dates, texts', async (t) => {
  const reply = await request({
    reportType: 'progressions',
    targetDate: '1905-06-30',
    angles: 'naibod',
    language: 'en',
  });
  t.is(reply.status, 202, reply.text);
  const done = await completed(reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = await pdfOf(done.id);

  const calc = await call(service, 'POST', '/api/calc/progressions', {
    key: org.ownerKey,
    body: { ...CALC_BIRTH, targetDate: '1905-06-30', angles: 'naibod', includeText: true },
  });
  t.is(calc.status, 200, calc.text);
  const p = calc.body.data.attributes;
  t.regex(pdf.pages[0], /Secondary progressions to 30 Jun 1905/);
  t.regex(pdf.pages[0], /Angles\s+by Naibod's rate/);
  const all = pdf.pages.join('\n');
  t.regex(all, /Progressed aspects exact within a year of the target date/);
  t.true(p.perfections.length > 0, 'the sample has perfections');
  for (const f of p.perfections) t.true(all.includes(berlin(f.exact)), `perfection exact ${berlin(f.exact)}`);
  const interpretation = [sectionsOf(pdf.pages, ['Interpretation']).texts[0]];
  const texts = interpretation.join('\n').replace(/\s+/g, ' ');
  for (const f of p.perfections.filter((f: { text?: { title: string } }) => f.text))
    t.true(texts.includes(f.text.title), f.text.title);
  t.deepEqual(repeatedSentences(interpretation), [], 'no sentence printed twice');
});

test('solar return and progressions reports in Spanish and German have their own titles', async (t) => {
  const es = await request({ reportType: 'solar-return', returnYear: 1921, language: 'es' });
  const de = await request({ reportType: 'progressions', targetDate: '1921-11-09', language: 'de' });
  t.is(es.status, 202, es.text);
  t.is(de.status, 202, de.text);
  const [esDone, deDone] = await Promise.all([completed(es.body.data.id), completed(de.body.data.id)]);
  t.is(esDone.attributes.status, 'completed', esDone.attributes.failureReason ?? '');
  t.is(deDone.attributes.status, 'completed', deDone.attributes.failureReason ?? '');
  t.regex((await pdfOf(esDone.id)).pages[0], /Revolución solar 1921/);
  t.regex((await pdfOf(deDone.id)).pages[0], /Sekundärprogressionen zum 9\. Nov\. 1921/);
});

test('a return year or target date the engine refuses answers 400 when the report is requested, naming the field; nothing is queued', async (t) => {
  const own = await createOrganization(service.services.db);
  const queued = async () =>
    Number(
      (
        await service.services
          .db('pdf_reports')
          .where({ organization_id: own.organizationId })
          .count<{ n: number }[]>('* as n')
      )[0].n,
    );
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ reportType: 'solar-return', returnYear: 1800 }, 'data.attributes.returnYear', /1879/],
    [{ reportType: 'solar-return', returnYear: 2401 }, 'data.attributes.returnYear', /2400/],
    [{ reportType: 'solar-return', returnYear: 1905.5 }, 'data.attributes.returnYear', /calendar year/],
    [
      { reportType: 'solar-return', returnLocation: { latitude: 91, longitude: 0 } },
      'data.attributes.returnLocation.latitude',
      /./,
    ],
    [{ reportType: 'progressions' }, 'data.attributes.targetDate', /required/],
    [{ reportType: 'progressions', targetDate: '1870-01-01' }, 'data.attributes.targetDate', /./],
    [{ reportType: 'progressions', targetDate: '2401-01-01' }, 'data.attributes.targetDate', /2400/],
    [
      { reportType: 'progressions', targetDate: '1905-06-30', angles: 'primary' },
      'data.attributes.angles',
      /solar-arc/,
    ],
  ];
  for (const [attributes, parameter, detail] of cases) {
    const reply = await call(service, 'POST', PATH, {
      key: own.ownerKey,
      body: {
        data: { type: 'pdf-reports', attributes: { name: 'Albert Einstein', birthData: EINSTEIN, ...attributes } },
      },
    });
    t.is(reply.status, 400, `${JSON.stringify(attributes)}: ${reply.text}`);
    t.is(reply.body.errors[0].source?.parameter, parameter, JSON.stringify(attributes));
    t.regex(reply.body.errors[0].detail, detail, JSON.stringify(attributes));
  }
  t.is(await queued(), 0);
});

test('templates can be made for solar return and progressions reports', async (t) => {
  const reply = await call(service, 'POST', '/api/pdf-reports/templates', {
    key: org.ownerKey,
    body: {
      data: {
        type: 'templates',
        attributes: { name: 'Returns', reportType: 'solar-return', editorConfig: '{}', pageSettings: '{}' },
      },
    },
  });
  t.is(reply.status, 201, reply.text);
  const report = await request({ templateId: reply.body.data.id, returnYear: 1900 });
  t.is(report.status, 202, report.text);
  t.is(report.body.data.attributes.reportType, 'solar-return');
});

test('sidereal solar return and progressions reports are made in the zodiac asked for: the birth block names it and the ayanamsa at birth', async (t) => {
  const sidereal = { zodiac: 'sidereal', ayanamsa: 'lahiri' };
  const progressions = await request({
    reportType: 'progressions',
    targetDate: '1905-06-30',
    language: 'en',
    ...sidereal,
  });
  const solarReturn = await request({ reportType: 'solar-return', returnYear: 1905, language: 'en', ...sidereal });
  t.is(progressions.status, 202, progressions.text);
  t.is(solarReturn.status, 202, solarReturn.text);
  for (const reply of [progressions, solarReturn]) {
    const done = await completed(reply.body.data.id);
    t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
    const all = (await pdfOf(done.id)).pages.join('\n');
    t.regex(all, /Sidereal: every position is sidereal \(ayanamsa Lahiri 2\d°/);
  }
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SearchMoonPhase } from 'astronomy-engine';
import test from 'ava';
import { addMemberWithKey, createOrganization } from '../support/factories.ts';
import { readPdf, sectionsOf } from '../support/pdf-text.ts';
import { call, startTestService, type TestService } from '../support/test-service.ts';

// The web process generates reports itself here (as with the embedded database), rendering in
// its calculation pool; test/queue/report-worker-process.test.ts runs the separate worker.
let service: TestService;

test.before(async () => {
  service = await startTestService({ REPORT_WORKER: 'inline', POOL_THREADS: '2' });
});
test.after.always(async () => service?.stopAll());

const PATH = '/api/pdf-reports';

/** Albert Einstein: Ulm, 14 March 1879, 11:30 local mean time. Sun in Pisces, Moon in Sagittarius. */
const EINSTEIN = {
  dateTime: '1879-03-14T11:30',
  latitude: 48.4011,
  longitude: 9.9876,
  timezone: 'Europe/Berlin',
  placeName: 'Ulm, Germany',
};

const request = (key: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(service, 'POST', PATH, {
    key,
    headers,
    body: {
      data: { type: 'pdf-reports', attributes: { name: 'Albert Einstein', birthData: EINSTEIN, ...attributes } },
    },
  });

async function waitForReport(
  key: string,
  id: string,
  until: (attributes: { status: string }) => boolean = (a) => a.status === 'completed' || a.status === 'failed',
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = await call(service, 'GET', `${PATH}/${id}`, { key });
    if (reply.status !== 200) throw new Error(`GET report: ${reply.status} ${reply.text}`);
    if (until(reply.body.data.attributes)) return reply.body.data;
    if (Date.now() > deadline) throw new Error(`report ${id} still ${reply.body.data.attributes.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function fileOf(key: string, id: string) {
  const response = await fetch(`${service.url}${PATH}/${id}/file`, { headers: { 'X-Api-Key': key } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

test('a natal report is queued (202), generated with progress, and served as a PDF with cover, sections, texts and page numbers', async (t) => {
  const org = await createOrganization(service.services.db);
  const reply = await request(org.ownerKey, { language: 'en' });
  t.is(reply.status, 202, reply.text);
  t.regex(reply.headers.get('content-type') ?? '', /^application\/vnd\.api\+json/);
  const queued = reply.body.data;
  t.is(queued.type, 'pdf-report');
  t.is(reply.headers.get('location'), `${PATH}/${queued.id}`);
  t.true(['queued', 'active'].includes(queued.attributes.status));
  t.is(queued.attributes.reportType, 'natal');
  t.is(queued.attributes.templateId, null, 'no template and no default: the built-in layout');
  t.is(queued.attributes.finishedAt, null);
  t.is(queued.links.file, null);

  const done = await waitForReport(org.ownerKey, queued.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  t.is(done.attributes.progress, 100);
  t.is(done.attributes.attempts, 1);
  t.true(Date.parse(done.attributes.finishedAt) >= Date.parse(done.attributes.startedAt));
  t.true(Date.parse(done.attributes.startedAt) >= Date.parse(done.attributes.createdAt));
  t.is(done.links.file, `${PATH}/${queued.id}/file`);

  const file = await fileOf(org.ownerKey, queued.id);
  t.is(file.status, 200);
  t.is(file.headers.get('content-type'), 'application/pdf');
  t.regex(file.headers.get('content-disposition') ?? '', /albert-einstein-natal-report\.pdf/);
  t.is(file.bytes.byteLength, done.attributes.fileSize);
  const pdf = readPdf(file.bytes);
  t.is(Number(pdf.info.Pages), done.attributes.pageCount);
  t.is(pdf.pages.length, done.attributes.pageCount);
  t.true(pdf.pages.length >= 6, `${pdf.pages.length} pages`);
  t.regex(pdf.info['Page size'], /^595\.2\d* x 841\.8\d* pts \(A4\)/);
  // Cover: title, name, birth data.
  t.regex(pdf.pages[0], /Natal Chart Report/);
  t.regex(pdf.pages[0], /Albert Einstein/);
  t.regex(pdf.pages[0], /14 Mar 1879, 11:30/);
  t.regex(pdf.pages[0], /Ulm, Germany/);
  t.regex(pdf.pages[0], /48°24′ N, 9°59′ E/);
  // Sections in the default order (the wheel on a page of its own, the others running on).
  const { starts, texts: sections } = sectionsOf(pdf.pages, [
    'Chart Wheel',
    'Planetary Positions',
    'Houses',
    'Aspects',
    'Interpretation',
  ]);
  t.true(
    starts.every((s) => s > 0),
    `section offsets ${starts}`,
  );
  t.true(pdf.pages[1].trimStart().startsWith('Chart Wheel'), 'the wheel on the page after the cover');
  t.regex(sections[0], /ASC[\s\S]*DSC/, 'the wheel is drawn with its angle labels');
  t.regex(sections[1], /Sun\s+♓ Pisces/);
  t.regex(sections[1], /Moon\s+♐ Sagittarius/);
  const texts = sections[4];
  t.regex(texts, /Sun in Pisces/);
  t.regex(texts, /Moon in Sagittarius/);
  t.regex(texts, /Sun in the \d+(st|nd|rd|th) House/);
  pdf.pages.forEach((page, i) =>
    t.regex(page, new RegExp(`Page ${i + 1} of ${pdf.pages.length}`), `page ${i + 1} is numbered`),
  );

  const etag = file.headers.get('etag')!;
  const cached = await fetch(`${service.url}${PATH}/${queued.id}/file`, {
    headers: { 'X-Api-Key': org.ownerKey, 'If-None-Match': etag },
  });
  t.is(cached.status, 304);
  const revalidate = (ifNoneMatch: string) =>
    fetch(`${service.url}${PATH}/${queued.id}/file`, {
      headers: { 'X-Api-Key': org.ownerKey, 'If-None-Match': ifNoneMatch },
    });
  t.is((await revalidate(`W/${etag}`)).status, 304, 'a weak tag matches');
  t.is((await revalidate(`"other", ${etag}`)).status, 304, 'a list holding the tag matches');
  t.is((await revalidate('"other"')).status, 200, 'another tag does not');
});

test('the template decides sections, order, page size and orientation, colours; the report keeps the template version it was made with', async (t) => {
  const org = await createOrganization(service.services.db);
  const template = await call(service, 'POST', `${PATH}/templates`, {
    key: org.ownerKey,
    body: {
      data: {
        type: 'templates',
        attributes: {
          name: 'Short',
          reportType: 'natal',
          isDefault: true,
          editorConfig: JSON.stringify({
            sections: ['interpretation', 'cover'],
            title: 'Dein Horoskop',
            footerText: 'Studio Sterne',
            pageNumbers: true,
          }),
          pageSettings: JSON.stringify({ size: 'A5', orientation: 'landscape', margins: '15mm' }),
          customCss: 'body { font-family: serif; color: #202040 } h1 { color: navy }',
        },
      },
    },
  });
  t.is(template.status, 201, template.text);
  const reply = await request(org.ownerKey, { language: 'de' });
  t.is(reply.status, 202, reply.text);
  t.is(reply.body.data.attributes.templateId, template.body.data.id, 'the default template of the type is used');
  t.is(reply.body.data.attributes.templateVersion, 1);
  // A later edit does not change the queued report.
  await call(service, 'PATCH', `${PATH}/templates/${template.body.data.id}`, {
    key: org.ownerKey,
    body: { data: { type: 'templates', attributes: { editorConfig: { sections: ['cover'] } } } },
  });

  const done = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = readPdf((await fileOf(org.ownerKey, done.id)).bytes);
  t.regex(pdf.info['Page size'], /^595\.2\d* x 419\.5\d* pts/, 'A5 landscape');
  t.regex(pdf.pages[0], /^\s*Deutung\s+Muster im Horoskop\s+Stellium/, 'interpretation first, in German');
  const cover = pdf.pages.findIndex((p) => /Dein Horoskop/.test(p));
  t.is(cover, pdf.pages.length - 1, 'the cover comes last');
  t.false(
    pdf.pages.some((p) => /Planetenstände|Horoskopgrafik/.test(p)),
    'sections left out are absent',
  );
  t.regex(pdf.pages[0], /Studio Sterne/);
  t.regex(pdf.pages[0], new RegExp(`Seite 1 von ${pdf.pages.length}`));
});

test('birth data the calculation endpoints refuse is refused when the report is requested: 400 naming the field, no report queued', async (t) => {
  const org = await createOrganization(service.services.db);
  const PARTNER = { name: 'Mileva', birthData: { ...EINSTEIN, dateTime: '1875-12-19T12:00' } };
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [
      { birthData: { ...EINSTEIN, dateTime: '2021-02-30T12:00' } },
      'data.attributes.birthData.dateTime',
      /not a date that exists/,
    ],
    [{ birthData: { ...EINSTEIN, timezone: 'Mars/Olympus' } }, 'data.attributes.birthData.timezone', /IANA|zone/i],
    [
      {
        reportType: 'transit',
        birthData: { ...EINSTEIN, dateTime: '1990-02-30T10:00' },
        transitPeriod: { start: '2026-01-01', end: '2026-02-01' },
      },
      'data.attributes.birthData.dateTime',
      /not a date that exists/,
    ],
    [
      {
        reportType: 'synastry',
        partner: { ...PARTNER, birthData: { ...PARTNER.birthData, timezone: 'Mars/Olympus' } },
      },
      'data.attributes.partner.birthData.timezone',
      /IANA|zone/i,
    ],
  ];
  for (const [attributes, parameter, detail] of cases) {
    const reply = await request(org.ownerKey, attributes);
    t.is(reply.status, 400, `${JSON.stringify(attributes)}: ${reply.text}`);
    t.is(reply.body.errors[0].code, 'invalid_parameter');
    t.is(reply.body.errors[0].source.parameter, parameter);
    t.regex(reply.body.errors[0].detail, detail);
  }
  const listed = await service.services
    .db('pdf_reports')
    .where({ organization_id: org.organizationId })
    .count<{ count: string }[]>('* as count');
  t.is(Number(listed[0].count), 0, 'nothing stored');
});

test("request validation: 400 naming the field; a synastry report needs a partner; a transit report's period is checked when requested", async (t) => {
  const org = await createOrganization(service.services.db);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: '' }, 'data.attributes.name'],
    [{ language: 'xx' }, 'data.attributes.language'],
    [{ birthData: { ...EINSTEIN, latitude: 91 } }, 'data.attributes.birthData.latitude'],
    [{ birthData: { dateTime: '1879-03-14T11:30', longitude: 10 } }, 'data.attributes.birthData.latitude'],
    [{ birthData: { ...EINSTEIN, dateTime: 'yesterday' } }, 'data.attributes.birthData.dateTime'],
    [{ houseSystem: 'zodiacal' }, 'data.attributes.houseSystem'],
    [{ reportType: 'horary' }, 'data.attributes.reportType'],
  ];
  for (const [attributes, parameter] of cases) {
    const reply = await request(org.ownerKey, attributes);
    t.is(reply.status, 400, JSON.stringify(attributes));
    t.is(reply.body.errors[0].source.parameter, parameter, JSON.stringify(attributes));
  }
  const periods: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ start: '2026-01-01', end: '2028-01-02' }, 'end', /at most 24 months/],
    [{ start: '2026-05-01', end: '2026-04-30T23:00' }, 'end', /after the start/],
    [{ start: '2026-05-01T10:00Z', end: '2026-05-01T10:00Z' }, 'end', /after the start/],
    [{ end: '1999-12-31' }, 'end', /after the start/],
    [{ start: '2026-02-30' }, 'start', /not a date that exists/],
    [{ start: 'next week' }, 'start', /YYYY-MM-DD/],
    [{ start: '1799-12-31' }, 'start', /1800/],
    [{ start: '2400-06-01' }, 'end', /2400-12-31/],
    [{ timezone: 'Mars/Olympus' }, 'timezone', /IANA/],
  ];
  for (const [transitPeriod, field, message] of periods) {
    const reply = await request(org.ownerKey, { reportType: 'transit', transitPeriod });
    t.is(reply.status, 400, JSON.stringify(transitPeriod));
    t.is(
      reply.body.errors[0].source.parameter,
      `data.attributes.transitPeriod.${field}`,
      JSON.stringify(transitPeriod),
    );
    t.regex(reply.body.errors[0].detail, message, JSON.stringify(transitPeriod));
  }
  const longest = await request(org.ownerKey, {
    reportType: 'transit',
    transitPeriod: { start: '2026-01-01', end: '2027-12-31' },
  });
  t.is(longest.status, 202, '24 months are allowed');
  const done = await waitForReport(org.ownerKey, longest.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  t.log(
    `24-month transit report: ${done.attributes.pageCount} pages, ${done.attributes.fileSize} bytes, ${Date.parse(done.attributes.finishedAt) - Date.parse(done.attributes.startedAt)} ms`,
  );
  const natalWithPeriod = await request(org.ownerKey, { transitPeriod: { start: 'next week' } });
  t.is(natalWithPeriod.status, 400, 'the shape is checked for every report type');
  const lonely = await request(org.ownerKey, { reportType: 'synastry' });
  t.is(lonely.status, 400);
  t.is(lonely.body.errors[0].source.parameter, 'data.attributes.partner');
  const badPartner = await request(org.ownerKey, {
    reportType: 'synastry',
    partner: { name: 'X', birthData: { ...EINSTEIN, longitude: 200 } },
  });
  t.is(badPartner.status, 400);
  t.is(badPartner.body.errors[0].source.parameter, 'data.attributes.partner.birthData.longitude');
  const transitTemplate = await call(service, 'POST', `${PATH}/templates`, {
    key: org.ownerKey,
    body: { data: { type: 'templates', attributes: { name: 'T', reportType: 'transit' } } },
  });
  const byTemplate = await request(org.ownerKey, {
    templateId: transitTemplate.body.data.id,
    transitPeriod: { end: '2020-01-01' },
  });
  t.is(byTemplate.status, 400, 'a transit template makes a transit report, whose period is checked');
  t.is(byTemplate.body.errors[0].source.parameter, 'data.attributes.transitPeriod.end');
  const mismatch = await request(org.ownerKey, { templateId: transitTemplate.body.data.id, reportType: 'natal' });
  t.is(mismatch.status, 422);
  t.is(mismatch.body.errors[0].code, 'report_type_mismatch');
  const unknown = await request(org.ownerKey, { templateId: '00000000-0000-4000-8000-000000000000' });
  t.is(unknown.status, 422);
  t.is(unknown.body.errors[0].source.parameter, 'data.attributes.templateId');
  const inactive = await call(service, 'POST', `${PATH}/templates`, {
    key: org.ownerKey,
    body: { data: { type: 'templates', attributes: { name: 'Off', reportType: 'natal', isActive: false } } },
  });
  const off = await request(org.ownerKey, { templateId: inactive.body.data.id });
  t.is(off.status, 422);
  t.is(off.body.errors[0].code, 'template_inactive');
  const badKey = await request(org.ownerKey, {}, { 'Idempotency-Key': 'has spaces in it' });
  t.is(badKey.status, 400);
  t.is(badKey.body.errors[0].source.parameter, 'Idempotency-Key');
  t.is(badKey.body.errors[0].source.in, 'header');
});

test('Idempotency-Key: a retried request returns the same report, also when sent concurrently; a different request with the key is a 422', async (t) => {
  const org = await createOrganization(service.services.db);
  const headers = { 'Idempotency-Key': `order-${Date.now()}` };
  const first = await request(org.ownerKey, { name: 'Ada' }, headers);
  t.is(first.status, 202);
  t.is(first.headers.get('idempotent-replayed'), null);
  const again = await request(org.ownerKey, { name: 'Ada' }, headers);
  t.is(again.status, 202);
  t.is(again.body.data.id, first.body.data.id);
  t.is(again.headers.get('idempotent-replayed'), 'true');
  const different = await request(org.ownerKey, { name: 'Grace' }, headers);
  t.is(different.status, 422);
  t.is(different.body.errors[0].code, 'idempotency_key_reused');
  t.is(different.body.errors[0].source.parameter, 'Idempotency-Key');

  const raceHeaders = { 'Idempotency-Key': 'race-1' };
  const racers = await Promise.all(
    Array.from({ length: 6 }, () => request(org.ownerKey, { name: 'Racer' }, raceHeaders)),
  );
  t.deepEqual(
    racers.map((r) => r.status),
    Array(6).fill(202),
  );
  t.is(new Set(racers.map((r) => r.body.data.id)).size, 1);
  const rows = await service.services
    .db('pdf_reports')
    .where({ organization_id: org.organizationId, idempotency_key: 'race-1' });
  t.is(rows.length, 1);

  const other = await createOrganization(service.services.db);
  const theirs = await request(other.ownerKey, { name: 'Racer' }, raceHeaders);
  t.is(theirs.status, 202);
  t.not(theirs.body.data.id, racers[0].body.data.id, 'keys are per organization');
  const done = await waitForReport(org.ownerKey, racers[0].body.data.id);
  t.is(done.attributes.status, 'completed');
  t.is(done.attributes.attempts, 1, 'one report, generated once');
});

test('reports belong to their organization: others get 404 for the report and its file; members may request reports', async (t) => {
  const org = await createOrganization(service.services.db);
  const other = await createOrganization(service.services.db);
  const member = await addMemberWithKey(service.services.db, org.organizationId, 'member');
  const reply = await request(member.key, { name: 'Member made' });
  t.is(reply.status, 202);
  const id = reply.body.data.id;
  for (const path of [`${PATH}/${id}`, `${PATH}/${id}/file`]) {
    const refused = await call(service, 'GET', path, { key: other.ownerKey });
    t.is(refused.status, 404, path);
    t.is(refused.body.errors[0].source.parameter, 'id');
  }
  t.is(
    (await call(service, 'GET', `${PATH}/${id}`, { key: org.ownerKey })).status,
    200,
    'the whole organization sees it',
  );
  t.is((await call(service, 'GET', `${PATH}/nonsense`, { key: org.ownerKey })).status, 404);
  const noModule = await addMemberWithKey(service.services.db, org.organizationId, 'owner', { modules: ['natal'] });
  t.is((await request(noModule.key, {})).status, 403);
  await waitForReport(org.ownerKey, id);
});

test('a synastry report: both people on the cover, the bi-wheel, overlays, compatibility, inter-aspects and their texts', async (t) => {
  const org = await createOrganization(service.services.db);
  // Mileva Marić: Titel, 19 December 1875 (time unknown: noon).
  const mileva = {
    dateTime: '1875-12-19T12:00',
    latitude: 45.2,
    longitude: 20.3,
    timezone: 'Europe/Belgrade',
    placeName: 'Titel',
  };
  const reply = await request(org.ownerKey, {
    reportType: 'synastry',
    partner: { name: 'Mileva Marić', birthData: mileva },
  });
  t.is(reply.status, 202, reply.text);
  t.is(reply.body.data.attributes.reportType, 'synastry');
  const done = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = readPdf((await fileOf(org.ownerKey, done.id)).bytes);
  t.is(pdf.pages.length, done.attributes.pageCount);
  t.regex(pdf.pages[0], /Synastry Report/);
  t.regex(pdf.pages[0], /Albert Einstein & Mileva Marić/);
  t.regex(pdf.pages[0], /19 Dec 1875, 12:00/);
  t.regex(pdf.pages[0], /Compatibility: \d{1,3} \/ 100/);
  const all = pdf.pages.join('\n');
  t.regex(all, /Albert Einstein’s points in Mileva Marić’s houses/);
  t.regex(all, /Mileva Marić’s points in Albert Einstein’s houses/);
  t.regex(all, /Core connection/);
  t.regex(all, /Your (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Ascendant) \w+ their/);
  pdf.pages.forEach((page, i) => t.regex(page, new RegExp(`Page ${i + 1} of ${pdf.pages.length}`)));
});

/** A chart of the Swiss Ephemeris reference with a year of its transit events (test/astro/reference-data.ts). */
interface ReferenceChart {
  birthUtc: string;
  lat: number;
  lon: number;
  aspects: { utc: string; transit: string; natal: string; separation: number; speed: number }[];
  ingresses: { utc: string; body: string; sign: string; direction: string; speed: number }[];
  stations: { utc: string; body: string; type: string }[];
}
const REFERENCE = path.resolve(import.meta.dirname, '..', 'fixtures', 'reference', 'transits-sample.json');
const NAMES: Record<string, string> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  meanNode: 'North Node',
  asc: 'Ascendant',
  mc: 'Midheaven',
};
const ASPECT_OF: Record<number, string> = {
  0: 'conjunction',
  60: 'sextile',
  90: 'square',
  120: 'trine',
  180: 'opposition',
};

/** Month numbers (0–11) of the reports' short month names, English and German. */
const MONTHS: Record<string, number> = Object.fromEntries([
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'].map((m, i) => [m, i]),
  ...['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'].map((m, i) => [
    m,
    i,
  ]),
]);
const day = (d: string, m: string, y: string) => Date.UTC(Number(y), MONTHS[m], Number(d));

/** Calendar rows of a transit report's text: `8 Mar 1980, 04:21  …` (`8. März 1980, …`), as instants (UTC dates) with the rest of the line. */
function calendarRows(pages: string[]): { at: number; line: string }[] {
  const rows: { at: number; line: string }[] = [];
  for (const line of pages.join('\n').split('\n')) {
    const m = /^\s*(\d{1,2})\.? (\S+) (\d{4}), (\d\d):(\d\d)\s+(.*)$/.exec(line);
    if (m && m[2] in MONTHS)
      rows.push({ at: day(m[1], m[2], m[3]) + (Number(m[4]) * 60 + Number(m[5])) * 60_000, line: m[6] });
  }
  return rows;
}

test("a transit report: cover with the period, natal wheel and transit bi-wheel, a calendar that agrees with the Swiss Ephemeris, lunations, and the main transits' texts as the organization sees them", async (t) => {
  const chart: ReferenceChart = JSON.parse(readFileSync(REFERENCE, 'utf8')).charts[0];
  const org = await createOrganization(service.services.db);
  // The organization's own words for one transit of the period (Jupiter sextile natal Neptune, exact 1980-03-11 in the reference).
  const urn = 'urn:astro:transit:jupiter:sextile:neptune';
  const content = await call(
    service,
    'GET',
    `/api/content?filter[urn]=${encodeURIComponent(urn)}&filter[language]=en&filter[owner]=global`,
    { key: org.ownerKey },
  );
  const global = content.body.data.find((i: { attributes: { urn: string } }) => i.attributes.urn === urn);
  const copy = await call(service, 'POST', `/api/content/${global.id}/custom-copy`, { key: org.ownerKey });
  await call(service, 'PATCH', `/api/content/${copy.body.data.id}`, {
    key: org.ownerKey,
    body: {
      data: { type: 'content', attributes: { title: 'Our Jupiter title', body: 'Our own words for this transit.' } },
    },
  });

  const birthData = {
    dateTime: chart.birthUtc,
    latitude: chart.lat,
    longitude: chart.lon,
    placeName: 'Reference birth',
  };
  const period = { start: '1980-03-01', end: '1980-04-30', timezone: 'UTC' };
  const reply = await request(org.ownerKey, {
    name: 'Reference Person',
    reportType: 'transit',
    birthData,
    transitPeriod: period,
  });
  t.is(reply.status, 202, reply.text);
  t.is(reply.body.data.attributes.reportType, 'transit');
  const done = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const file = await fileOf(org.ownerKey, done.id);
  t.regex(file.headers.get('content-disposition') ?? '', /reference-person-transit-report\.pdf/);
  const pdf = readPdf(file.bytes);
  t.is(pdf.pages.length, done.attributes.pageCount);

  t.regex(pdf.pages[0], /Transit Report/);
  t.regex(pdf.pages[0], /Reference Person/);
  t.regex(pdf.pages[0], /2 Apr 1904/);
  t.regex(pdf.pages[0], /Period\s+1 Mar 1980 – 30 Apr 1980 \(UTC\)/, 'the whole end date is included');
  const { starts, texts: sections } = sectionsOf(pdf.pages, [
    'Chart Wheel',
    'Transits on 1 Mar 1980, 00:00',
    'Planetary Positions',
    'Houses',
    'Transit Calendar',
    'Interpretation',
  ]);
  t.true(
    starts.every((s) => s > 0),
    `section offsets ${starts}`,
  );
  t.regex(sections[1], /Natal: Reference Person/, "the bi-wheel's legend");
  t.regex(
    sections[2],
    /Transits on 1 Mar 1980, 00:00[\s\S]*Natal house/,
    'the transiting positions with their natal houses',
  );
  pdf.pages.forEach((page, i) => t.regex(page, new RegExp(`Page ${i + 1} of ${pdf.pages.length}`)));

  // Every aspect, ingress and station of the reference in the period is in the calendar, at its minute.
  const rows = calendarRows([sections[4]]);
  const from = Date.parse('1980-03-01T00:00:00Z');
  const to = Date.parse('1980-05-01T00:00:00Z');
  const inPeriod = (utc: string) => Date.parse(utc) >= from && Date.parse(utc) < to;
  let largest = 0;
  const find = (utc: string, speed: number, pattern: RegExp, what: string) => {
    const at = Date.parse(utc);
    // Printed minutes are truncated; a slow point's instant is only as sharp as its motion allows (0.0005° of it).
    const tolerance = 90_000 + (0.0005 / Math.max(Math.abs(speed), 1e-6)) * 86_400_000;
    const row = rows.find((r) => pattern.test(r.line) && Math.abs(r.at + 30_000 - at) <= tolerance);
    if (!row) return t.fail(`${what} at ${utc} is missing`);
    largest = Math.max(largest, Math.abs(row.at + 30_000 - at));
    t.pass();
  };
  const aspects = chart.aspects.filter((a) => a.transit !== 'moon' && NAMES[a.natal] && inPeriod(a.utc));
  t.true(aspects.length > 30, `${aspects.length} reference aspects`);
  for (const a of aspects) {
    const aspect = ASPECT_OF[Math.abs(a.separation)];
    find(
      a.utc,
      a.speed,
      new RegExp(`${NAMES[a.transit]}\\s.*${aspect} natal ${NAMES[a.natal]}(\\s|$)`),
      `${a.transit} ${aspect} ${a.natal}`,
    );
  }
  for (const e of chart.ingresses.filter((i) => i.body !== 'moon' && NAMES[i.body] && inPeriod(i.utc))) {
    find(
      e.utc,
      e.speed,
      new RegExp(`${NAMES[e.body]}\\s.*enters ${e.sign[0].toUpperCase()}${e.sign.slice(1)}`),
      `${e.body} enters ${e.sign}`,
    );
  }
  // A station's instant is ill-defined (the longitude hardly moves for days): half a day.
  for (const e of chart.stations.filter((s) => NAMES[s.body] && inPeriod(s.utc))) {
    const at = Date.parse(e.utc);
    t.true(
      rows.some(
        (r) => new RegExp(`${NAMES[e.body]}\\s.*turns ${e.type} at`).test(r.line) && Math.abs(r.at - at) < 43_200_000,
      ),
      `${e.body} turns ${e.type} at ${e.utc}`,
    );
  }
  t.log(`calendar rows: ${rows.length}; largest difference from the Swiss Ephemeris: ${(largest / 1000).toFixed(0)} s`);
  // Orb windows hold their exact instant.
  for (const row of rows) {
    const w = /(\d{1,2}) (\S+) (\d{4}) – (\d{1,2}) (\S+) (\d{4})\s*$/.exec(row.line);
    if (!w) continue;
    t.true(day(w[1], w[2], w[3]) <= row.at && row.at < day(w[4], w[5], w[6]) + 86_400_000, row.line);
  }
  // A two-month period lists the lunations (checked against astronomy-engine's Moon phase search).
  for (const [angle, name] of [
    [0, 'New Moon'],
    [180, 'Full Moon'],
  ] as const) {
    let at = SearchMoonPhase(angle, new Date(from), 40)!;
    while (at.date.getTime() < to) {
      find(at.date.toISOString(), 12, new RegExp(`Moon\\s.*${name} at`), name);
      at = SearchMoonPhase(angle, new Date(at.date.getTime() + 86_400_000), 40)!;
    }
  }
  const moonRows = rows.filter((r) => /^\S*\s*Moon\s{2,}/.test(r.line));
  t.true(
    moonRows.length >= 8 && moonRows.every((r) => /(New|Full|First Quarter|Last Quarter) Moon at/.test(r.line)),
    "the Moon's rows are its phases only",
  );

  const texts = sections[5];
  t.regex(
    texts,
    /Our Jupiter title\s+Exact: 11 Mar 1980, 21:1\d · In orb: \d{1,2} \w+ 1980 – \d{1,2} \w+ 1980\s+Our own words for this transit\./,
    "the organization's copy, with its dates",
  );
  t.regex(
    texts,
    /Transiting \w+ (conjunct|opposite|square|trine|sextile) natal \w+/,
    'global texts for the other transits',
  );
});

test('a transit report without a period covers the next 12 months from the request, without lunations; a retry with its Idempotency-Key is the same report', async (t) => {
  const org = await createOrganization(service.services.db);
  const headers = { 'Idempotency-Key': 'transit-default' };
  const before = Date.now();
  const reply = await request(org.ownerKey, { reportType: 'transit', language: 'de' }, headers);
  const after = Date.now();
  t.is(reply.status, 202, reply.text);
  const again = await request(org.ownerKey, { reportType: 'transit', language: 'de' }, headers);
  t.is(again.status, 202);
  t.is(again.body.data.id, reply.body.data.id);
  const done = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = readPdf((await fileOf(org.ownerKey, done.id)).bytes);
  const date = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const periods = [before, after].map((ms) => {
    const start = new Date(Math.floor(ms / 60_000) * 60_000);
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 12);
    return `${date.format(start)} – ${date.format(new Date(end.getTime() - 1))} (Europe/Berlin)`;
  });
  const cover = pdf.pages[0].replace(/\s+/g, ' ');
  t.true(
    periods.some((p) => cover.includes(p)),
    `${periods[0]} on the cover:\n${pdf.pages[0]}`,
  );
  t.regex(pdf.pages[0], /Transitbericht/);
  const all = pdf.pages.join('\n');
  t.regex(all, /Transitkalender/);
  t.notRegex(all, /Vollmond|Neumond/, 'no lunations over a year');
  const rows = calendarRows(pdf.pages);
  t.true(rows.length > 300, `${rows.length} calendar rows`);
  t.true(
    rows.every((r, i) => i === 0 || r.at >= rows[i - 1].at),
    'in time order',
  );
  t.regex(all, /Deutung[\s\S]*Exakt: \d{1,2}\. \S+ \d{4}, \d\d:\d\d/, 'texts of the main transits with their dates');
  t.true(pdf.pages.length >= 15, `${pdf.pages.length} pages`);
});

test('a transit template decides the sections and their order, the title and the page', async (t) => {
  const org = await createOrganization(service.services.db);
  const template = await call(service, 'POST', `${PATH}/templates`, {
    key: org.ownerKey,
    body: {
      data: {
        type: 'templates',
        attributes: {
          name: 'Calendar only',
          reportType: 'transit',
          isDefault: true,
          editorConfig: JSON.stringify({
            sections: ['aspects', 'cover'],
            title: 'Your month ahead',
            footerText: 'Studio Sterne',
          }),
          pageSettings: JSON.stringify({ size: 'Letter', orientation: 'landscape' }),
        },
      },
    },
  });
  t.is(template.status, 201, template.text);
  const reply = await request(org.ownerKey, {
    reportType: 'transit',
    transitPeriod: { start: '2030-05-01', end: '2030-05-31', timezone: 'America/New_York' },
  });
  t.is(reply.status, 202, reply.text);
  t.is(reply.body.data.attributes.templateId, template.body.data.id, 'the default transit template');
  const done = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = readPdf((await fileOf(org.ownerKey, done.id)).bytes);
  t.regex(pdf.info['Page size'], /^792 x 612 pts/, 'Letter landscape');
  t.regex(pdf.pages[0], /^\s*Transit Calendar\s+May 2030/);
  t.regex(pdf.pages[0], /Studio Sterne/);
  const cover = pdf.pages.findIndex((p) => /Your month ahead/.test(p));
  t.is(cover, pdf.pages.length - 1, 'the cover comes last');
  t.regex(pdf.pages[cover].replace(/\s+/g, ' '), /1 May 2030 – 31 May 2030 \(America\/New_York\)/);
  t.false(
    pdf.pages.some((p) => /Chart Wheel|Planetary Positions|Interpretation/.test(p)),
    'sections left out are absent',
  );
});

import test from 'ava';
import { call, startTestService, type TestService } from '../support/test-service.ts';
import { addMemberWithKey, createOrganization } from '../support/factories.ts';
import { readPdf } from '../support/pdf-text.ts';

// The web process generates reports itself here (as with the embedded database), rendering in
// its calculation pool; test/queue/report-worker-process.test.ts runs the separate worker.
let service: TestService;

test.before(async () => {
  service = await startTestService({ REPORT_WORKER: 'inline', POOL_THREADS: '2' });
});
test.after.always(async () => service?.stopAll());

const PATH = '/api/pdf-reports';

/** Albert Einstein: Ulm, 14 March 1879, 11:30 local mean time. Sun in Pisces, Moon in Sagittarius. */
const EINSTEIN = { dateTime: '1879-03-14T11:30', latitude: 48.4011, longitude: 9.9876, timezone: 'Europe/Berlin', placeName: 'Ulm, Germany' };

const request = (key: string, attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(service, 'POST', PATH, { key, headers, body: { data: { type: 'pdf-reports', attributes: { name: 'Albert Einstein', birthData: EINSTEIN, ...attributes } } } });

async function waitForReport(key: string, id: string, until: (attributes: { status: string }) => boolean = (a) => a.status === 'completed' || a.status === 'failed', timeoutMs = 90_000) {
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
  t.regex(pdf.pages[0], /14 March 1879, 11:30/);
  t.regex(pdf.pages[0], /Ulm, Germany/);
  t.regex(pdf.pages[0], /48°24′N 9°59′E/);
  // Sections in the default order, each starting a page.
  const starts = ['Chart Wheel', 'Planetary Positions', 'Houses', 'Aspects', 'Interpretation'].map((h) => pdf.pages.findIndex((p) => p.trimStart().startsWith(h)));
  t.true(starts.every((s, i) => s > 0 && (i === 0 || s > starts[i - 1])), `section pages ${starts}`);
  t.regex(pdf.pages[starts[0]], /ASC[\s\S]*DSC/, 'the wheel is drawn with its angle labels');
  t.regex(pdf.pages[starts[1]], /Sun\s+♓ Pisces/);
  t.regex(pdf.pages[starts[1]], /Moon\s+♐ Sagittarius/);
  const texts = pdf.pages.slice(starts[4]).join('\n');
  t.regex(texts, /Sun in Pisces/);
  t.regex(texts, /Moon in Sagittarius/);
  t.regex(texts, /Sun in the \d+(st|nd|rd|th) House/);
  pdf.pages.forEach((page, i) => t.regex(page, new RegExp(`Page ${i + 1} of ${pdf.pages.length}`), `page ${i + 1} is numbered`));

  const etag = file.headers.get('etag')!;
  const cached = await fetch(`${service.url}${PATH}/${queued.id}/file`, { headers: { 'X-Api-Key': org.ownerKey, 'If-None-Match': etag } });
  t.is(cached.status, 304);
});

test('the template decides sections, order, page size and orientation, colours; the report keeps the template version it was made with', async (t) => {
  const org = await createOrganization(service.services.db);
  const template = await call(service, 'POST', `${PATH}/templates`, {
    key: org.ownerKey,
    body: {
      data: {
        type: 'templates',
        attributes: {
          name: 'Short', reportType: 'natal', isDefault: true,
          editorConfig: JSON.stringify({ sections: ['interpretation', 'cover'], title: 'Dein Horoskop', footerText: 'Studio Sterne', pageNumbers: true }),
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
  await call(service, 'PATCH', `${PATH}/templates/${template.body.data.id}`, { key: org.ownerKey, body: { data: { type: 'templates', attributes: { editorConfig: { sections: ['cover'] } } } } });

  const done = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = readPdf((await fileOf(org.ownerKey, done.id)).bytes);
  t.regex(pdf.info['Page size'], /^595\.2\d* x 419\.5\d* pts/, 'A5 landscape');
  t.regex(pdf.pages[0], /^\s*Deutung\s+Sonne in den Fischen/, 'interpretation first, in German');
  const cover = pdf.pages.findIndex((p) => /Dein Horoskop/.test(p));
  t.is(cover, pdf.pages.length - 1, 'the cover comes last');
  t.false(pdf.pages.some((p) => /Planetenstände|Horoskopgrafik/.test(p)), 'sections left out are absent');
  t.regex(pdf.pages[0], /Studio Sterne/);
  t.regex(pdf.pages[0], new RegExp(`Seite 1 von ${pdf.pages.length}`));
});

test('bad birth data the engine rejects fails the report at once, with the reason; its file is a 409', async (t) => {
  const org = await createOrganization(service.services.db);
  const reply = await request(org.ownerKey, { birthData: { ...EINSTEIN, dateTime: '1990-02-30T10:00' } });
  t.is(reply.status, 202, 'the shape is right; the date does not exist');
  const failed = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(failed.attributes.status, 'failed');
  t.is(failed.attributes.attempts, 1, 'not retried');
  t.regex(failed.attributes.failureReason, /^birthData\.dateTime: /);
  t.truthy(failed.attributes.finishedAt);
  const file = await call(service, 'GET', `${PATH}/${failed.id}/file`, { key: org.ownerKey });
  t.is(file.status, 409);
  t.is(file.body.errors[0].code, 'report_failed');
  t.regex(file.body.errors[0].detail, /dateTime/);
});

test('request validation: 400 naming the field; a synastry report needs a partner; transit reports are 422 until they can be generated', async (t) => {
  const org = await createOrganization(service.services.db);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ name: '' }, 'data.attributes.name'],
    [{ language: 'fr' }, 'data.attributes.language'],
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
  const transit = await request(org.ownerKey, { reportType: 'transit' });
  t.is(transit.status, 422);
  t.is(transit.body.errors[0].code, 'report_type_unsupported');
  t.is(transit.body.errors[0].source.parameter, 'data.attributes.reportType');
  const lonely = await request(org.ownerKey, { reportType: 'synastry' });
  t.is(lonely.status, 400);
  t.is(lonely.body.errors[0].source.parameter, 'data.attributes.partner');
  const badPartner = await request(org.ownerKey, { reportType: 'synastry', partner: { name: 'X', birthData: { ...EINSTEIN, longitude: 200 } } });
  t.is(badPartner.status, 400);
  t.is(badPartner.body.errors[0].source.parameter, 'data.attributes.partner.birthData.longitude');
  const transitTemplate = await call(service, 'POST', `${PATH}/templates`, { key: org.ownerKey, body: { data: { type: 'templates', attributes: { name: 'T', reportType: 'transit' } } } });
  const byTemplate = await request(org.ownerKey, { templateId: transitTemplate.body.data.id });
  t.is(byTemplate.status, 422);
  t.is(byTemplate.body.errors[0].code, 'report_type_unsupported');
  const unknown = await request(org.ownerKey, { templateId: '00000000-0000-4000-8000-000000000000' });
  t.is(unknown.status, 422);
  t.is(unknown.body.errors[0].source.parameter, 'data.attributes.templateId');
  const inactive = await call(service, 'POST', `${PATH}/templates`, { key: org.ownerKey, body: { data: { type: 'templates', attributes: { name: 'Off', reportType: 'natal', isActive: false } } } });
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
  const racers = await Promise.all(Array.from({ length: 6 }, () => request(org.ownerKey, { name: 'Racer' }, raceHeaders)));
  t.deepEqual(racers.map((r) => r.status), Array(6).fill(202));
  t.is(new Set(racers.map((r) => r.body.data.id)).size, 1);
  const rows = await service.services.db('pdf_reports').where({ organization_id: org.organizationId, idempotency_key: 'race-1' });
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
  t.is((await call(service, 'GET', `${PATH}/${id}`, { key: org.ownerKey })).status, 200, 'the whole organization sees it');
  t.is((await call(service, 'GET', `${PATH}/nonsense`, { key: org.ownerKey })).status, 404);
  const noModule = await addMemberWithKey(service.services.db, org.organizationId, 'owner', { modules: ['natal'] });
  t.is((await request(noModule.key, {})).status, 403);
  await waitForReport(org.ownerKey, id);
});

test('a synastry report: both people on the cover, the bi-wheel, overlays, compatibility, inter-aspects and their texts', async (t) => {
  const org = await createOrganization(service.services.db);
  // Mileva Marić: Titel, 19 December 1875 (time unknown: noon).
  const mileva = { dateTime: '1875-12-19T12:00', latitude: 45.2, longitude: 20.3, timezone: 'Europe/Belgrade', placeName: 'Titel' };
  const reply = await request(org.ownerKey, { reportType: 'synastry', partner: { name: 'Mileva Marić', birthData: mileva } });
  t.is(reply.status, 202, reply.text);
  t.is(reply.body.data.attributes.reportType, 'synastry');
  const done = await waitForReport(org.ownerKey, reply.body.data.id);
  t.is(done.attributes.status, 'completed', done.attributes.failureReason ?? '');
  const pdf = readPdf((await fileOf(org.ownerKey, done.id)).bytes);
  t.is(pdf.pages.length, done.attributes.pageCount);
  t.regex(pdf.pages[0], /Synastry Report/);
  t.regex(pdf.pages[0], /Albert Einstein & Mileva Marić/);
  t.regex(pdf.pages[0], /19 December 1875, 12:00/);
  t.regex(pdf.pages[0], /Compatibility: \d{1,3} \/ 100/);
  const all = pdf.pages.join('\n');
  t.regex(all, /Albert Einstein’s points in Mileva Marić’s houses/);
  t.regex(all, /Mileva Marić’s points in Albert Einstein’s houses/);
  t.regex(all, /Core connection/);
  t.regex(all, /Your (Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto|Ascendant) \w+ their/);
  pdf.pages.forEach((page, i) => t.regex(page, new RegExp(`Page ${i + 1} of ${pdf.pages.length}`)));
});

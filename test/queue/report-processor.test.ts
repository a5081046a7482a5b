/**
 * Generating a report is idempotent: running it again for a finished report (a retry, or a job
 * redelivered after a crash between storing the PDF and acknowledging the job) changes nothing,
 * and two runs at once store one file and complete the report once.
 */
import test from 'ava';
import { CalculationPool } from '../../src/calc/pool.ts';
import { TaskInputError } from '../../src/calc/tasks/task-outcome.ts';
import { generateReport, seededTextSource } from '../../src/jobs/reports/report-processor.ts';
import { poolRenderer, type ReportRenderer } from '../../src/jobs/reports/report-renderers.ts';
import { findReportById, insertReport } from '../../src/jobs/reports/report-store.ts';
import { createOrganization, type TestOrganization } from '../support/factories.ts';
import { readPdf } from '../support/pdf-text.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let org: TestOrganization;
let pool: CalculationPool;
let renderer: ReportRenderer;

test.before(async () => {
  database = await createTestDatabase();
  org = await createOrganization(database.db);
  pool = new CalculationPool({ threads: 1, maxQueue: 16, taskTimeoutMs: 120_000 });
  renderer = poolRenderer(pool);
});
test.after.always(async () => {
  await pool?.close();
  await database?.drop();
});

async function newReport(name: string): Promise<string> {
  const { row } = await insertReport(database.db, {
    organizationId: org.organizationId,
    templateId: null,
    templateVersion: null,
    templateSnapshot: { editorConfig: {}, pageSettings: { size: 'letter' }, customCss: '' },
    reportType: 'natal',
    name,
    language: 'es',
    input: {
      birth: {
        dateTime: '1990-06-15T14:30',
        latitude: 40.4168,
        longitude: -3.7038,
        timezone: 'Europe/Madrid',
        placeName: 'Madrid',
      },
    },
    idempotencyKey: null,
    requestFingerprint: 'test',
    requestedBy: org.ownerId,
  });
  return row.id;
}

const generator = () => ({ db: database.db, renderer, texts: seededTextSource });

test('a second run of a completed report changes nothing', async (t) => {
  const id = await newReport('Dos Veces');
  const progress: number[] = [];
  t.is(await generateReport(id, generator(), async (p) => void progress.push(p)), 'completed');
  t.deepEqual(progress, [5, 35, 50, 90, 100]);
  const before = await findReportById(database.db, id);
  const file = await database.db('pdf_report_files').where({ report_id: id }).first();
  t.is(before!.status, 'completed');
  t.is(before!.attempts, 1);

  t.is(await generateReport(id, generator()), 'already-finished');
  const after = await findReportById(database.db, id);
  t.deepEqual(after, before, 'status, attempts and times unchanged');
  const fileAfter = await database.db('pdf_report_files').where({ report_id: id }).first();
  t.is(fileAfter.sha256, file.sha256);
  t.deepEqual(new Date(fileAfter.created_at), new Date(file.created_at));

  const pdf = readPdf(new Uint8Array(file.content));
  t.regex(pdf.info['Page size'], /612 x 792 pts \(letter\)/);
  t.regex(pdf.pages[0], /Informe de carta natal/);
  t.regex(pdf.pages[0], /Página 1 de \d+/);
});

test('two runs at once store one file and complete the report once', async (t) => {
  const id = await newReport('A La Vez');
  const outcomes = await Promise.all([generateReport(id, generator()), generateReport(id, generator())]);
  t.deepEqual(outcomes.filter((o) => o === 'completed').length, 1, outcomes.join(', '));
  const files = await database.db('pdf_report_files').where({ report_id: id });
  t.is(files.length, 1);
  t.is((await findReportById(database.db, id))!.status, 'completed');
});

test('a report that is gone or failed is left alone', async (t) => {
  t.is(await generateReport('00000000-0000-4000-8000-000000000000', generator()), 'gone');
  const id = await newReport('Fallido');
  await database.db('pdf_reports').where({ id }).update({ status: 'failed', failure_reason: 'given up' });
  t.is(await generateReport(id, generator()), 'already-finished');
  t.is((await findReportById(database.db, id))!.failure_reason, 'given up');
});

test('a stored row without what its report type needs fails as input, not as a crash', async (t) => {
  const id = await newReport('Sin Pareja');
  // A synastry row without its partner: written by hand, as by an older release or a damaged row.
  await database.db('pdf_reports').where({ id }).update({ report_type: 'synastry' });
  const error = await t.throwsAsync(generateReport(id, generator()), { instanceOf: TaskInputError });
  t.deepEqual(error?.problem, {
    field: 'partner',
    code: 'required',
    expected: "the partner's birth data (a synastry or composite report needs it)",
    detail: "the partner's birth data (a synastry or composite report needs it)",
  });
});

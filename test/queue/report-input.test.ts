/**
 * A report row's stored type and input, read back by the worker: each report type's members are
 * required, and a row that does not fit (written by an older release, or damaged) gives one input
 * problem named as in the report request, not an exception from a missing member.
 */
import test from 'ava';
import { readStoredReport } from '../../src/jobs/reports/report-input.ts';
import { REPORT_TYPES } from '../../src/reports/report-types.ts';

const BIRTH = { dateTime: '1990-06-15T14:30', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' };

test('each report type reads with the members it needs', (t) => {
  const partner = { name: 'B', birth: { ...BIRTH, latitude: 48.85 } };
  const read = readStoredReport('synastry', { birth: BIRTH, houseSystem: 'placidus', partner });
  if (!read.ok) return t.fail(JSON.stringify(read.problem));
  t.is(read.value.reportType, 'synastry');
  if (read.value.reportType === 'synastry') t.deepEqual(read.value.input.partner, partner);

  const period = { start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z', timezone: 'UTC' };
  t.deepEqual(readStoredReport('transit', { birth: BIRTH, period }), {
    ok: true,
    value: { reportType: 'transit', input: { birth: BIRTH, period } },
  });
  t.true(readStoredReport('solar-return', { birth: BIRTH, solarReturn: { returnYear: 2026 } }).ok);
  t.true(readStoredReport('progressions', { birth: BIRTH, progressions: { targetDate: '2030-01-01' } }).ok);
  t.true(readStoredReport('natal', { birth: BIRTH, zodiac: 'sidereal', ayanamsa: 'lahiri' }).ok);
});

test("a row without its report type's member names the request field that carries it", (t) => {
  t.deepEqual(readStoredReport('synastry', { birth: BIRTH }), {
    ok: false,
    problem: {
      field: 'partner',
      code: 'required',
      expected: "the partner's birth data (a synastry or composite report needs it)",
      detail: "the partner's birth data (a synastry or composite report needs it)",
    },
  });
  const missing = (reportType: string) => {
    const read = readStoredReport(reportType, { birth: BIRTH });
    return read.ok ? undefined : [read.problem.field, read.problem.code, read.problem.detail];
  };
  t.deepEqual(missing('transit'), ['transitPeriod', 'required', 'the period (a transit report needs it)']);
  t.deepEqual(missing('solar-return'), ['returnYear', 'required', 'the return year (a solar return report needs it)']);
  t.deepEqual(missing('progressions'), ['targetDate', 'required', 'the target date (a progressions report needs it)']);
});

test('a damaged member is named where it sits in the request', (t) => {
  const problem = (reportType: string, input: unknown) => {
    const read = readStoredReport(reportType, input);
    return read.ok ? undefined : read.problem;
  };
  t.like(problem('natal', { birth: { ...BIRTH, latitude: '51.5' } }), {
    field: 'birthData.latitude',
    code: 'invalid_type',
  });
  t.like(problem('natal', {}), { field: 'birthData', code: 'required', detail: 'the birth data' });
  t.like(problem('natal', null), { field: 'input', code: 'invalid_type' });
  t.like(problem('synastry', { birth: BIRTH, partner: { name: 'B', birth: { ...BIRTH, dateTime: 7 } } }), {
    field: 'partner.birthData.dateTime',
    code: 'invalid_type',
  });
  t.like(problem('transit', { birth: BIRTH, period: { start: '2026-01-01T00:00:00.000Z', timezone: 'UTC' } }), {
    field: 'transitPeriod.end',
    code: 'required',
  });
  t.like(problem('solar-return', { birth: BIRTH, solarReturn: { returnYear: 2026.5 } }), { field: 'returnYear' });
  t.like(problem('progressions', { birth: BIRTH, progressions: { targetDate: '2030-01-01', angles: 'x' } }), {
    field: 'angles',
    code: 'invalid_value',
  });
  t.like(problem('natal', { birth: BIRTH, ayanamsa: 'nope' }), { field: 'ayanamsa', code: 'invalid_value' });
});

test('an unknown report type cannot be generated', (t) => {
  t.deepEqual(readStoredReport('horary', { birth: BIRTH }), {
    ok: false,
    problem: {
      field: 'reportType',
      code: 'unsupported',
      expected: `one of ${REPORT_TYPES.join(', ')}`,
      detail: 'horary reports cannot be generated yet',
    },
  });
});

/**
 * What a queued report is made from, per report type: the one definition of a report row's
 * `report_type` and `input` columns. The web side writes it once, when the report is requested
 * (features/pdf-reports); the worker reads it back through {@link readStoredReport}, so a row
 * written by an older release or damaged in the database fails as a report error naming the
 * request field, instead of crashing the worker on a member that is not there.
 */
import { z } from 'zod';
import { ANGLE_PROGRESSIONS } from '../../astro/progressions/index.ts';
import { AYANAMSAS } from '../../astro/sidereal/ayanamsa.ts';
import type { InputProblem } from '../../calc/tasks/task-outcome.ts';
import { REPORT_TYPES } from '../../reports/report-types.ts';

/** Says what a member must hold when it is absent, and lets zod word any other problem. */
const requiredAs = (expected: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? expected : undefined),
});

const coordinates = { latitude: z.number(), longitude: z.number() };

/** Birth data as validated at request time (features/calc/birth-data.ts). */
const birthData = z.object(
  {
    dateTime: z.string(),
    ...coordinates,
    timezone: z.string().optional(),
    placeName: z.string().optional(),
    localTimeRule: z.enum(['earlier', 'later', 'reject']).optional(),
  },
  requiredAs('the birth data'),
);

/** What every report type is made from: one person's birth data and the chart options. */
const chartInput = z.object({
  birth: birthData,
  /** The house system's name, resolved at request time. */
  houseSystem: z.string().optional(),
  /** `sidereal` for sidereal charts (default tropical), and the ayanamsa. */
  zodiac: z.enum(['tropical', 'sidereal']).optional(),
  ayanamsa: z.enum(AYANAMSAS).optional(),
});

/** The second person of a synastry or composite report. */
const partner = z.object(
  { name: z.string(), birth: birthData },
  requiredAs("the partner's birth data (a synastry or composite report needs it)"),
);

/** The period of a transit report: ISO 8601 UTC instants (end exclusive) and the zone its dates are printed in. */
const period = z.object(
  { start: z.string(), end: z.string(), timezone: z.string() },
  requiredAs('the period (a transit report needs it)'),
);

/** A solar return report: the year (resolved when requested) and where the return chart is cast (default the birth place). */
const solarReturn = z.object(
  { returnYear: z.number().int(), returnLocation: z.object(coordinates).optional() },
  requiredAs('the return year (a solar return report needs it)'),
);

/** A progressions report: the target date as requested and how the angles are progressed. */
const progressions = z.object(
  { targetDate: z.string(), angles: z.enum(ANGLE_PROGRESSIONS).optional() },
  requiredAs('the target date (a progressions report needs it)'),
);

/** A lunar return report: the date the return is searched from (resolved when requested) and where it is cast. */
const lunarReturn = z.object(
  { returnDate: z.string(), returnLocation: z.object(coordinates).optional() },
  requiredAs('the return date (a lunar return report needs it)'),
);

/** A numerology report: the full name at birth and the year of the personal year (resolved when requested). */
const numerology = z.object(
  { fullName: z.string(), forecastYear: z.number().int() },
  requiredAs('the full name and forecast year (a numerology report needs them)'),
);

/** A Chinese report: the year forecast (resolved when requested). */
const chinese = z.object(
  { forecastYear: z.number().int() },
  requiredAs('the forecast year (a Chinese report needs it)'),
);

/**
 * A Vedic report: Rahu's node, the date whose running dasha is read (resolved when requested), the
 * charts' style; the person's role in the matching when a partner is given (the partner sits in
 * the input); the month of panchang and its place (the zone resolved when requested).
 */
const vedic = z.object(
  {
    node: z.enum(['mean', 'true']),
    dashaDate: z.string(),
    chartStyle: z.enum(['north', 'south']).optional(),
    matchRole: z.enum(['boy', 'girl']).optional(),
    panchang: z
      .object({
        month: z.string(),
        place: z.object({ ...coordinates, timezone: z.string(), name: z.string() }),
      })
      .optional(),
  },
  requiredAs('the node and dasha date (a Vedic report needs them)'),
);

/** A report's type and input as stored: each report type with the members it needs, required. */
export const storedReport = z.discriminatedUnion(
  'reportType',
  [
    z.object({ reportType: z.literal('natal'), input: chartInput }),
    z.object({ reportType: z.literal('synastry'), input: chartInput.extend({ partner }) }),
    z.object({ reportType: z.literal('transit'), input: chartInput.extend({ period }) }),
    z.object({ reportType: z.literal('solar-return'), input: chartInput.extend({ solarReturn }) }),
    z.object({ reportType: z.literal('progressions'), input: chartInput.extend({ progressions }) }),
    z.object({ reportType: z.literal('lunar-return'), input: chartInput.extend({ lunarReturn }) }),
    z.object({ reportType: z.literal('numerology'), input: chartInput.extend({ numerology }) }),
    z.object({ reportType: z.literal('chinese'), input: chartInput.extend({ chinese }) }),
    z.object({ reportType: z.literal('composite'), input: chartInput.extend({ partner }) }),
    z.object({ reportType: z.literal('vedic'), input: chartInput.extend({ vedic, partner: partner.optional() }) }),
  ],
  { error: () => `one of ${REPORT_TYPES.join(', ')}` },
);

/** A report's type and what it is made from. */
export type StoredReport = z.infer<typeof storedReport>;
/** Birth data of a report (the person's, or the partner's). */
export type ReportBirthData = z.infer<typeof birthData>;

/** The members of a birth that the natal chart under a return or a progression is cast from. */
export function natalBirthOf(birth: ReportBirthData) {
  const { dateTime, latitude, longitude, timezone, localTimeRule } = birth;
  return { dateTime, latitude, longitude, timezone, localTimeRule };
}
/** A transit report's resolved period. */
export type ReportPeriod = z.infer<typeof period>;

/**
 * Where a stored member sits in the report request (POST /api/pdf-reports): the name a failure
 * reason gives it, so the caller recognises the field it sent.
 */
function requestField(path: readonly PropertyKey[]): string {
  const [column, member, ...rest] = path.map(String);
  if (column === 'reportType') return 'reportType';
  const tail = rest.map((part) => (part === 'birth' ? 'birthData' : part));
  const under = (name: string) => [name, ...tail].join('.');
  switch (member) {
    case undefined:
      return 'input';
    case 'birth':
      return under('birthData');
    case 'period':
      return under('transitPeriod');
    case 'solarReturn':
      return tail.length > 0 ? tail.join('.') : 'returnYear';
    case 'progressions':
      return tail.length > 0 ? tail.join('.') : 'targetDate';
    case 'lunarReturn':
      return tail.length > 0 ? tail.join('.') : 'returnDate';
    case 'numerology':
      return tail.length > 0 ? tail.join('.') : 'fullName';
    case 'chinese':
      return tail.length > 0 ? tail.join('.') : 'forecastYear';
    case 'vedic':
      return tail.length > 0 ? tail.join('.') : 'node';
    default:
      return under(member);
  }
}

/**
 * A report row's type and input, checked against the report type's definition; the first
 * problem as data (its field named as in the report request) when they do not fit.
 */
export function readStoredReport(
  reportType: string,
  input: unknown,
): { ok: true; value: StoredReport } | { ok: false; problem: InputProblem } {
  const parsed = storedReport.safeParse({ reportType, input }, { reportInput: true });
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) throw new Error('zod reported a failed parse without an issue');
  const field = requestField(issue.path);
  if (field === 'reportType')
    return {
      ok: false,
      problem: {
        field,
        code: 'unsupported',
        expected: issue.message,
        detail: `${reportType} reports cannot be generated yet`,
      },
    };
  const missing = issue.input === undefined;
  return {
    ok: false,
    problem: { field, code: missing ? 'required' : issue.code, expected: issue.message, detail: issue.message },
  };
}

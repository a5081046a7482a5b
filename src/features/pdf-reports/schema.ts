/** Request schemas of the PDF report endpoints. */
import { z } from 'zod';
import { ANGLE_PROGRESSIONS } from '../../astro/progressions/index.ts';
import { HOUSE_SYSTEMS } from '../../astro/vocabulary.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { LANGUAGES } from '../../interpretation/index.ts';
import { VEDIC_LANGUAGES } from '../../interpretation/vedic/index.ts';
import { birthDataSchema, latitudeSchema, longitudeSchema, timezoneSchema } from '../calc/birth-data.ts';
import { calendarDate, dateOrDateTime, yearSchema } from '../calc/date-schemas.ts';
import { fullName } from '../numerology/schema.ts';
import { reportType } from '../pdf-templates/schema.ts';
import { zodiacFields } from '../sidereal/schema.ts';
import { DEFAULT_PERIOD_MONTHS, MAX_PERIOD_MONTHS } from './transit-period.ts';

/** The languages of some report type: every language of the texts and of the Vedic report, once each. */
const REPORT_LANGUAGES = [...new Set<string>([...LANGUAGES, ...VEDIC_LANGUAGES])] as [string, ...string[]];

const periodDate = dateOrDateTime().meta({ examples: ['2026-01-01'] });

/** The period of a transit report (see transit-period.ts). */
const transitPeriod = z
  .strictObject({
    start: periodDate
      .optional()
      .describe('First day (YYYY-MM-DD: its local midnight) or instant of the period; default: now'),
    end: periodDate
      .optional()
      .describe(
        `Last day (YYYY-MM-DD: included) or end instant (excluded); default: start + ${DEFAULT_PERIOD_MONTHS} months; at most ${MAX_PERIOD_MONTHS} months after start`,
      ),
    timezone: timezoneSchema
      .optional()
      .describe(
        "IANA zone the dates are read and printed in; default the birth data's zone (or the zone at the birth place)",
      ),
  })
  .describe(
    `Transit reports: the period (default the next ${DEFAULT_PERIOD_MONTHS} months; at most ${MAX_PERIOD_MONTHS}); ignored by other report types`,
  );

const houseSystems = [...Object.keys(HOUSE_SYSTEMS), ...Object.values(HOUSE_SYSTEMS)];

/** POST /api/pdf-reports: `data.type` pdf-reports; name, birth data, optional template, report type, language, house system, partner (synastry), period (transit). */
export const createReportBody = z.strictObject({
  data: z.strictObject({
    type: z.enum(['pdf-reports', 'pdf-report'], { message: inputMessage((t) => t.exactly({ value: 'pdf-reports' })) }),
    attributes: z.strictObject({
      reportType: reportType
        .optional()
        .describe(
          "Default: the template's type, else natal. synastry and composite need partner; progressions targetDate",
        ),
      templateId: z
        .string()
        .max(64)
        .optional()
        .describe('A template of the organization or a global one; default: the default template of the report type'),
      name: z.string().trim().min(1).max(200).describe("The person's name, printed on the cover"),
      language: z
        .enum(REPORT_LANGUAGES, { message: inputMessage((t) => t.oneOf({ values: REPORT_LANGUAGES })) })
        .default('en')
        .describe('Language of headings, texts and dates; a vedic report takes the languages docs/vedic.md lists'),
      birthData: birthDataSchema.describe('Birth data (the Person shape; the place also nested as location)'),
      partner: z
        .strictObject({
          name: z.string().trim().min(1).max(200).describe("The partner's name"),
          birthData: birthDataSchema,
        })
        .optional()
        .describe(
          'Synastry and composite reports: the second person (required for them); vedic reports: the partner of the kundli matching (with matchRole); ignored by other report types',
        ),
      transitPeriod: transitPeriod.optional(),
      returnYear: z
        .number({ message: inputMessage((t) => t.calendarYear()) })
        .int({ message: inputMessage((t) => t.calendarYear()) })
        .optional()
        .describe(
          'Solar return reports: the calendar year in the birth zone, from the birth year to 2400 (default the current year); ignored by other report types',
        ),
      returnLocation: z
        .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema })
        .optional()
        .describe(
          'Solar and lunar return reports: where the return chart is cast (a relocated return; default the birth place)',
        ),
      returnDate: calendarDate()
        .optional()
        .describe(
          'Lunar return reports: the return in effect on this date, the last one at or before this day in the birth zone (before the first return after birth, that first one), with the next one, which ends its month (default: the day of the request); from the birth date to 2399-12-31',
        ),
      fullName: fullName
        .optional()
        .describe('Numerology reports: the full name at birth (default: name); at least one Latin letter'),
      forecastYear: yearSchema
        .optional()
        .describe(
          'Numerology reports (the personal year) and Chinese reports (the year forecast): 1800–2400, default the current year',
        ),
      targetDate: z
        .string()
        .max(32)
        .optional()
        .describe(
          'Progressions reports (required for them): the date progressed to, YYYY-MM-DD or YYYY-MM-DDTHH:mm in the birth zone, up to 2400',
        ),
      angles: z
        .enum(ANGLE_PROGRESSIONS, {
          message: inputMessage((t) => t.oneOf({ values: ANGLE_PROGRESSIONS })),
        })
        .optional()
        .describe('Progressions reports: how the angles are progressed (default solar-arc)'),
      houseSystem: z
        .string()
        .refine(
          (v) =>
            houseSystems.includes(v) ||
            houseSystems.includes(v.toLowerCase()) ||
            houseSystems.includes(v.toUpperCase()),
          {
            message: inputMessage((t) => t.houseSystemName({ names: Object.keys(HOUSE_SYSTEMS) })),
          },
        )
        .optional()
        .describe('House system (default placidus)'),
      ...zodiacFields,
      node: z
        .enum(['mean', 'true'], { message: inputMessage((t) => t.either({ values: ['"mean"', '"true"'] })) })
        .optional()
        .describe(
          'Vedic reports: Rahu and Ketu from the mean (default) or the true node; ignored by other report types',
        ),
      chartStyle: z
        .enum(['north', 'south'], { message: inputMessage((t) => t.either({ values: ['"north"', '"south"'] })) })
        .optional()
        .describe(
          'Vedic reports: North Indian (diamond, default) or South Indian (square) charts; ignored by other report types',
        ),
      matchRole: z
        .enum(['boy', 'girl'], { message: inputMessage((t) => t.either({ values: ['"boy"', '"girl"'] })) })
        .optional()
        .describe(
          'Vedic reports with a partner: whether the person is the boy (groom) or the girl (bride) of the kundli matching; required with partner',
        ),
      panchangMonth: z
        .string()
        .regex(/^(18|19|20|21|22|23)\d{2}-(0[1-9]|1[0-2])$/, {
          message: inputMessage((t) => t.monthRange({ first: '1800-01', last: '2399-12' })),
        })
        .optional()
        .describe("Vedic reports: add this month's panchang, YYYY-MM (at panchangLocation, default the birth place)"),
      panchangLocation: z
        .strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, timezone: timezoneSchema.optional() })
        .optional()
        .describe(
          'Vedic reports with panchangMonth: where the panchang is read (default the birth place); the zone is found from the coordinates when absent',
        ),
      dashaDate: dateOrDateTime()
        .optional()
        .describe(
          'Vedic reports: the date whose running dasha is read, YYYY-MM-DD (noon) or a date-time local at the birth place (default: the moment of the request); ignored by other report types',
        ),
    }),
  }),
});

/** Path parameters of one report. */
export const reportParams = z.strictObject({ id: z.string().min(1) });

/** The Idempotency-Key header: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

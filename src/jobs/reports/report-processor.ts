/**
 * Generating one report: read the report row, compute the chart (for synastry both charts and
 * their synastry; for transits the natal chart, the sky at the period's start and the transit
 * engine's search over the period), look up the interpretation texts, render the PDF, store it —
 * reporting progress on the way (5 → 35 → 50 → 90 → 100 %).
 * Safe to run more than once for the same report (a retry, or a restart after a worker died):
 * a finished report is left alone, and completion writes the file and the status once.
 */
import { createHash } from 'node:crypto';
import { ZodError } from 'zod';
import type { NatalChart, NatalChartInput } from '../../astro/natal-chart.ts';
import { SYNASTRY_CHART_POINTS } from '../../astro/synastry/index.ts';
import type { TransitChart, TransitChartInput } from '../../astro/transits/index.ts';
import { callerProblem, type InputProblem, TaskInputError } from '../../calc/tasks/task-outcome.ts';
import type { Database } from '../../db/connect.ts';
import { isLanguage, type Language } from '../../interpretation/index.ts';
import type { VedicLanguage } from '../../interpretation/vedic/index.ts';
import { CustomCssError } from '../../reports/custom-css.ts';
import { natalTextUrns, type ReportText, seededTexts } from '../../reports/natal-texts.ts';
import { WHEEL_POINTS } from '../../reports/natal-wheel.ts';
import type { RenderedPdf } from '../../reports/pdf-layout.ts';
import type { ReportLanguage } from '../../reports/report-dates.ts';
import { resolveReportStyle } from '../../reports/report-style.ts';
import type { SynastryReportInput } from '../../reports/synastry-report-pdf.ts';
import { synastryTextUrns } from '../../reports/synastry-texts.ts';
import { reportTransitSearch } from '../../reports/transit-events.ts';
import { transitTextUrns } from '../../reports/transit-texts.ts';
import { isVedicLanguage } from '../../reports/vedic-report-words.ts';
import { natalBirthOf, readStoredReport, type StoredReport } from './report-input.ts';
import type { ReportRenderer } from './report-renderers.ts';
import {
  completeReport,
  type FinishHook,
  findReportById,
  markReportActive,
  type ReportRow,
  setReportProgress,
} from './report-store.ts';

/** Looks up interpretation texts by URN for an organization (seeded texts, or the content library). */
export type ReportTextSource = (organizationId: string, urns: string[], language: Language) => Promise<ReportText[]>;

/** The seeded interpretation texts (src/interpretation), the same for every organization. */
export const seededTextSource: ReportTextSource = async (_organizationId, urns, language) =>
  seededTexts(urns, language);

/** What generating a report uses: the database, where rendering runs, where texts come from. */
export interface ReportGenerator {
  db: Database;
  renderer: ReportRenderer;
  texts: ReportTextSource;
  /** Written in the transaction that completes a report (see FinishHook). */
  onFinish?: FinishHook;
}

/** What a run did: made the PDF, found the report already finished, or found no report. */
export type GenerationOutcome = 'completed' | 'already-finished' | 'gone';

/** Input that can never make this report: not retried. */
function refuse(field: string, code: string, expected: string, detail = expected): never {
  throw new TaskInputError({ field, code, expected, detail });
}

/** The row's report type and input as that type needs them, and its language; else its input problem. */
function checkRenderable(row: ReportRow): { report: StoredReport; language: ReportLanguage } {
  const read = readStoredReport(row.report_type, row.input);
  if (!read.ok) throw new TaskInputError(read.problem);
  const written = read.value.reportType === 'vedic' ? isVedicLanguage(row.language) : isLanguage(row.language);
  if (!written) refuse('language', 'unknown_value', 'a supported language', `unsupported language "${row.language}"`);
  try {
    resolveReportStyle(row.template_snapshot);
  } catch (error) {
    if (error instanceof ZodError || error instanceof CustomCssError) {
      refuse('template', 'invalid_template', 'a valid template', `the template is invalid: ${error.message}`);
    }
    throw error;
  }
  return { report: read.value, language: row.language as ReportLanguage };
}

/**
 * Where the tasks' fields sit in a report request: the one place a report's input problems get
 * the caller's field names. A chart's fields sit under its birth data (`birthData.dateTime`,
 * `partner.birthData.latitude`); the transit search names the birth data its own way.
 */
const TRANSIT_FIELDS: Readonly<Record<string, string>> = {
  birthDate: 'birthData.dateTime',
  'birthLocation.latitude': 'birthData.latitude',
  'birthLocation.longitude': 'birthData.longitude',
  'birthLocation.timezone': 'birthData.timezone',
  transitDateStart: 'transitPeriod.start',
  transitDateEnd: 'transitPeriod.end',
};

/** The fields of the return and progression engines as they sit in a report request. */
const MOVING_CHART_FIELDS: Readonly<Record<string, string>> = {
  birthDateTime: 'birthData.dateTime',
  'birthLocation.latitude': 'birthData.latitude',
  'birthLocation.longitude': 'birthData.longitude',
  'birthLocation.timezone': 'birthData.timezone',
  localTimeRule: 'birthData.localTimeRule',
};

/** Runs a step whose input problems are renamed as in the report request. */
async function naming<T>(step: Promise<T>, rename: (problem: InputProblem) => InputProblem): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof TaskInputError) throw new TaskInputError(rename(error.problem));
    throw error;
  }
}

/** A natal chart, with input problems named by where the birth data sits in the request. */
const chartOf = (renderer: ReportRenderer, input: NatalChartInput, prefix: string): Promise<NatalChart> =>
  naming(renderer.natalChart(input), (problem) => callerProblem(problem, prefix));

/** The transit search, with input problems named as in the report request. */
const transitsOf = (renderer: ReportRenderer, input: TransitChartInput): Promise<TransitChart> =>
  naming(renderer.transitChart(input), (problem) => callerProblem(problem, '', TRANSIT_FIELDS));

/**
 * Generates report `reportId`. `onProgress` hears each step's percentage (e.g. the BullMQ job's
 * progress). Throws TaskInputError (the problem as data, named as in the report request) for input that can never succeed; any other error is
 * worth a retry.
 */
export async function generateReport(
  reportId: string,
  generator: ReportGenerator,
  onProgress: (percent: number) => Promise<void> = async () => {},
): Promise<GenerationOutcome> {
  const { db, renderer } = generator;
  const row = await findReportById(db, reportId);
  if (!row) return 'gone';
  if (row.status === 'completed' || row.status === 'failed') return 'already-finished';
  if (!(await markReportActive(db, reportId))) return 'already-finished';
  const progress = async (percent: number) => {
    await setReportProgress(db, reportId, percent);
    await onProgress(percent);
  };
  await onProgress(5);
  const checked = checkRenderable(row);
  const { report } = checked;
  const requestedAt = new Date(row.created_at).toISOString();
  if (report.reportType === 'vedic') {
    await progress(35);
    const rendered = await naming(
      renderer.vedicPdf({
        name: row.name,
        language: checked.language as VedicLanguage,
        birth: report.input.birth,
        ayanamsa: report.input.ayanamsa ?? 'lahiri',
        node: report.input.vedic.node,
        dashaDate: report.input.vedic.dashaDate,
        chartStyle: report.input.vedic.chartStyle ?? 'north',
        ...vedicExtras(report.input),
        look: row.template_snapshot,
        requestedAt,
      }),
      (problem) => callerProblem(problem, '', { date: 'dashaDate', birthDateTime: 'birthData.dateTime' }),
    );
    return finish(rendered);
  }
  const language = checked.language as Language;
  const { birth, houseSystem, zodiac, ayanamsa } = report.input;
  const zodiacOptions = { ...(zodiac ? { zodiac } : {}), ...(ayanamsa ? { ayanamsa } : {}) };
  const options = { ...(houseSystem ? { houseSystem } : {}), ...zodiacOptions };

  let rendered: RenderedPdf;
  if (report.reportType === 'synastry' || report.reportType === 'composite') {
    const { partner } = report.input;
    const points = { ...options, points: [...SYNASTRY_CHART_POINTS] };
    const [chart1, chart2] = await Promise.all([
      chartOf(renderer, { ...birth, ...points }, 'birthData'),
      chartOf(renderer, { ...partner.birth, ...points }, 'partner.birthData'),
    ]);
    const { synastry } = await renderer.synastry({ person1: chart1, person2: chart2 });
    await progress(35);
    const persons: SynastryReportInput['persons'] = [
      { name: row.name, birth, chart: chart1 },
      { name: partner.name, birth: partner.birth, chart: chart2 },
    ];
    const common = { persons, language, synastry, look: row.template_snapshot, requestedAt };
    if (report.reportType === 'composite') rendered = await renderer.compositePdf(common);
    else {
      const texts = await generator.texts(row.organization_id, synastryTextUrns(synastry), language);
      await progress(50);
      rendered = await renderer.synastryPdf({ ...common, texts });
    }
  } else if (report.reportType === 'transit') {
    const { period } = report.input;
    const [chart, sky, transits] = await Promise.all([
      chartOf(renderer, { ...birth, ...options }, 'birthData'),
      // The sky at the period's start: the chart of that instant (its houses are not used).
      chartOf(
        renderer,
        {
          dateTime: period.start,
          latitude: birth.latitude,
          longitude: birth.longitude,
          points: [...WHEEL_POINTS],
          aspects: { types: [] },
          ...zodiacOptions,
        },
        'transitPeriod',
      ),
      transitsOf(renderer, { ...reportTransitSearch(birth, houseSystem, period), ...zodiacOptions }),
    ]);
    await progress(35);
    const texts = await generator.texts(row.organization_id, transitTextUrns(transits), language);
    await progress(50);
    rendered = await renderer.transitPdf({
      name: row.name,
      language,
      birth,
      chart,
      sky,
      transits,
      period,
      texts,
      look: row.template_snapshot,
      requestedAt,
    });
  } else if (
    report.reportType === 'solar-return' ||
    report.reportType === 'lunar-return' ||
    report.reportType === 'progressions'
  ) {
    const natalBirth = natalBirthOf(birth);
    const common = { name: row.name, language, birth, look: row.template_snapshot, requestedAt };
    await progress(35);
    const request =
      report.reportType === 'lunar-return'
        ? {
            ...common,
            kind: 'lunar-return' as const,
            request: {
              birth: natalBirth,
              houseSystem,
              returnDate: report.input.lunarReturn.returnDate,
              returnLocation: report.input.lunarReturn.returnLocation ?? null,
              ...zodiacOptions,
            },
          }
        : report.reportType === 'solar-return'
          ? {
              ...common,
              kind: 'solar-return' as const,
              request: {
                birth: natalBirth,
                houseSystem,
                returnYear: report.input.solarReturn.returnYear,
                returnLocation: report.input.solarReturn.returnLocation ?? null,
                ...zodiacOptions,
              },
            }
          : {
              ...common,
              kind: 'progressions' as const,
              request: {
                birth: natalBirth,
                houseSystem,
                targetDate: report.input.progressions.targetDate,
                angles: report.input.progressions.angles,
                ...zodiacOptions,
              },
            };
    rendered = await naming(renderer.movingChartPdf(request), (problem) =>
      callerProblem(problem, '', MOVING_CHART_FIELDS),
    );
  } else if (report.reportType === 'numerology' || report.reportType === 'chinese') {
    const common = { name: row.name, language, birth, look: row.template_snapshot, requestedAt };
    await progress(35);
    rendered =
      report.reportType === 'numerology'
        ? await renderer.numerologyPdf({ ...common, ...report.input.numerology })
        : await naming(renderer.chinesePdf({ ...common, forecastYear: report.input.chinese.forecastYear }), (problem) =>
            callerProblem(problem, '', { birthDate: 'birthData.dateTime' }),
          );
  } else {
    const chart = await chartOf(renderer, { ...birth, ...options }, 'birthData');
    await progress(35);
    const texts = await generator.texts(row.organization_id, natalTextUrns(chart), language);
    await progress(50);
    rendered = await renderer.natalPdf({
      name: row.name,
      language,
      birth,
      chart,
      texts,
      look: row.template_snapshot,
      requestedAt,
    });
  }
  return finish(rendered);

  async function finish(rendered: RenderedPdf): Promise<GenerationOutcome> {
    await progress(90);
    const sha256 = createHash('sha256').update(rendered.pdf).digest('hex');
    const completed = await completeReport(
      db,
      reportId,
      { bytes: rendered.pdf, sha256, pageCount: rendered.pageCount },
      generator.onFinish,
    );
    if (completed) await onProgress(100);
    return completed ? 'completed' : 'already-finished';
  }
}

/** A Vedic report's matching partner (in the role opposite the person's) and month of panchang, when asked for. */
function vedicExtras(input: Extract<StoredReport, { reportType: 'vedic' }>['input']) {
  const { partner, vedic } = input;
  const role = vedic.matchRole === 'boy' ? ('girl' as const) : ('boy' as const);
  return {
    ...(partner && vedic.matchRole ? { partner: { ...partner, role } } : {}),
    ...(vedic.panchang ? { panchang: vedic.panchang } : {}),
  };
}

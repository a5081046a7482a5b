/**
 * Where the CPU-heavy steps of a report run: in the calculation pool's worker threads (the web
 * process running reports inline, so that its event loop never blocks), or directly on the
 * calling thread (the separate report worker process, one job's rendering at a time).
 * Either way, input the chart engine rejects comes back as a ReportInputError.
 */
import { computeNatalChart, type NatalChart, type NatalChartInput } from '../astro/natal-chart.ts';
import { computeTransitChart, type TransitChart, type TransitChartInput } from '../astro/transits/index.ts';
import { ValidationError } from '../http/errors.ts';
import type { CalculationPool } from '../pool.ts';
import { renderNatalReportPdf, type NatalReportInput, type RenderedPdf } from '../reports/natal-report-pdf.ts';
import { renderSynastryReportPdf, type SynastryReportInput } from '../reports/synastry-report-pdf.ts';
import { renderTransitReportPdf, type TransitReportInput } from '../reports/transit-report-pdf.ts';
import { synastryTask, type SynastryTaskInput, type SynastryTaskOutput } from '../tasks/synastry.ts';
import { inputErrorOf } from '../tasks/task-outcome.ts';

/** Input that can never make a report (bad birth data, an invalid template): not retried. */
export class ReportInputError extends Error {
  constructor(readonly parameter: string, message: string) {
    super(message);
    this.name = 'ReportInputError';
  }
}

/** The CPU-heavy steps of a report: charts, the synastry of two charts, the transit search, the PDF (bytes and page count). */
export interface ReportRenderer {
  natalChart(input: NatalChartInput): Promise<NatalChart>;
  natalPdf(input: NatalReportInput): Promise<RenderedPdf>;
  synastry(input: SynastryTaskInput): Promise<SynastryTaskOutput>;
  synastryPdf(input: SynastryReportInput): Promise<RenderedPdf>;
  /** The transit engine over a period (input errors name the transit request's fields: birthDate, transitDateStart, …). */
  transitChart(input: TransitChartInput): Promise<TransitChart>;
  transitPdf(input: TransitReportInput): Promise<RenderedPdf>;
}

/** Runs a step whose input errors become ReportInputErrors. */
async function blamingInput<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const inputError = error instanceof ValidationError && error.problems[0] ? error.problems[0] : inputErrorOf(error);
    if (inputError) throw new ReportInputError(inputError.parameter, inputError.message);
    throw error;
  }
}

const asBytes = (rendered: RenderedPdf): RenderedPdf => ({
  pdf: new Uint8Array(rendered.pdf.buffer, rendered.pdf.byteOffset, rendered.pdf.byteLength),
  pageCount: rendered.pageCount,
});

/** Renders on the calling thread. */
export const directRenderer: ReportRenderer = {
  async natalChart(input) {
    return blamingInput(() => computeNatalChart(input));
  },
  async natalPdf(input) {
    return renderNatalReportPdf(input);
  },
  async synastry(input) {
    return synastryTask(input);
  },
  async synastryPdf(input) {
    return renderSynastryReportPdf(input);
  },
  async transitChart(input) {
    return blamingInput(() => computeTransitChart(input));
  },
  async transitPdf(input) {
    return renderTransitReportPdf(input);
  },
};

/** Renders in the calculation pool (tasks natal, natalReportPdf, synastry, synastryReportPdf, transit, transitReportPdf). */
export function poolRenderer(pool: CalculationPool): ReportRenderer {
  return {
    async natalChart(input) {
      return blamingInput(() => pool.run('natal', input, 'body'));
    },
    async natalPdf(input) {
      return asBytes(await pool.run('natalReportPdf', input, 'body'));
    },
    async synastry(input) {
      return pool.run('synastry', input, 'body');
    },
    async synastryPdf(input) {
      return asBytes(await pool.run('synastryReportPdf', input, 'body'));
    },
    async transitChart(input) {
      return blamingInput(() => pool.run('transit', input, 'body'));
    },
    async transitPdf(input) {
      return asBytes(await pool.run('transitReportPdf', input, 'body'));
    },
  };
}

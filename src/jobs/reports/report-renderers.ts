/**
 * Where the CPU-heavy steps of a report run: in a calculation pool's worker threads, the same
 * Piscina pool and task table (src/calc/tasks) as the web process's requests, whether reports are
 * generated inline in the web process or by the separate report worker process (which runs a
 * pool of its own). Input the chart engine rejects comes back as a TaskInputError carrying the
 * problem as data, its field named as the task names it.
 */
import type { NatalChart, NatalChartInput } from '../../astro/natal-chart.ts';
import type { TransitChart, TransitChartInput } from '../../astro/transits/index.ts';
import type { CalculationPool } from '../../calc/pool.ts';
import type { TaskInput, TaskName, TaskOutput } from '../../calc/tasks/index.ts';
import type { SynastryTaskInput, SynastryTaskOutput } from '../../calc/tasks/synastry.ts';
import { TaskInputError } from '../../calc/tasks/task-outcome.ts';
import type { ChineseReportRequest } from '../../reports/chinese-report-pdf.ts';
import type { CompositeReportInput } from '../../reports/composite-report-pdf.ts';
import type { MovingChartReportRequest } from '../../reports/moving-chart-report-pdf.ts';
import type { NatalReportInput, RenderedPdf } from '../../reports/natal-report-pdf.ts';
import type { NumerologyReportRequest } from '../../reports/numerology-report-pdf.ts';
import type { SynastryReportInput } from '../../reports/synastry-report-pdf.ts';
import type { TransitReportInput } from '../../reports/transit-report-pdf.ts';
import type { VedicReportRequest } from '../../reports/vedic-report-pdf.ts';

/** The CPU-heavy steps of a report: charts, the synastry of two charts, the transit search, the PDF (bytes and page count). */
export interface ReportRenderer {
  natalChart(input: NatalChartInput): Promise<NatalChart>;
  natalPdf(input: NatalReportInput): Promise<RenderedPdf>;
  synastry(input: SynastryTaskInput): Promise<SynastryTaskOutput>;
  synastryPdf(input: SynastryReportInput): Promise<RenderedPdf>;
  /** The transit engine over a period (input problems name the transit request's fields: birthDate, transitDateStart, …). */
  transitChart(input: TransitChartInput): Promise<TransitChart>;
  transitPdf(input: TransitReportInput): Promise<RenderedPdf>;
  /** A solar return or progressions report, chart and texts included (input problems name the engine's fields: birthDateTime, returnYear, targetDate, …). */
  movingChartPdf(input: MovingChartReportRequest): Promise<RenderedPdf>;
  /** A numerology report, profile and texts included (input problems name `fullName`). */
  numerologyPdf(input: NumerologyReportRequest): Promise<RenderedPdf>;
  /** A Chinese report, calendar and texts included (input problems name `birthDate`, …). */
  chinesePdf(input: ChineseReportRequest): Promise<RenderedPdf>;
  /** A composite report from the two charts and their synastry, texts composed in the pool. */
  compositePdf(input: CompositeReportInput): Promise<RenderedPdf>;
  /** A Vedic report (kundli), computed and composed in the pool (input problems name `birthDateTime`, `date`, …). */
  vedicPdf(input: VedicReportRequest): Promise<RenderedPdf>;
}

const asBytes = (rendered: RenderedPdf): RenderedPdf => ({
  pdf: new Uint8Array(rendered.pdf.buffer, rendered.pdf.byteOffset, rendered.pdf.byteLength),
  pageCount: rendered.pageCount,
});

/**
 * Renders in the calculation pool (tasks natal, natalReportPdf, synastry, synastryReportPdf, transit,
 * transitReportPdf, movingChartReportPdf, numerologyReportPdf, chineseReportPdf, compositeReportPdf,
 * vedicReportPdf).
 */
export function poolRenderer(pool: CalculationPool): ReportRenderer {
  const run = async <N extends TaskName>(task: N, input: TaskInput<N>): Promise<TaskOutput<N>> => {
    const outcome = await pool.outcome(task, input);
    if (!outcome.ok) throw new TaskInputError(outcome.problem);
    return outcome.value;
  };
  return {
    natalChart: (input) => run('natal', input),
    natalPdf: async (input) => asBytes(await run('natalReportPdf', input)),
    synastry: (input) => run('synastry', input),
    synastryPdf: async (input) => asBytes(await run('synastryReportPdf', input)),
    transitChart: (input) => run('transit', input),
    transitPdf: async (input) => asBytes(await run('transitReportPdf', input)),
    movingChartPdf: async (input) => asBytes(await run('movingChartReportPdf', input)),
    numerologyPdf: async (input) => asBytes(await run('numerologyReportPdf', input)),
    chinesePdf: async (input) => asBytes(await run('chineseReportPdf', input)),
    compositePdf: async (input) => asBytes(await run('compositeReportPdf', input)),
    vedicPdf: async (input) => asBytes(await run('vedicReportPdf', input)),
  };
}

/**
 * The natal chart response, computed and made ready to send in one calculation task.
 */
import { computeNatalChart, type NatalChartInput } from '../../astro/natal-chart.ts';
import { type NatalPresentation, presentNatalChart } from './natal-chart.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';
import { TextSlots } from './text-slots.ts';

export interface NatalResponseInput {
  chart: NatalChartInput;
  presentation: Omit<NatalPresentation, 'texts' | 'textSlots'>;
  version: VersionTarget;
}

/** The response bytes; with includeText, with a slot for each point's texts (filled by the web thread). */
export function natalResponse(input: NatalResponseInput): ReadyResponse {
  const chart = computeNatalChart(input.chart);
  const textSlots = input.presentation.includeText ? new TextSlots() : undefined;
  return readyToSend(
    presentNatalChart(chart, { ...input.presentation, texts: new Map(), textSlots }),
    input.version,
    textSlots,
  );
}

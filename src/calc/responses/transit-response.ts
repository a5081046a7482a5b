/**
 * The transit response, computed and made ready to send in one calculation task: the newest
 * shape, walked back to the caller's date (2026-09-03 grouped the aspects) in the thread.
 */
import { computeTransitChart, type TransitChartInput } from '../../astro/transits/transit-chart.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';
import { TextSlots } from './text-slots.ts';
import { presentTransits, type TransitPresentation } from './transits.ts';

export interface TransitResponseInput {
  chart: TransitChartInput;
  presentation: Omit<TransitPresentation, 'texts' | 'textSlots'> & { includeText: boolean };
  version: VersionTarget;
}

/** The response bytes; with includeText, with a slot for each aspect group's text (filled by the web thread). */
export function transitResponse(input: TransitResponseInput): ReadyResponse {
  const chart = computeTransitChart(input.chart);
  const { includeText, ...presentation } = input.presentation;
  const textSlots = includeText ? new TextSlots() : undefined;
  return readyToSend(presentTransits(chart, { ...presentation, textSlots }), input.version, textSlots);
}

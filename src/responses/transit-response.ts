/**
 * The transit response, computed and made ready to send in one calculation task: the newest
 * shape, walked back to the caller's date (2026-09-03 grouped the aspects) in the thread.
 */
import { computeTransitChart, type TransitChartInput } from '../astro/transits/transit-chart.ts';
import { groupUrn, presentTransits, type TransitPresentation } from './transits.ts';
import { readyToSend, type ReadyResponse, type TextEntries, type VersionTarget } from './ready-to-send.ts';

export interface TransitResponseInput {
  chart: TransitChartInput;
  presentation: Omit<TransitPresentation, 'texts'> & { includeText: boolean };
  /** With includeText: the texts of the URNs a first run answered with. */
  texts?: TextEntries;
  version: VersionTarget;
}

/** The response bytes, or (includeText without `texts`) the URNs whose texts it needs. */
export function transitResponse(input: TransitResponseInput): ReadyResponse {
  const chart = computeTransitChart(input.chart);
  const { includeText, ...presentation } = input.presentation;
  if (includeText && !input.texts) {
    const urns = chart.aspects.map((group) => groupUrn(group.transiting, group.aspect, group.natal));
    return { textUrns: [...new Set(urns.filter((urn): urn is string => urn !== null))] };
  }
  return readyToSend(presentTransits(chart, { ...presentation, texts: includeText ? new Map(input.texts) : undefined }), input.version);
}

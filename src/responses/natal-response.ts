/**
 * The natal chart response, computed and made ready to send in one calculation task.
 */
import { computeNatalChart, type NatalChartInput } from '../astro/natal-chart.ts';
import { natalTextUrns, presentNatalChart, type NatalPresentation } from './natal-chart.ts';
import { readyToSend, type ReadyResponse, type TextEntries, type VersionTarget } from './ready-to-send.ts';

export interface NatalResponseInput {
  chart: NatalChartInput;
  presentation: Omit<NatalPresentation, 'texts'>;
  /** With includeText: the texts of the URNs a first run answered with. */
  texts?: TextEntries;
  version: VersionTarget;
}

/** The response bytes, or (includeText without `texts`) the URNs whose texts it needs. */
export function natalResponse(input: NatalResponseInput): ReadyResponse {
  const chart = computeNatalChart(input.chart);
  if (input.presentation.includeText && !input.texts) {
    return { textUrns: [...new Set(chart.points.flatMap((point) => natalTextUrns(point).map(({ urn }) => urn)))] };
  }
  return readyToSend(presentNatalChart(chart, { ...input.presentation, texts: new Map(input.texts) }), input.version);
}

/**
 * The Vedic operations' responses (module `vedic`), computed and made ready to send in one
 * calculation task each: the engine's plain data under `data.attributes`.
 */

import { type KundliRequest, kundli } from '../../astro/vedic/kundli.ts';
import { type MatchingRequest, matching } from '../../astro/vedic/matching.ts';
import {
  type PanchangRangeRequest,
  type PanchangRequest,
  panchangMonthPlace,
  panchangRangeRequest,
  panchangRequest,
} from '../../astro/vedic/panchang-request.ts';
import {
  type DashaRequest,
  type DivisionalRequest,
  dashaRequest,
  divisionalChartsRequest,
} from '../../astro/vedic/requests.ts';
import { type SadeSatiRequest, sadeSati } from '../../astro/vedic/sade-sati.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';

export interface VedicResponseInput<R> {
  request: R;
  version: VersionTarget;
}

export const vedicTasks = {
  /** POST /api/calc/vedic/dasha, ready to send. */
  vedicDashaResponse: (input: VedicResponseInput<DashaRequest>): ReadyResponse =>
    readyToSend({ data: { type: 'vedic-dasha', attributes: dashaRequest(input.request) } }, input.version),
  /** POST /api/calc/vedic/divisional-charts, ready to send. */
  vedicDivisionalResponse: (input: VedicResponseInput<DivisionalRequest>): ReadyResponse =>
    readyToSend(
      { data: { type: 'vedic-divisional-charts', attributes: divisionalChartsRequest(input.request) } },
      input.version,
    ),
  /** The kundli as plain data (a Vedic report's input checked when requested). */
  vedicKundli: (input: KundliRequest) => kundli(input),
  /** POST /api/calc/vedic/sade-sati, ready to send. */
  vedicSadeSatiResponse: (input: VedicResponseInput<SadeSatiRequest>): ReadyResponse =>
    readyToSend({ data: { type: 'vedic-sade-sati', attributes: sadeSati(input.request) } }, input.version),
  /** POST /api/calc/vedic/matching, ready to send. */
  vedicMatchingResponse: (input: VedicResponseInput<MatchingRequest>): ReadyResponse =>
    readyToSend({ data: { type: 'vedic-matching', attributes: matching(input.request) } }, input.version),
  /** POST /api/calc/vedic/kundli, ready to send. */
  vedicKundliResponse: (input: VedicResponseInput<KundliRequest>): ReadyResponse =>
    readyToSend({ data: { type: 'vedic-kundli', attributes: kundli(input.request) } }, input.version),
  /** POST /api/calc/vedic/panchang, ready to send. */
  vedicPanchangResponse: (input: VedicResponseInput<PanchangRequest>): ReadyResponse =>
    readyToSend({ data: { type: 'vedic-panchang', attributes: panchangRequest(input.request) } }, input.version),
  /** A Vedic report's month of panchang, checked when requested: its place with the zone. */
  vedicPanchangMonth: (input: Parameters<typeof panchangMonthPlace>[0]) => panchangMonthPlace(input),
  /** POST /api/calc/vedic/panchang/range, ready to send. */
  vedicPanchangRangeResponse: (input: VedicResponseInput<PanchangRangeRequest>): ReadyResponse =>
    readyToSend(
      { data: { type: 'vedic-panchang-range', attributes: panchangRangeRequest(input.request) } },
      input.version,
    ),
};

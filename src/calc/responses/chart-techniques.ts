/**
 * The midpoints' and the harmonic charts' responses (module `natal`), computed and made ready to
 * send in one calculation task each: the engine's plain data under `data.attributes`.
 */
import {
  type HarmonicsRequest,
  harmonicsRequest,
  type MidpointsRequest,
  midpointsRequest,
} from '../../astro/techniques/requests.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';

export interface TechniqueResponseInput<R> {
  request: R;
  version: VersionTarget;
}

export const chartTechniqueTasks = {
  /** POST /api/calc/midpoints, ready to send. */
  midpointsResponse: (input: TechniqueResponseInput<MidpointsRequest>): ReadyResponse =>
    readyToSend({ data: { type: 'midpoints', attributes: midpointsRequest(input.request) } }, input.version),
  /** POST /api/calc/harmonics, ready to send. */
  harmonicsResponse: (input: TechniqueResponseInput<HarmonicsRequest>): ReadyResponse =>
    readyToSend({ data: { type: 'harmonic-charts', attributes: harmonicsRequest(input.request) } }, input.version),
};

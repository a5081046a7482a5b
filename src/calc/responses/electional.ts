/**
 * The electional search's response (module `traditional`), computed and made ready to send in
 * one calculation task: the engine's plain data under `data.attributes`.
 */
import { type ElectionalRequest, electionalSearch } from '../../astro/electional/search.ts';
import { type ReadyResponse, readyToSend, type VersionTarget } from './ready-to-send.ts';

export interface ElectionalResponseInput {
  request: ElectionalRequest;
  version: VersionTarget;
}

/** POST /api/calc/electional, ready to send. */
export function electionalResponse(input: ElectionalResponseInput): ReadyResponse {
  return readyToSend(
    { data: { type: 'electional-windows', attributes: electionalSearch(input.request) } },
    input.version,
  );
}

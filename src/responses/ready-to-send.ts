/**
 * Response bodies made ready to send where they are computed (a calculation thread): shaped for
 * the caller's compatibility date by the versioning registry, serialized, and encoded as UTF-8,
 * so that the web thread only sets headers and writes the bytes.
 */
import { versionRegistry } from '../versioning/registry.ts';

/** The endpoint a body answers and the compatibility date that applies to the caller. */
export interface VersionTarget {
  method: string;
  path: string;
  /** YYYY-MM-DD, as resolved by the registry on the web thread. */
  applied: string;
}

/** Interpretation texts by URN, as the web thread fetched them for the organization. */
export type TextEntries = [urn: string, text: { title: string; body: string }][];

/**
 * What a response task answers: the body's bytes, or, for a request with texts whose URNs only
 * the computation tells, the URNs to fetch before asking again with `texts`.
 */
export type ReadyResponse = { bytes: Uint8Array } | { textUrns: string[] };

const utf8 = new TextEncoder();

/** The newest-shape `body` walked back to the caller's date, as UTF-8 JSON. */
export function readyToSend(body: unknown, version: VersionTarget): ReadyResponse {
  const shaped = versionRegistry.toVersion(body, version.method, version.path, version.applied);
  return { bytes: utf8.encode(JSON.stringify(shaped)) };
}

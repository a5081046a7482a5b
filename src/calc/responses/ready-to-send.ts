/**
 * Response bodies made ready to send where they are computed (a calculation thread): shaped for
 * the caller's compatibility date by the versioning registry, serialized, and encoded as UTF-8,
 * so that the web thread only sets headers and writes the bytes. A body with interpretation texts
 * carries placeholders where they go (see text-slots.ts): the web thread splices the caller's
 * texts in, and the task runs once either way.
 */
import { versionRegistry } from '../../versioning/registry.ts';
import { cutPlaceholders, type SlottedBytes, type TextSlots } from './text-slots.ts';
import { utf8Bytes } from './utf8-bytes.ts';

/** The endpoint a body answers and the compatibility date that applies to the caller. */
export interface VersionTarget {
  method: string;
  path: string;
  /** YYYY-MM-DD, as resolved by the registry on the web thread. */
  applied: string;
}

/** What a response task answers: the body's bytes, and where texts go when it has text slots. */
export type ReadyResponse = { bytes: Uint8Array } | SlottedBytes;

/**
 * The newest-shape `body` walked back to the caller's date, as UTF-8 JSON. `slots` are the text
 * slots the presenter put in the body, if any.
 */
export function readyToSend(body: unknown, version: VersionTarget, slots?: TextSlots): ReadyResponse {
  const json = JSON.stringify(versionRegistry.toVersion(body, version.method, version.path, version.applied));
  if (slots && slots.slots.length > 0) return cutPlaceholders(json, slots.slots);
  return { bytes: utf8Bytes(json) };
}

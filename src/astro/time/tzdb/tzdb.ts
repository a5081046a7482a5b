/**
 * The IANA time-zone database this service uses, with `backzone` (full histories before 1970):
 * the zic input file `tzdb/tzdata.zi` at the repository's root (replace it to update; see
 * tzdb/README.md). Read once per thread on first use; each zone's transitions are computed on its first use (1800–2401) and
 * kept, and an offset is then a binary search.
 */

import { readFileSync } from 'node:fs';
import { parseZicInput, type ZicInput } from './zic-input.ts';
import { type ZoneTransitions, zoneTransitions } from './zone-transitions.ts';

/** Last year whose transitions are computed (the service's dates end in 2400). */
const LAST_YEAR = 2401;

let database: ZicInput | undefined;

function db(): ZicInput {
  if (!database) {
    database = parseZicInput(readFileSync(new URL('../../../../tzdb/tzdata.zi', import.meta.url), 'utf8'));
  }
  return database;
}

const compiled = new Map<string, ZoneTransitions>();

/** The tzdb release, e.g. `2026c` (from the file's `# version` line; `unknown` without one). */
export function tzdbVersion(): string {
  return db().version ?? 'unknown';
}

/** Every zone and link name, sorted. */
export function tzdbZoneNames(): string[] {
  const { zones, links } = db();
  return [...zones.keys(), ...links.keys()].sort();
}

/**
 * The zone a name stands for (links followed), or null for an unknown name.
 * @param name IANA zone or link name, exactly as the database spells it
 */
export function canonicalZoneName(name: string): string | null {
  const { zones, links } = db();
  let current = name;
  for (let hops = 0; hops < 4; hops++) {
    if (zones.has(current)) return current;
    const next = links.get(current);
    if (next === undefined) return null;
    current = next;
  }
  return null;
}

/**
 * A zone's transitions (computed on first use).
 * @param name IANA zone or link name
 * @throws RangeError for an unknown name
 */
export function transitionsOf(name: string): ZoneTransitions {
  let t = compiled.get(name);
  if (t === undefined) {
    const zone = canonicalZoneName(name);
    if (zone === null) throw new RangeError(`unknown time zone ${name}`);
    t = compiled.get(zone) ?? zoneTransitions(db().zones.get(zone)!, db().rules, LAST_YEAR);
    compiled.set(zone, t);
    compiled.set(name, t);
  }
  return t;
}

/**
 * The UTC offset of a zone at an instant.
 * @param t the zone's transitions
 * @param seconds instant, seconds since 1970-01-01T00:00Z
 * @returns seconds east of Greenwich
 */
export function offsetAtInstant(t: ZoneTransitions, seconds: number): number {
  const { times, offsets } = t;
  let lo = 0;
  let hi = times.length;
  // The number of transitions at or before the instant.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid] <= seconds) lo = mid + 1;
    else hi = mid;
  }
  return offsets[lo];
}

/**
 * UTC offsets of IANA zones at instants, from the service's own copy of the time-zone database
 * with `backzone` (tzdb/tzdata.zi, see tzdb/tzdb.ts), not the runtime's ICU data, whose build
 * merges zones that agree since 1970 (Europe/Amsterdam before 1946 would follow Brussels).
 * Zone names are matched exactly, or else without regard to case (`europe/paris`).
 */

import { closestName } from '../../closest-name.ts';
import { canonicalZoneName, offsetAtInstant, transitionsOf, tzdbVersion, tzdbZoneNames } from './tzdb/tzdb.ts';

export { tzdbVersion, tzdbZoneNames };

let byLowerCase: Map<string, string> | undefined;

/**
 * The database's spelling of a zone or link name, or null when it has none.
 * @param zone candidate IANA zone name, e.g. `Europe/Paris` or `europe/paris`
 */
export function zoneNameAsSpelled(zone: string): string | null {
  if (typeof zone !== 'string' || zone === '') return null;
  if (canonicalZoneName(zone) !== null) return zone;
  byLowerCase ??= new Map(tzdbZoneNames().map((name) => [name.toLowerCase(), name]));
  return byLowerCase.get(zone.toLowerCase()) ?? null;
}

/**
 * The zone name a mistyped one most likely meant: the closest full name (`Europe/Pariss` →
 * `Europe/Paris`), else the zone whose city part is closest (`Pariss` → `Europe/Paris`).
 * @param zone a name the database does not know
 * @returns a known zone name, or undefined when none is close
 */
export function closestZoneName(zone: string): string | undefined {
  if (typeof zone !== 'string' || zone === '') return undefined;
  const names = tzdbZoneNames();
  const whole = closestName(zone, names);
  if (whole !== undefined || zone.includes('/')) return whole;
  const byCity = new Map<string, string>();
  for (const name of names) {
    const city = name.slice(name.lastIndexOf('/') + 1);
    if (!byCity.has(city)) byCity.set(city, name);
  }
  const city = closestName(zone.replaceAll(' ', '_'), byCity.keys());
  return city === undefined ? undefined : byCity.get(city);
}

/**
 * Whether the database knows a zone name (exactly or without regard to case).
 * @param zone candidate IANA zone name
 */
export function isKnownZoneName(zone: string): boolean {
  return zoneNameAsSpelled(zone) !== null;
}

/**
 * The offset of a zone's wall clock from UTC at an instant.
 * @param zone IANA zone name known to the database (validate first: an unknown name throws RangeError)
 * @param ms instant, milliseconds since 1970-01-01T00:00Z (1800–2401 computed; earlier instants
 * take the zone's first offset, later ones its last)
 * @returns offset in whole seconds east of Greenwich (local mean time keeps its seconds)
 */
export function zoneOffsetSeconds(zone: string, ms: number): number {
  return offsetAtInstant(transitionsOf(zoneNameAsSpelled(zone) ?? zone), Math.floor(ms / 1000));
}

/**
 * The end of a zone's local mean time (its first era, before any standard offset), or null
 * when the zone begins with a standard offset.
 * @param zone IANA zone name known to the database
 * @returns milliseconds since 1970-01-01T00:00Z
 */
export function localMeanTimeEndMs(zone: string): number | null {
  const end = transitionsOf(zoneNameAsSpelled(zone) ?? zone).localMeanTimeUntil;
  return end === null ? null : end * 1000;
}

/**
 * The IANA zone at a place, from geo-tz's polygons of timezone-boundary-builder (current
 * borders: Ciudad Juárez is America/Ciudad_Juarez, Tornio Europe/Helsinki), in the variant that
 * keeps every zone with its own history (`geo-tz/all`: Amsterdam is not merged into Brussels).
 * Zones at sea are `Etc/GMT±n`. The index is loaded on first use (a noticeable load, once);
 * a lookup then reads only the polygons of its area (the `birth-time` benchmark times lookups).
 */

import { createRequire } from 'node:module';

type Find = (latitude: number, longitude: number) => string[];

let find: Find | undefined;

/**
 * The IANA zone at a place.
 * @param latitude degrees in [−90, 90]
 * @param longitude degrees in [−180, 180]
 * @returns IANA zone name (the first where areas overlap)
 */
export function zoneAtPlace(latitude: number, longitude: number): string {
  find ??= (createRequire(import.meta.url)('geo-tz/all') as { find: Find }).find;
  const zones = find(latitude, longitude);
  return zones[0] ?? `Etc/GMT${longitude >= 0 ? '-' : '+'}${Math.round(Math.abs(longitude) / 15)}`;
}

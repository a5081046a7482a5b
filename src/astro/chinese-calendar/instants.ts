/** Julian days (UT) as ISO 8601 instants. */
import { UNIX_EPOCH_JD } from '../time/julian-day.ts';

/** A UT Julian day as `YYYY-MM-DDTHH:mm:ssZ` (rounded to the second). */
export function isoInstantOfJd(jdUT: number): string {
  const ms = Math.round(((jdUT - UNIX_EPOCH_JD) * 86_400_000) / 1000) * 1000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/**
 * UTC offsets of IANA zones at instants, from the ICU time-zone data through Intl (historical
 * offsets, local mean time to the second). One Intl.DateTimeFormat per zone, reused; its plain
 * `format` text is parsed, which is cheaper than `formatToParts` (used by luxon): the zone
 * lookups of a birth time were about a tenth of a natal chart's time.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formats.size >= 1000) formats.clear();
    formats.set(zone, format);
  }
  return format;
}

const known = new Map<string, boolean>();

/**
 * Whether Intl knows a zone name (the same test luxon's IANAZone.isValidZone makes: can a
 * formatter be built for it). Memoised; the formatter is kept for the offsets.
 * @param zone candidate IANA zone name
 */
export function isKnownZoneName(zone: string): boolean {
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      formatOf(zone).format(0);
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 10_000) known.set(zone, ok);
  }
  return ok;
}

/** "M/D/YYYY, HH:MM:SS" as en-US writes it with hourCycle h23. */
const WALL = /^(\d{1,2})\/(\d{1,2})\/(\d{4}), (\d{1,2}):(\d{2}):(\d{2})$/;

/**
 * The offset of a zone's wall clock from UTC at an instant.
 * @param zone IANA zone name known to Intl (validate first: an unknown name throws RangeError)
 * @param ms instant, milliseconds since 1970-01-01T00:00Z, within years 1000–9999
 * @returns offset in whole seconds east of Greenwich (local mean time keeps its seconds)
 */
export function zoneOffsetSeconds(zone: string, ms: number): number {
  const text = formatOf(zone).format(ms);
  const m = WALL.exec(text);
  if (m === null) throw new RangeError(`unexpected date text "${text}" for zone ${zone}`);
  const hour = +m[4] === 24 ? 0 : +m[4];
  const wall = Date.UTC(+m[3], +m[1] - 1, +m[2], hour, +m[5], +m[6]);
  const second = Math.floor(ms / 1000) * 1000;
  return Math.round((wall - second) / 1000);
}

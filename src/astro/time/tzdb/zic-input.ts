/**
 * Reader of the IANA time-zone database in zic's input format (the `tzdata.zi` that the tzdb's
 * Makefile builds, or the source files themselves): Rule, Zone and Link lines, with the
 * abbreviations zic accepts (any unambiguous prefix of a month, weekday or keyword: `Ap`,
 * `lastSu`, `o` for only, `ma` for max). Times are kept in seconds; what they are relative to
 * (wall clock, standard time or UT) is kept beside them.
 */

/** What a time of day is measured on: the wall clock, local standard time, or UT. */
export type ClockBasis = 'wall' | 'standard' | 'universal';

/** A day of a month as a rule or an UNTIL names it. */
export type DayRule =
  | { kind: 'dayOfMonth'; day: number }
  /** The last given weekday (0 = Sunday) of the month. */
  | { kind: 'last'; weekday: number }
  /** The first given weekday on or after `day` (may run into the next month). */
  | { kind: 'onOrAfter'; weekday: number; day: number }
  /** The last given weekday on or before `day` (may run into the previous month). */
  | { kind: 'onOrBefore'; weekday: number; day: number };

/** A moment within a year: month, day rule, time of day (seconds, may exceed a day) and basis. */
export interface YearMoment {
  /** Month, 0 = January. */
  month: number;
  day: DayRule;
  /** Time of day, seconds after midnight (may be negative or past 24 h). */
  time: number;
  basis: ClockBasis;
}

/** One Rule line: a change of daylight saving in each year from `from` to `to`. */
export interface ZoneRule extends YearMoment {
  /** First and last year (±Infinity for min and max). */
  from: number;
  to: number;
  /** Amount added to standard time, seconds (may be negative). */
  save: number;
  /** Whether the rule's time counts as daylight saving (SAVE not zero, or suffix `d`). */
  isDst: boolean;
  /** The LETTER/S put for `%s` in the zone's format (empty for `-`). */
  letters: string;
}

/** One Zone line or continuation line: an era of a zone. */
export interface ZoneEra {
  /** Standard offset east of Greenwich, seconds. */
  standardOffset: number;
  /** Named rules, or a fixed amount of daylight saving (seconds; 0 for `-`). */
  rules: { name: string } | { save: number };
  /** The abbreviation format (`LMT` marks local mean time). */
  format: string;
  /** End of the era (exclusive), or null for the last era. */
  until: { year: number; moment: YearMoment } | null;
}

/** The parsed database. */
export interface ZicInput {
  /** Version from the `# version` line, e.g. `2026c`, or null when absent. */
  version: string | null;
  rules: Map<string, ZoneRule[]>;
  zones: Map<string, ZoneEra[]>;
  /** Alias → target name. */
  links: Map<string, string>;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const matched = new Map<string, number>();

/** Index of the one word in `words` that `abbreviation` begins (case-insensitive), as zic matches. */
function byPrefix(words: readonly string[], abbreviation: string, what: string): number {
  const key = `${what}:${abbreviation}`;
  let index = matched.get(key);
  if (index === undefined) matched.set(key, (index = matchPrefix(words, abbreviation, what)));
  return index;
}

function matchPrefix(words: readonly string[], abbreviation: string, what: string): number {
  const a = abbreviation.toLowerCase();
  const exact = words.indexOf(a);
  if (exact >= 0) return exact;
  const found = words.flatMap((w, i) => (w.startsWith(a) ? [i] : []));
  if (found.length !== 1) throw new SyntaxError(`tzdb: ${what} "${abbreviation}" is not one unambiguous name`);
  return found[0];
}

/**
 * A signed duration `[-]h[:mm[:ss[.frac]]]` in seconds (`-` alone is zero).
 * @param text as in zic input
 */
export function parseDuration(text: string): number {
  if (text === '-') return 0;
  const m = /^(-)?(\d+)(?::(\d{1,2}))?(?::(\d{1,2}(?:\.\d+)?))?$/.exec(text);
  if (!m) throw new SyntaxError(`tzdb: "${text}" is not a time`);
  const seconds = +m[2] * 3600 + (m[3] ? +m[3] * 60 : 0) + (m[4] ? Math.round(+m[4]) : 0);
  return m[1] ? -seconds : seconds;
}

/** A time of day with an optional basis suffix (w, s, u/g/z). */
function parseTimeOfDay(text: string): { time: number; basis: ClockBasis } {
  const last = text[text.length - 1];
  if (/[wsugz]/.test(last)) {
    return {
      time: parseDuration(text.slice(0, -1) || '0'),
      basis: last === 'w' ? 'wall' : last === 's' ? 'standard' : 'universal',
    };
  }
  return { time: parseDuration(text), basis: 'wall' };
}

function parseDay(text: string): DayRule {
  if (/^\d+$/.test(text)) return { kind: 'dayOfMonth', day: +text };
  if (text.toLowerCase().startsWith('last'))
    return { kind: 'last', weekday: byPrefix(WEEKDAYS, text.slice(4), 'weekday') };
  const m = /^([A-Za-z]+)([<>]=)(\d+)$/.exec(text);
  if (!m) throw new SyntaxError(`tzdb: "${text}" is not a day`);
  const weekday = byPrefix(WEEKDAYS, m[1], 'weekday');
  return m[2] === '>=' ? { kind: 'onOrAfter', weekday, day: +m[3] } : { kind: 'onOrBefore', weekday, day: +m[3] };
}

function parseYear(text: string, previous: number | null): number {
  const t = text.toLowerCase();
  if (/^-?\d+$/.test(t)) return +t;
  if ('only'.startsWith(t) && previous !== null) return previous;
  if (t.length >= 2 && 'maximum'.startsWith(t)) return Infinity;
  if (t.length >= 2 && 'minimum'.startsWith(t)) return -Infinity;
  throw new SyntaxError(`tzdb: "${text}" is not a year`);
}

function parseUntil(fields: string[]): ZoneEra['until'] {
  if (fields.length === 0) return null;
  const year = +fields[0];
  const month = fields[1] ? byPrefix(MONTHS, fields[1], 'month') : 0;
  const day = fields[2] ? parseDay(fields[2]) : { kind: 'dayOfMonth' as const, day: 1 };
  const { time, basis } = fields[3] ? parseTimeOfDay(fields[3]) : { time: 0, basis: 'wall' as const };
  return { year, moment: { month, day, time, basis } };
}

function parseEra(fields: string[]): ZoneEra {
  const [offset, rules, format, ...until] = fields;
  let eraRules: ZoneEra['rules'];
  if (rules === '-') eraRules = { save: 0 };
  else if (/^-?\d/.test(rules)) eraRules = { save: parseDuration(rules.replace(/[sd]$/, '')) };
  else eraRules = { name: rules };
  return { standardOffset: parseDuration(offset), rules: eraRules, format, until: parseUntil(until) };
}

/**
 * Parse zic input text.
 * @param text the contents of `tzdata.zi` (or of the source files, concatenated)
 */
export function parseZicInput(text: string): ZicInput {
  const input: ZicInput = { version: null, rules: new Map(), zones: new Map(), links: new Map() };
  let zone: ZoneEra[] | null = null;
  for (const raw of text.split('\n')) {
    if (raw.startsWith('#')) {
      const version = /^#\s*version\s+(\S+)/.exec(raw);
      if (version) input.version = version[1];
      continue;
    }
    const line = (raw.includes('#') ? raw.slice(0, raw.indexOf('#')) : raw).trim();
    if (line === '') continue;
    const fields = line.split(/\s+/);
    const keyword = fields[0].toLowerCase();
    if (/^[-\d]/.test(fields[0])) {
      if (!zone) throw new SyntaxError(`tzdb: continuation line outside a zone: ${line}`);
      zone.push(parseEra(fields));
    } else if ('zone'.startsWith(keyword)) {
      zone = [parseEra(fields.slice(2))];
      input.zones.set(fields[1], zone);
    } else if ('rule'.startsWith(keyword)) {
      zone = null;
      const [, name, from, to, , month, day, at, save, letters] = fields;
      const first = parseYear(from, null);
      const { time, basis } = parseTimeOfDay(at);
      const rule: ZoneRule = {
        from: first,
        to: parseYear(to, first),
        month: byPrefix(MONTHS, month, 'month'),
        day: parseDay(day),
        time,
        basis,
        save: parseDuration(save.replace(/[sd]$/, '')),
        isDst: save.endsWith('d') || (!save.endsWith('s') && parseDuration(save.replace(/[sd]$/, '')) !== 0),
        letters: letters === '-' ? '' : letters,
      };
      let list = input.rules.get(name);
      if (!list) input.rules.set(name, (list = []));
      list.push(rule);
    } else if ('link'.startsWith(keyword)) {
      zone = null;
      input.links.set(fields[2], fields[1]);
    } else {
      throw new SyntaxError(`tzdb: unknown line: ${line}`);
    }
  }
  return input;
}

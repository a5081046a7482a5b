/**
 * The weekly horoscope of one sign: an opening on the week's main event (the event of highest
 * {@link eventWeight}) and its tone, then one paragraph per day with that day's events in time
 * order, then the quiet days. Pure and deterministic: the same input gives the same text.
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import { isLanguage, type Language } from '../languages.ts';
import { chooserFor } from '../variation.ts';
import { type CalendarDay, dayKey, isoWeekDays, localDay } from './calendar.ts';
import { germanHoroscope } from './de.ts';
import { englishHoroscope } from './en.ts';
import { spanishHoroscope } from './es.ts';
import { eventWeight, type HoroscopeEvent } from './events.ts';
import { frenchHoroscope } from './fr.ts';
import { hindiHoroscope } from './hi.ts';
import { italianHoroscope } from './it.ts';
import { japaneseHoroscope } from './ja.ts';
import { dutchHoroscope } from './nl.ts';
import { polishHoroscope } from './pl.ts';
import { portugueseHoroscope } from './pt.ts';
import { russianHoroscope } from './ru.ts';
import { turkishHoroscope } from './tr.ts';
import type { HoroscopeWriter, Tone } from './writer.ts';

/** What a weekly horoscope is composed from. */
export interface WeeklyHoroscopeInput {
  /** The reader's sign; event houses are counted from it. */
  sign: Sign;
  /** ISO-8601 week-numbering year and week (1..53). */
  year: number;
  week: number;
  language: Language;
  /** The week's events, in any order. */
  events: readonly HoroscopeEvent[];
  /** IANA zone whose calendar days group the events (default "UTC"). */
  timeZone?: string;
}

/** Title (plain text) and body (Markdown paragraphs separated by blank lines). */
export interface WeeklyHoroscope {
  title: string;
  body: string;
}

const WRITERS: Record<Language, HoroscopeWriter> = {
  en: englishHoroscope,
  es: spanishHoroscope,
  de: germanHoroscope,
  fr: frenchHoroscope,
  it: italianHoroscope,
  ja: japaneseHoroscope,
  ru: russianHoroscope,
  pt: portugueseHoroscope,
  hi: hindiHoroscope,
  nl: dutchHoroscope,
  tr: turkishHoroscope,
  pl: polishHoroscope,
};

/** The events in time order (stable for equal instants). */
export function chronological(events: readonly HoroscopeEvent[]): HoroscopeEvent[] {
  return events
    .map((event, index) => ({ event, index, ms: Date.parse(event.instant) }))
    .sort((a, b) => a.ms - b.ms || a.index - b.index)
    .map((x) => x.event);
}

/** The week's main event: highest {@link eventWeight}, the earliest among equals; undefined for none. */
export function mainHoroscopeEvent(events: readonly HoroscopeEvent[]): HoroscopeEvent | undefined {
  let best: HoroscopeEvent | undefined;
  let bestWeight = -Infinity;
  for (const event of chronological(events)) {
    const weight = eventWeight(event);
    if (weight > bestWeight) {
      best = event;
      bestWeight = weight;
    }
  }
  return best;
}

/** The tone of the week's aspects: harmonious (soft at least twice hard), tense (the reverse), mixed, or calm (none). */
export function toneOf(events: readonly HoroscopeEvent[]): Tone {
  let soft = 0;
  let hard = 0;
  for (const e of events) {
    if (e.kind !== 'aspect') continue;
    const nature = natureOf(e.aspect);
    if (nature === 'soft') soft++;
    else if (nature === 'hard') hard++;
  }
  if (soft + hard === 0) return 'calm';
  if (soft >= 2 * hard) return 'harmonious';
  if (hard >= 2 * soft) return 'tense';
  return 'mixed';
}

function validate(input: WeeklyHoroscopeInput): void {
  if (!(SIGNS as readonly string[]).includes(input.sign)) throw new RangeError(`unknown sign "${input.sign}"`);
  if (!isLanguage(input.language)) throw new RangeError(`unknown language "${input.language}"`);
  if (!Number.isInteger(input.year) || !Number.isInteger(input.week) || input.week < 1 || input.week > 53) {
    throw new RangeError(`invalid ISO week ${input.year}-W${input.week}`);
  }
  for (const e of input.events) {
    if (!Number.isInteger(e.house) || e.house < 1 || e.house > 12) throw new RangeError(`invalid house ${e.house}`);
    if (Number.isNaN(Date.parse(e.instant))) throw new RangeError(`invalid instant "${e.instant}"`);
  }
}

/**
 * Title and Markdown body of the weekly horoscope for `input.sign`. The body opens with the main
 * event, then has one paragraph per day ("**Monday, 1 June:** …") that mentions every event of
 * that day in time order, and ends with the days without events. Throws a RangeError on an
 * unknown sign or language, a week outside 1..53, a house outside 1..12 or an unparseable instant.
 */
export function composeWeeklyHoroscope(input: WeeklyHoroscopeInput): WeeklyHoroscope {
  validate(input);
  const writer = WRITERS[input.language];
  const key = `horoscope|${input.sign}|${input.year}|${input.week}`;
  const title = writer.title(input.sign, input.year, input.week);
  const events = chronological(input.events);
  const main = mainHoroscopeEvent(events);
  if (!main) return { title, body: writer.empty(input.sign) };

  const days = new Map<string, { day: CalendarDay; sentences: string[] }>();
  for (const event of events) {
    const day = localDay(event.instant, input.timeZone);
    const k = dayKey(day);
    if (!days.has(k)) days.set(k, { day, sentences: [] });
    const c = chooserFor(`${key}|${event.instant}|${event.kind}|${event.house}`);
    days.get(k)!.sentences.push(writer.event(event, c));
  }
  const paragraphs = [writer.opening(main, toneOf(events), chooserFor(`${key}|opening`))];
  for (const { day, sentences } of days.values()) {
    paragraphs.push(`**${writer.dayHeading(day)}:** ${sentences.join(' ')}`);
  }
  const quiet = isoWeekDays(input.year, input.week).filter((d) => !days.has(dayKey(d)));
  if (quiet.length > 0) paragraphs.push(writer.quietDays(quiet));
  return { title, body: paragraphs.join('\n\n') };
}

/**
 * The daily and monthly horoscopes of one sign, composed from the period's real sky like the
 * weekly one (events read through the sign's whole-sign solar houses), and no sentence twice in
 * one report. Pure and deterministic.
 * - Daily: the Moon's sign, house and phase of the day; each event of the day in time order (or
 *   a quiet day); the Sun's house for the reader.
 * - Monthly: an opening on the month's main event and the tone of its aspects; one paragraph per
 *   day with events other than the Moon's sign changes; the Sun's house for the reader.
 */
import { SIGNS, type Sign } from '../../astro/vocabulary.ts';
import { isLanguage, type Language } from '../languages.ts';
import { chooserFor } from '../variation.ts';
import { type CalendarDay, dayKey, localDay } from './calendar.ts';
import { chronological, mainHoroscopeEvent, toneOf } from './compose.ts';
import { germanHoroscope } from './de.ts';
import { englishHoroscope } from './en.ts';
import { spanishHoroscope } from './es.ts';
import { type HoroscopeEvent, solarHouse } from './events.ts';
import { frenchHoroscope } from './fr.ts';
import { hindiHoroscope } from './hi.ts';
import { italianHoroscope } from './it.ts';
import { japaneseHoroscope } from './ja.ts';
import { dutchHoroscope } from './nl.ts';
import { germanPeriodHoroscope } from './period-de.ts';
import { englishPeriodHoroscope } from './period-en.ts';
import { spanishPeriodHoroscope } from './period-es.ts';
import { frenchPeriodHoroscope } from './period-fr.ts';
import { hindiPeriodHoroscope } from './period-hi.ts';
import { italianPeriodHoroscope } from './period-it.ts';
import { japanesePeriodHoroscope } from './period-ja.ts';
import { dutchPeriodHoroscope } from './period-nl.ts';
import { polishPeriodHoroscope } from './period-pl.ts';
import { portuguesePeriodHoroscope } from './period-pt.ts';
import { russianPeriodHoroscope } from './period-ru.ts';
import { turkishPeriodHoroscope } from './period-tr.ts';
import { dayPhaseOf, type PeriodWriter } from './period-writer.ts';
import { polishHoroscope } from './pl.ts';
import { portugueseHoroscope } from './pt.ts';
import { russianHoroscope } from './ru.ts';
import { turkishHoroscope } from './tr.ts';
import type { HoroscopeWriter } from './writer.ts';

const EVENT_WRITERS: Record<Language, HoroscopeWriter> = {
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
const PERIOD_WRITERS: Record<Language, PeriodWriter> = {
  en: englishPeriodHoroscope,
  es: spanishPeriodHoroscope,
  de: germanPeriodHoroscope,
  fr: frenchPeriodHoroscope,
  it: italianPeriodHoroscope,
  ja: japanesePeriodHoroscope,
  ru: russianPeriodHoroscope,
  pt: portuguesePeriodHoroscope,
  hi: hindiPeriodHoroscope,
  nl: dutchPeriodHoroscope,
  tr: turkishPeriodHoroscope,
  pl: polishPeriodHoroscope,
};

/** The Sun and Moon at the period's middle. */
export interface Luminaries {
  sunSign: Sign;
  moonSign: Sign;
  /** Moon − Sun longitude, degrees [0, 360). */
  moonElongation: number;
}

export interface PeriodHoroscopeInput {
  sign: Sign;
  language: Language;
  /** The period's events (houses already counted from `sign`), any order. */
  events: readonly HoroscopeEvent[];
  luminaries: Luminaries;
  /** The period's eclipses (greatest instant ISO 8601, the sign it falls in); none when absent. */
  eclipses?: readonly { kind: 'solar' | 'lunar'; type: string; instant: string; sign: Sign }[];
}

export interface PeriodHoroscope {
  title: string;
  body: string;
}

/**
 * Splits a paragraph into sentences: after . ! ? followed by a space, except after a digit
 * ("5. Haus", "1. Juni").
 */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[^\d][.!?]|।)\s+/u);
}

/**
 * The paragraphs with every sentence that already appeared earlier in the report left out (a
 * paragraph left empty is dropped, with its day heading).
 */
export function distinctSentences(paragraphs: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of paragraphs) {
    const heading = /^\*\*[^*]+:\*\* /.exec(p)?.[0] ?? '';
    const kept = sentencesOf(p.slice(heading.length)).filter((s) => {
      if (seen.has(s)) return false;
      seen.add(s);
      return true;
    });
    if (kept.length > 0) out.push(heading + kept.join(' '));
  }
  return out;
}

function check(input: PeriodHoroscopeInput): void {
  if (!(SIGNS as readonly string[]).includes(input.sign)) throw new RangeError(`unknown sign "${input.sign}"`);
  if (!isLanguage(input.language)) throw new RangeError(`unknown language "${input.language}"`);
}

/**
 * The daily horoscope of `input.sign` for `day` (UTC).
 * @param input sign, language, the day's events and the luminaries at its noon
 * @param day the calendar day
 */
export function composeDailyHoroscope(input: PeriodHoroscopeInput, day: CalendarDay): PeriodHoroscope {
  check(input);
  const key = `daily|${input.sign}|${dayKey(day)}`;
  const period = PERIOD_WRITERS[input.language];
  const writer = EVENT_WRITERS[input.language];
  const { moonSign, sunSign, moonElongation } = input.luminaries;
  const paragraphs = [
    period.moonOfDay(moonSign, solarHouse(input.sign, moonSign), dayPhaseOf(moonElongation), chooserFor(`${key}|moon`)),
  ];
  const events = chronological(input.events);
  const eclipses = (input.eclipses ?? []).map((e) =>
    period.eclipse(e.kind, e.type, e.sign, solarHouse(input.sign, e.sign), chooserFor(`${key}|eclipse|${e.instant}`)),
  );
  const eventText = events.map((e) => writer.event(e, chooserFor(`${key}|${e.instant}|${e.kind}|${e.house}`)));
  paragraphs.push(
    eclipses.length + eventText.length > 0
      ? [...eclipses, ...eventText].join(' ')
      : period.quietDay(input.sign, chooserFor(`${key}|quiet`)),
  );
  paragraphs.push(period.sunFocus(sunSign, solarHouse(input.sign, sunSign), 'day', chooserFor(`${key}|sun`)));
  return { title: period.dailyTitle(input.sign, day), body: distinctSentences(paragraphs).join('\n\n') };
}

/**
 * The monthly horoscope of `input.sign` for a calendar month (UTC days).
 * @param input sign, language, the month's events and the luminaries on its 15th
 */
export function composeMonthlyHoroscope(input: PeriodHoroscopeInput, year: number, month: number): PeriodHoroscope {
  check(input);
  const key = `monthly|${input.sign}|${year}|${month}`;
  const period = PERIOD_WRITERS[input.language];
  const writer = EVENT_WRITERS[input.language];
  const events = chronological(input.events).filter((e) => e.kind !== 'moon-ingress');
  const main = mainHoroscopeEvent(events);
  const paragraphs = [
    main ? period.monthOpening(main, toneOf(events), chooserFor(`${key}|opening`)) : period.quietMonth(input.sign),
  ];
  const days = new Map<string, { day: CalendarDay; sentences: string[] }>();
  for (const e of events) {
    const day = localDay(e.instant, 'UTC');
    const k = dayKey(day);
    if (!days.has(k)) days.set(k, { day, sentences: [] });
    days.get(k)!.sentences.push(writer.event(e, chooserFor(`${key}|${e.instant}|${e.kind}|${e.house}`)));
  }
  for (const e of input.eclipses ?? []) {
    const day = localDay(e.instant, 'UTC');
    const k = dayKey(day);
    if (!days.has(k)) days.set(k, { day, sentences: [] });
    days
      .get(k)!
      .sentences.unshift(
        period.eclipse(
          e.kind,
          e.type,
          e.sign,
          solarHouse(input.sign, e.sign),
          chooserFor(`${key}|eclipse|${e.instant}`),
        ),
      );
  }
  const ordered = [...days.values()].sort((a, b) => dayKey(a.day).localeCompare(dayKey(b.day)));
  for (const { day, sentences } of ordered) paragraphs.push(`**${writer.dayHeading(day)}:** ${sentences.join(' ')}`);
  const { sunSign } = input.luminaries;
  paragraphs.push(period.sunFocus(sunSign, solarHouse(input.sign, sunSign), 'month', chooserFor(`${key}|sun`)));
  return { title: period.monthlyTitle(input.sign, year, month), body: distinctSentences(paragraphs).join('\n\n') };
}

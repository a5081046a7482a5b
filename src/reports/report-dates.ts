/**
 * The one way a report writes dates, per language: day, abbreviated month and year, with the
 * time as HH:mm after a comma where there is one ("14 Mar 1879, 11:30"; "14 mar 1879, 11:30";
 * "14. März 1879, 11:30"; "14 mars 1879, 11:30"; "14 mar 1879, 11:30" in Italian). Cover, headings, tables and notes all use it, so a reader never meets
 * two formats in one report.
 */
import { readDate, wallMs } from '../astro/time/date-grammar.ts';
import type { Language } from '../interpretation/index.ts';
import type { VedicLanguage } from '../interpretation/vedic/index.ts';

/** The languages reports are written in: the interpretation texts' and the Vedic report's. */
export type ReportLanguage = Language | VedicLanguage;

/** The locale each report language formats dates in. */
export const LOCALES: Record<ReportLanguage, string> = {
  en: 'en-GB',
  es: 'es-ES',
  de: 'de-DE',
  hi: 'hi-IN',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  tr: 'tr-TR',
  ja: 'ja-JP',
  ru: 'ru-RU',
  pt: 'pt-BR',
  pl: 'pl-PL',
};

/** Dates of a report, in one time zone. Instants are ISO 8601 strings. */
export interface ReportDates {
  /** "1 Mar 1980". */
  date(instant: string | Date): string;
  /** "1 Mar 1980, 21:14". */
  dateTime(instant: string | Date): string;
  /** A month heading: "March 1980". */
  month(instant: string | Date): string;
  /** A period of whole days, start included and end excluded: "1 Mar 1980 – 30 Apr 1980". */
  period(start: string, end: string): string;
}

const formats = new Map<string, ReportDates>();

/** The dates of `language` in the IANA zone `timeZone`. */
export function reportDates(language: ReportLanguage, timeZone: string): ReportDates {
  const key = `${language}|${timeZone}`;
  let dates = formats.get(key);
  if (dates) return dates;
  const locale = LOCALES[language];
  // Japanese writes the month as a number with 年月日 ("1980年3月1日"); its short month would be "1980/3/1".
  const monthStyle = language === 'ja' ? 'long' : 'short';
  const day = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: monthStyle, year: 'numeric' });
  const [comma, dash] = language === 'ja' ? [' ', '〜'] : [', ', ' – '];
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const month = new Intl.DateTimeFormat(locale, { timeZone, month: 'long', year: 'numeric' });
  const at = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);
  dates = {
    date: (instant) => day.format(at(instant)),
    dateTime: (instant) => `${day.format(at(instant))}${comma}${time.format(at(instant))}`,
    month: (instant) => month.format(at(instant)).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    period: (start, end) => `${day.format(at(start))}${dash}${day.format(new Date(Date.parse(end) - 1))}`,
  };
  formats.set(key, dates);
  return dates;
}

/** A wall-clock date-time `YYYY-MM-DDTHH:mm[:ss]` written out in the language (no zone conversion). */
export function wallClock(localDateTime: string, language: ReportLanguage): string {
  const read = readDate(localDateTime, 'date-time');
  if (!read.ok) return localDateTime;
  return reportDates(language, 'UTC').dateTime(new Date(wallMs({ ...read.parts, second: 0, ms: 0 })));
}

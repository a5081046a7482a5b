/** The contract of a language's daily and monthly horoscope phrasing (the events themselves are phrased by the weekly writer). */
import type { Sign } from '../../astro/vocabulary.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent } from './events.ts';
import type { Tone } from './writer.ts';

/** The Moon's state on a day, from its elongation at noon: within 12° of new or full, else waxing or waning. */
export type DayPhase = 'new' | 'waxing' | 'full' | 'waning';

/** The Moon's state from its elongation from the Sun, degrees [0, 360). */
export function dayPhaseOf(elongation: number): DayPhase {
  if (elongation <= 12 || elongation >= 348) return 'new';
  if (elongation >= 168 && elongation <= 192) return 'full';
  return elongation < 180 ? 'waxing' : 'waning';
}

export interface PeriodWriter {
  /** "Leo daily horoscope: Tuesday, 17 February 2026". */
  dailyTitle(sign: Sign, day: CalendarDay): string;
  /** "Leo monthly horoscope: February 2026". */
  monthlyTitle(sign: Sign, year: number, month: number): string;
  /** The day's opening: the Moon's sign and house and what its phase asks. */
  moonOfDay(moonSign: Sign, house: number, phase: DayPhase, c: Chooser): string;
  /** A day without exact events. */
  quietDay(sign: Sign, c: Chooser): string;
  /** The month's opening on its main event and the tone of its aspects. */
  monthOpening(main: HoroscopeEvent, tone: Tone, c: Chooser): string;
  /** A month without events beyond the Moon's sign changes. */
  quietMonth(sign: Sign): string;
  /** An eclipse in the reader's house (`type`: total, annular, hybrid, partial, penumbral). */
  eclipse(kind: 'solar' | 'lunar', type: string, sign: Sign, house: number, c: Chooser): string;
  /** The closing: the Sun's house for the reader and what to keep in view. */
  sunFocus(sunSign: Sign, house: number, period: 'day' | 'month', c: Chooser): string;
}

/** The contract of a language's weekly-horoscope phrasing. */
import type { Sign } from '../../astro/vocabulary.ts';
import { natureOf } from '../catalogue.ts';
import type { Chooser } from '../variation.ts';
import type { CalendarDay } from './calendar.ts';
import type { HoroscopeEvent } from './events.ts';

/** The overall tone of the week's aspects: mostly soft, mostly hard, both, or no aspects. */
export type Tone = 'harmonious' | 'tense' | 'mixed' | 'calm';

/** One language's phrasing of the weekly horoscope. */
export interface HoroscopeWriter {
  /** Plain-text title. */
  title(sign: Sign, year: number, week: number): string;
  /** The day label that starts a day's paragraph ("Monday, 1 June"). */
  dayHeading(day: CalendarDay): string;
  /** One or two sentences on one event, naming its points, sign and house, with what to do. */
  event(event: HoroscopeEvent, c: Chooser): string;
  /** The opening paragraph on the week's main event and tone. */
  opening(main: HoroscopeEvent, tone: Tone, c: Chooser): string;
  /** A sentence on the days without events (weekday order). */
  quietDays(days: CalendarDay[]): string;
  /** The body of a week without events. */
  empty(sign: Sign): string;
}

/** What kind of week the main event makes: the key of the opening's second sentence. */
export type WeekTheme =
  | 'new'
  | 'first-quarter'
  | 'full'
  | 'last-quarter'
  | 'moon-ingress'
  | 'ingress'
  | 'retrograde'
  | 'direct'
  | 'fusion'
  | 'hard'
  | 'soft';

/** The theme of a week led by `main`. */
export function weekThemeOf(main: HoroscopeEvent): WeekTheme {
  switch (main.kind) {
    case 'moon-phase':
      return main.phase;
    case 'moon-ingress':
    case 'ingress':
      return main.kind;
    case 'station':
      return main.direction;
    case 'aspect':
      return natureOf(main.aspect);
  }
}

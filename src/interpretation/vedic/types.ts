/** The shape of the Vedic texts, and their languages. */
import type { Sign } from '../../astro/vocabulary.ts';

/** The languages of the Vedic texts, report and charts: English first, one per line. */
// biome-ignore format: one language per line, so languages written side by side merge without conflict
export const VEDIC_LANGUAGES = [
  'en',
  'hi',
  'es',
  'de',
  'fr',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'tr',
  'ja',
] as const;
export type VedicLanguage = (typeof VEDIC_LANGUAGES)[number];

/** The nine grahas: the seven planets and the Moon's nodes. */
export type Graha = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn' | 'rahu' | 'ketu';

export interface VedicTexts {
  /** Names as a heading or table cell writes them ("Sun", "सूर्य"; "Lagna", "लग्न"). */
  grahaNames: Record<Graha | 'lagna', string>;
  /** Rashi names ("Aries", "मेष"). */
  signNames: Record<Sign, string>;
  /** The 27 nakshatras from Ashwini. */
  nakshatraNames: readonly string[];
  /** The rising sign (Lagna): temperament and approach to life. */
  lagna: Record<Sign, string>;
  /** The Moon's sign (janma rashi): the mind and the feelings. */
  moonSign: Record<Sign, string>;
  /** The Moon's nakshatra at birth, 27 from Ashwini: its deity, symbol, lord and nature. */
  nakshatra: readonly string[];
  /** A Vimshottari mahadasha of each lord: what the period brings to the fore. */
  mahadasha: Record<Graha, string>;
  /** An antardasha of each lord within a mahadasha. */
  antardasha: Record<Graha, string>;
}

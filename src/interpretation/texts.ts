/**
 * The seeded interpretation texts: every subject of the catalogue in every language, as content
 * items for the content library, and a direct lookup by URN for use without the database.
 * Texts are composed on demand (pure and deterministic; nothing is read from disk).
 */
import { SIGNS } from '../astro/vocabulary.ts';
import {
  HOUSE_POINTS,
  NATAL_POINTS,
  SIGN_POINTS,
  SYNASTRY_ASPECTS,
  SYNASTRY_POINTS,
  type SynastryAspect,
  TRANSIT_ASPECTS,
  TRANSITING_POINTS,
} from './catalogue.ts';
import { germanWriter } from './de/writer.ts';
import { englishWriter } from './en/writer.ts';
import { spanishWriter } from './es/writer.ts';
import { frenchWriter } from './fr/writer.ts';
import { hindiWriter } from './hi/writer.ts';
import { italianWriter } from './it/writer.ts';
import { japaneseWriter } from './ja/writer.ts';
import { isLanguage, LANGUAGES, type Language } from './languages.ts';
import { HOUSES } from './names.ts';
import { dutchWriter } from './nl/writer.ts';
import { polishWriter } from './pl/writer.ts';
import { portugueseWriter } from './pt/writer.ts';
import { russianWriter } from './ru/writer.ts';
import { turkishWriter } from './tr/writer.ts';
import { type InterpretationSubject, parseInterpretationUrn, urnOf } from './urn.ts';
import type { InterpretationText, InterpretationWriter } from './writer.ts';

export type { InterpretationSubject } from './urn.ts';
export type { InterpretationText } from './writer.ts';

/** One seeded content item: language-independent URN, its language, title, Markdown body, metadata. */
export interface InterpretationItem {
  urn: string;
  language: Language;
  title: string;
  body: string;
  /** The subject: `kind` plus the ids it is about (points, aspect, sign or house). */
  metadata: InterpretationSubject;
}

const WRITERS: Record<Language, InterpretationWriter> = {
  en: englishWriter,
  es: spanishWriter,
  de: germanWriter,
  fr: frenchWriter,
  it: italianWriter,
  ja: japaneseWriter,
  ru: russianWriter,
  pt: portugueseWriter,
  hi: hindiWriter,
  nl: dutchWriter,
  tr: turkishWriter,
  pl: polishWriter,
};

/** The title and body of one subject in one language. */
export function composeInterpretation(subject: InterpretationSubject, language: Language): InterpretationText {
  const w = WRITERS[language];
  switch (subject.kind) {
    case 'transit':
      return w.transit(subject.transiting, subject.aspect, subject.natal);
    case 'planet-sign':
      return w.planetSign(subject.point, subject.sign);
    case 'planet-house':
      return w.planetHouse(subject.point, subject.house);
    case 'synastry':
      return w.synastry(subject.pointA, subject.aspect, subject.pointB);
  }
}

/**
 * Every subject that has a seeded text, in a stable order: transits (12 transiting points × 11
 * aspects × 16 natal points), planet in sign (16 × 12), planet in house (14 × 12), synastry
 * (11 × 5 major aspects × 11). 3,077 subjects.
 */
export function* interpretationSubjects(): Generator<InterpretationSubject> {
  for (const transiting of TRANSITING_POINTS) {
    for (const aspect of TRANSIT_ASPECTS) {
      for (const natal of NATAL_POINTS) yield { kind: 'transit', transiting, aspect, natal };
    }
  }
  for (const point of SIGN_POINTS) {
    for (const sign of SIGNS) yield { kind: 'planet-sign', point, sign };
  }
  for (const point of HOUSE_POINTS) {
    for (const house of HOUSES) yield { kind: 'planet-house', point, house };
  }
  for (const pointA of SYNASTRY_POINTS) {
    for (const aspect of SYNASTRY_ASPECTS as SynastryAspect[]) {
      for (const pointB of SYNASTRY_POINTS) yield { kind: 'synastry', pointA, aspect, pointB };
    }
  }
}

/**
 * All seeded interpretation items: every subject in every language of `languages` (default all),
 * subject-major (the languages of one URN follow each other). 3,077 items per language.
 */
export function* seedInterpretations(languages: readonly Language[] = LANGUAGES): Generator<InterpretationItem> {
  for (const subject of interpretationSubjects()) {
    const urn = urnOf(subject);
    for (const language of languages) {
      const { title, body } = composeInterpretation(subject, language);
      yield { urn, language, title, body, metadata: subject };
    }
  }
}

/**
 * The seeded text of `urn` in `language`, or null when the URN names no seeded text or the
 * language is not supported. Point segments may use any vocabulary id (`true-node` reads as
 * `north-node`). For the transit engine's `includeText` without the content library.
 */
export function interpretationText(urn: string, language: string): InterpretationText | null {
  if (!isLanguage(language)) return null;
  const subject = parseInterpretationUrn(urn);
  return subject ? composeInterpretation(subject, language) : null;
}

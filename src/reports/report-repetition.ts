/**
 * How much a report's prose repeats itself, measured as issue #40 states it: sentence openers
 * (the first five words) and 6-word sequences, each counted over the whole report, with point
 * and sign names set aside (replaced by one placeholder) so that "the Sun in Aries" and "the
 * Moon in Leo" count as the same words. A report passes when no count exceeds REPEAT_LIMIT.
 */
import { POINTS, SIGNS } from '../astro/vocabulary.ts';
import type { Language } from '../interpretation/languages.ts';
import { NAMED_POINTS, pointName, signName } from '../interpretation/names.ts';
import { sentencesOf } from './report-prose.ts';

/** Most times an opener or a 6-word sequence may occur in one report. */
export const REPEAT_LIMIT = 3;
/** Words in a sentence opener. */
export const OPENER_WORDS = 5;
/** Words in a counted sequence. */
export const SEQUENCE_WORDS = 6;

const PLACEHOLDER = '§';
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NAME_PATTERNS = new Map<Language, RegExp>();
function namePattern(language: Language): RegExp {
  let pattern = NAME_PATTERNS.get(language);
  if (!pattern) {
    const names = new Set<string>();
    for (const p of [...POINTS, ...NAMED_POINTS]) names.add(pointName(p, language));
    for (const s of SIGNS) names.add(signName(s, language));
    const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
    pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}])`, 'gu');
    NAME_PATTERNS.set(language, pattern);
  }
  return pattern;
}

/** Japanese names stand next to particles with no space ("太陽が"): matched without a letter boundary. */
const JA_NAME_PATTERN = new Map<Language, RegExp>();
const JA_WORDS = new Intl.Segmenter('ja-JP', { granularity: 'word' });

/**
 * Japanese sets no spaces between words: its words are those of Intl.Segmenter('ja-JP'), so that
 * an opener and a sequence count words as the other languages do, not runs between commas.
 */
function japaneseWords(sentence: string): string[] {
  let pattern = JA_NAME_PATTERN.get('ja');
  if (!pattern) {
    // The names' alternatives without the letter boundaries around them.
    const source = namePattern('ja')
      .source.replace(/^\(\?<!\[[^\]]*\]\)/u, '')
      .replace(/\(\?!\[[^\]]*\]\)$/u, '');
    pattern = new RegExp(source, 'gu');
    JA_NAME_PATTERN.set('ja', pattern);
  }
  // Names become a placeholder word of their own; the rest is cut into words by the segmenter.
  return sentence
    .replace(pattern, `\n${PLACEHOLDER}\n`)
    .split('\n')
    .flatMap((part) =>
      part === PLACEHOLDER
        ? [PLACEHOLDER]
        : [...JA_WORDS.segment(part)].filter((w) => w.isWordLike).map((w) => w.segment.toLowerCase()),
    );
}

/** The words of a sentence (letters with their combining marks: Devanagari vowel signs), lower-case, with point and sign names replaced by one placeholder. */
export function maskedWords(sentence: string, language: Language): string[] {
  if (language === 'ja') return japaneseWords(sentence);
  return (
    sentence
      .replace(namePattern(language), PLACEHOLDER)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}§]+/gu) ?? []
  );
}

/** A sentence's opener key (its first OPENER_WORDS masked words), or null for shorter sentences. */
export function openerOf(words: readonly string[]): string | null {
  return words.length >= OPENER_WORDS ? words.slice(0, OPENER_WORDS).join(' ') : null;
}

/** The SEQUENCE_WORDS-word sequences of a sentence. */
export function sequencesOf(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + SEQUENCE_WORDS <= words.length; i++) out.push(words.slice(i, i + SEQUENCE_WORDS).join(' '));
  return out;
}

/** The repetition figures of one report. */
export interface RepetitionFigures {
  sentences: number;
  /** The most repeated opener and how often it occurs. */
  topOpener: { text: string; count: number };
  /** The most repeated 6-word sequence and how often it occurs. */
  topSequence: { text: string; count: number };
}

function top(counts: Map<string, number>): { text: string; count: number } {
  let best = { text: '', count: 0 };
  for (const [text, count] of counts) if (count > best.count) best = { text, count };
  return best;
}

/** Counts openers and 6-word sequences over `paragraphs` (plain text). */
export function repetitionOf(paragraphs: readonly string[], language: Language): RepetitionFigures {
  const openers = new Map<string, number>();
  const sequences = new Map<string, number>();
  let sentences = 0;
  for (const paragraph of paragraphs) {
    for (const sentence of sentencesOf(paragraph.replace(/\s*\n\s*/g, ' '))) {
      sentences++;
      const words = maskedWords(sentence, language);
      const opener = openerOf(words);
      if (opener) openers.set(opener, (openers.get(opener) ?? 0) + 1);
      for (const s of sequencesOf(words)) sequences.set(s, (sequences.get(s) ?? 0) + 1);
    }
  }
  return { sentences, topOpener: top(openers), topSequence: top(sequences) };
}

/** Words of a stock lead-in ("When it comes to"), capped like an opener when composing. */
export const LEAD_IN_WORDS = 4;

/**
 * A running budget of openers and sequences for composing a report: `admits(sentence)` is
 * true, and counts the sentence, when printing it keeps every count within REPEAT_LIMIT. It
 * is stricter than the measure in one way: the first LEAD_IN_WORDS words count as an opener of
 * their own, so a stock lead-in ("When it comes to …") opens at most REPEAT_LIMIT sentences
 * whatever follows it.
 */
export class RepetitionBudget {
  private readonly openers = new Map<string, number>();
  private readonly sequences = new Map<string, number>();
  constructor(private readonly language: Language) {}

  admits(sentence: string): boolean {
    const words = maskedWords(sentence, this.language);
    const opener = openerOf(words);
    const leadIn = words.length >= LEAD_IN_WORDS ? `lead-in:${words.slice(0, LEAD_IN_WORDS).join(' ')}` : null;
    for (const key of [opener, leadIn]) if (key && (this.openers.get(key) ?? 0) >= REPEAT_LIMIT) return false;
    const seqs = sequencesOf(words);
    const local = new Map<string, number>();
    for (const s of seqs) {
      local.set(s, (local.get(s) ?? 0) + 1);
      if ((this.sequences.get(s) ?? 0) + local.get(s)! > REPEAT_LIMIT) return false;
    }
    for (const key of [opener, leadIn]) if (key) this.openers.set(key, (this.openers.get(key) ?? 0) + 1);
    for (const [s, n] of local) this.sequences.set(s, (this.sequences.get(s) ?? 0) + n);
    return true;
  }
}

/**
 * The contract of the synastry synthesis texts of a report for two people, written to person 1
 * ("you") about person 2 (named): the compatibility score said in words, and the house overlays
 * both ways (the partner's planets in your houses, yours in theirs). Composers are pure and
 * deterministic; variety comes from the composition: `position` is a sentence's place among the
 * overlay sentences of one report, and the written forms are used in turn by position.
 */
import type { ThemeId } from '../../astro/synastry/compatibility.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import { paragraph } from '../sentences.ts';
import type { InterpretationText } from '../writer.ts';

/** The score in figures, as the summary reads it. */
export interface ScoreSummary {
  /** Overall score 0…100. */
  score: number;
  /** The theme with the highest score and the one with the lowest (of those any contact counts toward). */
  strongest?: { theme: ThemeId; score: number };
  weakest?: { theme: ThemeId; score: number };
  /** Major contacts that flow (trines, sextiles, easy conjunctions) and that rub (squares, oppositions, tense conjunctions). */
  harmonious: number;
  tense: number;
}

/** One house of the other chart with the planets that fall in it. */
export interface OverlayHouse {
  house: number;
  planets: Planet[];
}

/** Whose planets in whose houses: the partner's in yours, or yours in the partner's. */
export type OverlayDirection = 'theirs-in-yours' | 'yours-in-theirs';

/** One language's synastry synthesis composers. */
export interface SynastrySynthesisWriter {
  summary(summary: ScoreSummary, partner: string): InterpretationText;
  /** Title of one direction's overlay text. */
  overlayTitle(direction: OverlayDirection, partner: string): string;
  /** One sentence: `planets` in `house`; `position` counts the overlay sentences of the report. */
  overlay(direction: OverlayDirection, partner: string, house: OverlayHouse, position: number): string;
}

/** The option at `position`, cycling. */
export const cycle = <T>(options: readonly T[], position: number): T => options[position % options.length];

/** The score's band 0…4: challenging, demanding, balanced, harmonious, very harmonious. */
export function scoreBand(score: number): 0 | 1 | 2 | 3 | 4 {
  return score < 35 ? 0 : score < 50 ? 1 : score < 62 ? 2 : score < 75 ? 3 : 4;
}

/** One language's words of the score summary. */
export interface SummaryWords {
  title: string;
  /** The sentence of each score band (scoreBand), given the score. */
  bands: readonly ((score: number) => string)[];
  themes: Record<ThemeId, { name: string; strong: string; weak: string }>;
  strongest(theme: { name: string; strong: string }, score: number): string;
  weakest(theme: { name: string; weak: string }, score: number): string;
  /** More contacts flow than rub, more rub, as many of each. */
  flow(harmonious: number, tense: number): string;
  rub(harmonious: number, tense: number): string;
  even(each: number): string;
}

/** The score said in words: its band, the strongest and the most demanding theme, flow against friction. */
export function summaryText(s: ScoreSummary, w: SummaryWords): InterpretationText {
  const sentences = [w.bands[scoreBand(s.score)](s.score)];
  if (s.strongest) sentences.push(w.strongest(w.themes[s.strongest.theme], s.strongest.score));
  if (s.weakest && s.weakest.theme !== s.strongest?.theme)
    sentences.push(w.weakest(w.themes[s.weakest.theme], s.weakest.score));
  sentences.push(
    s.harmonious > s.tense
      ? w.flow(s.harmonious, s.tense)
      : s.harmonious < s.tense
        ? w.rub(s.harmonious, s.tense)
        : w.even(s.harmonious),
  );
  return { title: w.title, body: paragraph(sentences) };
}

/** The singular or the plural form, by the number of planets in a house. */
export const byNumber = (h: OverlayHouse, one: string, many: string) => (h.planets.length === 1 ? one : many);

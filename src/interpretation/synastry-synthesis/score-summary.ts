/**
 * The figures the score summary reads (ScoreSummary) from a synastry: the themes any contact
 * counts toward, the strongest and the most demanding, and the major contacts by tone. Used by
 * the synastry widget's verbal score; the synastry report composes the same summary.
 */
import { type Synastry, toneOf } from '../../astro/synastry/index.ts';
import { ASPECTS } from '../../astro/vocabulary.ts';
import type { ScoreSummary } from './writer.ts';

const MAJOR = new Set<string>(ASPECTS.filter((a) => a.major).map((a) => a.id));

/** The summary's figures of `synastry`. */
export function scoreSummaryOf(synastry: Pick<Synastry, 'compatibility' | 'interAspects'>): ScoreSummary {
  const themes = synastry.compatibility.themes.filter((t) => t.aspectCount > 0);
  const byScore = [...themes].sort((a, b) => b.score - a.score);
  const major = synastry.interAspects.filter((a) => MAJOR.has(a.aspect));
  const strongest = byScore[0];
  const weakest = byScore.at(-1);
  return {
    score: synastry.compatibility.score,
    strongest: strongest && { theme: strongest.theme, score: strongest.score },
    weakest: weakest && { theme: weakest.theme, score: weakest.score },
    harmonious: major.filter((a) => toneOf(a) > 0).length,
    tense: major.filter((a) => toneOf(a) < 0).length,
  };
}

/**
 * What a composite chart's texts speak about, and the writer each language fills (en.ts, de.ts,
 * es.ts). The composite is the relationship's own chart: its texts speak of "the relationship"
 * and of "you two", never of one person.
 */
import type { AspectPattern, Balance, Stellium } from '../../astro/chart-patterns.ts';
import type { Planet, Sign } from '../../astro/vocabulary.ts';
import type { InterpretationText } from '../writer.ts';

/** The points whose place in the composite is read: the luminaries, the personal planets, the Ascendant. */
export const COMPOSITE_KEY_POINTS = ['sun', 'moon', 'venus', 'mars', 'mercury', 'ascendant'] as const;
export type CompositeKeyPoint = (typeof COMPOSITE_KEY_POINTS)[number];

/** Points a composite aspect text can name: the ten planets, the Ascendant and the Midheaven. */
export type CompositeAspectPoint = Planet | 'ascendant' | 'midheaven';
export type CompositeAspect = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';

/** The compatibility score's band: 0–39 demanding, 40–54 mixed, 55–74 good, 75–100 strong. */
export type ScoreBand = 'demanding' | 'mixed' | 'good' | 'strong';

export interface CompositeWriter {
  /** The score (0–100) of the two charts, in words. */
  score(score: number, band: ScoreBand, names: [string, string]): InterpretationText;
  stellium(stellium: Stellium): InterpretationText;
  pattern(pattern: AspectPattern): InterpretationText;
  balance(balance: Balance): InterpretationText;
  /** A key point in its sign and house. */
  placement(point: CompositeKeyPoint, sign: Sign, house: number): InterpretationText;
  /** A major aspect between two composite points; `position` its place among the aspect texts. */
  aspect(
    a: CompositeAspectPoint,
    aspect: CompositeAspect,
    b: CompositeAspectPoint,
    position: number,
  ): InterpretationText;
}

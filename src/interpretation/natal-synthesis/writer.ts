/**
 * The contract of the natal synthesis texts: what the chart's shape (src/astro/chart-patterns.ts)
 * means, written once per pattern, and the natal aspects between two points. Composers are pure
 * and deterministic. Variety comes from the composition: `position` is the text's place among
 * its kind in one report, and each kind cycles through its written openings by position, so no
 * opening comes back before all the others have been used.
 */
import type {
  AspectPattern,
  Balance,
  ChartRuler,
  DominantPlanet,
  Hemispheres,
  Stellium,
} from '../../astro/chart-patterns.ts';
import type { Planet } from '../../astro/vocabulary.ts';
import type { InterpretationText } from '../writer.ts';

/** The major aspects, which natal aspect texts cover. */
export type MajorAspect = 'conjunction' | 'opposition' | 'trine' | 'square' | 'sextile';
/** Points whose natal aspects have texts: the ten planets and the two main angles. */
export type AspectTextPoint = Planet | 'ascendant' | 'midheaven';

/** One language's natal synthesis composers. */
export interface NatalSynthesisWriter {
  stellium(stellium: Stellium): InterpretationText;
  pattern(pattern: AspectPattern, position: number): InterpretationText;
  ruler(ruler: ChartRuler): InterpretationText;
  balance(balance: Balance): InterpretationText;
  hemispheres(hemispheres: Hemispheres): InterpretationText;
  dominant(dominant: readonly DominantPlanet[]): InterpretationText;
  /** `position`: the aspect's place among the report's aspect texts; `nth`: among those of its kind. */
  aspect(
    a: AspectTextPoint,
    aspect: MajorAspect,
    b: AspectTextPoint,
    position: number,
    nth: number,
  ): InterpretationText;
}

/** The option at `position`, cycling. */
export const cycle = <T>(options: readonly T[], position: number): T => options[position % options.length];

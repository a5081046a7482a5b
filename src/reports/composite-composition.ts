/**
 * The composite report's interpretation composed from the composite chart (the relationship's own
 * chart), not one text per point:
 * 1. the relationship as a whole: the compatibility score of the two charts in words, the
 *    composite's patterns (stelliums, grand trines, T-squares, …) each named once, its element
 *    balance;
 * 2. its strongest contacts: the major aspects between the composite planets, the Ascendant and
 *    the Midheaven, tightest first, at most COMPOSITE_ASPECT_CAP;
 * 3. the key placements: Sun, Moon, Venus, Mars, Mercury and Ascendant by sign and house, where a
 *    planet of a sign stellium is left to the stellium's text.
 * Read as one text against the repetition budget (report-repetition.ts), like the natal report.
 */
import { chartShape } from '../astro/chart-patterns.ts';
import type { Synastry } from '../astro/synastry/index.ts';
import { ASPECTS, type AspectId, PLANETS } from '../astro/vocabulary.ts';
import {
  COMPOSITE_KEY_POINTS,
  COMPOSITE_TEXTS,
  type CompositeAspect,
  type CompositeAspectPoint,
  type ScoreBand,
} from '../interpretation/composite/index.ts';
import type { Language } from '../interpretation/index.ts';
import type { InterpretationText } from '../interpretation/writer.ts';
import type { ReportText } from './natal-texts.ts';
import { ReportProse } from './report-prose.ts';
import { RepetitionBudget } from './report-repetition.ts';

/** Most composite aspects interpreted (the tightest). */
export const COMPOSITE_ASPECT_CAP = 10;

const MAJOR = new Set<AspectId>(ASPECTS.filter((a) => a.major).map((a) => a.id));
const ANGLES = new Set<string>(['ascendant', 'midheaven']);
const ASPECT_POINTS = new Set<string>([...PLANETS, ...ANGLES]);

/** One part of the composed interpretation. */
export interface CompositePart {
  id: 'whole' | 'aspects' | 'placements';
  texts: ReportText[];
}

/** The band of a compatibility score (0–100). */
export function scoreBand(score: number): ScoreBand {
  return score >= 75 ? 'strong' : score >= 55 ? 'good' : score >= 40 ? 'mixed' : 'demanding';
}

const text = (urn: string, t: InterpretationText): ReportText => ({ urn, title: t.title, body: t.body });

/** The interpretation in three parts, each text's body as printed. `names`: the two people. */
export function composeComposite(
  synastry: Synastry,
  names: [string, string],
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): CompositePart[] {
  const w = COMPOSITE_TEXTS[language];
  const composite = synastry.composite;
  const shape = chartShape(composite);
  const score = synastry.compatibility.score;

  const whole: ReportText[] = [text(`composite:score:${score}`, w.score(score, scoreBand(score), names))];
  const inStellium = new Set<string>();
  for (const p of shape.patterns) {
    if (p.kind === 'stellium') {
      if (p.by === 'sign') for (const m of p.members) inStellium.add(m);
      whole.push(text(`composite:stellium:${p.by}:${p.members.join(',')}`, w.stellium(p)));
    } else whole.push(text(`composite:${p.kind}:${p.members.join(',')}`, w.pattern(p)));
  }
  whole.push(text('composite:balance', w.balance(shape.balance)));

  const aspects = composite.aspects
    .filter((a) => MAJOR.has(a.aspect) && ASPECT_POINTS.has(a.point1) && ASPECT_POINTS.has(a.point2))
    // The composite Ascendant is derived from the composite Midheaven: their aspect says nothing.
    .filter((a) => !(ANGLES.has(a.point1) && ANGLES.has(a.point2)))
    .sort((a, b) => a.orb - b.orb)
    .slice(0, COMPOSITE_ASPECT_CAP)
    .map((a, position) =>
      text(
        `composite:${a.point1}:${a.aspect}:${a.point2}`,
        w.aspect(
          a.point1 as CompositeAspectPoint,
          a.aspect as CompositeAspect,
          a.point2 as CompositeAspectPoint,
          position,
        ),
      ),
    );

  const placements = COMPOSITE_KEY_POINTS.filter((id) => !inStellium.has(id)).flatMap((id) => {
    const p = composite.points.find((x) => x.id === id);
    return p ? [text(`composite:${id}:${p.sign}:${p.house}`, w.placement(id, p.sign, p.house))] : [];
  });
  const print = (texts: readonly ReportText[]) =>
    texts.map((x) => ({ ...x, body: prose.next(x.body) })).filter((x) => x.body !== '');
  return [
    { id: 'whole', texts: print(whole) },
    { id: 'aspects', texts: print(aspects) },
    { id: 'placements', texts: print(placements) },
  ];
}

/**
 * The natal report's interpretation composed from the chart, not concatenated per point:
 * 1. the chart's shape (src/astro/chart-patterns.ts): each stellium and aspect pattern named and
 *    interpreted once, the chart ruler, element and modality balance, hemispheres and the
 *    dominant planets;
 * 2. the major aspects between the ten planets, the Ascendant and the Midheaven, tightest orb
 *    first, at most ASPECT_TEXT_CAP;
 * 3. the placements (planet in sign and in house, from the content library), where a planet that
 *    belongs to a sign stellium keeps only its house text: its sign was said once, by the stellium.
 * The whole is read as one text: a sentence is printed once, and a sentence whose opener or
 * 6-word sequence has already been printed REPEAT_LIMIT times is left out (report-repetition.ts).
 */
import { type ChartShape, chartShape } from '../astro/chart-patterns.ts';
import type { NatalChart } from '../astro/natal-chart.ts';
import { ASPECTS, type AspectId, PLANETS } from '../astro/vocabulary.ts';
import type { Language } from '../interpretation/index.ts';
import { type AspectTextPoint, type MajorAspect, NATAL_SYNTHESIS } from '../interpretation/natal-synthesis/index.ts';
import { planetSignUrn } from '../interpretation/urn.ts';
import type { InterpretationText } from '../interpretation/writer.ts';
import type { ReportText } from './natal-texts.ts';
import { plainText } from './pdf-layout.ts';
import { ReportProse } from './report-prose.ts';
import { RepetitionBudget } from './report-repetition.ts';

/** Most natal aspects interpreted (the tightest). */
export const ASPECT_TEXT_CAP = 12;

const MAJOR = new Set<AspectId>(ASPECTS.filter((a) => a.major).map((a) => a.id));
const ASPECT_TEXT_POINTS = new Set<string>([...PLANETS, 'ascendant', 'midheaven']);

/** One part of the composed interpretation. */
export interface ComposedPart {
  id: 'patterns' | 'aspects' | 'placements';
  texts: ReportText[];
}

/** URNs of the sign texts a stellium replaces. */
export function stelliumSignUrns(shape: ChartShape): Set<string> {
  const urns = new Set<string>();
  for (const p of shape.patterns) {
    if (p.kind === 'stellium' && p.by === 'sign') for (const m of p.members) urns.add(planetSignUrn(m, p.sign));
  }
  return urns;
}

const text = (urn: string, t: InterpretationText): ReportText => ({ urn, title: t.title, body: t.body });

/** The synthesis texts of a chart's shape, in print order. */
export function patternTexts(shape: ChartShape, language: Language): ReportText[] {
  const w = NATAL_SYNTHESIS[language];
  const out: ReportText[] = [];
  let position = 0;
  for (const p of shape.patterns) {
    const key = `${p.kind}:${p.members.join(',')}`;
    out.push(text(`synthesis:${key}`, p.kind === 'stellium' ? w.stellium(p) : w.pattern(p, position++)));
  }
  if (shape.ruler) out.push(text('synthesis:ruler', w.ruler(shape.ruler)));
  out.push(text('synthesis:balance', w.balance(shape.balance)));
  if (shape.hemispheres) out.push(text('synthesis:hemispheres', w.hemispheres(shape.hemispheres)));
  if (shape.dominant.length > 0) out.push(text('synthesis:dominant', w.dominant(shape.dominant)));
  return out;
}

/** The interpreted major aspects: tightest first, at most ASPECT_TEXT_CAP. */
export function aspectTexts(chart: NatalChart, language: Language): ReportText[] {
  const w = NATAL_SYNTHESIS[language];
  const seen = new Map<AspectId, number>();
  return chart.aspects
    .filter((a) => MAJOR.has(a.aspect) && ASPECT_TEXT_POINTS.has(a.point1) && ASPECT_TEXT_POINTS.has(a.point2))
    .sort((a, b) => a.orb - b.orb)
    .slice(0, ASPECT_TEXT_CAP)
    .map((a, position) => {
      const nth = seen.get(a.aspect) ?? 0;
      seen.set(a.aspect, nth + 1);
      const t = w.aspect(
        a.point1 as AspectTextPoint,
        a.aspect as MajorAspect,
        a.point2 as AspectTextPoint,
        position,
        nth,
      );
      return text(`aspect:${a.point1}:${a.aspect}:${a.point2}`, t);
    });
}

/**
 * The natal interpretation in three parts, each text's body as printed (plain text). `placements`
 * are the content library's texts for the chart (natalTextUrns), in print order.
 */
export function composeNatalInterpretation(
  chart: NatalChart,
  placements: readonly ReportText[],
  language: Language,
  birthTimeKnown = true,
  prose = new ReportProse(new RepetitionBudget(language)),
): ComposedPart[] {
  const shape = chartShape(chart, birthTimeKnown);
  const replaced = stelliumSignUrns(shape);
  const print = (texts: readonly ReportText[]) =>
    texts.map((t) => ({ ...t, body: prose.next(plainText(t.body)) })).filter((t) => t.body !== '');
  return [
    { id: 'patterns', texts: print(patternTexts(shape, language)) },
    { id: 'aspects', texts: print(aspectTexts(chart, language)) },
    { id: 'placements', texts: print(placements.filter((t) => !replaced.has(t.urn))) },
  ];
}

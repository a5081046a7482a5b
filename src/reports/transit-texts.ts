/**
 * Which interpretation texts a transit report prints: those of its main transits. Every
 * (transiting point, aspect, natal point) with a pass in the period is ranked — slower transiting
 * points first (Pluto, Neptune, Uranus, Saturn, Chiron, Jupiter, the node, Mars, then the Sun,
 * Venus and Mercury), then the stronger aspect (conjunction, opposition, square, trine, sextile),
 * then the natal point (Sun, Moon, Ascendant, Midheaven, then the others) — and the first
 * {@link MAX_TRANSIT_TEXTS} are printed in the order of their first exact pass. So a year's report
 * reads the outer planets' transits, and a month's fills up with the faster ones. Texts are looked
 * up by URN (`urn:astro:transit:{transiting}:{aspect}:{natal}`), so organization copies apply.
 * The report reads them as one text (composeTransitTexts): no sentence twice, a lead-in once, and
 * no opener or 6-word sequence more than REPEAT_LIMIT times (report-repetition.ts).
 */
import type { AspectGroupData, TransitChart } from '../astro/transits/index.ts';
import type { AspectId, MovingPoint } from '../astro/vocabulary.ts';
import { type Language, transitUrn } from '../interpretation/index.ts';
import { withClosingList } from './closing-list.ts';
import type { ReportText } from './natal-texts.ts';
import { plainText } from './pdf-layout.ts';
import { ReportProse } from './report-prose.ts';
import { RepetitionBudget } from './report-repetition.ts';

/** Most texts a transit report prints. */
export const MAX_TRANSIT_TEXTS = 30;

const POINT_RANK: readonly MovingPoint[] = [
  'pluto',
  'neptune',
  'uranus',
  'saturn',
  'chiron',
  'jupiter',
  'mean-node',
  'true-node',
  'mars',
  'sun',
  'venus',
  'mercury',
];
const ASPECT_RANK: readonly AspectId[] = ['conjunction', 'opposition', 'square', 'trine', 'sextile'];
const NATAL_RANK: readonly string[] = ['sun', 'moon', 'ascendant', 'midheaven'];

const rank = (list: readonly string[], id: string) => {
  const i = list.indexOf(id);
  return i < 0 ? list.length : i;
};

/** The URN of a group's text. */
export function groupTextUrn(group: Pick<AspectGroupData, 'transiting' | 'aspect' | 'natal'>): string {
  return transitUrn(group.transiting, group.aspect, group.natal as Parameters<typeof transitUrn>[2]);
}

/**
 * The main transits of a search (the Moon's never), in print order.
 * @param limit how many at most (default {@link MAX_TRANSIT_TEXTS})
 */
export function mainTransits(chart: TransitChart, limit = MAX_TRANSIT_TEXTS): AspectGroupData[] {
  const ranked = chart.aspects
    .filter((g) => g.transiting !== 'moon' && g.occurrences.length > 0)
    .map((g, order) => ({ g, order }))
    .sort(
      (a, b) =>
        rank(POINT_RANK, a.g.transiting) - rank(POINT_RANK, b.g.transiting) ||
        rank(ASPECT_RANK, a.g.aspect) - rank(ASPECT_RANK, b.g.aspect) ||
        rank(NATAL_RANK, a.g.natal) - rank(NATAL_RANK, b.g.natal) ||
        a.order - b.order,
    )
    .slice(0, limit)
    .map((x) => x.g);
  const first = (g: AspectGroupData) => g.occurrences[0].exact;
  return ranked.sort((a, b) => (first(a) < first(b) ? -1 : first(a) > first(b) ? 1 : 0));
}

/** The URNs of the main transits' texts, in print order, each once. */
export function transitTextUrns(chart: TransitChart, limit = MAX_TRANSIT_TEXTS): string[] {
  return [...new Set(mainTransits(chart, limit).map(groupTextUrn))];
}

/**
 * The main transits' texts as the report prints them: read as one text against the repetition
 * budget, as the natal report is; a text left without sentences is named in the closing list.
 */
export function composeTransitTexts(
  texts: readonly ReportText[],
  language: Language,
  prose = new ReportProse(new RepetitionBudget(language)),
): ReportText[] {
  return withClosingList(
    texts.map((t) => ({ ...t, body: prose.next(plainText(t.body)) })),
    language,
  );
}

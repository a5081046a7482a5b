/**
 * Which interpretation texts a natal report prints, in order: for each point with texts (the
 * planets, Chiron, the true nodes, Lilith, ascendant and midheaven) its planet-in-sign text,
 * then its planet-in-house text where it has one. The texts themselves are looked up by URN
 * (see src/interpretation/urn.ts), so the report can read them from the content library.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import type { PointId } from '../astro/vocabulary.ts';
import {
  HOUSE_POINTS,
  interpretationText,
  type Language,
  planetHouseUrn,
  planetSignUrn,
} from '../interpretation/index.ts';

/** Chart points whose texts a report prints, in print order. */
export const TEXT_CHART_POINTS: readonly PointId[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'chiron',
  'true-node',
  'true-south-node',
  'mean-lilith',
  'ascendant',
  'midheaven',
];

/** One text of the interpretation section. */
export interface ReportText {
  urn: string;
  title: string;
  /** Plain text or simple Markdown (emphasis marks are dropped when printed). */
  body: string;
}

const HAS_HOUSE_TEXT = new Set<string>(HOUSE_POINTS);

/** The URNs of the texts for `chart`, in print order. */
export function natalTextUrns(chart: NatalChart): string[] {
  const byId = new Map(chart.points.map((p) => [p.id, p]));
  const urns: string[] = [];
  for (const id of TEXT_CHART_POINTS) {
    const point = byId.get(id);
    if (!point) continue;
    urns.push(planetSignUrn(id, point.sign));
    const key = id === 'true-node' ? 'north-node' : id === 'true-south-node' ? 'south-node' : id;
    if (HAS_HOUSE_TEXT.has(key)) urns.push(planetHouseUrn(id, point.house));
  }
  return urns;
}

/**
 * The seeded texts of `urns` in `language` (URNs without a text are left out). Pure; the
 * stand-in for the content library's lookup, which also knows an organization's own texts.
 */
export function seededTexts(urns: readonly string[], language: Language): ReportText[] {
  const texts: ReportText[] = [];
  for (const urn of urns) {
    const text = interpretationText(urn, language);
    if (text) texts.push({ urn, title: text.title, body: text.body });
  }
  return texts;
}

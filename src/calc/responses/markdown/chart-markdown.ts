/**
 * One chart as compact Markdown for a language model: positions (one line per point), houses (one
 * line), aspects (closest first) and patterns (stelliums and aspect figures from
 * astro/chart-patterns.ts, titled as the natal synthesis titles them, and the element and
 * modality balance), with the points' interpretation texts where the chart carries them. Reads a
 * chart as the responses present it (features/calc/response-schemas.ts); names from
 * src/interpretation in the given language.
 */
import type { Aspect } from '../../../astro/aspects.ts';
import { aspectPatterns, balanceOf, type PatternChart, stelliums } from '../../../astro/chart-patterns.ts';
import type { ChartPoint } from '../../../astro/natal-chart.ts';
import { ELEMENTS, MODALITIES } from '../../../astro/sign-qualities.ts';
import type { AspectId, PointId, Sign } from '../../../astro/vocabulary.ts';
import { aspectName, type Language, pointName, readableEntity, signName } from '../../../interpretation/index.ts';
import { NATAL_SYNTHESIS } from '../../../interpretation/natal-synthesis/index.ts';
import { degreesMinutes, LABELS, type Labels } from './labels.ts';

/** A point as every chart response presents it (only what the Markdown reads). */
export interface PresentedPoint {
  id: PointId;
  /** Ecliptic longitude, degrees [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Longitude speed, degrees per day. */
  speed: number;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degreeInSign: number;
  /** House 1–12, or null where there are no houses. */
  house: number | null;
  retrograde: boolean;
  texts?: { title: string; body: string }[];
  text?: { title: string; body: string } | null;
}

/** An aspect between two points of one chart. */
export interface PresentedAspect {
  point1: PointId;
  point2: PointId;
  aspect: AspectId;
  orb: number;
  motion?: string;
}

export interface MarkdownChart {
  points: Record<string, PresentedPoint>;
  houses?: { systemUsed?: string; cusps: { house: number; sign: Sign; degreeInSign: number }[] };
  aspects?: PresentedAspect[];
  /** The aspects the patterns are found in, where they are not `aspects` (e.g. a list cut short). */
  patternAspects?: readonly Aspect[];
}

export interface ChartMarkdownOptions {
  language: Language;
  /** The chart's heading (a level-2 heading); its sections are level 3. */
  heading: string;
  /** Lines written under the heading before the sections. */
  lead?: string[];
  /** At most this many aspects are listed, closest first (default ASPECT_LIMIT). */
  aspectLimit?: number;
}

/** Aspects listed at most by default: the closest, which say the most (the JSON answer has them all). */
export const ASPECT_LIMIT = 25;

const TWO_DECIMALS = (x: number) => Math.round(x * 100) / 100;

/** `Sun in Gemini 24°13′, house 10, retrograde`. */
export function positionLine(point: PresentedPoint, l: Labels, language: Language): string {
  const house = point.house !== null ? `, ${l.house} ${point.house}` : '';
  // Degrees to two decimals first, as the chat context has always written them.
  const degrees = degreesMinutes(TWO_DECIMALS(point.degreeInSign));
  const name = pointName(point.id, language);
  return `${name} ${l.in} ${signName(point.sign, language)} ${degrees}${house}${point.retrograde ? `, ${l.retrograde}` : ''}`;
}

/** `Sun trine Moon, orb 1°02′, applying`. */
export function aspectLine(aspect: PresentedAspect, l: Labels, language: Language): string {
  const motion =
    aspect.motion === 'applying' ? `, ${l.applying}` : aspect.motion === 'separating' ? `, ${l.separating}` : '';
  const name = l.aspect(aspectName(aspect.aspect, language));
  return `${pointName(aspect.point1, language)} ${name} ${pointName(aspect.point2, language)}, ${l.orb} ${degreesMinutes(aspect.orb)}${motion}`;
}

/** The chart as chart-patterns reads it; houses only where every point has one. */
function patternChart(chart: MarkdownChart): { chart: PatternChart; withHouses: boolean } {
  const points = Object.values(chart.points);
  const withHouses = points.every((point) => point.house !== null);
  const enginePoints: ChartPoint[] = points.map(({ texts: _t, text: _x, ...point }) => ({
    ...point,
    house: point.house ?? 0,
  }));
  return {
    chart: { points: enginePoints, aspects: (chart.patternAspects ?? chart.aspects ?? []) as Aspect[] },
    withHouses,
  };
}

/** The patterns and the balance: one line each, with the pattern's reading when `withTexts`. */
export function patternLines(chart: MarkdownChart, language: Language, withTexts: boolean): string[] {
  const l = LABELS[language];
  const { chart: pattern, withHouses } = patternChart(chart);
  const writer = NATAL_SYNTHESIS[language];
  const names = (members: readonly PointId[]) => members.map((id) => pointName(id, language)).join(', ');
  const texts = [
    ...stelliums(pattern, withHouses).map((s) => ({ text: writer.stellium(s), members: s.members })),
    ...aspectPatterns(pattern).map((p, i) => ({ text: writer.pattern(p, i), members: p.members })),
  ];
  const lines = texts.map(({ text, members }) =>
    withTexts ? `- **${text.title}**: ${names(members)}. ${text.body}` : `- ${text.title}: ${names(members)}`,
  );
  const balance = balanceOf(pattern);
  const named = <T extends string>(kind: 'element' | 'modality', ids: readonly T[], counts: Record<T, number>) =>
    ids.map((id) => `${readableEntity(kind, id as never, language).name} ${counts[id]}`).join(', ');
  lines.push(
    `- ${l.balance}: ${named('element', ELEMENTS, balance.elements)}; ${named('modality', MODALITIES, balance.modalities)}`,
  );
  return lines;
}

/** The points' interpretation texts the chart carries (includeText), each as a level-4 section. */
function textSections(chart: MarkdownChart): string[] {
  return Object.values(chart.points).flatMap((point) =>
    [...(point.texts ?? []), ...(point.text ? [point.text] : [])].map((t) => `#### ${t.title}\n\n${t.body.trim()}`),
  );
}

/** The chart's Markdown: heading, positions, houses, aspects, patterns, and texts when it has them. */
export function chartMarkdown(chart: MarkdownChart, options: ChartMarkdownOptions): string {
  const { language } = options;
  const l = LABELS[language];
  const texts = textSections(chart);
  const parts = [`## ${options.heading}`];
  if (options.lead?.length) parts.push(options.lead.join('\n'));
  parts.push(
    `### ${l.positions}\n${Object.values(chart.points)
      .map((point) => `- ${positionLine(point, l, language)}`)
      .join('\n')}`,
  );
  const cusps = chart.houses?.cusps ?? [];
  if (cusps.length) {
    const system = chart.houses?.systemUsed
      ? ` (${readableEntity('house-system', chart.houses.systemUsed as never, language).name})`
      : '';
    const line = cusps
      .map((c) => `${c.house} ${signName(c.sign, language)} ${degreesMinutes(TWO_DECIMALS(c.degreeInSign))}`)
      .join(' · ');
    parts.push(`### ${l.houses}${system}\n${line}`);
  }
  const all = [...(chart.aspects ?? [])].sort((a, b) => a.orb - b.orb);
  const listed = all.slice(0, options.aspectLimit ?? ASPECT_LIMIT);
  const lines = listed.map((a) => `- ${aspectLine(a, l, language)}`);
  if (all.length > listed.length) lines.push(`- ${l.more(all.length - listed.length)}`);
  if (lines.length) parts.push(`### ${l.aspectList}\n${lines.join('\n')}`);
  parts.push(`### ${l.patterns}\n${patternLines(chart, language, texts.length > 0).join('\n')}`);
  if (texts.length) parts.push(`### ${l.interpretation}\n\n${texts.join('\n\n')}`);
  return parts.join('\n\n');
}

/**
 * The chart wheel of a natal report: the natal chart adapted to the chart renderer's input
 * (planets, Chiron, true node and Lilith on the wheel; house cusps; ascendant and midheaven;
 * aspect lines between the drawn points and the two angles).
 */

import type { NatalChart } from '../astro/natal-chart.ts';
import { ASPECTS } from '../astro/vocabulary.ts';
import type { ThemeId, WheelInput, WheelPointId } from '../chart/index.ts';
import { wheelRingOf } from '../chart/wheel-adapter.ts';
import type { Language } from '../interpretation/index.ts';
import { aspectKey, positionCell, type WheelKey } from './report-sections.ts';
import type { ReportWords } from './report-words.ts';

/** Points drawn on a report's wheel, when the chart has them. */
export const WHEEL_POINTS: readonly WheelPointId[] = [
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
  'mean-lilith',
];

/** Points whose aspects a report shows (on the wheel and in the aspects table): the wheel's and the two main angles. */
export const ASPECT_POINTS: ReadonlySet<string> = new Set([...WHEEL_POINTS, 'ascendant', 'midheaven']);

const MAJOR = new Set<string>(ASPECTS.filter((a) => a.major).map((a) => a.id));

/**
 * Wheel input for `chart`, `side` px square (an integer 120..4096; only the proportions matter
 * for a vector drawing). `majorOnly` keeps the five major aspects.
 */
export function natalWheelInput(
  chart: NatalChart,
  options: { side: number; theme: ThemeId; majorOnly: boolean },
): WheelInput {
  const ring = wheelRingOf(chart, { drawn: WHEEL_POINTS });
  const onWheel = new Set<string>([...ring.points.map((p) => p.id), 'ascendant', 'midheaven']);
  const aspects = chart.aspects
    .filter(
      (a) =>
        ASPECT_POINTS.has(a.point1) && ASPECT_POINTS.has(a.point2) && onWheel.has(a.point1) && onWheel.has(a.point2),
    )
    .filter((a) => !options.majorOnly || MAJOR.has(a.aspect))
    .map((a) => ({ from: a.point1 as WheelPointId, to: a.point2 as WheelPointId, aspect: a.aspect, orb: a.orb }));
  return {
    width: options.side,
    height: options.side,
    theme: options.theme,
    // The PDF embeds DejaVu Sans: labels as text stay selectable and searchable there.
    labelDrawing: 'text',
    inner: { ...ring, aspects },
  };
}

/** The keys under a natal wheel: the drawn points' positions, then the kinds of aspect drawn. */
export function wheelKeys(chart: NatalChart, wheel: WheelInput, words: ReportWords, language: Language): WheelKey[] {
  const drawn = new Set<string>([...wheel.inner.points.map((p) => p.id), 'ascendant', 'midheaven']);
  const keys: WheelKey[] = [
    {
      cells: chart.points
        .filter((p) => drawn.has(p.id))
        .map((p) => positionCell(p.id, p.sign, p.degreeInSign, p.retrograde, language)),
    },
  ];
  const aspects = wheel.inner.aspects ?? [];
  if (aspects.length > 0)
    keys.push({
      title: words.sections.aspects,
      cells: aspectKey(aspects.map((a) => a.aspect).sort(byAspectOrder), language, wheel.theme ?? 'light'),
    });
  return keys;
}

const ASPECT_ORDER: readonly string[] = ASPECTS.map((a) => a.id);
const byAspectOrder = (a: string, b: string) => ASPECT_ORDER.indexOf(a) - ASPECT_ORDER.indexOf(b);

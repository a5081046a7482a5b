/**
 * The `moving-wheel` pool task: the bi-wheel of a return, progression or solar arc direction,
 * natal chart inside and the return, progressed or directed chart outside, with the outer
 * points' aspects to natal points drawn across, as SVG text (or PNG bytes).
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import { computeLunarReturns, computeSolarReturn, type LunarReturnInput, type SolarReturnInput } from '../astro/returns/index.ts';
import type { CrossAspect } from '../astro/returns/index.ts';
import { computeProgressions, computeSolarArc, type ProgressionsInput, type SolarArcInput } from '../astro/progressions/index.ts';
import { renderPng, renderWheelSvg, type ThemeId, type WheelAngleId, type WheelPointId, type WheelRing } from '../chart/index.ts';
import { wheelRingOf } from '../chart/wheel-adapter.ts';
import { wheelLabels } from '../chart/wheel-labels.ts';
import type { Language } from '../interpretation/index.ts';

export type MovingWheelInput =
  | { kind: 'solar-return'; request: SolarReturnInput }
  | { kind: 'lunar-return'; request: LunarReturnInput }
  | { kind: 'progressions'; request: ProgressionsInput }
  | { kind: 'solar-arc'; request: SolarArcInput };

export type MovingWheelTaskInput = MovingWheelInput & {
  /** Side of the square image, px (120 … 4096; PNG up to 2048). */
  size: number;
  theme: ThemeId;
  language: Language;
  format: 'svg' | 'png';
};

const WORDS: Record<Language, Record<MovingWheelInput['kind'], string> & { natal: string }> = {
  en: { 'solar-return': 'Solar return', 'lunar-return': 'Lunar return', progressions: 'Secondary progressions', 'solar-arc': 'Solar arc directions', natal: 'Natal' },
  es: { 'solar-return': 'Revolución solar', 'lunar-return': 'Revolución lunar', progressions: 'Progresiones secundarias', 'solar-arc': 'Direcciones por arco solar', natal: 'Natal' },
  de: { 'solar-return': 'Solarhoroskop', 'lunar-return': 'Lunarhoroskop', progressions: 'Sekundärprogressionen', 'solar-arc': 'Solarbogen-Direktionen', natal: 'Radix' },
};

/** The outer ring, its label's instant, and the aspects across. */
function outerOf(input: MovingWheelInput): { natal: NatalChart; outer: WheelRing; when: string; across: CrossAspect[] } {
  switch (input.kind) {
    case 'solar-return': {
      const r = computeSolarReturn(input.request);
      return { natal: r.natal, outer: wheelRingOf(r.return.chart), when: r.return.instant, across: r.return.aspectsToNatal };
    }
    case 'lunar-return': {
      const r = computeLunarReturns({ ...input.request, count: 1 });
      return { natal: r.natal, outer: wheelRingOf(r.returns[0].chart), when: r.returns[0].instant, across: r.returns[0].aspectsToNatal };
    }
    case 'progressions': {
      const p = computeProgressions(input.request);
      const ring = wheelRingOf({ ...p.natal, points: p.points, houses: { ...p.natal.houses, cusps: p.houses.cusps }, angles: { ...p.natal.angles, ascendant: p.angles.ascendant, midheaven: p.angles.midheaven } });
      return { natal: p.natal, outer: ring, when: p.target.localDateTime.slice(0, 10), across: p.aspectsToNatal };
    }
    case 'solar-arc': {
      const d = computeSolarArc(input.request);
      return { natal: d.natal, outer: wheelRingOf({ ...d.natal, points: d.points }, { houses: false }), when: d.target.localDateTime.slice(0, 10), across: d.aspectsToNatal };
    }
  }
}

/** The bi-wheel as SVG text, or PNG bytes. */
export function movingWheel(input: MovingWheelTaskInput): string | Uint8Array {
  const { natal, outer, when, across } = outerOf(input);
  const words = WORDS[input.language] ?? WORDS.en;
  const labels = wheelLabels('natal', input.language, { time: natal.timeResolution, latitude: natal.location.latitude, longitude: natal.location.longitude }, natal.houses.systemUsed);
  labels.title = `${words[input.kind]} ${when.slice(0, 10)}`;
  labels.innerName = words.natal;
  labels.outerName = `${words[input.kind]}: ${when.replace('T', ' ').replace(/:\d\dZ$/, ' UTC')}`;
  const inner = wheelRingOf(natal);
  // Aspect lines only between what the rings draw: their points, and the angles of a ring with houses.
  const anchors = (ring: WheelRing) => new Set<string>([...ring.points.map((p) => p.id), ...(ring.angles ? ['ascendant', 'midheaven'] : [])]);
  const innerIds = anchors(inner);
  const outerIds = anchors(outer);
  const svg = renderWheelSvg({
    width: input.size,
    height: input.size,
    theme: input.theme,
    labels,
    inner,
    outer,
    interAspects: across
      .filter((a) => innerIds.has(a.natal) && outerIds.has(a.point))
      .map((a) => ({ inner: a.natal as WheelPointId | WheelAngleId, outer: a.point as WheelPointId | WheelAngleId, aspect: a.aspect, orb: a.orb })),
  });
  return input.format === 'png' ? renderPng(svg, { width: input.size, height: input.size }) : svg;
}

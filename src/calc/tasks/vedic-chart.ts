/**
 * The `vedic-chart` pool task: a birth's North or South Indian chart of one varga (see
 * chart/vedic-chart.ts), as SVG text or PNG bytes.
 */
import type { BirthInput } from '../../astro/returns/chart-cast.ts';
import type { Ayanamsa } from '../../astro/sidereal/ayanamsa.ts';
import { type NodeKind, siderealChart } from '../../astro/vedic/requests.ts';
import { VARGA_NAMES, type Varga, vargaPlace } from '../../astro/vedic/vargas.ts';
import { renderPng, type ThemeId } from '../../chart/index.ts';
import {
  type VedicChartLanguage,
  type VedicChartStyle,
  type VedicPointId,
  vedicChartSvg,
} from '../../chart/vedic-chart.ts';

export interface VedicChartTaskInput {
  birth: BirthInput;
  ayanamsa: Ayanamsa;
  node: NodeKind;
  style: VedicChartStyle;
  varga: Varga;
  degrees: boolean;
  language: VedicChartLanguage;
  size: number;
  theme: ThemeId;
  title?: string;
  format: 'svg' | 'png';
}

/** The chart as SVG text, or PNG bytes. */
export function vedicChart(input: VedicChartTaskInput): string | Uint8Array {
  const { chart, points } = siderealChart(input.birth, input.ayanamsa, input.node);
  const placed = points.map((p) => ({
    id: p.id as VedicPointId,
    speed: p.speed,
    ...vargaPlace(input.varga, p.longitude),
  }));
  const lagna = placed.find((p) => p.id === 'lagna');
  if (!lagna) throw new Error('the sidereal chart has no Lagna');
  const svg = vedicChartSvg({
    style: input.style,
    lagnaSign: lagna.sign,
    points: placed.map((p) => ({
      id: p.id,
      sign: p.sign,
      degreeInSign: p.degreeInSign,
      retrograde: p.id !== 'lagna' && p.speed < 0,
    })),
    language: input.language,
    degrees: input.degrees,
    size: input.size,
    theme: input.theme,
    title: input.title ?? `D${input.varga} ${VARGA_NAMES[input.varga]}`,
    subtitle: chart.timeResolution.localDateTime.slice(0, 16).replace('T', ' '),
  });
  return input.format === 'png' ? renderPng(svg, { width: input.size, height: input.size }) : svg;
}

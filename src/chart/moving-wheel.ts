/**
 * The bi-wheel of a return, progression or solar arc direction, drawn from the computed result:
 * natal chart inside and the return, progressed or directed chart outside, with the outer
 * points' aspects to natal points drawn across. Used by the image task and the PDF reports.
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import type { Progressions, SolarArcDirections } from '../astro/progressions/index.ts';
import type { CrossAspect, LunarReturns, SolarReturn } from '../astro/returns/index.ts';
import type { Language } from '../interpretation/index.ts';
import { type BiwheelAspectOptions, biwheelAspects } from './biwheel-aspects.ts';
import {
  renderWheelSvg,
  type ThemeId,
  type WheelAngleId,
  type WheelInterAspect,
  type WheelPointId,
  type WheelRing,
} from './index.ts';
import { wheelRingOf } from './wheel-adapter.ts';
import { wheelLabels } from './wheel-labels.ts';

/** A computed return, progression or direction, by kind. */
export type MovingChartResult =
  | { kind: 'solar-return'; result: SolarReturn }
  | { kind: 'lunar-return'; result: LunarReturns }
  | { kind: 'progressions'; result: Progressions }
  | { kind: 'solar-arc'; result: SolarArcDirections };

export type MovingChartKind = MovingChartResult['kind'];

const WORDS: Record<Language, Record<MovingChartKind, string> & { natal: string }> = {
  en: {
    'solar-return': 'Solar return',
    'lunar-return': 'Lunar return',
    progressions: 'Secondary progressions',
    'solar-arc': 'Solar arc directions',
    natal: 'Natal',
  },
  es: {
    'solar-return': 'Revolución solar',
    'lunar-return': 'Revolución lunar',
    progressions: 'Progresiones secundarias',
    'solar-arc': 'Direcciones por arco solar',
    natal: 'Natal',
  },
  de: {
    'solar-return': 'Solarhoroskop',
    'lunar-return': 'Lunarhoroskop',
    progressions: 'Sekundärprogressionen',
    'solar-arc': 'Solarbogen-Direktionen',
    natal: 'Radix',
  },
  fr: {
    'solar-return': 'Révolution solaire',
    'lunar-return': 'Révolution lunaire',
    progressions: 'Progressions secondaires',
    'solar-arc': 'Directions en arc solaire',
    natal: 'Natal',
  },
  it: {
    'solar-return': 'Rivoluzione solare',
    'lunar-return': 'Rivoluzione lunare',
    progressions: 'Progressioni secondarie',
    'solar-arc': "Direzioni d'arco solare",
    natal: 'Natale',
  },
  ja: {
    'solar-return': 'ソーラーリターン',
    'lunar-return': 'ルナーリターン',
    progressions: 'セカンダリー・プログレッション',
    'solar-arc': 'ソーラーアーク・ディレクション',
    natal: '出生図',
  },
  ru: {
    'solar-return': 'Соляр',
    'lunar-return': 'Лунар',
    progressions: 'Вторичные прогрессии',
    'solar-arc': 'Дирекции солнечной дуги',
    natal: 'Натальная',
  },
  pt: {
    'solar-return': 'Revolução solar',
    'lunar-return': 'Revolução lunar',
    progressions: 'Progressões secundárias',
    'solar-arc': 'Direções de arco solar',
    natal: 'Natal',
  },
  hi: {
    'solar-return': 'वर्षफल',
    'lunar-return': 'चंद्र-प्रत्यागमन',
    progressions: 'द्वितीयक प्रगति',
    'solar-arc': 'सौर चाप दिशा',
    natal: 'जन्म',
  },
  nl: {
    'solar-return': 'Zonnereturn',
    'lunar-return': 'Maanreturn',
    progressions: 'Secundaire progressies',
    'solar-arc': 'Zonneboogdirecties',
    natal: 'Geboorte',
  },
  tr: {
    'solar-return': 'Güneş dönüşü',
    'lunar-return': 'Ay dönüşü',
    progressions: 'İkincil ilerletimler',
    'solar-arc': 'Güneş yayı direksiyonları',
    natal: 'Natal',
  },
  pl: {
    'solar-return': 'Solariusz',
    'lunar-return': 'Lunariusz',
    progressions: 'Progresje wtórne',
    'solar-arc': 'Dyrekcje łuku słonecznego',
    natal: 'Urodzeniowy',
  },
};

/** The outer ring, its label's instant, and the aspects across. */
function outerOf(input: MovingChartResult): {
  natal: NatalChart;
  outer: WheelRing;
  when: string;
  across: CrossAspect[];
} {
  switch (input.kind) {
    case 'solar-return': {
      const r = input.result;
      return {
        natal: r.natal,
        outer: wheelRingOf(r.return.chart),
        when: r.return.instant,
        across: r.return.aspectsToNatal,
      };
    }
    case 'lunar-return': {
      const r = input.result;
      return {
        natal: r.natal,
        outer: wheelRingOf(r.returns[0].chart),
        when: r.returns[0].instant,
        across: r.returns[0].aspectsToNatal,
      };
    }
    case 'progressions': {
      const p = input.result;
      const ring = wheelRingOf({
        ...p.natal,
        points: p.points,
        houses: { ...p.natal.houses, cusps: p.houses.cusps },
        angles: { ...p.natal.angles, ascendant: p.angles.ascendant, midheaven: p.angles.midheaven },
      });
      return { natal: p.natal, outer: ring, when: p.target.localDateTime.slice(0, 10), across: p.aspectsToNatal };
    }
    case 'solar-arc': {
      const d = input.result;
      return {
        natal: d.natal,
        outer: wheelRingOf({ ...d.natal, points: d.points }, { houses: false }),
        when: d.target.localDateTime.slice(0, 10),
        across: d.aspectsToNatal,
      };
    }
  }
}

/**
 * The aspects the bi-wheel draws across: those of the outer chart's points to natal points, both
 * drawn on their rings (points, and the angles of a ring with houses), chosen as biwheelAspects
 * chooses (by default the major ones within tight orbs, at most 40).
 */
export function movingWheelAspects(input: MovingChartResult, options?: BiwheelAspectOptions): WheelInterAspect[] {
  const { natal, outer, across } = outerOf(input);
  const anchors = (ring: WheelRing) =>
    new Set<string>([...ring.points.map((p) => p.id), ...(ring.angles ? ['ascendant', 'midheaven'] : [])]);
  const innerIds = anchors(wheelRingOf(natal));
  const outerIds = anchors(outer);
  const drawable = across
    .filter((a) => innerIds.has(a.natal) && outerIds.has(a.point))
    .map((a) => ({
      inner: a.natal as WheelPointId | WheelAngleId,
      outer: a.point as WheelPointId | WheelAngleId,
      aspect: a.aspect,
      orb: a.orb,
    }));
  return biwheelAspects(drawable, options);
}

/**
 * The bi-wheel as SVG text, `size` px square. `titleBlock: false` leaves out the title and the
 * subtitle lines (a report page that has its own heading), keeping the rings' names.
 */
export function movingWheelSvg(
  input: MovingChartResult,
  options: {
    size: number;
    theme: ThemeId;
    language: Language;
    titleBlock?: boolean;
    aspects?: BiwheelAspectOptions;
  },
): string {
  const { natal, outer, when, across } = outerOf(input);
  const words = WORDS[options.language] ?? WORDS.en;
  const labels = wheelLabels(
    'natal',
    options.language,
    { time: natal.timeResolution, latitude: natal.location.latitude, longitude: natal.location.longitude },
    natal.houses.systemUsed,
    undefined,
    undefined,
    natal.provenance.ayanamsa?.name,
  );
  labels.title = `${words[input.kind]} ${when.slice(0, 10)}`;
  if (options.titleBlock === false) {
    labels.title = undefined;
    labels.subtitle = undefined;
  }
  labels.innerName = words.natal;
  labels.outerName = `${words[input.kind]}: ${when.replace('T', ' ').replace(/:\d\dZ$/, ' UTC')}`;
  const svg = renderWheelSvg({
    width: options.size,
    height: options.size,
    theme: options.theme,
    labels,
    inner: wheelRingOf(natal),
    outer,
    interAspects: movingWheelAspects(input, options.aspects),
  });
  return svg;
}

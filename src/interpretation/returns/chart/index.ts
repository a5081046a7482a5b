/**
 * A solar or lunar return chart read as a whole (issue #40): the return's Ascendant and Midheaven by
 * sign, the houses of the return Sun and Moon, and every planet within ANGLE_ORB degrees of one
 * of the return's four angles, closest first. Pure.
 */
import type { NatalChart } from '../../../astro/natal-chart.ts';
import { PLANETS, type Planet } from '../../../astro/vocabulary.ts';
import type { Language } from '../../languages.ts';
import { pointName, signName } from '../../names.ts';
import type { ReturnText } from '../subjects.ts';
import { DE_RETURN_CHART } from './de.ts';
import { EN_RETURN_CHART } from './en.ts';
import { ES_RETURN_CHART } from './es.ts';
import { FR_RETURN_CHART } from './fr.ts';
import { HI_RETURN_CHART } from './hi.ts';
import { IT_RETURN_CHART } from './it.ts';
import { JA_RETURN_CHART } from './ja.ts';
import { LUNAR_RETURN_CHART } from './lunar.ts';
import { NL_RETURN_CHART } from './nl.ts';
import { PL_RETURN_CHART } from './pl.ts';
import { PT_RETURN_CHART } from './pt.ts';
import { RU_RETURN_CHART } from './ru.ts';
import { TR_RETURN_CHART } from './tr.ts';
import { RETURN_ANGLES, type ReturnAngle, type ReturnChartWords } from './types.ts';

export { RETURN_ANGLES, type ReturnAngle } from './types.ts';

/** Largest distance, degrees, at which a planet counts as standing on an angle of the return. */
export const ANGLE_ORB = 5;

/** The return charts read as a whole: the solar return for its year, the lunar return for its month. */
export type ReturnChartKind = 'solar-return' | 'lunar-return';

const WORDS: Record<ReturnChartKind, Record<Language, ReturnChartWords>> = {
  'solar-return': {
    en: EN_RETURN_CHART,
    de: DE_RETURN_CHART,
    es: ES_RETURN_CHART,
    fr: FR_RETURN_CHART,
    it: IT_RETURN_CHART,
    ja: JA_RETURN_CHART,
    ru: RU_RETURN_CHART,
    pt: PT_RETURN_CHART,
    hi: HI_RETURN_CHART,
    nl: NL_RETURN_CHART,
    tr: TR_RETURN_CHART,
    pl: PL_RETURN_CHART,
  },
  'lunar-return': LUNAR_RETURN_CHART,
};

/** A text of the return chart with its key (`ascendant`, `midheaven`, `sun-house`, `on-angle:mars:ascendant` …). */
export interface ReturnChartText extends ReturnText {
  key: string;
}

/** A planet on an angle of the return chart. */
export interface PlanetOnAngle {
  planet: Planet;
  angle: ReturnAngle;
  /** Distance to the angle, degrees. */
  orb: number;
}

const separation = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** The planets within ANGLE_ORB of the return's angles, closest first. */
export function planetsOnAngles(chart: NatalChart): PlanetOnAngle[] {
  const out: PlanetOnAngle[] = [];
  for (const angle of RETURN_ANGLES) {
    const a = chart.points.find((p) => p.id === angle);
    if (!a) continue;
    for (const p of chart.points) {
      if (!(PLANETS as readonly string[]).includes(p.id)) continue;
      const orb = separation(p.longitude, a.longitude);
      if (orb <= ANGLE_ORB) out.push({ planet: p.id as Planet, angle, orb });
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}

/** The Ascendant, Midheaven, Sun and Moon house and planets-on-angles texts of a return chart. */
export function returnChartTexts(
  chart: NatalChart,
  language: Language,
  kind: ReturnChartKind = 'solar-return',
): ReturnChartText[] {
  const w = WORDS[kind][language];
  const out: ReturnChartText[] = [];
  const at = (id: string) => chart.points.find((p) => p.id === id);
  const asc = at('ascendant');
  if (asc)
    out.push({ key: 'ascendant', title: w.ascendantTitle(signName(asc.sign, language)), body: w.ascendant[asc.sign] });
  const mc = at('midheaven');
  if (mc)
    out.push({ key: 'midheaven', title: w.midheavenTitle(signName(mc.sign, language)), body: w.midheaven[mc.sign] });
  for (const o of planetsOnAngles(chart)) {
    out.push({
      key: `on-angle:${o.planet}:${o.angle}`,
      title: w.onAngleTitle(pointName(o.planet, language), o.angle, Math.max(1, Math.ceil(o.orb))),
      body: `${w.angle[o.angle]} ${w.planet[o.planet]}`,
    });
  }
  return out;
}

/** The written sentence for the return Sun or Moon in `house` (1 … 12). */
export function luminaryHouseSentence(
  luminary: 'sun' | 'moon',
  house: number,
  language: Language,
  kind: ReturnChartKind = 'solar-return',
): string {
  const w = WORDS[kind][language];
  return (luminary === 'sun' ? w.sunHouse : w.moonHouse)[house];
}

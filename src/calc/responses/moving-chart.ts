/**
 * The parts of a return, progressed or directed chart as the API answers them: points as an
 * object keyed by point id, houses with their cusps and the angles, aspects and aspects to the
 * natal chart, with readable names and texts when asked for. Degrees of ecliptic longitude in
 * [0, 360); speeds in degrees per day (for progressed and directed points: per year of life).
 */
import type { Aspect } from '../../astro/aspects.ts';
import type { ChartCusp, ChartPoint } from '../../astro/natal-chart.ts';
import type { CrossAspect } from '../../astro/returns/index.ts';
import { ASPECTS, type AspectId, type PointId, type Sign } from '../../astro/vocabulary.ts';
import { type House, type Language, readableEntity } from '../../interpretation/index.ts';
import type { ReturnText } from '../../interpretation/returns/index.ts';

/** How to present: language, include flags. */
export interface Presentation {
  language: Language;
  includeText: boolean;
  includeReadableEntities: boolean;
}

const MAJOR = new Set<AspectId>(ASPECTS.filter((a) => a.major).map((a) => a.id));

/** Whether an aspect is one of the five major ones (the ones given texts). */
export const isMajor = (aspect: AspectId) => MAJOR.has(aspect);

const nameAndGlyph = <T extends { name: string; glyph?: string | null }>({ name, glyph }: T) => ({ name, glyph });
const readablePoint = (id: PointId, language: Language) => nameAndGlyph(readableEntity('point', id, language));
const readableSign = (id: Sign, language: Language) => nameAndGlyph(readableEntity('sign', id, language));
const readableAspect = (id: AspectId, language: Language) => nameAndGlyph(readableEntity('aspect', id, language));

/**
 * Points keyed by id, each with its id (the members of a natal chart's point, see natal-chart.ts).
 * @param text the point's text (with includeText), null when it has none
 */
export function presentPoints(
  points: readonly ChartPoint[],
  options: Presentation,
  text: (p: ChartPoint) => ReturnText | null = () => null,
) {
  const out: Record<string, unknown> = {};
  for (const p of points) {
    out[p.id] = {
      id: p.id,
      longitude: p.longitude,
      latitude: p.latitude,
      speed: p.speed,
      sign: p.sign,
      degreeInSign: p.degreeInSign,
      house: p.house,
      retrograde: p.retrograde,
      ...(p.nakshatra ? { nakshatra: p.nakshatra } : {}),
      ...(options.includeReadableEntities
        ? {
            readable: {
              ...readablePoint(p.id, options.language),
              sign: readableSign(p.sign, options.language),
              house: readableEntity('house', p.house as House, options.language).name,
            },
          }
        : {}),
      ...(options.includeText ? { text: text(p) } : {}),
    };
  }
  return out;
}

/** Houses: the system, the twelve cusps and the angles. */
export function presentHouses(
  houses: { systemRequested: string; systemUsed: string; cusps: readonly ChartCusp[] },
  angles: Record<string, number>,
  options: Presentation,
) {
  return {
    systemRequested: houses.systemRequested,
    systemUsed: houses.systemUsed,
    cusps: houses.cusps.map((c) => ({
      house: c.house,
      longitude: c.longitude,
      sign: c.sign,
      degreeInSign: c.degreeInSign,
      ...(options.includeReadableEntities ? { readable: { sign: readableSign(c.sign, options.language) } } : {}),
    })),
    angles,
  };
}

/** Aspects within one chart. */
export function presentAspects(aspects: readonly Aspect[], options: Presentation) {
  return aspects.map((a) => ({
    ...a,
    ...(options.includeReadableEntities
      ? {
          readable: {
            ...readableAspect(a.aspect, options.language),
            point1: readablePoint(a.point1, options.language),
            point2: readablePoint(a.point2, options.language),
          },
        }
      : {}),
  }));
}

/**
 * Aspects of the moving chart's points to the natal points.
 * @param text an aspect's text (with includeText), null when it has none
 */
export function presentCrossAspects(
  aspects: readonly CrossAspect[],
  options: Presentation,
  text: (a: CrossAspect) => ReturnText | null,
) {
  return aspects.map((a) => ({
    ...a,
    ...(options.includeReadableEntities
      ? {
          readable: {
            ...readableAspect(a.aspect, options.language),
            point: readablePoint(a.point, options.language),
            natal: readablePoint(a.natal, options.language),
          },
        }
      : {}),
    ...(options.includeText ? { text: text(a) } : {}),
  }));
}

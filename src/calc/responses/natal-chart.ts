/**
 * The natal chart as the API answers it: `{ data: { type: 'natal-charts', attributes } }`, with
 * the time resolution, the place, points, houses, angles, aspects and provenance; readable names
 * and glyphs, and interpretation texts, when the request asks for them. Angles are degrees of
 * ecliptic longitude in [0, 360); speeds are degrees per day.
 */
import type { Aspect } from '../../astro/aspects.ts';
import type { ChartPoint, NatalChart } from '../../astro/natal-chart.ts';
import type { LocalTimeRule, TimeResolution } from '../../astro/time/birth-time.ts';
import type { Sign } from '../../astro/vocabulary.ts';
import {
  type House,
  type InterpretationText,
  type Language,
  planetHouseUrn,
  planetSignUrn,
  readableEntity,
} from '../../interpretation/index.ts';
import type { TextSlots } from './text-slots.ts';

/** The URNs whose texts describe a point: its sign, then its house (points without texts yield URNs that find nothing). */
export function natalTextUrns(
  point: Pick<ChartPoint, 'id' | 'sign' | 'house'>,
): { kind: 'planet-sign' | 'planet-house'; urn: string }[] {
  return [
    { kind: 'planet-sign', urn: planetSignUrn(point.id, point.sign) },
    { kind: 'planet-house', urn: planetHouseUrn(point.id, point.house) },
  ];
}

/** How to present a chart: the request's language, echoes and include flags, and the texts found. */
export interface NatalPresentation {
  language: Language;
  placeName?: string;
  localTimeRule: LocalTimeRule;
  includeText: boolean;
  includeReadableEntities: boolean;
  /** Texts by URN (only read when includeText). */
  texts: ReadonlyMap<string, InterpretationText>;
  /** Instead of `texts`: put a slot for each point's texts, filled by the web thread (see text-slots.ts). */
  textSlots?: TextSlots;
}

/** A sentence for the response's warnings when the local time was skipped or repeated. */
export function localTimeWarning(time: TimeResolution): string | undefined {
  if (time.localTimeStatus === 'normal') return undefined;
  const zone = time.timezone ?? 'the given zone';
  const what =
    time.localTimeStatus === 'skipped'
      ? 'did not exist (the clocks skipped it)'
      : 'occurred twice (the clocks repeated it)';
  return (
    `The local time ${time.localDateTime} ${what} in ${zone}; by localTimeRule "${time.ruleApplied}" it was read as ` +
    `${time.effectiveLocalDateTime} at UTC${time.utcOffset} (${time.utc})`
  );
}

const readablePoint = (id: Parameters<typeof readableEntity<'point'>>[1], language: Language) => {
  const { name, glyph } = readableEntity('point', id, language);
  return { name, glyph };
};
const readableSign = (id: Parameters<typeof readableEntity<'sign'>>[1], language: Language) => {
  const { name, glyph } = readableEntity('sign', id, language);
  return { name, glyph };
};

/** An interpretation text of a point, as a response lists it. */
type PointText = { kind: 'planet-sign' | 'planet-house'; urn: string; title: string; body: string };

/** One point of a chart as the API answers it, with readable names and texts when asked. */
export function presentChartPoint(
  p: ChartPoint,
  options: Pick<NatalPresentation, 'language' | 'includeText' | 'includeReadableEntities' | 'texts' | 'textSlots'>,
) {
  const { language } = options;
  return {
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
            ...readablePoint(p.id, language),
            sign: readableSign(p.sign, language),
            house: readableEntity('house', p.house as House, language).name,
          },
        }
      : {}),
    ...(options.includeText && options.textSlots
      ? {
          texts: options.textSlots.list(
            natalTextUrns(p).map(({ kind, urn }) => ({ urn, members: { kind, urn } })),
          ) as unknown as PointText[],
        }
      : options.includeText
        ? {
            texts: natalTextUrns(p).flatMap(({ kind, urn }): PointText[] => {
              const text = options.texts.get(urn);
              return text ? [{ kind, urn, title: text.title, body: text.body }] : [];
            }),
          }
        : {}),
  };
}

type Readability = Pick<NatalPresentation, 'language' | 'includeReadableEntities'>;

/**
 * Points keyed by point id, in the chart's order (`points.sun.longitude`): the one container of
 * chart points in every response. Each point keeps its `id` too, for callers that iterate.
 */
export function keyedById<T extends { id: string }>(points: readonly T[]): Record<string, T> {
  return Object.fromEntries(points.map((p) => [p.id, p]));
}

/** House cusps with readable names when asked. */
export function presentCusps(
  cusps: readonly { house: number; longitude: number; sign: Sign; degreeInSign: number }[],
  { language, includeReadableEntities }: Readability,
) {
  return cusps.map((c) => ({
    house: c.house,
    longitude: c.longitude,
    sign: c.sign,
    degreeInSign: c.degreeInSign,
    ...(includeReadableEntities
      ? {
          readable: {
            house: readableEntity('house', c.house as House, language).name,
            sign: readableSign(c.sign, language),
          },
        }
      : {}),
  }));
}

/** Aspects within a chart with readable names when asked. */
export function presentAspects(aspects: readonly Aspect[], { language, includeReadableEntities }: Readability) {
  return aspects.map((a) => ({
    ...a,
    ...(includeReadableEntities
      ? {
          readable: {
            ...(({ name, glyph }) => ({ name, glyph }))(readableEntity('aspect', a.aspect, language)),
            point1: readablePoint(a.point1, language),
            point2: readablePoint(a.point2, language),
          },
        }
      : {}),
  }));
}

/** The response body of GET/POST /api/calc/natal. */
export function presentNatalChart(chart: NatalChart, options: NatalPresentation) {
  const { language } = options;
  const readable = options.includeReadableEntities;
  const warnings = [...chart.provenance.warnings];
  const timeWarning = localTimeWarning(chart.timeResolution);
  if (timeWarning) warnings.push(timeWarning);

  const points = keyedById(chart.points.map((p) => presentChartPoint(p, options)));

  return {
    data: {
      type: 'natal-charts' as const,
      attributes: {
        timeResolution: chart.timeResolution,
        location: {
          latitude: chart.location.latitude,
          longitude: chart.location.longitude,
          placeName: options.placeName ?? null,
        },
        language,
        points,
        houses: {
          systemRequested: chart.houses.systemRequested,
          systemUsed: chart.houses.systemUsed,
          ...(readable
            ? { readable: { systemUsed: readableEntity('house-system', chart.houses.systemUsed, language).name } }
            : {}),
          cusps: presentCusps(chart.houses.cusps, options),
        },
        angles: chart.angles,
        aspects: presentAspects(chart.aspects, options),
        ...(chart.fixedStars ? { fixedStars: chart.fixedStars } : {}),
        provenance: {
          engine: chart.provenance.engine,
          version: chart.provenance.version,
          models: chart.provenance.models,
          houseSystemRequested: chart.houses.systemRequested,
          houseSystemUsed: chart.houses.systemUsed,
          localTimeRule: options.localTimeRule,
          dayChart: chart.provenance.dayChart,
          obliquity: chart.provenance.obliquity,
          tzdbVersion: chart.provenance.tzdbVersion,
          zodiac: chart.provenance.zodiac,
          ...(chart.provenance.ayanamsa ? { ayanamsa: chart.provenance.ayanamsa } : {}),
          warnings,
        },
      },
    },
  };
}

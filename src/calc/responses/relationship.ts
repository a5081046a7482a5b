/**
 * Response bodies of the relationship operations. Each is `{ data: { type, attributes } }` in the
 * house style; both persons are echoed as natal charts (time resolution, place, points, houses,
 * angles), so a caller sees how each birth time was read. With includeText the echoed charts show
 * the texts the response's own subject asked for (the inter-aspects', the composite's or the
 * Davison chart's), as they always have.
 */
import type { NatalChart } from '../../astro/natal-chart.ts';
import {
  type Compatibility,
  type CompositeChart,
  type DavisonChart,
  type InterAspect,
  type SunSignCompatibility,
  type Synastry,
  strengthOf,
  THEMES,
  toneOf,
} from '../../astro/synastry/index.ts';
import type { LocalTimeRule } from '../../astro/time/birth-time.ts';
import type { PointId } from '../../astro/vocabulary.ts';
import { THEME_NAMES } from '../../chart/synastry-labels.ts';
import { type InterpretationText, type Language, readableEntity } from '../../interpretation/index.ts';
import { sunSignCompatibilityTexts } from '../../interpretation/sun-signs/index.ts';
import {
  keyedById,
  localTimeWarning,
  natalTextUrns,
  presentAspects,
  presentChartPoint,
  presentCusps,
  presentNatalChart,
} from './natal-chart.ts';
import { interAspectUrn, natureOfTone } from './synastry-widget.ts';
import type { TextSlots } from './text-slots.ts';

/** What every relationship response is shaped by. */
export interface RelationshipPresentation {
  language: Language;
  includeText: boolean;
  includeReadableEntities: boolean;
  /** Interpretation texts by URN (read only when includeText). */
  texts: ReadonlyMap<string, InterpretationText>;
  /** Instead of `texts`: slots for the texts, filled by the web thread (see text-slots.ts). */
  textSlots?: TextSlots;
}

/** What a response echoes of a person besides the chart. */
export interface PersonEcho {
  name?: string;
  placeName?: string;
  localTimeRule?: LocalTimeRule;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

type Persons = readonly [PersonEcho, PersonEcho];

/** A person's natal chart as natal answers it, with the person's name; texts only of `shownUrns`. */
function presentPerson(
  person: PersonEcho,
  chart: NatalChart,
  p: RelationshipPresentation,
  shownUrns: ReadonlySet<string>,
) {
  const textSlots = p.textSlots?.only(shownUrns);
  const texts = textSlots || !p.includeText ? p.texts : new Map([...p.texts].filter(([urn]) => shownUrns.has(urn)));
  const { attributes } = presentNatalChart(chart, {
    ...p,
    texts,
    textSlots,
    placeName: person.placeName,
    localTimeRule: person.localTimeRule ?? 'earlier',
  }).data;
  return { name: person.name ?? null, ...attributes };
}

/** Both persons, as `chart1` and `chart2`, showing the texts of `shownUrns` (the URNs the response's subject asks for). */
function presentPersons(
  persons: Persons,
  charts: readonly [NatalChart, NatalChart],
  p: RelationshipPresentation,
  shownUrns: ReadonlySet<string>,
) {
  return {
    chart1: presentPerson(persons[0], charts[0], p, shownUrns),
    chart2: presentPerson(persons[1], charts[1], p, shownUrns),
  };
}

/** The URNs of the texts a response's subject shows: its inter-aspects' or its chart points'. */
export function subjectTextUrns(
  subject: { interAspects: readonly InterAspect[] } | { points: readonly Parameters<typeof natalTextUrns>[0][] },
): string[] {
  return 'interAspects' in subject
    ? subject.interAspects.map(interAspectUrn)
    : subject.points.flatMap((point) => natalTextUrns(point).map((u) => u.urn));
}

/** Point → house of the other chart. */
const overlayMap = (overlays: Synastry['houseOverlays']['person1InPerson2Houses']) =>
  Object.fromEntries(overlays.map((o) => [o.point, o.house])) as Partial<Record<PointId, number>>;

const readablePoint = (id: PointId, language: Language) =>
  (({ name, glyph }) => ({ name, glyph }))(readableEntity('point', id, language));

/** One inter-aspect in the spec's member names (planet1/chart1, planet2/chart2), with the widget's score terms. */
function presentInterAspect(a: InterAspect, p: RelationshipPresentation) {
  const tone = toneOf(a);
  const urn = interAspectUrn(a);
  const text = !p.includeText
    ? undefined
    : p.textSlots
      ? (p.textSlots.one({ urn, members: {} }) as unknown as InterpretationText)
      : (p.texts.get(urn) ?? null);
  return {
    planet1: a.person1Point,
    chart1: true as const,
    planet2: a.person2Point,
    chart2: true as const,
    aspect: a.aspect,
    orb: a.orb,
    angle: a.angle,
    separation: a.separation,
    orbAllowed: a.orbAllowed,
    exactness: a.exactness,
    motion: a.motion,
    tone,
    nature: natureOfTone(tone),
    strength: round3(strengthOf(a)),
    themes: THEMES.filter((t) => t.matches(a.person1Point, a.person2Point)).map((t) => t.id),
    urn,
    ...(text !== undefined ? { text } : {}),
    ...(p.includeReadableEntities
      ? {
          readable: {
            ...(({ name, glyph }) => ({ name, glyph }))(readableEntity('aspect', a.aspect, p.language)),
            planet1: readablePoint(a.person1Point, p.language),
            planet2: readablePoint(a.person2Point, p.language),
          },
        }
      : {}),
  };
}

/** The score with the themes' names in the response language. */
function presentCompatibilityScore(compatibility: Compatibility, language: Language) {
  return { ...compatibility, themes: compatibility.themes.map((t) => ({ ...t, ...THEME_NAMES[language][t.theme] })) };
}

/**
 * The warnings of a pair's charts, each led by the chart it concerns (`chart1: Placidus houses are
 * undefined…`): a house system that fell back to Porphyry, a local time skipped or repeated, a
 * birth before the zone's standard time; then those of a chart made from both (`composite: …`).
 */
export function pairWarnings(charts: readonly [NatalChart, NatalChart], made: Record<string, readonly string[]> = {}) {
  const ofChart = (chart: NatalChart) => {
    const time = localTimeWarning(chart.timeResolution);
    return [...chart.provenance.warnings, ...(time ? [time] : [])];
  };
  const sources: [string, readonly string[]][] = [
    ['chart1', ofChart(charts[0])],
    ['chart2', ofChart(charts[1])],
    ...Object.entries(made),
  ];
  return sources.flatMap(([chart, warnings]) => warnings.map((warning) => `${chart}: ${warning}`));
}

/** The zodiac of a pair's charts, for sidereal the ayanamsa with its value at each birth (degrees), and the pair's warnings. */
function pairProvenance(charts: readonly [NatalChart, NatalChart], made?: Record<string, readonly string[]>) {
  const [a, b] = [charts[0].provenance.ayanamsa, charts[1].provenance.ayanamsa];
  return {
    zodiac: charts[0].provenance.zodiac,
    ...(a && b ? { ayanamsa: { name: a.name, chart1: a.degrees, chart2: b.degrees } } : {}),
    warnings: pairWarnings(charts, made),
  };
}

/** POST /api/calc/synastry. */
export function presentSynastry(
  persons: Persons,
  charts: readonly [NatalChart, NatalChart],
  synastry: Synastry,
  p: RelationshipPresentation,
) {
  return {
    data: {
      type: 'synastry' as const,
      attributes: {
        language: p.language,
        ...presentPersons(persons, charts, p, new Set(subjectTextUrns(synastry))),
        aspects: synastry.interAspects.map((a) => presentInterAspect(a, p)),
        houseOverlays: {
          chart1InChart2: overlayMap(synastry.houseOverlays.person1InPerson2Houses),
          chart2InChart1: overlayMap(synastry.houseOverlays.person2InPerson1Houses),
        },
        compatibility: presentCompatibilityScore(synastry.compatibility, p.language),
        provenance: pairProvenance(charts),
      },
    },
  };
}

/** Where the composite houses were cast and why. */
export interface CompositePlace {
  latitude: number;
  longitude: number;
  /** `request` when compositeLocation was given, else `midpoint` (the great-circle midpoint of the births). */
  source: 'request' | 'midpoint';
}

/** POST /api/calc/composite. */
export function presentComposite(
  persons: Persons,
  charts: readonly [NatalChart, NatalChart],
  composite: CompositeChart,
  place: CompositePlace,
  p: RelationshipPresentation,
) {
  return {
    data: {
      type: 'composite-charts' as const,
      attributes: {
        language: p.language,
        method: 'midpoint' as const,
        compositeLocation: place,
        points: keyedById(composite.points.map((point) => presentChartPoint(point, p))),
        houses: { ...composite.houses, cusps: presentCusps(composite.houses.cusps, p) },
        angles: composite.angles,
        aspects: presentAspects(composite.aspects, p),
        ...presentPersons(persons, charts, p, new Set(subjectTextUrns(composite))),
        provenance: pairProvenance(charts, { composite: composite.houses.warnings }),
      },
    },
  };
}

/** POST /api/calc/davison. */
export function presentDavison(
  persons: Persons,
  charts: readonly [NatalChart, NatalChart],
  davison: DavisonChart,
  p: RelationshipPresentation,
) {
  const { attributes } = presentNatalChart(davison.chart, { ...p, localTimeRule: 'earlier' }).data;
  const own = attributes.provenance.warnings;
  const provenance = { ...attributes.provenance, warnings: [...own, ...pairWarnings(charts)] };
  return {
    data: {
      type: 'davison-charts' as const,
      attributes: {
        instant: davison.instant,
        julianDayUT: davison.julianDayUT,
        davisonLocation: { ...davison.location, method: 'great-circle' as const },
        ...attributes,
        provenance,
        ...presentPersons(persons, charts, p, new Set(subjectTextUrns(davison.chart))),
      },
    },
  };
}

/** POST /api/calc/synastry/score. */
export function presentScore(
  persons: Persons,
  charts: readonly [NatalChart, NatalChart],
  synastry: Synastry,
  p: RelationshipPresentation,
) {
  const compatibility = presentCompatibilityScore(synastry.compatibility, p.language);
  return {
    data: {
      type: 'synastry-scores' as const,
      attributes: {
        language: p.language,
        score: compatibility.score,
        formulaVersion: compatibility.formulaVersion,
        themes: compatibility.themes,
        aspectCount: synastry.interAspects.length,
        persons: {
          chart1: {
            name: persons[0].name ?? null,
            timeResolution: charts[0].timeResolution,
            location: charts[0].location,
          },
          chart2: {
            name: persons[1].name ?? null,
            timeResolution: charts[1].timeResolution,
            location: charts[1].location,
          },
        },
        provenance: pairProvenance(charts),
      },
    },
  };
}

/** POST /api/calc/compatibility. */
export function presentCompatibility(
  persons: Persons,
  charts: readonly [NatalChart, NatalChart],
  result: SunSignCompatibility,
  p: RelationshipPresentation,
) {
  const readableSign = (sign: SunSignCompatibility['sign1']) =>
    (({ name, glyph }) => ({ name, glyph }))(readableEntity('sign', sign, p.language));
  const texts = p.includeText ? sunSignCompatibilityTexts(result, p.language) : undefined;
  return {
    data: {
      type: 'sun-sign-compatibility' as const,
      attributes: {
        language: p.language,
        sign1: result.sign1,
        sign2: result.sign2,
        element1: result.element1,
        element2: result.element2,
        elementRelation: result.elementRelation,
        scoreBasedOnElement: result.scoreBasedOnElement,
        scoreBasedOnSunAspect: result.scoreBasedOnSunAspect,
        sunAspect: result.sunAspect,
        ...(p.includeReadableEntities
          ? { sign1Title: readableSign(result.sign1), sign2Title: readableSign(result.sign2) }
          : {}),
        ...(texts ? { text: { element: texts.element, sunAspect: texts.sunAspect } } : {}),
        persons: {
          chart1: {
            name: persons[0].name ?? null,
            timeResolution: charts[0].timeResolution,
            location: charts[0].location,
            sun: charts[0].points[0],
          },
          chart2: {
            name: persons[1].name ?? null,
            timeResolution: charts[1].timeResolution,
            location: charts[1].location,
            sun: charts[1].points[0],
          },
        },
        provenance: pairProvenance(charts),
      },
    },
  };
}

/**
 * Turns computed charts into the renderer's WheelInput: the natal chart on the inner ring (its
 * points, cusps, ascendant and midheaven, and the aspects among the drawn points and the two
 * angles), and for a bi-wheel the transit positions or the second person's chart on the outer
 * ring, with the aspects between the rings. Every caller that draws a natal chart as a ring (the
 * chart image routes, the synastry task) goes through wheelRingOf, so the renderer (src/chart)
 * never depends on the astro engine.
 *
 * Aspects across the rings: a synastry bi-wheel looks for the synastry endpoint's inter-aspects
 * (findInterAspects), a transit bi-wheel for the transit aspects of transit-aspects.ts; of these
 * the lines drawn are chosen by biwheelAspects (the request's aspect types, by default the major
 * ones, within tight orbs, at most 40 unless the request asks for more). A bi-wheel draws only the
 * aspects between its rings unless the spec's aspectScope asks for the inner chart's own aspects
 * ('inner') or both. The transit ring carries the transit instant's ascendant and midheaven
 * (drawn as tags, without houses).
 */
import type { NatalChart } from '../astro/natal-chart.ts';
import { type CompositeChart, findInterAspects, type InterAspect } from '../astro/synastry/index.ts';
import { ASPECTS } from '../astro/vocabulary.ts';
import { aspectName } from '../interpretation/index.ts';
import { biwheelAspects } from './biwheel-aspects.ts';
import type { ChartImageSpec } from './chart-spec.ts';
import type { WheelAngleId, WheelInput, WheelInterAspect, WheelPointId, WheelRing } from './index.ts';
import { transitInterAspects } from './transit-aspects.ts';
import { wheelLabels } from './wheel-labels.ts';

/** Points drawn as axes (or not at all), never as glyphs on a ring. */
const AXIS_POINTS: ReadonlySet<string> = new Set(['ascendant', 'midheaven', 'descendant', 'imum-coeli']);

/** How a chart becomes a ring. */
export interface RingOptions {
  /** Points to draw (any order); default every point of the chart except the four angles. */
  drawn?: readonly WheelPointId[];
  /** Include the house cusps and the ascendant and midheaven (default true). Without them the ring has points only, as for transits. */
  houses?: boolean;
}

/**
 * A natal chart as one ring of the wheel: its points (chart order; the angles are drawn as axes,
 * never as points) with longitude and retrograde flag, and unless `houses` is false its 12 cusps
 * and its ascendant and midheaven (on the outer ring these only anchor aspect lines).
 * @param chart a computed natal chart (transit charts are natal charts of the transit instant)
 */
export function wheelRingOf(
  chart: Pick<NatalChart, 'points'> & {
    angles: { ascendant: number; midheaven: number };
    houses: { cusps: readonly { longitude: number }[] };
  },
  options: RingOptions = {},
): WheelRing {
  const drawn = options.drawn === undefined ? undefined : new Set<string>(options.drawn);
  const points = chart.points
    .filter((p) => !AXIS_POINTS.has(p.id) && (drawn === undefined || drawn.has(p.id)))
    .map((p) => ({ id: p.id as WheelPointId, longitude: p.longitude, retrograde: p.retrograde }));
  if (options.houses === false) return { points };
  return {
    points,
    cusps: chart.houses.cusps.map((c) => c.longitude),
    angles: { ascendant: chart.angles.ascendant, midheaven: chart.angles.midheaven },
  };
}

/** Synastry inter-aspects (person 1 inside, person 2 outside) as the renderer's aspect lines. */
export function wheelInterAspectsOf(aspects: readonly InterAspect[]): WheelInterAspect[] {
  return aspects.map((a) => ({
    inner: a.person1Point as WheelPointId | WheelAngleId,
    outer: a.person2Point as WheelPointId | WheelAngleId,
    aspect: a.aspect,
    orb: a.orb,
  }));
}

/** The chart's points a ring can anchor an aspect to: the drawn points, the ascendant and the midheaven. */
function aspectablePoints(chart: NatalChart, ring: WheelRing) {
  const ids = new Set<string>(ring.points.map((p) => p.id));
  if (ring.angles !== undefined) {
    ids.add('ascendant');
    ids.add('midheaven');
  }
  return chart.points.filter((p) => ids.has(p.id));
}

/** One chart's description for the image's labels. */
const described = (chart: NatalChart, extra: { placeName?: string; name?: string }) => ({
  time: chart.timeResolution,
  latitude: chart.location.latitude,
  longitude: chart.location.longitude,
  ...extra,
});

/** The aspect lines of a ring's own aspects, between the points drawn (and the ascendant and midheaven). */
function ringAspects(ring: WheelRing, aspects: NatalChart['aspects']) {
  const drawn = new Set<string>([...ring.points.map((p) => p.id), 'ascendant', 'midheaven']);
  return aspects
    .filter((a) => drawn.has(a.point1) && drawn.has(a.point2))
    .map((a) => ({
      from: a.point1 as WheelPointId | WheelAngleId,
      to: a.point2 as WheelPointId | WheelAngleId,
      aspect: a.aspect,
      orb: a.orb,
    }));
}

/**
 * The renderer's input for a composite chart: one wheel with the composite's points, houses and
 * aspects, labelled with both births.
 * @param composite the composite of `chart1` and `chart2`
 */
export function compositeWheelInput(
  spec: ChartImageSpec,
  composite: CompositeChart,
  chart1: NatalChart,
  chart2: NatalChart,
): WheelInput {
  const ring = wheelRingOf(composite, { drawn: spec.drawn });
  const labels = wheelLabels(
    'composite',
    spec.language,
    described(chart1, { placeName: spec.placeName, name: spec.name }),
    composite.houses.systemUsed,
    described(chart2, { placeName: spec.person2?.placeName, name: spec.person2?.name }),
    spec.title,
    chart1.provenance.ayanamsa?.name,
  );
  return {
    width: spec.width,
    height: spec.height,
    theme: spec.theme,
    labels,
    inner: { ...ring, aspects: ringAspects(ring, composite.aspects) },
  };
}

/**
 * The renderer's input for a spec and its computed charts.
 * @param natal the inner chart, computed from `spec.natal`
 * @param outer the transit chart or person 2's chart (with the ascendant and midheaven among its
 *   points, for the synastry inter-aspects), when the spec asks for a bi-wheel
 */
export function wheelInputOf(spec: ChartImageSpec, natal: NatalChart, outer?: NatalChart): WheelInput {
  const inner = wheelRingOf(natal, { drawn: spec.drawn });
  const aspects = ringAspects(inner, natal.aspects);
  const kind = spec.transit ? 'transit' : spec.person2 ? 'synastry' : 'natal';
  const other = spec.transit ?? spec.person2;
  const labels = wheelLabels(
    kind,
    spec.language,
    described(natal, { placeName: spec.placeName, name: spec.name }),
    natal.houses.systemUsed,
    outer && other ? described(outer, { placeName: other.placeName, name: other.name }) : undefined,
    spec.title,
    natal.provenance.ayanamsa?.name,
  );
  const scope = spec.aspectScope ?? 'between';
  const lineOptions = {
    types: spec.natal.aspects?.types,
    orbs: spec.natal.aspects?.orbs,
    maxLines: spec.maxAspectLines,
  };
  const bi = outer !== undefined && kind !== 'natal';
  const input: WheelInput = {
    width: spec.width,
    height: spec.height,
    theme: spec.theme,
    labels,
    inner: { ...inner, aspects: bi && scope === 'between' ? [] : aspects },
  };
  if (outer && kind === 'synastry') {
    const outerRing = wheelRingOf(outer, { drawn: spec.drawn });
    input.outer = outerRing;
    if (scope !== 'inner')
      input.interAspects = biwheelAspects(
        wheelInterAspectsOf(
          findInterAspects(aspectablePoints(natal, inner), aspectablePoints(outer, outerRing), spec.natal.aspects),
        ),
        lineOptions,
      );
  } else if (outer && kind === 'transit') {
    const outerRing = {
      ...wheelRingOf(outer, { drawn: spec.drawn, houses: false }),
      angles: { ascendant: outer.angles.ascendant, midheaven: outer.angles.midheaven },
    };
    input.outer = outerRing;
    if (scope !== 'inner') {
      const found = transitInterAspects(aspectablePoints(natal, inner), outerRing.points).map((a) => ({
        inner: a.inner as WheelPointId | WheelAngleId,
        outer: a.outer as WheelPointId,
        aspect: a.aspect,
        orb: a.orb,
      }));
      input.interAspects = biwheelAspects(found, lineOptions);
    }
  }
  if (spec.legend === true) {
    const drawnAspects = new Set<string>(
      [...(input.inner.aspects ?? []), ...(input.interAspects ?? [])].map((a) => a.aspect),
    );
    labels.aspectLegend = ASPECTS.filter((a) => drawnAspects.has(a.id)).map((a) => ({
      aspect: a.id,
      name: aspectName(a.id, spec.language),
    }));
  }
  return input;
}

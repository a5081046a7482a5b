/**
 * Turns computed charts into the renderer's WheelInput: the natal chart on the inner ring (its
 * points, cusps, ascendant and midheaven, and the aspects among the drawn points and the two
 * angles), and for a bi-wheel the transit positions or the second person's chart on the outer
 * ring, with the aspects between the rings (inter-aspects.ts).
 */
import type { NatalChart } from '../../astro/natal-chart.ts';
import type { WheelAngleId, WheelInput, WheelPointId, WheelRing } from '../../chart/index.ts';
import type { ChartImageSpec } from './chart-spec.ts';
import { interAspects } from './inter-aspects.ts';
import { wheelLabels } from './wheel-labels.ts';

function ring(chart: NatalChart, drawn: readonly WheelPointId[], withHouses: boolean): WheelRing {
  const points = chart.points
    .filter((p) => (drawn as readonly string[]).includes(p.id))
    .map((p) => ({ id: p.id as WheelPointId, longitude: p.longitude, retrograde: p.retrograde }));
  return withHouses
    ? {
        points,
        cusps: chart.houses.cusps.map((c) => c.longitude),
        angles: { ascendant: chart.angles.ascendant, midheaven: chart.angles.midheaven },
      }
    : { points };
}

/**
 * The renderer's input for a spec and its computed charts.
 * @param natal the inner chart, computed from `spec.natal`
 * @param outer the transit chart or person 2's chart, when the spec asks for a bi-wheel
 */
export function wheelInputOf(spec: ChartImageSpec, natal: NatalChart, outer?: NatalChart): WheelInput {
  const inner = ring(natal, spec.drawn, true);
  const onInner = new Set<string>([...inner.points.map((p) => p.id), 'ascendant', 'midheaven']);
  const aspects = natal.aspects
    .filter((a) => onInner.has(a.point1) && onInner.has(a.point2))
    .map((a) => ({ from: a.point1 as WheelPointId | WheelAngleId, to: a.point2 as WheelPointId | WheelAngleId, aspect: a.aspect, orb: a.orb }));
  const kind = spec.transit ? 'transit' : spec.person2 ? 'synastry' : 'natal';
  const described = (chart: NatalChart, extra: { placeName?: string; name?: string }) => ({
    time: chart.timeResolution,
    latitude: chart.location.latitude,
    longitude: chart.location.longitude,
    ...extra,
  });
  const other = spec.transit ?? spec.person2;
  const labels = wheelLabels(
    kind,
    spec.language,
    described(natal, { placeName: spec.placeName, name: spec.name }),
    natal.houses.systemUsed,
    outer && other ? described(outer, { placeName: other.placeName, name: other.name }) : undefined,
    spec.title,
  );
  const input: WheelInput = { width: spec.width, height: spec.height, theme: spec.theme, labels, inner: { ...inner, aspects } };
  if (outer && kind !== 'natal') {
    const outerRing = ring(outer, spec.drawn, kind === 'synastry');
    delete outerRing.angles;
    input.outer = outerRing;
    const innerPoints = [
      ...inner.points.map((p) => ({ id: p.id as WheelPointId | WheelAngleId, longitude: p.longitude })),
      { id: 'ascendant' as const, longitude: natal.angles.ascendant },
      { id: 'midheaven' as const, longitude: natal.angles.midheaven },
    ];
    input.interAspects = interAspects(innerPoints, outerRing.points, kind).map((a) => ({ inner: a.inner, outer: a.outer, aspect: a.aspect, orb: a.orb }));
  }
  return input;
}

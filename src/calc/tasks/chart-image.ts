/**
 * The chart-image tasks of the worker pool: compute the chart or charts a spec describes, adapt
 * them to the renderer's input and render the SVG (and from it the PNG). Input errors of the
 * transit or second-person data name their field with its prefix (`person2.dateTime`).
 */
import { computeNatalChart, type NatalChart } from '../../astro/natal-chart.ts';
import { compositeChart } from '../../astro/synastry/index.ts';
import type { ChartImageSpec, MomentAtPlace } from '../../chart/chart-spec.ts';
import { renderPng, renderWheelSvg, type WheelInput } from '../../chart/index.ts';
import { compositeWheelInput, wheelInputOf } from '../../chart/wheel-adapter.ts';
import { callerProblem, inputProblemOf, TaskInputError } from './task-outcome.ts';

function outerChart(spec: ChartImageSpec, prefix: 'transit' | 'person2', moment: MomentAtPlace): NatalChart {
  try {
    return computeNatalChart({
      dateTime: moment.dateTime,
      latitude: moment.latitude,
      longitude: moment.longitude,
      timezone: moment.timezone,
      localTimeRule: moment.localTimeRule,
      houseSystem: spec.natal.houseSystem,
      // Person 2's ascendant and midheaven take part in the synastry inter-aspects, as in the synastry endpoint.
      points: prefix === 'person2' ? spec.natal.points : spec.drawn,
      aspects: { types: ['conjunction'], orbs: { conjunction: 0.001 } },
      // The outer chart in the inner chart's zodiac.
      zodiac: spec.natal.zodiac,
      ayanamsa: spec.natal.ayanamsa,
    });
  } catch (error) {
    const problem = inputProblemOf(error);
    if (!problem) throw error;
    throw new TaskInputError(callerProblem(problem, prefix));
  }
}

/** What the renderer draws for a chart image spec: the computed charts adapted to a WheelInput. */
export function chartWheelInput(spec: ChartImageSpec): WheelInput {
  const natal = computeNatalChart(spec.natal);
  if (spec.composite && spec.person2) {
    const other = outerChart(spec, 'person2', spec.person2);
    const composite = compositeChart(natal, other, {
      aspects: spec.natal.aspects,
      houseLatitude: spec.composite.latitude,
    });
    return compositeWheelInput(spec, composite, natal, other);
  }
  const outer = spec.transit
    ? outerChart(spec, 'transit', spec.transit)
    : spec.person2
      ? outerChart(spec, 'person2', spec.person2)
      : undefined;
  return wheelInputOf(spec, natal, outer);
}

/** The SVG document of a chart image spec (UTF-8 text). */
export function chartSvg(spec: ChartImageSpec): string {
  return renderWheelSvg(chartWheelInput(spec));
}

/** The PNG bytes of a chart image spec, `spec.width` × `spec.height` px. */
export function chartPng(spec: ChartImageSpec): Uint8Array {
  return renderPng(chartSvg(spec), { width: spec.width, height: spec.height });
}

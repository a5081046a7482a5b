/**
 * Secondary progressions and solar arc directions: charts of the progressed instant (a day for
 * a year of 365.24219 days), progressed angles by solar arc or Naibod, and the dates progressed
 * aspects perfect, found by the transit engine's crossing search. Pure: plain data in and out.
 */

export { ANGLE_PROGRESSIONS, type AngleProgression, NAIBOD_DEGREES_PER_YEAR } from './progressed-angles.ts';
export { PERFECTION_WINDOW_YEARS, PROGRESSED_ORB } from './progressed-chart.ts';
export { PROGRESSION_YEAR_DAYS } from './progressed-time.ts';
export {
  computeProgressions,
  type Perfection,
  type Progressions,
  type ProgressionsInput,
} from './secondary-progressions.ts';
export { computeSolarArc, type SolarArcDirections, type SolarArcInput } from './solar-arc.ts';

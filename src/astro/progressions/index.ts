/**
 * Secondary progressions and solar arc directions: charts of the progressed instant (a day for
 * a year of 365.24219 days), progressed angles by solar arc or Naibod, and the dates progressed
 * aspects perfect, found by the transit engine's crossing search. Pure: plain data in and out.
 */
export { computeProgressions, type Progressions, type ProgressionsInput, type Perfection } from './secondary-progressions.ts';
export { computeSolarArc, type SolarArcDirections, type SolarArcInput } from './solar-arc.ts';
export { PROGRESSION_YEAR_DAYS } from './progressed-time.ts';
export { ANGLE_PROGRESSIONS, NAIBOD_DEGREES_PER_YEAR, type AngleProgression } from './progressed-angles.ts';
export { PROGRESSED_ORB, PERFECTION_WINDOW_YEARS } from './progressed-chart.ts';

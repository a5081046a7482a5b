/**
 * The transit engine: an interpolated ephemeris kept per worker thread, exact event search by
 * root finding, and the transit chart that joins them to a natal chart. Pure: no I/O.
 */
export { isoInstant } from './iso-instant.ts';
export { computeTransitChart, type TransitChart, type TransitChartInput, type AspectGroupData, type OccurrenceData } from './transit-chart.ts';
export {
  searchTransits, MOON_PHASE_ANGLES, ORB_HORIZON_DAYS,
  type TransitSearchInput, type TransitSearchResult, type AspectGroup, type AspectOccurrence, type AspectSpec,
  type NatalTarget, type SignIngress, type HouseIngress, type StationEvent, type MoonPhaseEvent, type MoonPhaseName, type Direction,
} from './transit-search.ts';
export { TransitEphemeris, LongitudeTrack, sharedTransitEphemeris, BLOCK_DAYS, type EphemerisStats } from './transit-ephemeris.ts';
export {
  TRANSITING_CHOICES, DEFAULT_TRANSITING, NATAL_CHOICES, DEFAULT_ASPECTS, TRANSIT_ORBS, MAX_TRANSIT_ORB, defaultNatalPoints,
  type TransitingChoice,
} from './transit-options.ts';
export { warmUpSteps, type WarmUpOptions } from './warm-up.ts';

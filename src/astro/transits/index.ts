/**
 * The transit engine: an interpolated ephemeris kept per worker thread, exact event search by
 * root finding, and the transit chart that joins them to a natal chart. Pure: no I/O.
 */
export type { AspectGroupData, OccurrenceData, TransitChart, TransitChartInput } from './transit-chart.ts';

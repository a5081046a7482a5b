/** The chart of a solar return or progressions report, as the engine computed it. */
import type { Progressions } from '../astro/progressions/index.ts';
import type { SolarReturn } from '../astro/returns/index.ts';

/** A solar return or a progressed chart. */
export type MovingReportChart =
  | { kind: 'solar-return'; result: SolarReturn }
  | { kind: 'progressions'; result: Progressions };

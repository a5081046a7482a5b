/** The chart of a solar return, lunar return or progressions report, as the engine computed it. */
import type { Progressions } from '../astro/progressions/index.ts';
import type { LunarReturns, SolarReturn } from '../astro/returns/index.ts';

/** A solar return, a lunar return (its first return only) or a progressed chart. */
export type MovingReportChart =
  | { kind: 'solar-return'; result: SolarReturn }
  | { kind: 'lunar-return'; result: LunarReturns }
  | { kind: 'progressions'; result: Progressions };

/**
 * What the texts of returns and progressions speak about: a point of the return chart in a
 * house, or an aspect of a return, progressed or directed point to a natal (or progressed) point.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import type { TextPoint } from '../catalogue.ts';

/** The chart a text belongs to. */
export type MovingChart = 'solar-return' | 'lunar-return' | 'progressed' | 'directed';

export type ReturnTextSubject =
  | { kind: 'house'; chart: 'solar-return' | 'lunar-return'; point: TextPoint; house: number }
  | {
      kind: 'aspect';
      chart: MovingChart;
      point: TextPoint;
      aspect: AspectId;
      other: TextPoint;
      otherProgressed: boolean;
    };

/** Title and Markdown body. */
export interface ReturnText {
  title: string;
  body: string;
}

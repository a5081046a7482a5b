/**
 * What the texts of returns and progressions speak about: a point of the return chart in a
 * house, or an aspect of a return, progressed or directed point to a natal (or progressed) point.
 */
import type { AspectId } from '../../astro/vocabulary.ts';
import type { TextPoint } from '../catalogue.ts';

/** The chart a text belongs to. */
export type MovingChart = 'solar-return' | 'lunar-return' | 'progressed' | 'directed';

export type ReturnTextSubject =
  | { kind: 'house'; chart: 'solar-return' | 'lunar-return'; point: TextPoint; house: number; leadIn: boolean }
  | {
      kind: 'aspect';
      chart: MovingChart;
      point: TextPoint;
      aspect: AspectId;
      other: TextPoint;
      otherProgressed: boolean;
      leadIn: boolean;
    };

/**
 * `leadIn`: the first sentence opens with the period the text is about ("In the year from this
 * birthday to the next, …"). A text read on its own needs it; a report says it once and leaves it
 * off the texts after the first, so that dozens of paragraphs do not open with the same words.
 */
export interface ReturnTextOptions {
  leadIn?: boolean;
}

/** Title and Markdown body. */
export interface ReturnText {
  title: string;
  body: string;
}

/**
 * Texts of return charts (each point in its house, the main aspects to the natal chart),
 * progressions and solar arc directions (aspects to natal and progressed points), in English,
 * Spanish, German and French, composed from the phrases of the natal and transit texts. Pure.
 */
import { type AspectId, interpretationKey, type PointId } from '../../astro/vocabulary.ts';
import { TEXT_POINTS, type TextPoint } from '../catalogue.ts';
import type { Language } from '../languages.ts';
import { type Chooser, chooserFor } from '../variation.ts';
import { deReturnText } from './de.ts';
import { enReturnText } from './en.ts';
import { esReturnText } from './es.ts';
import { frReturnText } from './fr.ts';
import { hiReturnText } from './hi.ts';
import { itReturnText } from './it.ts';
import { jaReturnText } from './ja.ts';
import { nlReturnText } from './nl.ts';
import { plReturnText } from './pl.ts';
import { ptReturnText } from './pt.ts';
import { ruReturnText } from './ru.ts';
import type { MovingChart, ReturnText, ReturnTextOptions, ReturnTextSubject } from './subjects.ts';
import { trReturnText } from './tr.ts';

export type { MovingChart, ReturnText, ReturnTextOptions } from './subjects.ts';

const WRITERS: Record<Language, (subject: ReturnTextSubject, c: Chooser) => ReturnText> = {
  en: enReturnText,
  es: esReturnText,
  de: deReturnText,
  fr: frReturnText,
  it: itReturnText,
  ja: jaReturnText,
  ru: ruReturnText,
  pt: ptReturnText,
  hi: hiReturnText,
  nl: nlReturnText,
  tr: trReturnText,
  pl: plReturnText,
};

/** The text point of a chart point (`true-node` → `north-node`), or null for points without texts. */
function textPoint(point: PointId): TextPoint | null {
  const key = interpretationKey(point);
  return (TEXT_POINTS as readonly string[]).includes(key) ? (key as TextPoint) : null;
}

function write(subject: ReturnTextSubject, language: Language, key: string): ReturnText {
  return WRITERS[language](subject, chooserFor(key));
}

/**
 * The text of a return chart's point in a house, or null for points without texts.
 * @param house 1 … 12
 */
export function returnHouseText(
  chart: 'solar-return' | 'lunar-return',
  point: PointId,
  house: number,
  language: Language,
  options: ReturnTextOptions = {},
): ReturnText | null {
  const p = textPoint(point);
  if (!p) return null;
  const leadIn = options.leadIn ?? true;
  return write({ kind: 'house', chart, point: p, house, leadIn }, language, `${chart}:${p}:house:${house}`);
}

/**
 * The text of an aspect of a return, progressed or directed point to a natal point (or, with
 * `otherProgressed`, to another progressed point), or null for points without texts.
 */
export function movingAspectText(
  chart: MovingChart,
  point: PointId,
  aspect: AspectId,
  other: PointId,
  language: Language,
  otherProgressed = false,
  options: ReturnTextOptions = {},
): ReturnText | null {
  const p = textPoint(point);
  const o = textPoint(other);
  if (!p || !o) return null;
  return write(
    { kind: 'aspect', chart, point: p, aspect, other: o, otherProgressed, leadIn: options.leadIn ?? true },
    language,
    `${chart}:${p}:${aspect}:${o}:${otherProgressed}`,
  );
}

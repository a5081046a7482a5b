/**
 * The contract every language fulfils: one composer per kind of interpretation text. Composers
 * are pure and deterministic: the same arguments always give the same title and body.
 */
import type { AspectId, Sign } from '../astro/vocabulary.ts';
import type { HousePoint, NatalPoint, SignPoint, SynastryAspect, SynastryPoint, TransitingPoint } from './catalogue.ts';
import type { House } from './names.ts';

/** A title (plain text) and a body (Markdown, 2–4 sentences in one paragraph). */
export interface InterpretationText {
  title: string;
  body: string;
}

/** One language's composers of interpretation texts. */
export interface InterpretationWriter {
  /** A transiting point in an aspect to a natal point. */
  transit(transiting: TransitingPoint, aspect: AspectId, natal: NatalPoint): InterpretationText;
  /** A natal point in a sign. */
  planetSign(point: SignPoint, sign: Sign): InterpretationText;
  /** A natal point in a house (1..12). */
  planetHouse(point: HousePoint, house: House): InterpretationText;
  /** A point of person 1 in a major aspect to a point of person 2. */
  synastry(pointA: SynastryPoint, aspect: SynastryAspect, pointB: SynastryPoint): InterpretationText;
}

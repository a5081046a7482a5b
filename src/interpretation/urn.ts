/**
 * URNs of the seeded interpretation texts. They are language-independent (the language is a
 * separate field of a content item):
 *   urn:astro:transit:{transiting}:{aspect}:{natal}
 *   urn:astro:planet-sign:{point}:{sign}
 *   urn:astro:planet-house:{point}:{house}        house 1..12
 *   urn:astro:synastry:{pointA}:{aspect}:{pointB}  pointA of person 1, pointB of person 2
 * Points are written under their text key (`interpretationKey`): mean and true node become
 * `north-node`, the south nodes `south-node`.
 */
import { type AspectId, interpretationKey, type PointId, SIGNS, type Sign } from '../astro/vocabulary.ts';
import {
  HOUSE_POINTS,
  type HousePoint,
  NATAL_POINTS,
  type NatalPoint,
  SIGN_POINTS,
  type SignPoint,
  SYNASTRY_ASPECTS,
  SYNASTRY_POINTS,
  type SynastryAspect,
  type SynastryPoint,
  type TextPoint,
  TRANSIT_ASPECTS,
  TRANSITING_POINTS,
  type TransitingPoint,
} from './catalogue.ts';
import type { House } from './names.ts';

/** What an interpretation text is about; also the `metadata` of its content item. */
export type InterpretationSubject =
  | { kind: 'transit'; transiting: TransitingPoint; aspect: AspectId; natal: NatalPoint }
  | { kind: 'planet-sign'; point: SignPoint; sign: Sign }
  | { kind: 'planet-house'; point: HousePoint; house: House }
  | { kind: 'synastry'; pointA: SynastryPoint; aspect: SynastryAspect; pointB: SynastryPoint };

/** The text key of a vocabulary point or of a text key itself (`true-node` → `north-node`). */
export function textKeyOf(point: PointId | TextPoint): string {
  return point === 'north-node' || point === 'south-node' ? point : interpretationKey(point);
}

/** URN of the text for transiting `transiting` in `aspect` to natal `natal` (points may be any vocabulary id). */
export function transitUrn(transiting: PointId | TextPoint, aspect: AspectId, natal: PointId | TextPoint): string {
  return `urn:astro:transit:${textKeyOf(transiting)}:${aspect}:${textKeyOf(natal)}`;
}
/** URN of the text for natal `point` in `sign`. */
export function planetSignUrn(point: PointId | TextPoint, sign: Sign): string {
  return `urn:astro:planet-sign:${textKeyOf(point)}:${sign}`;
}
/** URN of the text for natal `point` in house `house` (1..12). */
export function planetHouseUrn(point: PointId | TextPoint, house: number): string {
  return `urn:astro:planet-house:${textKeyOf(point)}:${house}`;
}
/** URN of the synastry text for person 1's `pointA` in `aspect` to person 2's `pointB`. */
export function synastryUrn(pointA: PointId | TextPoint, aspect: AspectId, pointB: PointId | TextPoint): string {
  return `urn:astro:synastry:${textKeyOf(pointA)}:${aspect}:${textKeyOf(pointB)}`;
}

/** The URN of a subject. */
export function urnOf(subject: InterpretationSubject): string {
  switch (subject.kind) {
    case 'transit':
      return transitUrn(subject.transiting, subject.aspect, subject.natal);
    case 'planet-sign':
      return planetSignUrn(subject.point, subject.sign);
    case 'planet-house':
      return planetHouseUrn(subject.point, subject.house);
    case 'synastry':
      return synastryUrn(subject.pointA, subject.aspect, subject.pointB);
  }
}

function member<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** A URN segment naming a point, mapped to its text key (`true-node` → `north-node`); unknown → the input. */
function keyOfSegment(segment: string): string {
  if (segment === 'north-node' || segment === 'south-node') return segment;
  return interpretationKey(segment as PointId);
}

/**
 * The subject of a URN, or null when the URN is not one of a seeded text (unknown kind, point,
 * aspect, sign or house). Point segments may use any vocabulary id (`true-node`): they are
 * mapped to their text key.
 */
export function parseInterpretationUrn(urn: string): InterpretationSubject | null {
  const parts = urn.split(':');
  if (parts[0] !== 'urn' || parts[1] !== 'astro') return null;
  const [kind, a, b, c] = parts.slice(2);
  switch (kind) {
    case 'transit': {
      if (parts.length !== 6) return null;
      const transiting = keyOfSegment(a);
      const natal = keyOfSegment(c);
      return member(TRANSITING_POINTS, transiting) &&
        member(TRANSIT_ASPECTS as AspectId[], b) &&
        member(NATAL_POINTS, natal)
        ? { kind, transiting, aspect: b, natal }
        : null;
    }
    case 'planet-sign': {
      if (parts.length !== 5) return null;
      const point = keyOfSegment(a);
      return member(SIGN_POINTS, point) && member(SIGNS, b) ? { kind, point, sign: b } : null;
    }
    case 'planet-house': {
      if (parts.length !== 5 || !/^(?:[1-9]|1[0-2])$/.test(b)) return null;
      const point = keyOfSegment(a);
      return member(HOUSE_POINTS, point) ? { kind, point, house: Number(b) as House } : null;
    }
    case 'synastry': {
      if (parts.length !== 6) return null;
      const pointA = keyOfSegment(a);
      const pointB = keyOfSegment(c);
      return member(SYNASTRY_POINTS, pointA) &&
        member(SYNASTRY_ASPECTS as SynastryAspect[], b) &&
        member(SYNASTRY_POINTS, pointB)
        ? { kind, pointA, aspect: b, pointB }
        : null;
    }
    default:
      return null;
  }
}

/**
 * Which interpretation texts a synastry report prints: those of the inter-aspects, strongest
 * first (strength as the compatibility score weighs it), each URN once, at most
 * CONTACT_TEXT_CAP of them and at most POINT_TEXT_CAP for any one point of either person (so a
 * strong Sun does not fill the section; the rest are in the inter-aspects table). Inter-aspects
 * without a seeded text (minor aspects, points without synastry texts) are left out by the lookup.
 */
import { type InterAspect, type Synastry, strengthOf } from '../astro/synastry/index.ts';
import { SYNASTRY_ASPECTS, SYNASTRY_POINTS } from '../interpretation/catalogue.ts';
import { synastryUrn } from '../interpretation/index.ts';

/** Most contacts interpreted in one report. */
export const CONTACT_TEXT_CAP = 12;
/** Most interpreted contacts of one point of one person. */
export const POINT_TEXT_CAP = 3;

const HAS_TEXT_POINT = new Set<string>(SYNASTRY_POINTS);
const HAS_TEXT_ASPECT = new Set<string>(SYNASTRY_ASPECTS);

/** The inter-aspects a report interprets, strongest first, within the caps. */
export function interpretedContacts(synastry: Synastry): InterAspect[] {
  const ordered = [...synastry.interAspects]
    .filter(
      (a) => HAS_TEXT_ASPECT.has(a.aspect) && HAS_TEXT_POINT.has(a.person1Point) && HAS_TEXT_POINT.has(a.person2Point),
    )
    .sort((a, b) => strengthOf(b) - strengthOf(a));
  const uses = new Map<string, number>();
  const out: InterAspect[] = [];
  for (const a of ordered) {
    if (out.length >= CONTACT_TEXT_CAP) break;
    const keys = [`1:${a.person1Point}`, `2:${a.person2Point}`];
    if (keys.some((k) => (uses.get(k) ?? 0) >= POINT_TEXT_CAP)) continue;
    for (const k of keys) uses.set(k, (uses.get(k) ?? 0) + 1);
    out.push(a);
  }
  return out;
}

/** URNs (`urn:astro:synastry:{person 1's point}:{aspect}:{person 2's point}`) in print order. */
export function synastryTextUrns(synastry: Synastry): string[] {
  return [...new Set(interpretedContacts(synastry).map((a) => synastryUrn(a.person1Point, a.aspect, a.person2Point)))];
}

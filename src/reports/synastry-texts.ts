/**
 * Which interpretation texts a synastry report prints: those of the inter-aspects, strongest
 * first (strength as the compatibility score weighs it), each URN once. Inter-aspects without a
 * seeded text (minor aspects, points without synastry texts) are left out by the lookup.
 */
import { type Synastry, strengthOf } from '../astro/synastry/index.ts';
import { synastryUrn } from '../interpretation/index.ts';

/** URNs (`urn:astro:synastry:{person 1's point}:{aspect}:{person 2's point}`) in print order. */
export function synastryTextUrns(synastry: Synastry): string[] {
  const ordered = [...synastry.interAspects].sort((a, b) => strengthOf(b) - strengthOf(a));
  return [...new Set(ordered.map((a) => synastryUrn(a.person1Point, a.aspect, a.person2Point)))];
}

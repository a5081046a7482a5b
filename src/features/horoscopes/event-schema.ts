/**
 * The members of a horoscope's `metadata` that every period shares: the sky events the text was
 * composed from, each placed in the reader's whole-sign solar house, and the period's eclipses.
 */
import { z } from 'zod';
import { SIGNS } from '../../astro/vocabulary.ts';
import { MOON_PHASES } from '../../interpretation/horoscope/events.ts';

const sign = z.enum(SIGNS);
const house = z.int().min(1).max(12).describe("The reader's whole-sign solar house, 1..12");
const instant = z.string().describe('ISO 8601 instant, UTC');

export const horoscopeEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('moon-phase'), instant, phase: z.enum(MOON_PHASES), sign, house }),
  z.object({ kind: z.literal('moon-ingress'), instant, sign, house }),
  z.object({ kind: z.literal('ingress'), instant, point: z.string(), sign, retrograde: z.boolean().optional(), house }),
  z.object({
    kind: z.literal('station'),
    instant,
    point: z.string(),
    direction: z.enum(['retrograde', 'direct']),
    sign,
    house,
  }),
  z.object({
    kind: z.literal('aspect'),
    instant,
    point: z.string(),
    aspect: z.string(),
    other: z.string(),
    house,
    otherHouse: house.optional(),
  }),
]);

export const horoscopeEclipseSchema = z.object({
  kind: z.enum(['solar', 'lunar']),
  type: z.string().describe('total, annular, hybrid or partial (solar); total, partial or penumbral (lunar)'),
  instant: instant.describe('Greatest eclipse, ISO 8601'),
  sign: sign.describe("The Sun's sign (solar) or the Moon's (lunar) at greatest eclipse"),
  house,
});

/** How the houses are counted and which engine computed the sky. */
export const horoscopeBasis = {
  houses: z.string().describe('How the houses are counted: whole-sign solar houses counted from the sign'),
  engine: z.string().describe('The ephemeris engine and its version'),
};

/**
 * POST /api/calc/vedic/matching: the boy's and the girl's births (as the other Vedic operations
 * take a birth) and the sidereal options; and its response, every member declared.
 */
import { z } from 'zod';
import { NAKSHATRAS } from '../../astro/sidereal/nakshatra.ts';
import { signSchema } from '../calc/response-schemas.ts';
import { birthShape } from '../traditional/schema.ts';
import { document, instant } from './response-schema.ts';
import { sidereal } from './schema.ts';

const person = z.strictObject(birthShape);

export const matchingBody = z.strictObject({
  boy: person.describe("The boy's birth: birthDateTime and birthLocation"),
  girl: person.describe("The girl's birth: birthDateTime and birthLocation"),
  ...sidereal,
});

const manglikSchema = z.object({
  present: z.boolean(),
  byRule: z.boolean(),
  counts: z.array(
    z.object({ from: z.enum(['lagna', 'moon', 'venus']), house: z.number().int(), manglik: z.boolean() }),
  ),
  cancellations: z.array(z.string()),
  rule: z.string(),
});
const side = z.object({
  utc: instant.describe('The birth instant'),
  moon: z.object({
    longitude: z.number(),
    sign: signSchema,
    nakshatra: z.enum(NAKSHATRAS),
    nakshatraNumber: z.number().int(),
    pada: z.number().int(),
  }),
  manglik: manglikSchema,
});
const dosha = z.object({
  present: z.boolean(),
  exceptions: z.array(z.string()).describe('Common exceptions that apply, named'),
});

export const matchingResponseSchema = document(
  'vedic-matching',
  z.object({
    zodiac: z.literal('sidereal'),
    boy: side,
    girl: side,
    ashtakoota: z.object({
      kootas: z.array(
        z.object({
          koota: z.enum(['varna', 'vashya', 'tara', 'yoni', 'graha-maitri', 'gana', 'bhakoot', 'nadi']),
          points: z.number(),
          max: z.number(),
          facts: z
            .object({
              boy: z.string().optional().describe("The boy's varna, vashya group, yoni, gana or nadi"),
              girl: z.string().optional().describe("The girl's"),
              fromGirl: z
                .number()
                .int()
                .optional()
                .describe("Tara: the boy's star counted from the girl's, in nines (1–9)"),
              fromBoy: z.number().int().optional().describe("Tara: the girl's star counted from the boy's"),
              boyLord: z.string().optional().describe("Graha maitri: the lord of the boy's Moon sign"),
              girlLord: z.string().optional(),
              boyToGirl: z.enum(['friend', 'neutral', 'enemy']).optional(),
              girlToBoy: z.enum(['friend', 'neutral', 'enemy']).optional(),
              boyFromGirl: z.number().int().optional().describe("Bhakoot: the boy's Moon sign counted from the girl's"),
              girlFromBoy: z.number().int().optional(),
            })
            .describe('What the koota was read from'),
          rule: z.string(),
        }),
      ),
      total: z.number().describe('Of 36'),
      max: z.literal(36),
      nadiDosha: dosha,
      bhakootDosha: dosha,
    }),
    porutham: z.object({
      checks: z.array(
        z.object({
          check: z.enum([
            'dina',
            'gana',
            'mahendra',
            'stree-deergha',
            'yoni',
            'rasi',
            'rasi-adhipathi',
            'vasya',
            'rajju',
            'vedha',
          ]),
          agrees: z.boolean(),
          rule: z.string(),
        }),
      ),
      agreeing: z.number().int().describe('Of 10'),
    }),
    manglikMatch: z.object({ agrees: z.boolean(), rule: z.string() }),
  }),
);

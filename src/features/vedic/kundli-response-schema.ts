/**
 * The kundli's response: every member declared.
 */
import { z } from 'zod';
import { NAKSHATRAS } from '../../astro/sidereal/nakshatra.ts';
import { KAAL_SARP_TYPES } from '../../astro/vedic/doshas.ts';
import { YOGA_NAMES } from '../../astro/vedic/yogas.ts';
import { ayanamsaSchema, signSchema } from '../calc/response-schemas.ts';
import { document, instant, level, period } from './response-schema.ts';

const graha = z.enum(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']);
const lord = z.enum(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']);
const place = {
  longitude: z.number().describe('Sidereal longitude, degrees'),
  sign: signSchema.describe('The rashi'),
  degreeInSign: z.number().describe('Degrees into the rashi, 0–30'),
  nakshatra: z.enum(NAKSHATRAS),
  nakshatraNumber: z.number().int().describe('1–27 from Ashwini'),
  pada: z.number().int().describe('1–4'),
  nakshatraLord: graha.describe("The nakshatra's Vimshottari lord"),
  navamsaSign: signSchema.describe('The sign in the navamsa (D9)'),
  vargottama: z.boolean().describe('The same sign in D1 and D9'),
};

export const kundliResponseSchema = document(
  'vedic-kundli',
  z.object({
    utc: instant.describe('The birth instant'),
    timezone: z
      .string()
      .nullable()
      .describe('The IANA zone the birth time was read in (null when it carried an offset or Z)'),
    zodiac: z.literal('sidereal'),
    ayanamsa: ayanamsaSchema.optional(),
    node: z.enum(['mean', 'true']),
    lagna: z.object(place).describe('The ascendant'),
    grahas: z
      .array(
        z.object({
          id: graha,
          ...place,
          house: z.number().int().describe('The bhava, 1–12, whole signs from the Lagna'),
          retrograde: z.boolean(),
        }),
      )
      .describe('Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu'),
    houses: z.array(
      z.object({
        house: z.number().int(),
        sign: signSchema,
        lord,
        grahas: z.array(graha).describe('The grahas in the bhava'),
      }),
    ),
    yogas: z
      .object({
        present: z.array(
          z.object({
            id: z.enum(YOGA_NAMES),
            name: z.string(),
            grahas: z.array(graha),
            houses: z.array(z.number().int()).describe('Houses from the Lagna involved'),
            rule: z.string().describe('The condition that fired, in words'),
          }),
        ),
        absent: z.array(z.enum(YOGA_NAMES)).describe('The yogas looked for and not present'),
      })
      .describe('The documented set of yogas (docs/vedic.md)'),
    doshas: z.object({
      manglik: z.object({
        present: z.boolean().describe('By the rule and not cancelled'),
        byRule: z.boolean().describe('Mars in a Manglik house from the Lagna, the Moon or Venus'),
        counts: z.array(
          z.object({ from: z.enum(['lagna', 'moon', 'venus']), house: z.number().int(), manglik: z.boolean() }),
        ),
        cancellations: z.array(z.string()).describe('The cancellations that apply, named'),
        rule: z.string(),
      }),
      kaalSarp: z.object({
        present: z.boolean(),
        full: z.boolean().describe('Every graha within the half; false: partial, one in a node’s sign beyond it'),
        type: z.enum(KAAL_SARP_TYPES).optional().describe("Named by Rahu's house from the Lagna"),
        direction: z.enum(['rahu-to-ketu', 'ketu-to-rahu']).optional(),
        rule: z.string(),
      }),
    }),
    ashtakavarga: z
      .object({
        bhinna: z
          .array(
            z.object({
              graha: lord,
              bindus: z.array(z.number().int()).describe('Bindus in each sign, Aries first (0–8)'),
              donors: z
                .array(z.array(z.enum(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'lagna'])))
                .describe("Each sign's donors (the grahas and the Lagna that give it a bindu), Aries first"),
              total: z.number().int().describe('48, 49, 39, 54, 56, 52, 39 for Sun … Saturn, whatever the chart'),
            }),
          )
          .describe('The bhinnashtakavargas of the Sun, Moon, Mars, Mercury, Jupiter, Venus and Saturn'),
        sarva: z.array(z.number().int()).describe('The sarvashtakavarga: bindus in each sign, Aries first'),
        total: z.number().int().describe('337'),
        sarvaByHouse: z.array(z.number().int()).describe('The sarvashtakavarga of each bhava, the 1st first'),
      })
      .describe('Ashtakavarga (BPHS ch. 66–72)'),
    dasha: z.object({
      system: z.literal('vimshottari'),
      yearDays: z.number(),
      balanceAtBirth: z.object({ lord: z.string(), years: z.number() }),
      at: instant.describe('The instant whose running periods are named'),
      running: z.array(z.object({ level, ...period })).describe('Mahadasha, antardasha and pratyantardasha at `at`'),
      mahadashas: z.array(z.object({ ...period, antardashas: z.array(z.object(period)) })),
    }),
  }),
);

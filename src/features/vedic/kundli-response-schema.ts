/**
 * The kundli's response: every member declared.
 */
import { z } from 'zod';
import { NAKSHATRAS } from '../../astro/sidereal/nakshatra.ts';
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

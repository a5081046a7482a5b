/**
 * Request fields choosing the zodiac of a calculation: `zodiac` (tropical, the default, or
 * sidereal) and `ayanamsa` (sidereal only, default lahiri).
 */
import { z } from 'zod';
import { AYANAMSAS } from '../../astro/sidereal/ayanamsa.ts';
import { ZODIACS } from '../../astro/sidereal/zodiac.ts';

export const zodiacSchema = z
  .enum(ZODIACS as ['tropical', 'sidereal'])
  .describe('Zodiac of every longitude: tropical (default) or sidereal (tropical less the ayanamsa of date)');

export const ayanamsaSchema = z
  .enum(AYANAMSAS)
  .describe(`Ayanamsa of a sidereal chart as the Swiss Ephemeris defines it (default lahiri): ${AYANAMSAS.join(', ')}`);

/** The two fields, to extend a request schema with. */
export const zodiacFields = { zodiac: zodiacSchema.optional(), ayanamsa: ayanamsaSchema.optional() };

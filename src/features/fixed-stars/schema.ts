/**
 * The `fixedStars` request option: star places of date in the chart and their conjunctions
 * with its points within `orb` degrees (in a query `fixedStars.orb=1.5`).
 */
import { z } from 'zod';

const MESSAGE = 'expected an orb in degrees, greater than 0 and at most 10';

export const fixedStarsSchema = z
  .object({
    orb: z
      .preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z.number({ message: MESSAGE }).gt(0, { message: MESSAGE }).max(10, { message: MESSAGE }),
      )
      .optional()
      .describe('Largest distance in longitude of a star–point conjunction, degrees (default 1)'),
  })
  .strict()
  .describe(
    'Fixed stars (the 60 brightest and the traditional ones, Hipparcos): their apparent places of date and conjunctions with the points, e.g. {"orb": 1}',
  );

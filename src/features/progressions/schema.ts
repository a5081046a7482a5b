/**
 * Request schemas of POST /api/calc/progressions and /api/calc/solar-arc: the shared birth and
 * chart members (see ../returns/schema.ts), a target date, the zodiac (and ayanamsa) and, for
 * progressions, how the angles progress. Unknown members are refused.
 */
import { z } from 'zod';
import { ANGLE_PROGRESSIONS } from '../../astro/progressions/index.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { dateOrDateTime } from '../calc/date-schemas.ts';
import { chartRequestShape } from '../returns/schema.ts';
import { zodiacFields } from '../sidereal/schema.ts';

const targetDate = dateOrDateTime()
  .describe(
    "Target date in the client's life: YYYY-MM-DD (00:00) or YYYY-MM-DDTHH:mm, local in the birth zone unless it ends in Z / ±HH:MM; after the birth, not beyond 2400-12-31",
  )
  .meta({ examples: ['2026-06-15'] });

export const progressionsBody = z.strictObject({
  ...chartRequestShape,
  targetDate,
  angles: z
    .enum(ANGLE_PROGRESSIONS, {
      message: inputMessage((t) => t.oneOf({ values: ANGLE_PROGRESSIONS })),
    })
    .default('solar-arc')
    .describe(
      'How the angles progress: solar-arc (the MC moved by the solar arc in longitude; default) or naibod (the ARMC moved 0.98564733° a year)',
    ),
  ...zodiacFields,
});

export const solarArcBody = z.strictObject({ ...chartRequestShape, targetDate, ...zodiacFields });

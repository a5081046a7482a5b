/**
 * Request schemas of the midpoints and the harmonic charts (module `natal`): POST
 * /api/calc/midpoints and /api/calc/harmonics. A birth is given as the returns and the
 * traditional techniques take it (`birthDateTime` + `birthLocation`); unknown members are refused.
 */
import { z } from 'zod';
import { MAX_HARMONIC } from '../../astro/techniques/harmonics.ts';
import { DIALS } from '../../astro/techniques/midpoints.ts';
import { DEFAULT_MIDPOINT_ORB, MAX_MIDPOINT_ORB, TECHNIQUE_POINTS } from '../../astro/techniques/requests.ts';
import { aspectOptionsSchema, pointsSchema } from '../calc/chart-options.ts';
import { birthShape } from '../traditional/schema.ts';

const points = pointsSchema.optional().describe(`Points of the chart (default ${TECHNIQUE_POINTS.join(', ')})`);

export const midpointsBody = z.strictObject({
  ...birthShape,
  points,
  dial: z
    .union(DIALS.map((d) => z.literal(d)) as [z.ZodLiteral<360>, z.ZodLiteral<90>, z.ZodLiteral<45>])
    .default(90)
    .describe(
      'The dial: 360 (a point on the midpoint axis: conjunction or opposition), 90 (also the square: Ebertin’s dial, default) or 45 (also the semi-square and sesquiquadrate)',
    ),
  orb: z
    .number()
    .gt(0)
    .max(MAX_MIDPOINT_ORB)
    .default(DEFAULT_MIDPOINT_ORB)
    .describe(`How far from the axis on the dial a point may stand, degrees (default ${DEFAULT_MIDPOINT_ORB})`),
});

export const harmonicsBody = z.strictObject({
  ...birthShape,
  harmonic: z
    .number()
    .int()
    .min(1)
    .max(MAX_HARMONIC)
    .describe(`The harmonic n, 1–${MAX_HARMONIC}: each point at n × its longitude`)
    .meta({ examples: [5] }),
  points,
  aspects: aspectOptionsSchema
    .optional()
    .describe('Aspects looked for among the harmonic positions (default all, with the natal orbs)'),
});

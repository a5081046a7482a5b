/**
 * The answer of GET /api/calc/positions: the planets at an instant as chart points keyed by id,
 * the same object every chart calculation answers, with `house` null (positions have no place,
 * so no houses).
 */
import { z } from 'zod';
import type { SkyPosition } from '../../astro/sky-positions.ts';
import { chartPointsSchema, instantSchema } from '../calc/response-schemas.ts';

export function presentPositions(instant: string, positions: readonly SkyPosition[]) {
  const points = Object.fromEntries(
    positions.map((p) => [
      p.point,
      {
        id: p.point,
        longitude: p.longitude,
        latitude: p.latitude,
        speed: p.speed,
        sign: p.sign,
        degreeInSign: p.degreeInSign,
        house: null,
        retrograde: p.retrograde,
      },
    ]),
  );
  return { data: { type: 'positions' as const, attributes: { instant, points } } };
}

export const positionsResponseSchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('positions'),
    attributes: z.strictObject({
      instant: instantSchema.describe('The instant, ISO 8601 UTC'),
      points: chartPointsSchema.describe(
        'The Sun, Moon and planets keyed by point id: geocentric apparent ecliptic longitude and latitude of date ' +
          '(degrees), speed (degrees per day), sign; `house` is null (no place, no houses)',
      ),
    }),
  }),
});

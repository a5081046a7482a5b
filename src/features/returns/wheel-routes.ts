/**
 * GET /api/chart/{solar-return|lunar-return|progressions|solar-arc}.{svg|png}: the bi-wheel of a
 * return, progression or solar arc direction (natal chart inside, the other outside, aspects to
 * natal points drawn across), for `<img>` tags. Query parameters as the POST bodies, nested
 * members with dots (`birthLocation.latitude=…`), plus `width` (px) and `theme`.
 */
import { z } from 'zod';
import { THEME_IDS, MAX_SIDE, MIN_SIDE, type ThemeId } from '../../chart/index.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { DEFAULT_LANGUAGE } from '../../interpretation/index.ts';
import type { Services } from '../../services.ts';
import type { MovingWheelInput } from '../../tasks/moving-wheel.ts';
import { nestQuery } from '../calc/birth-data.ts';
import { houseSystemSchema, languageSchema } from '../calc/chart-options.ts';
import { ANGLE_PROGRESSIONS, type AngleProgression } from '../../astro/progressions/index.ts';
import { latitudeSchema, longitudeSchema, timezoneSchema, dateTimeSchema, localTimeRuleSchema } from '../calc/birth-data.ts';

const MEDIA: Record<'svg' | 'png', string> = { svg: 'image/svg+xml', png: 'image/png' };
const PNG_MAX_SIDE = 2048;
const whole = (what: string) => z.coerce.number({ message: `expected ${what}` }).int({ message: `expected ${what}` });

const querySchema = z.preprocess(
  (query) => nestQuery((query ?? {}) as Record<string, string | string[] | undefined>),
  z.strictObject({
    birthDateTime: dateTimeSchema,
    birthLocation: z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema, timezone: timezoneSchema.optional() }),
    localTimeRule: localTimeRuleSchema.optional(),
    houseSystem: houseSystemSchema.optional(),
    returnYear: whole('a calendar year').optional(),
    returnDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'expected a date YYYY-MM-DD' }).optional(),
    returnLocation: z.strictObject({ latitude: latitudeSchema, longitude: longitudeSchema }).optional(),
    targetDate: z.string().max(32).optional(),
    angles: z.enum(ANGLE_PROGRESSIONS as [AngleProgression, ...AngleProgression[]]).optional(),
    width: whole(`a side in px from ${MIN_SIDE} to ${MAX_SIDE}`).min(MIN_SIDE, { message: `expected a side in px from ${MIN_SIDE} to ${MAX_SIDE}` }).max(MAX_SIDE, { message: `expected a side in px from ${MIN_SIDE} to ${MAX_SIDE}` }).default(800),
    theme: z.enum(THEME_IDS as unknown as [ThemeId, ...ThemeId[]]).default('light'),
    language: languageSchema.optional(),
  }),
);
type WheelQuery = z.output<typeof querySchema>;

const KINDS = [
  { kind: 'solar-return', module: 'returns', needs: 'returnYear' },
  { kind: 'lunar-return', module: 'returns', needs: 'returnDate' },
  { kind: 'progressions', module: 'progressions', needs: 'targetDate' },
  { kind: 'solar-arc', module: 'progressions', needs: 'targetDate' },
] as const;

function request(kind: MovingWheelInput['kind'], q: WheelQuery): MovingWheelInput {
  const birth = {
    birth: { dateTime: q.birthDateTime.replace(' ', 'T'), latitude: q.birthLocation.latitude, longitude: q.birthLocation.longitude, timezone: q.birthLocation.timezone, localTimeRule: q.localTimeRule },
    houseSystem: q.houseSystem,
  };
  switch (kind) {
    case 'solar-return':
      return { kind, request: { ...birth, returnYear: q.returnYear, asOf: new Date().toISOString(), returnLocation: q.returnLocation ?? null } };
    case 'lunar-return':
      return { kind, request: { ...birth, returnDate: q.returnDate ?? '', returnLocation: q.returnLocation ?? null } };
    case 'progressions':
      return { kind, request: { ...birth, targetDate: q.targetDate ?? '', angles: q.angles } };
    case 'solar-arc':
      return { kind, request: { ...birth, targetDate: q.targetDate ?? '' } };
  }
}

/** Declares the bi-wheel images of returns and progressions (permission calc:use; modules returns / progressions). */
export function registerReturnWheelRoutes(api: ApiRouter, services: Services): void {
  for (const { kind, module, needs } of KINDS) {
    for (const format of ['svg', 'png'] as const) {
      api.route({
        method: 'GET',
        path: `/api/chart/${kind}.${format}`,
        operationId: `${kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Wheel${format.toUpperCase()}`,
        summary: `Bi-wheel of the ${kind.replace('-', ' ')} (${format.toUpperCase()})`,
        description:
          `Natal chart inside, the ${kind.replace('-', ' ')} chart outside, aspects to natal points drawn across. Query parameters as the ` +
          `body of POST /api/calc/${kind} (nested members with dots: birthLocation.latitude=…), \`${needs}\`` +
          `${kind === 'solar-return' ? ' (default the current year)' : ''}, \`width\` (${MIN_SIDE}–${format === 'png' ? PNG_MAX_SIDE : MAX_SIDE} px, default 800), \`theme\` (${THEME_IDS.join(', ')}), \`language\`.`,
        tag: 'Charts',
        access: { kind: 'api-key', permission: 'calc:use', module },
        query: querySchema,
        usesPool: true,
        responses: [{ status: 200, description: `The bi-wheel (${MEDIA[format]})`, mediaType: MEDIA[format], binary: format === 'png', ...(format === 'svg' ? { schema: z.string() } : {}) }],
        async handler(ctx, { query }) {
          const size = format === 'png' ? Math.min(query.width, PNG_MAX_SIDE) : query.width;
          const image = await services.pool.run('moving-wheel', { ...request(kind, query), size, theme: query.theme, language: query.language ?? DEFAULT_LANGUAGE, format }, 'query');
          ctx.type = MEDIA[format];
          ctx.body = typeof image === 'string' ? image : Buffer.from(image.buffer, image.byteOffset, image.byteLength);
        },
      });
    }
  }
}

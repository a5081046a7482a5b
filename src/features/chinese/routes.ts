/**
 * POST /api/calc/chinese-horoscope and /api/calc/chinese-forecast (module chinese). The Chinese
 * calendar is computed from the sky in the calculation pool (new moons and solar terms in
 * UTC+8); texts are added here.
 */
import { z } from 'zod';
import { isoDate } from '../../astro/time/date-grammar.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { chineseBirthText, chineseForecastText } from '../../interpretation/chinese/index.ts';
import type { Services } from '../../services.ts';
import { presentPillars, presentYear, readableEntities } from './presenter.ts';
import { forecastBody, horoscopeBody } from './schema.ts';

const year = z.object({
  sign: z.string().describe('rat, ox, tiger, rabbit, dragon, snake, horse, goat, monkey, rooster, dog, pig'),
  element: z.string().describe('wood, fire, earth, metal, water'),
  yinYang: z.string(),
  year: z.number().int().describe('The Chinese year, numbered by the Gregorian year in which it begins'),
  yearStart: z.string().describe('Its lunar new year, YYYY-MM-DD'),
  yearEnd: z.string().describe('Its last day, YYYY-MM-DD'),
  stemBranch: z.object({ stem: z.string(), branch: z.string(), characters: z.string() }),
  signTitle: z.string(),
  elementTitle: z.string(),
  yearTitle: z.string(),
});
const pillar = z.object({
  stem: z.string(),
  branch: z.string(),
  characters: z.string(),
  element: z.string(),
  yinYang: z.string(),
  animal: z.string(),
});

const entity = z.object({ id: z.string(), name: z.string(), character: z.string().describe('The Chinese character') });
const entities = z
  .object({ sign: entity, element: entity, yinYang: entity })
  .describe('Names (in the language asked) and characters of the sign, element and polarity');

const horoscopeResponse = z.object({
  data: z.object({
    type: z.literal('chinese-horoscopes'),
    attributes: year.extend({
      birthDate: z.string(),
      language: z.string(),
      lunarDate: z.object({ year: z.number(), month: z.number(), isLeapMonth: z.boolean(), day: z.number() }),
      fourPillars: z
        .object({ year: pillar, month: pillar, day: pillar, hour: pillar })
        .nullable()
        .describe(
          'With a birth time and place (or offset): year (from lìchūn), month (solar terms), day and hour pillars',
        ),
      birthInstant: z.string().nullable(),
      text: z.string().optional(),
      readableEntities: entities.optional(),
    }),
  }),
});

const forecastResponse = z.object({
  data: z.object({
    type: z.literal('chinese-forecasts'),
    attributes: z.object({
      birthDate: z.string(),
      forecastYear: z.number().int(),
      language: z.string(),
      native: year,
      forecast: year,
      relation: z.string().describe('same-sign, six-harmony, three-harmony, clash, harm, neutral'),
      elementRelation: z.string().describe('same, supports, drains, controls, yields'),
      text: z.string().optional(),
      readableEntities: z.object({ native: entities, forecast: entities }).optional(),
    }),
  }),
});

const CALENDAR =
  'The Chinese calendar is computed from the sky: months begin on the day (UTC+8) of the new moon, the month holding the ' +
  'winter solstice is the 11th, and in a solstice year of 13 months the first month without a major solar term is the leap month. ' +
  'The year (animal, element, yin/yang) begins at the lunar new year, so January and February births before it belong to the previous animal.';

/** Declares the two Chinese astrology routes (permission calc:use, module chinese). */
export function registerChineseRoutes(api: ApiRouter, services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'chinese' as const };

  api.route({
    method: 'POST',
    path: '/api/calc/chinese-horoscope',
    operationId: 'postChineseHoroscope',
    summary: 'Chinese horoscope: animal sign, element, yin/yang, lunar date and four pillars of a birth',
    description: `${CALENDAR} With a birth time and place the four pillars are added: the year pillar from lìchūn (the Sun at 315°), the month pillar from the solar terms, the day and hour pillars from the local civil time (the day turns at midnight, the rat hour is 23:00–00:59).`,
    tag: 'Chinese astrology',
    access,
    body: horoscopeBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The Chinese horoscope', mediaType: JSON_API, schema: horoscopeResponse }],
    async handler(ctx, { body }) {
      const latitude = body.latitude ?? body.location?.latitude;
      const longitude = body.longitude ?? body.location?.longitude;
      const timezone = body.timezone ?? body.location?.timezone;
      const result = await services.pool.run('chinese-horoscope', {
        date: body.birthDate.date,
        ...(body.birthDate.dateTime ? { dateTime: body.birthDate.dateTime } : {}),
        ...(latitude !== undefined ? { latitude } : {}),
        ...(longitude !== undefined ? { longitude } : {}),
        ...(timezone ? { timezone } : {}),
        ...(body.localTimeRule ? { localTimeRule: body.localTimeRule } : {}),
      });
      const sb = result.chineseYear.stemBranch;
      ctx.body = {
        data: {
          type: 'chinese-horoscopes',
          attributes: {
            birthDate: isoDate(body.birthDate.date),
            language: body.language,
            ...presentYear(result.chineseYear, body.language),
            lunarDate: result.lunarDate,
            fourPillars: presentPillars(result.fourPillars),
            birthInstant: result.birthInstant,
            ...(body.includeText ? { text: chineseBirthText(body.language, sb) } : {}),
            ...(body.includeReadableEntities ? { readableEntities: readableEntities(sb, body.language) } : {}),
          },
        },
      };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/calc/chinese-forecast',
    operationId: 'postChineseForecast',
    summary: "Chinese forecast: a year's animal and element and their relation to the native's",
    description:
      `${CALENDAR} \`forecastYear\` is the Chinese year beginning at that Gregorian year's lunar new year. Relations: same-sign ` +
      "(the native's own year), six-harmony, three-harmony, clash, harm, neutral; element relations: same, supports (the year's element " +
      "generates the native's), drains, controls (the year's element controls the native's), yields.",
    tag: 'Chinese astrology',
    access,
    body: forecastBody,
    usesPool: true,
    responses: [{ status: 200, description: 'The forecast', mediaType: JSON_API, schema: forecastResponse }],
    async handler(ctx, { body }) {
      const result = await services.pool.run('chinese-forecast', {
        date: body.birthDate.date,
        forecastYear: body.forecastYear,
      });
      const native = result.native.stemBranch;
      const coming = result.year.stemBranch;
      ctx.body = {
        data: {
          type: 'chinese-forecasts',
          attributes: {
            birthDate: isoDate(body.birthDate.date),
            forecastYear: body.forecastYear,
            language: body.language,
            native: presentYear(result.native, body.language),
            forecast: presentYear(result.year, body.language),
            relation: result.relation,
            elementRelation: result.elementRelation,
            ...(body.includeText
              ? { text: chineseForecastText(body.language, coming.animal, result.relation, result.elementRelation) }
              : {}),
            ...(body.includeReadableEntities
              ? {
                  readableEntities: {
                    native: readableEntities(native, body.language),
                    forecast: readableEntities(coming, body.language),
                  },
                }
              : {}),
          },
        },
      };
    },
  });
}

/**
 * POST /api/numerology/profile and /api/numerology/compatibility (module numerology):
 * Pythagorean numerology of a birth date and full name. Pure arithmetic on a few dozen letters,
 * so it runs on the web thread.
 */
import { z } from 'zod';
import { isoDate } from '../../astro/time/date-grammar.ts';
import { type ApiRouter, JSON_API } from '../../http/api-router.ts';
import { comparePeople, NUMEROLOGY_TEXTS, numerologyNumbers } from '../../numerology/index.ts';
import type { Services } from '../../services.ts';
import { presentCompatibility, presentNumbers } from './presenter.ts';
import { compatibilityBody, profileBody } from './schema.ts';

const number = z.object({
  value: z
    .number()
    .int()
    .describe('1–9, or the master numbers 11, 22, 33 (0 when the name has no letters of the kind)'),
  isMasterNumber: z.boolean(),
  isKarmicDebt: z.boolean().describe('The reduction passed through 13, 14, 16 or 19'),
  karmicDebtNumber: z.number().int().nullable(),
  reducedFrom: z.number().int().describe('The total before reduction'),
  calculation: z.string().describe('The steps, readable'),
  label: z.string(),
  text: z.string().optional(),
});

const profileResponse = z.object({
  data: z.object({
    type: z.literal('numerology-profiles'),
    attributes: z.object({
      birthDate: z.string(),
      fullName: z.string(),
      forecastYear: z.number().int(),
      language: z.string(),
      lifePathNumber: number,
      expressionNumber: number,
      soulUrgeNumber: number,
      personalityNumber: number,
      birthdayNumber: number,
      maturityNumber: number,
      personalYearNumber: number,
    }),
  }),
});

const pair = z.object({
  first: z.number(),
  second: z.number(),
  relation: z.string(),
  score: z.number(),
  weight: z.number(),
  text: z.string().optional(),
});
/** The numbers a person's date and name give (the name's only with a full name). */
const person = z.object({
  birthDate: z.string(),
  fullName: z.string().nullable(),
  lifePathNumber: number,
  expressionNumber: number.optional(),
  soulUrgeNumber: number.optional(),
  personalityNumber: number.optional(),
  birthdayNumber: number.optional(),
  maturityNumber: number.optional(),
  personalYearNumber: number.optional(),
});
const compatibilityResponse = z.object({
  data: z.object({
    type: z.literal('numerology-compatibility'),
    attributes: z.object({
      language: z.string(),
      score: z.number().int().describe('0–100: see docs/numerology.md'),
      person1: person,
      person2: person,
      comparisons: z.object({ lifePath: pair, expression: pair.optional(), soulUrge: pair.optional() }),
    }),
  }),
});

const DESCRIPTION =
  'Pythagorean letter values (A J S = 1 … I R = 9) with accented letters folded (é → E, ß → SS); Y is a vowel when no vowel ' +
  'stands beside it. Master numbers 11, 22, 33 are kept, karmic debts 13, 14, 16, 19 flagged. The life path reduces month, ' +
  'day and year separately, then their sum. Worked examples: docs/numerology.md.';

/** Declares the two numerology routes (permission calc:use, module numerology). */
export function registerNumerologyRoutes(api: ApiRouter, _services: Services): void {
  const access = { kind: 'api-key' as const, permission: 'calc:use' as const, module: 'numerology' as const };

  api.route({
    method: 'POST',
    path: '/api/numerology/profile',
    operationId: 'postNumerologyProfile',
    summary: 'Numerology profile of a birth date and full name',
    description: `${DESCRIPTION} Numbers: life path, expression, soul urge, personality, birthday, maturity, personal year (of forecastYear).`,
    tag: 'Numerology',
    access,
    body: profileBody,
    responses: [
      {
        status: 200,
        description: 'The core numbers with their steps and texts',
        mediaType: JSON_API,
        schema: profileResponse,
      },
    ],
    handler(ctx, { body }) {
      const forecastYear = body.forecastYear ?? new Date().getUTCFullYear();
      const numbers = numerologyNumbers({ date: body.dateTime, fullName: body.fullName, forecastYear });
      ctx.body = {
        data: {
          type: 'numerology-profiles',
          attributes: {
            birthDate: isoDate(body.dateTime),
            fullName: body.fullName,
            forecastYear,
            language: body.language,
            ...presentNumbers(numbers, {
              language: body.language,
              includeText: body.includeText,
              labels: NUMEROLOGY_TEXTS[body.language].labels,
            }),
          },
        },
      };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/numerology/compatibility',
    operationId: 'postNumerologyCompatibility',
    summary: 'Numerology compatibility of two people',
    description:
      `${DESCRIPTION} The score (0–100) compares the life paths by number family; with both names also the expression ` +
      '(30 %) and soul urge (20 %) numbers, the life path then weighing 50 %.',
    tag: 'Numerology',
    access,
    body: compatibilityBody,
    responses: [
      {
        status: 200,
        description: 'The compared numbers and the score',
        mediaType: JSON_API,
        schema: compatibilityResponse,
      },
    ],
    handler(ctx, { body }) {
      const people = [
        { date: body.dateTime1, name: body.fullName1 },
        { date: body.dateTime2, name: body.fullName2 },
      ] as const;
      const compared = comparePeople(people[0], people[1]);
      ctx.body = presentCompatibility(people, compared, body);
    },
  });
}

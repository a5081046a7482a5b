/**
 * Request schemas of the chart options that the calculation endpoints share (natal, chart
 * images, signed chart URLs): house system, points, aspect options, language and the two
 * include flags. Each accepts both a JSON value and its query-string text, so one schema
 * serves GET and POST: lists as arrays or comma-separated / repeated text, numbers and booleans
 * as JSON values or text.
 */

import { z } from 'zod';
import { resolveHouseSystem } from '../../astro/natal-chart.ts';
import {
  ASPECTS,
  type AspectId,
  HOUSE_SYSTEMS,
  type HouseSystem,
  POINTS,
  type PointId,
} from '../../astro/vocabulary.ts';
import { MAX_LINES } from '../../chart/biwheel-aspects.ts';
import { catalogueIssue, inputMessage } from '../../http/error-text/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../interpretation/index.ts';

const ASPECT_IDS = ASPECTS.map((a) => a.id) as [AspectId, ...AspectId[]];

/** Text lists (`a,b` or repeated) and JSON arrays alike become arrays of trimmed, non-empty items. */
export const asList = (value: unknown): unknown => {
  if (value === undefined || value === null) return value;
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    .map((v) => (typeof v === 'string' ? v.trim() : v))
    .filter((v) => v !== '');
};

/** A JSON number or its decimal text. */
const asNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value) ? Number(value) : value;

/** A JSON boolean or true/false/1/0 as text. */
export const flagSchema = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ message: inputMessage((t) => t.trueOrFalse()) }),
);

const HOUSE_SYSTEM_VALUES = `${Object.keys(HOUSE_SYSTEMS).join(', ')}, or the letter codes ${Object.values(HOUSE_SYSTEMS).join(' ')}`;

/** A house system by name or one-letter code (any case), resolved to its name. Default placidus. */
export const houseSystemSchema = z
  .string()
  .max(32)
  .transform((value, ctx): HouseSystem => {
    try {
      return resolveHouseSystem(value).name;
    } catch {
      ctx.addIssue(
        catalogueIssue((t) =>
          t.houseSystem({
            value: String(value),
            names: Object.keys(HOUSE_SYSTEMS),
            letters: Object.values(HOUSE_SYSTEMS),
          }),
        ),
      );
      return z.NEVER;
    }
  })
  .describe(
    `House system: ${HOUSE_SYSTEM_VALUES} (default placidus). Placidus and Koch fall back to Porphyry inside the polar circles`,
  );

/** A list of point ids. */
export const pointsSchema = z.preprocess(
  asList,
  z
    .array(
      z.enum(POINTS as unknown as [PointId, ...PointId[]], {
        message: inputMessage((t) => t.pointIds({ ids: POINTS })),
      }),
    )
    .min(1, { message: inputMessage((t) => t.atLeastOnePoint()) })
    .max(POINTS.length * 2),
);

/** A list of aspect ids. */
export const aspectTypesSchema = z.preprocess(
  asList,
  z
    .array(z.enum(ASPECT_IDS, { message: inputMessage((t) => t.aspectIds({ ids: ASPECT_IDS })) }))
    .min(1, { message: inputMessage((t) => t.atLeastOneAspect()) })
    .max(ASPECT_IDS.length * 2),
);

const orbSchema = z.preprocess(
  asNumber,
  z
    .number({ message: inputMessage((t) => t.orb({ max: 30 })) })
    .gt(0, { message: inputMessage((t) => t.orb({ max: 30 })) })
    .max(30, { message: inputMessage((t) => t.orb({ max: 30 })) }),
);

/** Orb overrides by aspect id; an unknown aspect is named with the closest one (`aspects.orbs.trien`). */
export const orbsSchema = z
  .strictObject(
    Object.fromEntries(ASPECT_IDS.map((id) => [id, orbSchema.optional()])) as Record<
      AspectId,
      z.ZodOptional<typeof orbSchema>
    >,
  )
  .transform((orbs) => orbs as Partial<Record<AspectId, number>>);

/** A bi-wheel's largest number of aspect lines between its two charts (default 40). */
export const maxAspectLinesSchema = z.preprocess(
  asNumber,
  z
    .number({ message: inputMessage((t) => t.wholeNumber({ min: 1, max: MAX_LINES, unit: 'lines' })) })
    .int({ message: inputMessage((t) => t.wholeNumber({ min: 1, max: MAX_LINES, unit: 'lines' })) })
    .min(1, { message: inputMessage((t) => t.wholeNumber({ min: 1, max: MAX_LINES, unit: 'lines' })) })
    .max(MAX_LINES, { message: inputMessage((t) => t.wholeNumber({ min: 1, max: MAX_LINES, unit: 'lines' })) }),
);

/**
 * Aspect options: `types` (which aspects to look for) and `orbs` (orb per aspect in degrees, 0 < orb ≤ 30).
 * A bare list (`aspects=trine,square`) is read as `types`.
 */
export const aspectOptionsSchema = z.preprocess(
  (value) => (typeof value === 'string' || Array.isArray(value) ? { types: value } : value),
  z
    .object({
      types: aspectTypesSchema.optional().describe(`Aspects to look for (default all): ${ASPECT_IDS.join(', ')}`),
      orbs: orbsSchema
        .optional()
        .describe('Orb overrides in degrees by aspect id, e.g. {"trine": 6}; in a query aspects.orbs.trine=6'),
    })
    .strict(),
);

/** The reply language of names and texts (en, es, de, fr, it); default en. */
export const languageSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(LANGUAGES, { message: inputMessage((t) => t.oneOf({ values: LANGUAGES })) }),
  )
  .describe(
    `Language of readable names, texts and image labels: ${LANGUAGES.join(', ')} (default ${DEFAULT_LANGUAGE})`,
  );

/** Sorted, de-duplicated point ids in vocabulary order. */
export function canonicalPoints(points: readonly PointId[]): PointId[] {
  return POINTS.filter((p) => points.includes(p));
}

/** Sorted, de-duplicated aspect ids in vocabulary order. */
export function canonicalAspects(types: readonly AspectId[]): AspectId[] {
  return ASPECT_IDS.filter((a) => types.includes(a));
}

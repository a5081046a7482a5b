/**
 * Birth data as every endpoint accepts it (natal, chart images, synastry persons, chat profiles,
 * PDF reports): the spec's Person shape `{ dateTime, latitude, longitude, timezone, placeName }`,
 * with the place also accepted nested as `location: { latitude, longitude, timezone }`. In query
 * strings the nested form is written `location.latitude=…`. Coordinates may arrive as numbers
 * (JSON) or numeric text (query strings).
 */
import { z } from 'zod';
import { LOCAL_TIME_RULES, type LocalTimeRule, SUPPORTED_RANGE } from '../../astro/time/birth-time.ts';
import { inputMessage } from '../../http/error-text/index.ts';
import { errors, type FieldProblem, fieldProblem, type ParameterLocation, ValidationError } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { localDateTime } from './date-schemas.ts';

const numeric = (min: number, max: number, what: 'latitude' | 'longitude') => {
  const message = inputMessage((t) => t[what]({ min, max }));
  return z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value,
    z.number({ message }).min(min, { message }).max(max, { message }),
  );
};

export const latitudeSchema = numeric(-90, 90, 'latitude').describe('Geographic latitude, degrees north (−90 to 90)');
export const longitudeSchema = numeric(-180, 180, 'longitude').describe(
  'Geographic longitude, degrees east (−180 to 180)',
);
export const timezoneSchema = z
  .string()
  .min(1)
  .max(64)
  .describe(
    'IANA time zone (e.g. Europe/Paris; the list: GET /api/timezones); found from the coordinates when absent and dateTime carries no offset',
  );

export const dateTimeSchema = localDateTime()
  .describe(
    `Birth date-time: local wall-clock time YYYY-MM-DDTHH:mm[:ss] (resolved in timezone, with historical offsets and local mean time), ` +
      `or with Z / ±HH:MM / ±HH:MM:SS (e.g. 1935-07-01T12:00+01:19:32). Supported ${SUPPORTED_RANGE.start} to ${SUPPORTED_RANGE.end}`,
  )
  .meta({ examples: ['1990-06-15T14:30'] });

export const localTimeRuleSchema = z
  .enum(LOCAL_TIME_RULES as [LocalTimeRule, ...LocalTimeRule[]])
  .describe('For a local time a clock change skipped or repeated: earlier (default), later, or reject (400)');

const location = z.strictObject({
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  timezone: timezoneSchema.optional(),
});

/** The wire shape of birth data (before the nested place is merged). */
export const birthDataSchema = z.strictObject({
  dateTime: dateTimeSchema,
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  timezone: timezoneSchema.optional(),
  placeName: z.string().max(200).optional().describe('Name of the place, echoed back'),
  location: location
    .optional()
    .describe('The place, nested; an alternative to latitude, longitude and timezone at the top level'),
  localTimeRule: localTimeRuleSchema.optional(),
});

/** Birth data with the place resolved: what the calculation tasks take. */
export interface BirthData {
  dateTime: string;
  latitude: number;
  longitude: number;
  timezone?: string;
  placeName?: string;
  localTimeRule?: LocalTimeRule;
}

/**
 * The birth members of a request that holds more (a natal request's chart options, a person's
 * name): the route's own strict schema, which extends birthDataSchema, has refused unknown ones.
 */
const birthMembers = birthDataSchema.strip();

/**
 * Validates birth data and merges `location` into the top level. `prefix` names the data's
 * place in the request (`person1`, `transit`) so that errors say `person1.latitude`.
 * @param input a request (or part) its route's schema validated, birth data among its members
 */
export function parseBirthData(input: unknown, location: ParameterLocation, prefix = ''): BirthData {
  const parsed = parseOrThrow(birthMembers, input, location, prefix);
  const latitude = parsed.latitude ?? parsed.location?.latitude;
  const longitude = parsed.longitude ?? parsed.location?.longitude;
  const timezone = parsed.timezone ?? parsed.location?.timezone;
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const problems: FieldProblem[] = [];
  if (latitude === undefined) problems.push(fieldProblem(name('latitude'), location, (t) => t.latitudeRequired()));
  if (longitude === undefined) problems.push(fieldProblem(name('longitude'), location, (t) => t.longitudeRequired()));
  if (problems.length) throw new ValidationError(problems);
  return {
    dateTime: parsed.dateTime.replace(' ', 'T'),
    latitude: latitude!,
    longitude: longitude!,
    ...(timezone ? { timezone } : {}),
    ...(parsed.placeName ? { placeName: parsed.placeName } : {}),
    ...(parsed.localTimeRule ? { localTimeRule: parsed.localTimeRule } : {}),
  };
}

/**
 * Turns flat query parameters into nested objects: `location.latitude=1` → `{ location: { latitude: '1' } }`,
 * `person2.dateTime=…` → `{ person2: { dateTime: … } }`. A repeated parameter keeps its last value
 * unless it is one of `lists`. A name given both a value and members (`latitude=1&latitude.x=2`)
 * is refused, naming the dotted one, rather than letting one of them win by its place.
 */
export function nestQuery(
  query: Record<string, string | string[] | undefined>,
  lists: string[] = [],
): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  const isMembers = (value: unknown): value is Record<string, unknown> =>
    value !== undefined && typeof value === 'object' && !Array.isArray(value);
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) && !lists.includes(key) ? raw[raw.length - 1] : raw;
    const parts = key.split('.');
    if (parts.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')) {
      throw errors.invalidParameter(key, 'query', (t) => t.parameterName());
    }
    let target = nested;
    for (const [i, part] of parts.slice(0, -1).entries()) {
      const next = target[part];
      if (next !== undefined && !isMembers(next)) throw valueWithMembers(parts.slice(0, i + 1).join('.'), key);
      target = isMembers(next) ? next : (target[part] = {});
    }
    const leaf = parts[parts.length - 1];
    if (isMembers(target[leaf])) {
      const member = Object.keys(query).find((name) => name.startsWith(`${key}.`)) ?? key;
      throw valueWithMembers(key, member);
    }
    target[leaf] = value;
  }
  return nested;
}

const valueWithMembers = (name: string, member: string) =>
  errors.invalidParameter(member, 'query', (t) => t.valueOrMembers({ name }));

/**
 * Unknown members, as zod's strict objects find them: every request object is a `z.strictObject`,
 * so a member it does not declare is an `unrecognized_keys` issue. This module names each such
 * member by its full place in the request (`location.timezon`, `people[1].dateTme`) with the
 * closest known name, so that a typo (`hosueSystem`) is told apart from a mistake of value:
 *
 *   unknown field(s) hosueSystem (did you mean houseSystem?)
 *
 * In a body the hint is the member's name within its object (`timezone`); in a query it is the
 * whole parameter name as the client writes it (`location.timezone`), since query schemas nest
 * dotted names (`location.timezone=…`) before they parse. A query parameter that is no query
 * name but a member of the operation's JSON body is named as one (`did you mean houseSystem in
 * the JSON body?`). The messages are the error catalogue's (error-text/), in the answer's language.
 */
import { type ZodType, z } from 'zod';
import { closestName } from '../closest-name.ts';
import type { ErrorText } from './error-text/index.ts';
import { type FieldProblem, fieldProblem, type ParameterLocation } from './errors.ts';

/**
 * Zod's error map for one parse: the message of an unrecognized_keys issue becomes the names the
 * strict object declares (its public `.shape`), as JSON, for {@link unknownMemberProblems} to
 * choose the closest one from. Other issues keep zod's message.
 */
export const knownMembersMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'unrecognized_keys') return undefined;
  return JSON.stringify(issue.inst instanceof z.ZodObject ? Object.keys(issue.inst.shape) : []);
};

/** The names {@link knownMembersMessage} wrote into an issue's message. */
function knownNames(issue: z.core.$ZodIssueUnrecognizedKeys): string[] {
  try {
    const names: unknown = JSON.parse(issue.message);
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return []; // a message zod wrote itself: no names to choose from
  }
}

/**
 * Short names clients often send for members the API spells out: named in the unknown-member
 * error when the long name is known there (`lat` → latitude), whatever their edit distance.
 */
const MEMBER_ALIASES: Readonly<Record<string, string>> = {
  lat: 'latitude',
  lng: 'longitude',
  lon: 'longitude',
  long: 'longitude',
  tz: 'timezone',
  zone: 'timezone',
};

/** The known member a sent name most likely meant: its alias, else the closest spelling. */
export function closestMember(name: string, known: readonly string[]): string | undefined {
  const alias = MEMBER_ALIASES[name.toLowerCase()];
  if (alias !== undefined && known.includes(alias)) return alias;
  return closestName(name, known);
}

/** `a.b[2].c` from a zod path. */
export function parameterName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`;
    else name += name ? `.${String(part)}` : String(part);
  }
  return name;
}

/** What a query's unknown names are checked against besides the schema's own. */
export interface QueryContext {
  /** The parameter names as sent (before a schema nested the dotted ones). */
  sent: readonly string[];
  /** Names every operation takes (`api_version`), known at the top level. */
  global: readonly string[];
  /** The operation's body schema, whose top-level members a query name may have meant. */
  body?: ZodType;
}

/**
 * One problem per unknown member of an unrecognized_keys issue.
 * @param path the issue's full path (unions flattened)
 * @param prefix the place of the parsed input in the request (`person1`), '' for all of it
 */
export function unknownMemberProblems(
  issue: z.core.$ZodIssueUnrecognizedKeys,
  path: readonly PropertyKey[],
  location: ParameterLocation,
  prefix: string,
  query?: QueryContext,
): FieldProblem[] {
  const known = knownNames(issue);
  const full = (name: string) => (prefix && name ? `${prefix}.${name}` : prefix || name);
  if (location === 'query' && query) {
    const atRoot = path.length === 0 && !prefix;
    const names = atRoot ? [...known, ...query.global] : known;
    return issue.keys.flatMap((key) => queryProblems(full(parameterName([...path, key])), key, names, atRoot, query));
  }
  return issue.keys.map((key) => {
    const closest = closestMember(key, known);
    return fieldProblem(full(parameterName([...path, key])), location, (t) =>
      t.unknownMember({ name: key, closest, known }),
    );
  });
}

/**
 * The query parameters sent under an unknown member `key` whose dotted name is `name`: the name
 * itself, or dotted names below it (`locaton.latitude` for `locaton`), each named whole with the
 * closest known name put in the unknown one's place.
 */
function queryProblems(
  name: string,
  key: string,
  known: readonly string[],
  atRoot: boolean,
  query: QueryContext,
): FieldProblem[] {
  const below = query.sent.filter((sent) => sent.startsWith(`${name}.`));
  const sentNames = query.sent.includes(name) || below.length === 0 ? [name, ...below] : below;
  const parent = name.slice(0, name.length - key.length);
  const closest = closestMember(key, known);
  return sentNames.map((sent): FieldProblem => {
    const problem = (message: ErrorText) => fieldProblem(sent, 'query', message);
    if (closest) {
      const meant = `${parent}${closest}${sent.slice(name.length)}`;
      return problem((t) => t.unknownMember({ name: sent, closest: meant, known: [] }));
    }
    const inBody = atRoot && query.body ? closestMember(sent, bodyMembers(query.body)) : undefined;
    if (inBody) return problem((t) => t.unknownParameterInBody({ name: sent, member: inBody }));
    const names = known.map((k) => parent + k);
    return problem((t) => t.unknownMember({ name: sent, known: names, sayNone: true }));
  });
}

/** The top-level members of a body schema, from its JSON Schema (every alternative of a union). */
function bodyMembers(schema: ZodType): string[] {
  let names = membersOfBody.get(schema);
  if (!names) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    membersOfBody.set(schema, (names = [...new Set(propertyNames(json))]));
  }
  return names;
}
const membersOfBody = new WeakMap<ZodType, string[]>();

function propertyNames(schema: unknown): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const { properties, anyOf, oneOf, allOf } = schema as Record<string, unknown>;
  return [
    ...(properties !== null && typeof properties === 'object' ? Object.keys(properties) : []),
    ...[anyOf, oneOf, allOf].flatMap((options) => (Array.isArray(options) ? options.flatMap(propertyNames) : [])),
  ];
}

/**
 * Query parameters written as members of a value (`latitude.x` where latitude is a number): the
 * schema found the nested object where a value belongs; each dotted name is refused whole.
 * @param name the dotted name of the value (`latitude`)
 */
export function membersOfAValue(name: string, query: QueryContext): FieldProblem[] {
  if (query.sent.includes(name)) return [];
  return query.sent
    .filter((sent) => sent.startsWith(`${name}.`))
    .map((sent) => fieldProblem(sent, 'query', (t) => t.memberOfAValue({ name: sent, value: name })));
}

/**
 * Rules for input that can never be valid, applied at the edge to every route's path
 * parameters, query and body before and after its schema:
 * - strings with a NUL character or a lone UTF-16 surrogate (`"\ud800"` in JSON) are refused:
 *   no field means them, and PostgreSQL refuses to store them;
 * - a number sent as text (query strings, numeric text in JSON) must be written in decimal:
 *   JavaScript's Number() also reads `0x10`, `0b101`, `0o7` and `Infinity`, which no client means;
 * - members the route does not know are refused, naming the closest known member, so that a
 *   typo (`hosueSystem`) is not silently ignored.
 * Each refusal is a 400 naming the field.
 */
import type { ZodType } from 'zod';
import { closestName } from '../closest-name.ts';
import type { FieldProblem, ParameterLocation } from './errors.ts';

/** Query parameters every route takes besides its own. */
const GLOBAL_QUERY_PARAMETERS = new Set(['api_version']);

/** The decimal forms of a number: what Number() reads minus its JavaScript-only forms. */
const DECIMAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** In Unicode mode a surrogate pair is one code point: only an unpaired half matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Deeper input is refused before any walk over it (no field of the API nests this deep). */
const MAX_DEPTH = 64;

/** Appends `key` to a field name as the error list writes it (`a.b`, `a[2]`). */
const child = (name: string, key: string | number) =>
  typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key;

/** A problem of a string: NUL or a lone surrogate; undefined when it is fine. */
function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain NUL characters (U+0000)';
  if (LONE_SURROGATE.test(value)) return 'must not contain lone UTF-16 surrogates (invalid Unicode)';
  return undefined;
}

/**
 * Strings (member names too) that cannot be valid text.
 * @param value parsed JSON, a query object or path parameters
 */
export function badStrings(value: unknown, location: ParameterLocation, name = '', depth = 0): FieldProblem[] {
  if (depth > MAX_DEPTH)
    return [{ parameter: name || location, location, message: `is nested more than ${MAX_DEPTH} levels deep` }];
  if (typeof value === 'string') {
    const message = stringProblem(value);
    return message ? [{ parameter: name || location, location, message }] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      badStrings(item, location, location === 'query' ? name : child(name, i), depth + 1),
    );
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const keyProblem = stringProblem(key);
    const field = child(name, key);
    if (keyProblem)
      return [{ parameter: JSON.stringify(field).slice(1, -1), location, message: `member name ${keyProblem}` }];
    return badStrings(item, location, field, depth + 1);
  });
}

/**
 * Numbers a schema read from text written in a JavaScript-only form: wherever the input holds a
 * string and the parsed output a number at the same place.
 */
export function nonDecimalNumbers(
  input: unknown,
  output: unknown,
  location: ParameterLocation,
  name = '',
): FieldProblem[] {
  if (typeof input === 'string') {
    return typeof output === 'number' && !DECIMAL.test(input)
      ? [{ parameter: name || location, location, message: `expected a decimal number (got "${input}")` }]
      : [];
  }
  if (input === null || typeof input !== 'object' || output === null || typeof output !== 'object') return [];
  if (Array.isArray(input)) {
    if (location === 'query') return nonDecimalNumbers(input[input.length - 1], output, location, name);
    return Array.isArray(output)
      ? input.flatMap((item, i) => nonDecimalNumbers(item, output[i], location, child(name, i)))
      : [];
  }
  const out = output as Record<string, unknown>;
  return Object.entries(input).flatMap(([key, item]) => {
    // Query names with dots (`location.latitude`) are nested by their schema.
    const path = location === 'query' ? key.split('.') : [key];
    const at = path.reduce<unknown>(
      (v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      out,
    );
    return nonDecimalNumbers(item, at, location, child(name, key));
  });
}

// --- unknown members ---------------------------------------------------------------------------

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
  element?: ZodType;
  getter?: () => ZodType;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a schema says about an object's members: known names with their schemas, or "any". */
type Members = Map<string, ZodType> | 'any';

/**
 * The members an object must keep to, or 'any' when the schema does not tell (records,
 * passthrough objects, transforms of unknown input).
 */
function membersOf(schema: ZodType, depth = 0): Members {
  if (depth > 0) return membersFrom(schema, depth);
  // Schemas are built once and asked on every request: what they say is kept.
  let members = knownMembers.get(schema);
  if (!members) knownMembers.set(schema, (members = membersFrom(schema, 0)));
  return members;
}
const knownMembers = new WeakMap<ZodType, Members>();

function membersFrom(schema: ZodType, depth: number): Members {
  if (depth > 20) return 'any';
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall ? defOf(def.catchall).type : undefined;
      // Strict objects refuse unknown members themselves (validate.ts names the closest known one);
      // passthrough keeps them.
      if (catchall !== undefined) return 'any';
      return new Map(Object.entries(def.shape ?? {}));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return membersOf(def.innerType!, depth + 1);
    case 'pipe': {
      // A preprocess is a pipe from a transform: the members are the target's.
      const from = membersOf(def.in!, depth + 1);
      return from === 'any' && defOf(def.in!).type === 'transform' ? membersOf(def.out!, depth + 1) : from;
    }
    case 'lazy':
      return membersOf(def.getter!(), depth + 1);
    case 'union': {
      const known = new Map<string, ZodType>();
      for (const option of def.options ?? []) {
        const members = membersOf(option, depth + 1);
        if (members === 'any') {
          if (defOf(option).type === 'object' || defOf(option).type === 'record') return 'any';
          continue; // a non-object alternative (a string, a list) says nothing about members
        }
        for (const [key, value] of members) if (!known.has(key)) known.set(key, value);
      }
      return known.size ? known : 'any';
    }
    case 'intersection': {
      const [left, right] = [membersOf(def.left!, depth + 1), membersOf(def.right!, depth + 1)];
      return left === 'any' || right === 'any' ? 'any' : new Map([...left, ...right]);
    }
    default:
      return 'any';
  }
}

/** The element schema of an array schema (through wrappers), if it is one. */
function elementOf(schema: ZodType, depth = 0): ZodType | undefined {
  if (depth > 20) return undefined;
  const def = defOf(schema);
  if (def.type === 'array') return def.element;
  if (def.innerType) return elementOf(def.innerType, depth + 1);
  if (def.type === 'pipe') return elementOf(def.in!, depth + 1) ?? elementOf(def.out!, depth + 1);
  return undefined;
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
export function closestMember(name: string, known: Iterable<string>): string | undefined {
  const names = [...known];
  const alias = MEMBER_ALIASES[name.toLowerCase()];
  if (alias !== undefined && names.includes(alias)) return alias;
  return closestName(name, names);
}

function unknownMember(
  field: string,
  key: string,
  known: Map<string, ZodType>,
  location: ParameterLocation,
): FieldProblem {
  const names = [...known.keys()];
  const closest = closestMember(key, names);
  const hint = closest ? `did you mean ${closest}?` : `known: ${names.join(', ')}`;
  return { parameter: field, location, message: `unknown field(s) ${key} (${hint})` };
}

/** Members of a JSON body the schema does not know, at any depth. */
export function unknownBodyMembers(schema: ZodType, value: unknown, name = ''): FieldProblem[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    const element = elementOf(schema);
    return element ? value.flatMap((item, i) => unknownBodyMembers(element, item, child(name, i))) : [];
  }
  const members = membersOf(schema);
  if (members === 'any') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const known = members.get(key);
    return known
      ? unknownBodyMembers(known, item, child(name, key))
      : [unknownMember(child(name, key), key, members, 'body')];
  });
}

/**
 * Query parameters the schema does not know (an operation without a query schema knows none but
 * the global ones). A dotted or bracketed name (`page[size]`) is known only as a whole.
 */
export function unknownQueryParameters(
  schema: ZodType | undefined,
  query: Record<string, unknown>,
  body?: ZodType,
): FieldProblem[] {
  const members: Members = schema ? membersOf(schema) : new Map();
  if (members === 'any') return [];
  const known = new Map([
    ...members,
    ...[...GLOBAL_QUERY_PARAMETERS].map((k) => [k, undefined as unknown as ZodType] as const),
  ]);
  return Object.keys(query).flatMap((key) => {
    if (known.has(key) || knownDottedName(members, key)) return [];
    const names = dottedNames(members);
    for (const name of GLOBAL_QUERY_PARAMETERS) names.push(name);
    // A body member sent in the query (`POST /api/calc/natal?houseSystem=koch`) is named as such.
    const bodyMembers = !closestName(key, names) && body ? membersOf(body) : 'any';
    const inBody = bodyMembers === 'any' ? undefined : closestName(key, bodyMembers.keys());
    if (inBody)
      return [
        {
          parameter: key,
          location: 'query' as const,
          message: `unknown field(s) ${key} (did you mean ${inBody} in the JSON body?)`,
        },
      ];
    const closest = closestName(key, names);
    const hint = closest ? `did you mean ${closest}?` : `known: ${names.join(', ')}`;
    return [{ parameter: key, location: 'query' as const, message: `unknown field(s) ${key} (${hint})` }];
  });
}

/**
 * A query name with dots (`location.latitude`, nested by the route's schema) is known when each
 * part is a member of the part before it, checked whole: `location.timezon` is not, nor is
 * `houseSystem[]` (brackets are part of a name, as in `page[size]`, and are declared whole).
 */
function knownDottedName(members: Map<string, ZodType>, key: string): boolean {
  const parts = key.split('.');
  if (parts.length < 2) return false;
  let at: Members = members;
  for (const [i, part] of parts.entries()) {
    if (at === 'any') return true;
    const member: ZodType | undefined = at.get(part);
    if (!member) return false;
    if (i === parts.length - 1) return true;
    // A scalar has no parts (`latitude.x`); an object whose members are not told takes any.
    if (!holdsMembers(member)) return false;
    at = membersOf(member);
  }
  return true;
}

/** Whether a schema's value can have members: an object, a record, a union or what is not told. */
function holdsMembers(schema: ZodType, depth = 0): boolean {
  const def = defOf(schema) as Def & { innerType?: ZodType; out?: ZodType; getter?: () => ZodType };
  if (depth > 20) return true;
  if (def.innerType) return holdsMembers(def.innerType, depth + 1);
  if (def.type === 'pipe' && def.out) return holdsMembers(def.out, depth + 1);
  if (def.type === 'lazy' && def.getter) return holdsMembers(def.getter(), depth + 1);
  return ['object', 'record', 'union', 'intersection', 'any', 'unknown'].includes(def.type);
}

/** Every name a query may use: the members, and the dotted names of nested objects (three levels deep). */
function dottedNames(members: Map<string, ZodType>, prefix = '', depth = 0): string[] {
  return [...members].flatMap(([name, member]) => {
    const full = prefix + name;
    const inner = depth < 2 ? membersOf(member) : 'any';
    return inner === 'any' || inner.size === 0 ? [full] : [full, ...dottedNames(inner, `${full}.`, depth + 1)];
  });
}

/**
 * Malformed requests made from an OpenAPI document, for the fuzz test
 * (test/http/fuzz-openapi.test.ts). Each operation gets a valid-looking base request (the
 * document's examples, else values made from its schemas, and ids of resources the test made)
 * and mutations of it, one thing wrong at a time: each member of the body and each query
 * parameter given the wrong type, out-of-range, non-finite or huge numbers, very long or invalid
 * strings, impossible dates, deep nesting or an unknown member; required members left out; bad
 * path ids; unknown, duplicated, bracketed and dotted query names; truncated and invalid JSON;
 * wrong content types and charsets; corrupt or oversized compressed bodies; odd headers and
 * undeclared methods. Every choice comes from one seeded PRNG, so a seed names a run.
 */
import zlib from 'node:zlib';

/** A PRNG giving numbers in [0, 1): mulberry32, enough for picking cases (not for secrets). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects as the document holds them
type Schema = Record<string, any>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Operation {
  method: string;
  /** The document's path, e.g. `/api/api-keys/{id}`. */
  template: string;
  parameters: Parameter[];
  body?: { schema: Schema; example: unknown };
  /** Runs in the calculation pool (the document lists 504 for it): fewer valid-looking cases. */
  heavy: boolean;
  public: boolean;
}

export interface FuzzCase {
  /** `METHOD /template`. */
  operation: string;
  /** What is wrong with this request. */
  mutation: string;
  method: string;
  /** Path and query string, as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The document's operations, with their parameters and `$ref`s resolved. */
export function operationsOf(document: Schema): Operation[] {
  const resolve = (value: Schema): Schema => {
    if (!value?.$ref) return value;
    const target = (value.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Schema>((node, part) => node?.[part], document);
    return resolve(target);
  };
  const result: Operation[] = [];
  for (const [template, item] of Object.entries<Schema>(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve) as Parameter[];
      const json = operation.requestBody?.content?.['application/json'];
      result.push({
        method: method.toUpperCase(),
        template,
        parameters: parameters.map((p) => ({ ...p, schema: p.schema && resolveDeep(p.schema, resolve) })),
        body: json ? { schema: resolveDeep(json.schema, resolve), example: json.example } : undefined,
        heavy: Boolean(operation.responses?.['504']),
        public: Array.isArray(operation.security) && operation.security.length === 0,
      });
    }
  }
  return result;
}

/** A schema with every `$ref` inside it replaced by its target (the document has no cycles). */
function resolveDeep(schema: Schema, resolve: (s: Schema) => Schema, depth = 0): Schema {
  if (depth > 40 || schema === null || typeof schema !== 'object') return schema;
  const resolved = resolve(schema);
  if (Array.isArray(resolved)) return resolved.map((s) => resolveDeep(s, resolve, depth + 1));
  return Object.fromEntries(
    Object.entries(resolved).map(([key, value]) => [
      key,
      key === 'example' || key === 'examples' || key === 'enum' || key === 'default'
        ? value
        : resolveDeep(value, resolve, depth + 1),
    ]),
  );
}

/** The alternatives of a schema (anyOf/oneOf), or the schema itself. */
const alternatives = (schema: Schema): Schema[] => schema?.anyOf ?? schema?.oneOf ?? [schema ?? {}];

/** The first non-null alternative: the shape a value mostly takes. */
function mainShape(schema: Schema): Schema {
  const options = alternatives(schema).filter((s) => s.type !== 'null');
  const first = options[0] ?? {};
  if (!first.allOf) return first;
  return Object.assign({}, ...first.allOf.map(mainShape));
}

const PATTERN_CANDIDATES = ['2024-03-14T12:00', '2024-03-14', '2024', '03', '3', '12:00', 'x'];

/** A value the schema accepts, as far as a generic guess goes: examples first, then defaults, enums, ranges. */
export function sampleValue(schema: Schema | undefined): unknown {
  const shape = mainShape(schema ?? {});
  if (shape.example !== undefined) return shape.example;
  if (Array.isArray(shape.examples) && shape.examples.length) return shape.examples[0];
  if (shape.default !== undefined) return shape.default;
  if (shape.const !== undefined) return shape.const;
  if (Array.isArray(shape.enum)) return shape.enum[0];
  switch (shape.type) {
    case 'integer':
    case 'number': {
      const low = shape.minimum ?? (shape.exclusiveMinimum !== undefined ? shape.exclusiveMinimum + 1 : undefined);
      const high = shape.maximum ?? (shape.exclusiveMaximum !== undefined ? shape.exclusiveMaximum - 1 : undefined);
      let value = 0;
      if (low !== undefined && value < low) value = low;
      if (high !== undefined && value > high) value = high;
      return shape.type === 'integer' ? Math.ceil(value) : value;
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, shape.minItems ?? 1) }, () => sampleValue(shape.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of shape.required ?? []) out[name] = sampleValue(shape.properties?.[name]);
      return out;
    }
    default: {
      if (shape.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (shape.format === 'date') return '2024-03-14';
      if (shape.format === 'date-time') return '2024-03-14T12:00:00Z';
      if (shape.format === 'email') return 'fuzz@example.com';
      if (shape.format === 'uri') return 'https://example.com/';
      if (shape.pattern) {
        const pattern = new RegExp(shape.pattern);
        const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
        if (fit) return fit;
      }
      return 'x'.repeat(Math.max(1, shape.minLength ?? 1));
    }
  }
}

/** A JSON text to put where a value belongs, verbatim (NaN and 1e999 are not JSON values). */
class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold Raw parts. */
function jsonWithRaw(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\u0001raw(\d+)\u0001"/g, (_m, i) => raws[Number(i)]);
}

/** Arrays nested `depth` deep, as JSON text (JSON.stringify itself would run out of stack). */
const deepArray = (depth: number) => new Raw(`${'['.repeat(depth)}1${']'.repeat(depth)}`);

/** Dates and instants no calendar or grammar has: what the one date grammar must refuse. */
const IMPOSSIBLE_DATES = [
  '2023-02-29',
  '2023-02-30T00:00',
  '2024-13-01T00:00',
  '2024-00-10T00:00',
  '2024-01-32',
  '2024-06-15T24:00',
  '2024-06-15T23:60',
  '2024-06-15T23:59:60Z',
  '0000-00-00T00:00',
  '0000-01-01T00:00',
  '9999-12-31T23:59',
  '-0001-01-01',
  '+275760-09-13T00:00Z',
  '2024-06-15T12:00+25:00',
  '2024-06-15T12:00Z+01:00',
  '1799-12-31T23:59',
  '2401-01-01T00:00',
  '2024-06-15T12:00:00.1234567890Z',
  '2024-W24',
  '1718000000',
  '15/06/2024',
  'yesterday',
];

/** Valid instants at the edges: the supported range's ends, the far offsets, a skipped and a repeated local hour. */
const EDGE_DATES = [
  '1800-01-01T00:00',
  '1800-01-01T00:00+14:00',
  '2400-12-31T23:59:59',
  '2400-12-31T23:59-12:00',
  '2024-03-31T02:30',
  '2024-10-27T02:30',
  '1800-01-01',
  '2400-12-31',
];

/** Time-zone names: the extremes, near misses and names that are paths. */
const TIME_ZONES = [
  'Pacific/Kiritimati',
  'Etc/GMT+12',
  'europe/paris',
  'Mars/Olympus_Mons',
  '../../../etc/passwd',
  'posix/Europe/Paris',
  'right/UTC',
  'Factory',
  '+05:30',
];

const isDateLike = (shape: Schema) =>
  Boolean(shape.pattern?.includes('\\d{4}') || shape.format === 'date' || shape.format === 'date-time');
const isTimeZone = (name: string, shape: Schema) => /time ?zone/i.test(`${name} ${shape.description ?? ''}`);

const LONG = 'a'.repeat(100_000);

/** JSON values for a member: [label, value], the ones that do not fit its schema or sit at its edges. */
function bodyValues(schema: Schema | undefined, name: string): [string, unknown][] {
  const shape = mainShape(schema ?? {});
  const type = shape.type ?? (shape.enum ? 'enum' : shape.properties ? 'object' : undefined);
  const values: [string, unknown][] = [
    ['null', null],
    ['a string', 'fuzz'],
    ['a number', 42],
    ['a boolean', true],
    ['an array', [1, 'two']],
    ['an object', { fuzz: 1 }],
  ].filter(([label]) => {
    if (type === 'string' || type === 'enum') return label !== 'a string';
    if (type === 'number' || type === 'integer') return label !== 'a number';
    if (type === 'boolean') return label !== 'a boolean';
    if (type === 'array') return label !== 'an array';
    if (type === 'object') return label !== 'an object';
    return true;
  }) as [string, unknown][];
  if (type === 'number' || type === 'integer') {
    values.push(
      ['NaN', new Raw('NaN')],
      ['Infinity (1e999)', new Raw('1e999')],
      ['-Infinity (-1e999)', new Raw('-1e999')],
      ['1e308', 1e308],
      ['-1e308', -1e308],
      ['5e-324', 5e-324],
      ['-0', new Raw('-0')],
      ['2^53 + 1', new Raw('9007199254740993')],
      ['a numeric string', '12'],
      ['a hex string', '0x10'],
    );
    const low = shape.minimum ?? shape.exclusiveMinimum;
    const high = shape.maximum ?? shape.exclusiveMaximum;
    if (low !== undefined) values.push(['below the minimum', low - 1], ['just below the minimum', low - 1e-9]);
    if (high !== undefined) values.push(['above the maximum', high + 1], ['just above the maximum', high + 1e-9]);
    if (shape.minimum !== undefined) values.push(['at the minimum', shape.minimum]);
    if (shape.maximum !== undefined) values.push(['at the maximum', shape.maximum]);
    if (type === 'integer') values.push(['a fraction', 1.5]);
  }
  if (type === 'string' || type === 'enum') {
    values.push(
      ['100,000 characters', LONG],
      ['empty', ''],
      ['blank', '   '],
      ['NUL', 'a\u0000b'],
      ['a lone surrogate', new Raw('"\\ud800"')],
      ['right-to-left override', '\u202egnirts'],
      ['1,000 astral characters', '\u{1F70A}'.repeat(1000)],
      ['Infinity as text', 'Infinity'],
    );
    if (type === 'enum' && typeof shape.enum?.[0] === 'string')
      values.push(['an unknown option', 'zzz-unknown'], ['an option in capitals', shape.enum[0].toUpperCase()]);
    if (isDateLike(shape) || /date|time/i.test(shape.description ?? ''))
      for (const date of IMPOSSIBLE_DATES) values.push([`impossible date ${date}`, date]);
    if (isDateLike(shape)) for (const date of EDGE_DATES) values.push([`edge date ${date}`, date]);
    if (isTimeZone(name, shape)) for (const zone of TIME_ZONES) values.push([`time zone ${zone}`, zone]);
    if (shape.maxLength !== undefined) values.push(['at the maximum length', 'm'.repeat(shape.maxLength)]);
  }
  if (type === 'array') {
    const item = sampleValue(shape.items);
    values.push(
      ['empty', []],
      ['10,000 items', Array.from({ length: 10_000 }, () => item)],
      ['a null item', [null]],
      ['an item of the wrong type', [{ fuzz: [1] }]],
    );
  }
  if (type === 'object') {
    values.push(['empty', {}], ['an unknown member', { ...(sampleValue(shape) as object), zzzUnknown: 1 }]);
  }
  values.push(['nested 5,000 deep', deepArray(5_000)]);
  return values;
}

/** Query-string values (as sent, already percent-encoded) for a parameter: [label, value]. */
function queryValues(schema: Schema | undefined, name: string): [string, string][] {
  const shape = mainShape(schema ?? {});
  const type = shape.type ?? (shape.enum ? 'enum' : undefined);
  const values: [string, string][] = [
    ['empty', ''],
    ['blank', '%20%20'],
    ['5,000 characters', 'a'.repeat(5_000)],
    ['NUL', 'a%00b'],
    ['invalid UTF-8', '%ff%fe'],
    ['an encoded lone surrogate', '%ED%A0%80'],
    ['a broken percent escape', '%'],
    ['JSON', encodeURIComponent('{"a":[1]}')],
  ];
  if (type === 'number' || type === 'integer') {
    values.push(
      ['letters', 'abc'],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['-Infinity', '-Infinity'],
      ['1e400', '1e400'],
      ['hex', '0x10'],
      ['binary', '0b101'],
      ['underscores', '1_000'],
      ['400 digits', '9'.repeat(400)],
      ['-0', '-0'],
      ['a plus sign', '%2B5'],
      ['a comma', '1,5'],
    );
    const low = shape.minimum ?? shape.exclusiveMinimum;
    const high = shape.maximum ?? shape.exclusiveMaximum;
    if (low !== undefined) values.push(['below the minimum', String(low - 1)]);
    if (high !== undefined) values.push(['above the maximum', String(high + 1)]);
    if (shape.minimum !== undefined) values.push(['at the minimum', String(shape.minimum)]);
    if (shape.maximum !== undefined) values.push(['at the maximum', String(shape.maximum)]);
    if (type === 'integer')
      values.push(
        ['a fraction', '1.5'],
        ['1e6', '1e6'],
        ['a huge integer', '999999999999'],
        ['2^53', '9007199254740992'],
      );
  }
  if (type === 'boolean') values.push(['yes', 'yes'], ['2', '2'], ['TRUE', 'TRUE']);
  if (type === 'enum' || Array.isArray(shape.enum)) values.push(['an unknown option', 'zzz-unknown']);
  if (type === 'string' && (isDateLike(shape) || /date|time|instant/i.test(shape.description ?? '')))
    for (const date of IMPOSSIBLE_DATES) values.push([`impossible date ${date}`, encodeURIComponent(date)]);
  if (type === 'string' && isDateLike(shape))
    for (const date of EDGE_DATES) values.push([`edge date ${date}`, encodeURIComponent(date)]);
  if (isTimeZone(name, shape))
    for (const zone of TIME_ZONES) values.push([`time zone ${zone}`, encodeURIComponent(zone)]);
  return values;
}

/** Path segments no resource has, percent-encoded as sent. */
const BAD_PATH_IDS: [string, string][] = [
  ['0', '0'],
  ['-1', '-1'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['null', 'null'],
  ['NUL', '%00'],
  ['invalid UTF-8', '%ff%fe'],
  ['an overlong UTF-8 dot', '%C0%AE'],
  ['encoded dot-dot-slash', '%2e%2e%2f%2e%2e%2fetc'],
  ['an encoded slash', 'a%2Fb'],
  ['SQL', "'%20OR%20'1'%3D'1"],
  ['an emoji', '%F0%9F%92%A5'],
  ['3,000 characters', 'a'.repeat(3000)],
  ['40 digits', '9'.repeat(40)],
  ['a nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['a max UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['a UUID with a tail', '00000000-0000-4000-8000-000000000000x'],
  ['an impossible date', '2023-02-30'],
  ['24:00', '2024-06-15T24%3A00'],
  ['a blank', '%20'],
  ['a template', '%7Bid%7D'],
];

const HEADER_CASES: [string, Record<string, string>][] = [
  ['X-Api-Version impossible', { 'X-Api-Version': '2023-02-30' }],
  ['X-Api-Version not a date', { 'X-Api-Version': 'latest' }],
  ['X-Api-Version two dates', { 'X-Api-Version': '2024-01-01, 2025-01-01' }],
  ['X-Api-Version far future', { 'X-Api-Version': '9999-12-31' }],
  ['Accept XML', { Accept: 'application/xml' }],
  ['Accept odd q', { Accept: 'application/json;q=abc, */*;q=-1' }],
  ['Accept-Encoding odd', { 'Accept-Encoding': 'gzip;q=x, br;q=2, zstd, *;q=0' }],
  ['If-None-Match junk', { 'If-None-Match': 'W/"x", *, "' }],
  ['If-Modified-Since junk', { 'If-Modified-Since': 'not a date' }],
  ['Range huge', { Range: 'bytes=99999999999999999999-' }],
  ['Origin null', { Origin: 'null' }],
  ['Origin broken', { Origin: 'http://[::1' }],
];

const KEY_CASES: [string, string | undefined][] = [
  ['no key', undefined],
  ['an empty key', ''],
  ['a key of the right form but unknown', `astro_${'0'.repeat(40)}`],
  ['a 5,000-character key', 'k'.repeat(5000)],
];

/** Query entries of a value: objects by dotted names, lists repeated. */
function queryEntries(name: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item) => queryEntries(name, item));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => queryEntries(`${name}.${key}`, item));
  return [[name, encodeURIComponent(String(value))]];
}

/** Every member path of a JSON value and of its schema (members the example leaves out too). */
function memberPaths(
  value: unknown,
  schema: Schema | undefined,
  path: (string | number)[] = [],
): (string | number)[][] {
  const shape = mainShape(schema ?? {});
  const out: (string | number)[][] = [];
  if (Array.isArray(value)) {
    value.slice(0, 2).forEach((item, i) => {
      out.push([...path, i], ...memberPaths(item, shape.items, [...path, i]));
    });
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const names = new Set([...Object.keys(value), ...Object.keys(shape.properties ?? {})]);
    for (const name of names) {
      out.push([...path, name]);
      out.push(...memberPaths((value as Record<string, unknown>)[name], shape.properties?.[name], [...path, name]));
    }
  }
  return out;
}

function schemaAt(schema: Schema | undefined, path: (string | number)[]): Schema | undefined {
  let node = schema;
  for (const part of path) {
    const shape = mainShape(node ?? {});
    node = typeof part === 'number' ? shape.items : shape.properties?.[part];
    if (!node) return undefined;
  }
  return node;
}

/** A copy of `value` with the member at `path` set (or deleted when `replacement` is `DELETE`). */
const DELETE = Symbol('delete');
function withMember(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) {
    if (node[part] === null || typeof node[part] !== 'object') node[part] = typeof part === 'number' ? [] : {};
    node = node[part] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (replacement === DELETE) delete node[last];
  else node[last] = replacement;
  return copy;
}

const pathName = (path: (string | number)[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');

function pick<T>(items: T[], count: number, random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

let gzipBomb: Uint8Array | undefined;
/** 16 MB of a JSON string compressed to a few kB: a body far over the limit once decompressed. */
function bomb(): Uint8Array {
  gzipBomb ??= zlib.gzipSync(`{"a":"${' '.repeat(16 * 1024 * 1024)}"}`);
  return gzipBomb;
}

/** Example values by member or parameter name, from every example in the document (scalars only). */
export function examplesByName(document: Schema): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const add = (name: string, value: unknown) => {
    if (!found.has(name) && value !== null && typeof value !== 'object') found.set(name, value);
  };
  const walk = (node: unknown, depth = 0): void => {
    if (depth > 60 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    const record = node as Schema;
    if (typeof record.name === 'string' && record.example !== undefined) add(record.name, record.example);
    for (const [key, value] of Object.entries(record)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const [member, schema] of Object.entries<Schema>(value)) {
          if (schema?.example !== undefined) add(member, schema.example);
          else if (Array.isArray(schema?.examples)) add(member, schema.examples[0]);
        }
      if (key === 'example' && value && typeof value === 'object') walkExample(value, add);
      walk(value, depth + 1);
    }
  };
  walk(document.paths);
  return found;
}

function walkExample(value: unknown, add: (name: string, value: unknown) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkExample(item, add);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    add(key, item);
    walkExample(item, add);
  }
}

export interface BaseOptions {
  /** The owner key every case carries unless it is about the key. */
  key: string;
  /** The id of a resource made for the run that a path parameter or an id member (`profileId`) names. */
  idFor: (template: string, name: string) => string | undefined;
  /** Example values by name (examplesByName). */
  examples: Map<string, unknown>;
}

/** A request as the document describes it, before anything is made wrong. */
export interface Base {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
  headers: Record<string, string>;
}

/** A value for a member or parameter: a made id, its example, an example of the same name, or one from its schema. */
function valueFor(name: string, schema: Schema | undefined, options: BaseOptions, template = ''): unknown {
  const shape = mainShape(schema ?? {});
  if (/Id$/.test(name) || name === 'id') {
    const id = options.idFor(template, name);
    if (id) return id;
  }
  if (shape.example !== undefined || shape.examples !== undefined || shape.enum || shape.default !== undefined)
    return sampleValue(schema);
  if (shape.type === 'object' && shape.properties) {
    // The required members, and the others that have an example somewhere in the document.
    const out: Record<string, unknown> = {};
    for (const [member, memberSchema] of Object.entries<Schema>(shape.properties))
      if (shape.required?.includes(member) || options.examples.has(member))
        out[member] = valueFor(member, memberSchema, options);
    return out;
  }
  const example = options.examples.get(name);
  const type = shape.type === 'integer' ? 'number' : shape.type;
  const fits =
    example !== undefined &&
    (!type || typeof example === type) &&
    (typeof example !== 'string' || !shape.pattern || new RegExp(shape.pattern).test(example));
  if (fits) return example;
  return sampleValue(schema);
}

const ownExample = (p: Parameter) =>
  p.example !== undefined || p.schema?.example !== undefined || Array.isArray(p.schema?.examples);

/** The documented request: examples where given, made ids, values from the schemas. */
export function baseRequest(operation: Operation, options: BaseOptions): Base {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query' && p.name !== 'api_version');
  const withIds = (value: unknown, key = ''): unknown => {
    if (typeof value === 'string' && /Id$/.test(key)) return options.idFor('', key) ?? value;
    if (Array.isArray(value)) return value.map((item) => withIds(item));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIds(v, k)]));
    return value;
  };
  return {
    path: Object.fromEntries(
      pathParameters.map((p) => [
        p.name,
        encodeURIComponent(String(options.idFor(operation.template, p.name) ?? p.example ?? sampleValue(p.schema))),
      ]),
    ),
    query: queryParameters
      .filter((p) => p.required || ownExample(p))
      .flatMap((p) => queryEntries(p.name, p.example ?? valueFor(p.name, p.schema, options))),
    body: operation.body ? withIds(operation.body.example ?? sampleValue(operation.body.schema)) : undefined,
    headers: operation.public ? {} : { 'X-Api-Key': options.key },
  };
}

/** The schema of a dotted query name (`person1.latitude`). */
function querySchema(operation: Operation, name: string): Schema | undefined {
  const [first, ...rest] = name.split('.');
  const parameter = operation.parameters.find((p) => p.in === 'query' && p.name === first);
  return parameter && schemaAt(parameter.schema, rest);
}

/** `data.attributes.points[2]` as a member path. */
const memberPath = (name: string) =>
  name
    .split(/\.|(?=\[)/)
    .map((part) => (/^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part))
    .filter((part) => part !== '');

/**
 * The base set right where the service's answer to it names a parameter (a 400 or 404 with
 * `source.parameter`): the value an example of that name gives, a made id, or the schema's. For
 * the alternatives a schema cannot say are required (`latitude`, or `location.latitude`).
 * @returns undefined when the answer names nothing to set
 */
export function repairBase(
  operation: Operation,
  base: Base,
  answer: { status: number; body: unknown },
  options: BaseOptions,
): Base | undefined {
  if (answer.status !== 400 && answer.status !== 404) return undefined;
  const problems = ((answer.body as Schema)?.errors ?? []) as Schema[];
  let query = base.query;
  let body = base.body;
  let changed = false;
  for (const problem of problems) {
    const name = problem.source?.parameter as string | undefined;
    if (!name) continue;
    const last = name.split(/[.[]/).filter(Boolean).pop() ?? name;
    if (problem.source.in === 'query') {
      const value = valueFor(last, querySchema(operation, name), options);
      const entries = queryEntries(name, value);
      if (JSON.stringify(entries) === JSON.stringify(query.filter(([k]) => k === name))) continue;
      query = [...query.filter(([k]) => k !== name && !k.startsWith(`${name}.`)), ...entries];
      changed = true;
    } else if (problem.source.in === 'body' && operation.body && body !== null && typeof body === 'object') {
      const path = memberPath(name);
      const value = valueFor(last, schemaAt(operation.body.schema, path), options);
      if (JSON.stringify(value) === JSON.stringify(path.reduce<Schema | undefined>((v, k) => v?.[k], body as Schema)))
        continue;
      body = withMember(body, path, value);
      changed = true;
    }
  }
  return changed ? { ...base, query, body } : undefined;
}

export interface GenerateOptions {
  random: Random;
  /** Cases per operation at most, light and pool-heavy (before the fixed ones: header, key, method). */
  perOperation: { light: number; heavy: number };
}

type Change = Partial<Base> & {
  rawBody?: Uint8Array | string;
  noBody?: boolean;
  method?: string;
  rawQuery?: string;
};

/** A header value that means: leave the header out. */
const DROP = '\u0000drop';

/** The request of `base` with `change` applied. */
export function requestOf(operation: Operation, base: Base, mutation: string, change: Change = {}): FuzzCase {
  const path = change.path ?? base.path;
  const query = change.query ?? base.query;
  const url =
    operation.template.replace(/\{([^}]+)\}/g, (_m, p: string) => path[p] ?? '') +
    (change.rawQuery !== undefined
      ? `?${change.rawQuery}`
      : query.length
        ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}`
        : '');
  const headers = { ...base.headers, ...(change.headers ?? {}) };
  let body: Uint8Array | undefined;
  const method = change.method ?? operation.method;
  if (change.rawBody !== undefined)
    body = typeof change.rawBody === 'string' ? Buffer.from(change.rawBody) : change.rawBody;
  else if (operation.body && method !== 'GET' && !change.noBody)
    body = Buffer.from(jsonWithRaw(change.body ?? base.body));
  if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json';
  for (const [header, value] of Object.entries(headers)) if (value === DROP) delete headers[header];
  return { operation: `${operation.method} ${operation.template}`, mutation, method, url, headers, body };
}

/** The malformed requests for one operation, made from its base request. */
export function casesFor(operation: Operation, base: Base, options: GenerateOptions): FuzzCase[] {
  const { random } = options;
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query' && p.name !== 'api_version');
  const make = (mutation: string, change: Change = {}) => requestOf(operation, base, mutation, change);

  const varied: FuzzCase[] = [];
  // Path ids.
  for (const parameter of pathParameters)
    for (const [label, value] of BAD_PATH_IDS)
      varied.push(make(`path ${parameter.name}: ${label}`, { path: { ...base.path, [parameter.name]: value } }));
  // Query parameters.
  const without = (prefix: string) => base.query.filter(([k]) => k !== prefix && !k.startsWith(`${prefix}.`));
  for (const parameter of queryParameters) {
    const shape = mainShape(parameter.schema ?? {});
    for (const [label, value] of queryValues(parameter.schema, parameter.name))
      varied.push(
        make(`query ${parameter.name}: ${label}`, { query: [...without(parameter.name), [parameter.name, value]] }),
      );
    if (parameter.required) varied.push(make(`query ${parameter.name}: missing`, { query: without(parameter.name) }));
    varied.push(
      make(`query ${parameter.name}: sent twice, differently`, {
        query: [...base.query, [parameter.name, 'zzz'], [parameter.name, '1']],
      }),
      make(`query ${parameter.name}[]: bracketed`, { query: [...base.query, [`${parameter.name}%5B%5D`, '1']] }),
      make(`query ${parameter.name}[a][b]: bracketed twice`, {
        query: [...base.query, [`${parameter.name}%5Ba%5D%5Bb%5D`, '1']],
      }),
      make(`query ${parameter.name}.zzz: a dotted unknown member`, {
        query: [...base.query, [`${parameter.name}.zzz`, '1']],
      }),
      make(`query ${parameter.name}: nested 200 deep`, {
        query: [...without(parameter.name), [`${parameter.name}${'.a'.repeat(200)}`, '1']],
      }),
    );
    if (shape.type === 'array')
      varied.push(
        make(`query ${parameter.name}: 500 times`, {
          query: [
            ...without(parameter.name),
            ...Array.from({ length: 500 }, () => [parameter.name, 'sun'] as [string, string]),
          ],
        }),
        make(`query ${parameter.name}: 2,000 comma-separated`, {
          query: [...without(parameter.name), [parameter.name, Array(2000).fill('sun').join(',')]],
        }),
      );
    for (const [member, memberSchema] of Object.entries<Schema>(shape.properties ?? {}))
      for (const [label, value] of pick(queryValues(memberSchema, member), 6, random))
        varied.push(
          make(`query ${parameter.name}.${member}: ${label}`, {
            query: [
              ...base.query.filter(([k]) => k !== `${parameter.name}.${member}`),
              [`${parameter.name}.${member}`, value],
            ],
          }),
        );
  }
  const known = queryParameters[0]?.name;
  varied.push(
    make('query: an unknown parameter', { query: [...base.query, ['zzzUnknown', '1']] }),
    make('query: __proto__', { query: [...base.query, ['__proto__', '1'], ['__proto__.polluted', '1']] }),
    make('query: constructor.prototype', { query: [...base.query, ['constructor.prototype.polluted', '1']] }),
    make('query: 1,000 unknown parameters', {
      query: [...base.query, ...Array.from({ length: 1000 }, (_, i) => [`p${i}`, '1'] as [string, string])],
    }),
    make('query: a name with invalid UTF-8', { query: [...base.query, ['%ff', '1']] }),
    make('query: empty names and values', { rawQuery: `${base.query.map(([k, v]) => `${k}=${v}`).join('&')}&&=&=x&y` }),
    make('query: api_version impossible', { query: [...base.query, ['api_version', '2023-02-30']] }),
    make('query: api_version twice', {
      query: [...base.query, ['api_version', '2024-01-01'], ['api_version', 'x']],
    }),
    make('query: 20,000 characters', { query: [...base.query, ['zzz', 'a'.repeat(20_000)]] }),
  );
  if (known)
    varied.push(make(`query: a misspelt ${known}`, { query: [...base.query, [`${known.slice(0, -1)}`, '1']] }));

  // Body members.
  if (operation.body) {
    const schema = operation.body.schema;
    for (const path of memberPaths(base.body, schema)) {
      const memberSchema = schemaAt(schema, path);
      const label = pathName(path);
      const values = bodyValues(memberSchema, String(path[path.length - 1]));
      for (const [what, value] of pick(values, operation.heavy ? 5 : 8, random))
        varied.push(make(`body ${label}: ${what}`, { body: withMember(base.body, path, value) }));
      varied.push(make(`body ${label}: left out`, { body: withMember(base.body, path, DELETE) }));
    }
    varied.push(make('body: an unknown top-level member', { body: { ...(base.body as object), zzzUnknown: 1 } }));
  }

  // Whole bodies: what is not JSON, not this JSON, or not readable.
  const raw: FuzzCase[] = [];
  if (operation.body || operation.method !== 'GET') {
    const text = jsonWithRaw(base.body ?? {});
    for (const cut of [1, Math.floor(text.length / 2), text.length - 1])
      raw.push(make(`raw: JSON cut at ${cut} of ${text.length}`, { rawBody: text.slice(0, cut) }));
    for (const [label, body] of [
      ['not JSON', 'hello'],
      ['an empty object with a trailing comma', '{"a":1,}'],
      ['single quotes', "{'a':1}"],
      ['a missing value', '{"a":}'],
      ['null', 'null'],
      ['an array', '[]'],
      ['a string', '"x"'],
      ['a number', '1'],
      ['a byte-order mark', `\ufeff${text}`],
      ['trailing garbage', `${text} trailing`],
      ['two documents', `${text}${text}`],
      ['__proto__', `{"__proto__":{"polluted":true},${text.slice(1)}`],
      ['constructor.prototype', `{"constructor":{"prototype":{"polluted":true}},${text.slice(1)}`],
      ['a duplicated member', text.length > 2 ? `{"dup":1,"dup":{"a":[1]},${text.slice(1)}` : '{"dup":1,"dup":2}'],
      ['arrays nested 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
      ['objects nested 50,000 deep', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
      ['arrays nested 100,000 deep, unclosed', '['.repeat(100_000)],
      ['2 MB', `{"a":"${'b'.repeat(2 * 1024 * 1024)}"}`],
      ['NaN', '{"a":NaN}'],
    ] as const)
      raw.push(make(`raw: ${label}`, { rawBody: body }));
    raw.push(
      make('raw: invalid UTF-8 in a string', {
        rawBody: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
      }),
      make('raw: UTF-16 bytes said to be JSON', { rawBody: Buffer.from(text, 'utf16le') }),
    );
    for (const [label, type] of [
      ['text/plain', 'text/plain'],
      ['a form', 'application/x-www-form-urlencoded'],
      ['multipart', 'multipart/form-data; boundary=zzz'],
      ['XML', 'application/xml'],
      ['an empty type', ''],
      ['a broken type', 'application/'],
      ['charset utf-16', 'application/json; charset=utf-16'],
      ['charset latin1', 'application/json; charset=latin1'],
      ['an unknown charset', 'application/json; charset=klingon'],
      ['odd parameters', 'application/json; charset="utf-8"; charset=utf-16; x'],
    ] as const)
      raw.push(make(`content type: ${label}`, { rawBody: text, headers: { 'Content-Type': type } }));
    raw.push(make('content type: none', { rawBody: text, headers: { 'Content-Type': DROP } }));
    for (const [label, encoding, bytes] of [
      ['gzip that is not', 'gzip', Buffer.from(text)],
      ['gzip cut short', 'gzip', zlib.gzipSync(text).subarray(0, 12)],
      ['deflate that is not', 'deflate', Buffer.from('not deflate')],
      ['br that is not', 'br', Buffer.from([0xff, 0xff, 0xff, 0x00])],
      ['an unknown encoding', 'compress', Buffer.from(text)],
      ['two encodings, one applied', 'gzip, br', zlib.gzipSync(text)],
      ['a gzip bomb', 'gzip', bomb()],
    ] as const)
      raw.push(make(`encoding: ${label}`, { rawBody: bytes, headers: { 'Content-Encoding': encoding } }));
  }

  const budget = operation.heavy ? options.perOperation.heavy : options.perOperation.light;
  const chosen = pick([...varied, ...raw], budget, random);
  // Headers, keys and methods: a few per operation (they keep the rest valid, so the heavy
  // operations get fewer, and each reaches the handler).
  const headerCases = pick(HEADER_CASES, operation.heavy ? 2 : 4, random).map(([label, headers]) =>
    make(`header ${label}`, { headers }),
  );
  const keyCases = operation.public
    ? []
    : pick(KEY_CASES, 2, random).map(([label, key]) =>
        make(`key: ${label}`, { headers: { 'X-Api-Key': key ?? DROP } }),
      );
  const undeclared = ['PUT', 'PATCH', 'DELETE', 'POST'].find((m) => m !== operation.method) ?? 'PUT';
  const methodCases = [
    make(`method ${undeclared} with a JSON body`, { method: undeclared, rawBody: '{"a":1}' }),
    make('method OPTIONS preflight, odd request headers', {
      method: 'OPTIONS',
      noBody: true,
      headers: {
        Origin: 'https://fuzz.example',
        'Access-Control-Request-Method': 'PURGE',
        'Access-Control-Request-Headers': 'x-zzz, x-api-key, ,,',
      },
    }),
  ];
  return [...chosen, ...headerCases, ...keyCases, ...methodCases];
}

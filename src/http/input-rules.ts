/**
 * Rules for input that can never be valid, applied at the edge to every route's path
 * parameters, query and body before and after its schema (members a route does not know are
 * refused by its strict schema: see unknown-members.ts):
 * - strings with a NUL character or a lone UTF-16 surrogate (`"\ud800"` in JSON) are refused:
 *   no field means them, and PostgreSQL refuses to store them;
 * - a number sent as text (query strings, numeric text in JSON) must be written in decimal:
 *   JavaScript's Number() also reads `0x10`, `0b101`, `0o7` and `Infinity`, which no client means.
 * Each refusal is a 400 naming the field.
 */
import { type FieldProblem, fieldProblem, type ParameterLocation } from './errors.ts';

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
function stringProblem(value: string): 'nul' | 'surrogate' | undefined {
  if (value.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  return undefined;
}

/**
 * Strings (member names too) that cannot be valid text.
 * @param value parsed JSON, a query object or path parameters
 */
export function badStrings(value: unknown, location: ParameterLocation, name = '', depth = 0): FieldProblem[] {
  if (depth > MAX_DEPTH)
    return [fieldProblem(name || location, location, (t) => t.nestedTooDeep({ levels: MAX_DEPTH }))];
  if (typeof value === 'string') {
    const problem = stringProblem(value);
    return problem ? [fieldProblem(name || location, location, (t) => t.badText({ problem, memberName: false }))] : [];
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
      return [
        fieldProblem(JSON.stringify(field).slice(1, -1), location, (t) =>
          t.badText({ problem: keyProblem, memberName: true }),
        ),
      ];
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
      ? [fieldProblem(name || location, location, (t) => t.decimalNumber({ got: input }))]
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

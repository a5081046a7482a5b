/**
 * Request validation with zod: path parameters, query and body are parsed by the route's
 * schemas, and every problem becomes a field error naming the parameter (dotted path, e.g.
 * `person1.latitude`, `points[2]`) and what it expects.
 */
import type { Middleware } from 'koa';
import { type ZodType, z } from 'zod';
import { errors, type FieldProblem, type ParameterLocation, ValidationError } from './errors.ts';
import {
  badStrings,
  closestMember,
  nonDecimalNumbers,
  unknownBodyMembers,
  unknownQueryParameters,
} from './input-rules.ts';

/** `a.b[2].c` from a zod path. */
export function parameterName(path: readonly PropertyKey[]): string {
  let name = '';
  for (const part of path) {
    if (typeof part === 'number') name += `[${part}]`;
    else name += name ? `.${String(part)}` : String(part);
  }
  return name;
}

/** A readable "what it expects" from a zod issue. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  let message = issue.message.replace(
    /^(Invalid input|Too big|Too small|Invalid option|Invalid string|Invalid format): /,
    '',
  );
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) {
    message = `is required (expected ${issue.expected})`;
  }
  return message;
}

/**
 * Zod's error map for one parse: a strict object's unrecognized_keys issue names the members
 * refused and, from the object's own shape, the closest known member of each
 * (`unknown field(s) hosueSystem (did you mean houseSystem?)`). Other issues keep zod's message.
 */
const unknownMembersMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'unrecognized_keys') return undefined;
  const known = issue.inst instanceof z.ZodObject ? Object.keys(issue.inst.shape) : [];
  const guesses = issue.keys.flatMap((key) => closestMember(key, known) ?? []);
  const hint = guesses.length
    ? ` (did you mean ${guesses.join(', ')}?)`
    : known.length
      ? ` (known: ${known.join(', ')})`
      : '';
  return `unknown field(s) ${issue.keys.join(', ')}${hint}`;
};

type Issue = z.core.$ZodIssue;

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    input,
  );

/**
 * Replaces each failed union by the issues of the alternative the input came closest to: the one
 * whose problems are about present values rather than missing ones, then the deepest.
 */
function flattenUnions(issues: readonly Issue[], input: unknown, base: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path } as Issue];
    const branches = issue.errors.map((branch) => flattenUnions(branch, input, path));
    const score = (branch: Issue[]) => [
      branch.filter((i) => valueAt(input, i.path) === undefined).length,
      -Math.max(...branch.map((i) => i.path.length)),
      branch.length,
    ];
    branches.sort((a, b) => {
      const [sa, sb] = [score(a), score(b)];
      return sa[0] - sb[0] || sa[1] - sb[1] || sa[2] - sb[2];
    });
    return branches[0];
  });
}

/** Parses `input` with `schema`, or throws a ValidationError listing every problem. */
export function parseOrThrow<S extends ZodType>(
  schema: S,
  input: unknown,
  location: ParameterLocation,
  prefix = '',
): z.output<S> {
  const result = schema.safeParse(input, { error: unknownMembersMessage });
  if (result.success) return result.data;
  const problems: FieldProblem[] = flattenUnions(result.error.issues, input)
    .slice(0, 20)
    .map((issue) => {
      // A top-level unknown member is named itself rather than the whole body or query.
      const topLevelKey = issue.code === 'unrecognized_keys' && issue.path.length === 0 && issue.keys.length === 1;
      const name = parameterName(topLevelKey ? issue.keys : issue.path);
      return {
        parameter: prefix && name ? `${prefix}.${name}` : prefix || name || location,
        location,
        message: describeIssue(issue, input),
      };
    });
  throw new ValidationError(problems);
}

/** What a route declares about its input. */
export interface InputSchemas {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** Whether a request body is required (default: true when `body` is given). */
  bodyRequired?: boolean;
}

/** The validated input, as the validate step leaves it in ctx.state.input. */
export interface ValidatedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * The route chain's validate step: path parameters, query and body parsed by the route's
 * schemas into ctx.state.input; every problem is a 400 naming its field.
 */
export function validate(schemas: InputSchemas): Middleware {
  return function validate(ctx, next) {
    const raw = ctx.request.body;
    const hasBody = raw !== undefined && !!ctx.request.rawBody;
    // What can never be valid, whatever the schema (see input-rules.ts).
    refuse([
      ...badStrings(ctx.params, 'path'),
      ...badStrings(ctx.query, 'query'),
      ...(schemas.body && hasBody ? badStrings(raw, 'body') : []),
    ]);
    // Every operation refuses query parameters it does not know, also one without a query schema.
    // Signed URLs carry their signature's own parameters beside the route's.
    refuse([
      ...(!ctx.state.signedUrl && ctx.request.querystring
        ? unknownQueryParameters(schemas.query, ctx.query, schemas.body)
        : []),
      ...(schemas.body && hasBody ? unknownBodyMembers(schemas.body, raw) : []),
    ]);
    const params = schemas.params ? parseOrThrow(schemas.params, ctx.params, 'path') : undefined;
    const query = schemas.query ? parseOrThrow(schemas.query, ctx.query, 'query') : undefined;
    let body: unknown;
    if (schemas.body) {
      if (!hasBody && (schemas.bodyRequired ?? true))
        throw errors.invalidParameter('body', 'body', 'a JSON body is required');
      body = parseOrThrow(schemas.body, hasBody ? raw : {}, 'body');
    }
    refuse([
      ...(schemas.query ? nonDecimalNumbers(ctx.query, query, 'query') : []),
      ...(schemas.body && hasBody ? nonDecimalNumbers(raw, body, 'body') : []),
    ]);
    ctx.state.input = { params, query, body } satisfies ValidatedInput;
    return next();
  };
}

/** Throws the problems found, if any, as one 400. */
function refuse(problems: FieldProblem[]): void {
  if (problems.length) throw new ValidationError(problems.slice(0, 20));
}

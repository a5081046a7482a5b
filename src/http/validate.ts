/**
 * Request validation with zod: path parameters, query and body are parsed by the route's
 * schemas, and every problem becomes a field error naming the parameter (dotted path, e.g.
 * `person1.latitude`, `points[2]`) and what it expects.
 */
import { z, type ZodType } from 'zod';
import { ValidationError, type FieldProblem, type ParameterLocation } from './errors.ts';

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
  let message = issue.message.replace(/^(Invalid input|Too big|Too small|Invalid option|Invalid string|Invalid format): /, '');
  if (issue.code === 'invalid_type' && issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown>)?.[k], input) === undefined) {
    message = `is required (expected ${issue.expected})`;
  }
  if (issue.code === 'unrecognized_keys') message = `unknown field(s) ${issue.keys.join(', ')}`;
  return message;
}

/** Parses `input` with `schema`, or throws a ValidationError listing every problem. */
export function parseOrThrow<S extends ZodType>(schema: S, input: unknown, location: ParameterLocation, prefix = ''): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems: FieldProblem[] = result.error.issues.slice(0, 20).map((issue) => {
    const name = parameterName(issue.path);
    return {
      parameter: prefix && name ? `${prefix}.${name}` : prefix || name || location,
      location,
      message: describeIssue(issue, input),
    };
  });
  throw new ValidationError(problems);
}

/**
 * Request validation with zod: path parameters, query and body are parsed by the route's
 * schemas, and every problem becomes a field error naming the parameter (dotted path, e.g.
 * `person1.latitude`, `points[2]`) and what it expects.
 */
import type { Middleware } from 'koa';
import { type ZodType, z } from 'zod';
import { VERSION_QUERY } from './api-version.ts';
import { cataloguedMessage, type ErrorLanguage, issueText, type Message } from './error-text/index.ts';
import { errors, type FieldProblem, fieldProblem, type ParameterLocation, ValidationError } from './errors.ts';
import { badStrings, nonDecimalNumbers } from './input-rules.ts';
import { offeredLanguages, withRequestLanguage } from './request-language.ts';
import {
  knownMembersMessage,
  membersOfAValue,
  parameterName,
  type QueryContext,
  unknownMemberProblems,
} from './unknown-members.ts';

type Issue = z.core.$ZodIssue;

/** Whether the input holds no value at a path (an issue there is about a missing member). */
type Absent = (path: readonly PropertyKey[]) => boolean;

/** zod's own messages in each language of the catalogue (zod 4 ships a locale for each). */
const ZOD_LOCALES: Record<ErrorLanguage, () => { localeError: z.core.$ZodErrorMap }> = {
  en: z.locales.en,
  es: z.locales.es,
  de: z.locales.de,
  fr: z.locales.fr,
  it: z.locales.it,
  pt: z.locales.pt,
  nl: z.locales.nl,
  pl: z.locales.pl,
  ru: z.locales.ru,
  tr: z.locales.tr,
  hi: z.locales.hi,
  ja: z.locales.ja,
};
const zodMaps = new Map<ErrorLanguage, z.core.$ZodErrorMap>();
function zodMessage(issue: Issue, language: ErrorLanguage): string | undefined {
  let map = zodMaps.get(language);
  if (!map) zodMaps.set(language, (map = ZOD_LOCALES[language]().localeError));
  const written = map(issue as unknown as Parameters<z.core.$ZodErrorMap>[0]);
  return typeof written === 'string' ? written : written?.message;
}

/** The prefixes of zod's English messages that say nothing the field's name does not. */
const ZOD_PREFIX = /^(Invalid input|Too big|Too small|Invalid option|Invalid string|Invalid format): /;

/**
 * A readable "what it expects" from a zod issue, in any language of the catalogue: the service's
 * own frame for a missing member, a schema's catalogued message, zod's message in the answer's
 * language when the schema kept zod's default, else the schema's own (English) message.
 */
function describeIssue(issue: Issue, absent: Absent): Message {
  if (issue.code === 'invalid_type' && absent(issue.path)) {
    const expected = issue.expected;
    return (t) => t.required({ expected });
  }
  const catalogued = issueText(issue) ?? cataloguedMessage(issue.message);
  if (catalogued) return catalogued;
  if (issue.message !== zodMessage(issue, 'en')) return issue.message.replace(ZOD_PREFIX, '');
  const prefixed = ZOD_PREFIX.test(issue.message);
  return (t) => {
    const written = zodMessage(issue, t.language) ?? issue.message;
    if (!prefixed) return written;
    const colon = written.search(/[:：] ?/);
    return colon < 0 ? written : written.slice(colon + 1).trimStart();
  };
}

const valueAt = (input: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    input,
  );

/**
 * The absence test of an input: in a query, whether no parameter was sent by the path's dotted
 * name or under it (the schema nested them; list positions are one parameter).
 */
function absentIn(input: unknown, query: QueryContext | undefined): Absent {
  if (!query) return (path) => valueAt(input, path) === undefined;
  return (path) => {
    const name = parameterName(path.filter((part) => typeof part !== 'number'));
    return !query.sent.some((sent) => sent === name || sent.startsWith(`${name}.`));
  };
}

/**
 * Replaces each failed union by the issues of the alternative the input came closest to: the one
 * whose problems are about present values rather than missing ones, then the deepest.
 */
function flattenUnions(issues: readonly Issue[], absent: Absent, base: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path } as Issue];
    const branches = issue.errors.map((branch) => flattenUnions(branch, absent, path));
    const score = (branch: Issue[]) => [
      branch.filter((i) => absent(i.path)).length,
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

/**
 * Parses `input` with `schema`, or throws a ValidationError listing every problem.
 * @param prefix the place of the input in the request (`person1`), named before each field
 * @param query for a query: the names sent and the ones every operation takes (see unknown-members.ts)
 */
export function parseOrThrow<S extends ZodType>(
  schema: S,
  input: unknown,
  location: ParameterLocation,
  prefix = '',
  query?: QueryContext,
): z.output<S> {
  const result = schema.safeParse(input, { error: knownMembersMessage, reportInput: true });
  if (result.success) return result.data;
  const absent = absentIn(input, query);
  const problems: FieldProblem[] = flattenUnions(result.error.issues, absent).flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return unknownMemberProblems(issue, issue.path, location, prefix, query);
    const name = parameterName(issue.path);
    const full = prefix && name ? `${prefix}.${name}` : prefix || name || location;
    const below = query && issue.code === 'invalid_type' ? membersOfAValue(full, query) : [];
    return below.length ? below : [fieldProblem(full, location, describeIssue(issue, absent))];
  });
  throw new ValidationError(problems.slice(0, 20));
}

/** The query parameters every operation takes besides its own. */
const GLOBAL_QUERY: readonly string[] = [VERSION_QUERY];

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

/** The query of an operation that declares none: it takes no parameters but the global ones. */
const NO_QUERY = z.strictObject({});

/**
 * The route chain's validate step: path parameters, query and body parsed by the route's
 * schemas into ctx.state.input; every problem is a 400 naming its field. Every schema is strict,
 * so a member or parameter the route does not know is refused by zod itself (unknown-members.ts
 * names it). The query parameters every operation takes (`api_version`, and on a signed URL its
 * `signature`, `keyId` and `expires`) are read by their own steps and set aside here, before the
 * route's query schema sees the rest.
 * @param signatureParameters the query parameters a signed URL of this route carries
 * @param ownSteps query parameters the route's other steps read (`format`, see derived-format.ts)
 */
export function validate(
  schemas: InputSchemas,
  signatureParameters: readonly string[] = [],
  ownSteps: readonly string[] = [],
): Middleware {
  const plainGlobal = [...GLOBAL_QUERY, ...ownSteps];
  const signedGlobal = [...plainGlobal, ...signatureParameters];
  // A top-level `language` member absent from the input is read from Accept-Language (request-language.ts).
  const queryLanguages = offeredLanguages(schemas.query);
  const bodyLanguages = offeredLanguages(schemas.body);
  return function validate(ctx, next) {
    const raw = ctx.request.body;
    const hasBody = raw !== undefined && !!ctx.request.rawBody;
    // What can never be valid, whatever the schema (see input-rules.ts).
    refuse([
      ...badStrings(ctx.params, 'path'),
      ...badStrings(ctx.query, 'query'),
      ...(schemas.body && hasBody ? badStrings(raw, 'body') : []),
    ]);
    const global = ctx.state.signedUrl ? signedGlobal : plainGlobal;
    const own = Object.fromEntries(Object.entries(ctx.query).filter(([name]) => !global.includes(name)));
    const params = schemas.params ? parseOrThrow(schemas.params, ctx.params, 'path') : undefined;
    const sent = Object.keys(own);
    const queryContext: QueryContext = { sent, global, body: schemas.body };
    // An operation without a query schema refuses every parameter but the global ones.
    const query =
      schemas.query || sent.length
        ? parseOrThrow(
            schemas.query ?? NO_QUERY,
            withRequestLanguage(ctx, own, queryLanguages),
            'query',
            '',
            queryContext,
          )
        : undefined;
    // An operation that declares no body takes none; `{}` (what some clients always send) reads as none.
    if (!schemas.body && hasBody && !isEmptyObject(raw))
      throw errors.invalidParameter('body', 'body', (t) => t.noBodyTaken());
    let body: unknown;
    if (schemas.body) {
      if (!hasBody && (schemas.bodyRequired ?? true))
        throw errors.invalidParameter('body', 'body', (t) => t.bodyRequired());
      body = parseOrThrow(schemas.body, withRequestLanguage(ctx, hasBody ? raw : {}, bodyLanguages), 'body');
    }
    refuse([
      ...(schemas.query ? nonDecimalNumbers(own, query, 'query') : []),
      ...(schemas.body && hasBody ? nonDecimalNumbers(raw, body, 'body') : []),
    ]);
    ctx.state.input = { params, query: schemas.query ? query : undefined, body } satisfies ValidatedInput;
    return next();
  };
}

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** Throws the problems found, if any, as one 400. */
function refuse(problems: FieldProblem[]): void {
  if (problems.length) throw new ValidationError(problems.slice(0, 20));
}

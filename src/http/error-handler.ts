/**
 * The one exit for errors: every thrown error becomes a JSON body. ApiErrors render as JSON:API
 * error objects `{ errors: [{ status, code, title, detail, source: { parameter, in } }] }`;
 * errors Koa's own parts raise (body parsing) are mapped onto the same list; anything unknown is
 * logged and answered with a 500 that shows only the request id, except an outage of the database
 * or Redis, which answers 503 with Retry-After (db/ and redis/connection-failure.ts). A request
 * no route answered becomes a 404 or 405 here too. Titles and details are written in the
 * request's language ({@link errorLanguage}; Content-Language names it, docs/conventions.md#languages).
 */
import type { Context, Middleware } from 'koa';
import { isDatabaseUnavailable } from '../db/connection-failure.ts';
import type { Logger } from '../logger.ts';
import { isRedisUnavailable } from '../redis/connection-failure.ts';
import { ERROR_ANSWER_LANGUAGES, ERROR_TEXTS, type ErrorLanguage, isErrorLanguage } from './error-text/index.ts';
import { ApiError, apiErrorOf, errors, problemText, ValidationError } from './errors.ts';
import { acceptedLanguage } from './request-language.ts';
import { rejectUnmatched } from './unmatched.ts';

/** An error whose body is the plain `{ "error": "..." }` the spec prescribes for versioning. */
export class PlainBodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PlainBodyError';
  }
}

interface HttpLikeError extends Error {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  limit?: number;
}

/** Maps the errors of Koa's body parser (http-errors) onto the API's list. */
function fromHttpError(error: HttpLikeError, ctx: Context): ApiError | undefined {
  const status = error.status ?? error.statusCode;
  if (!status || status >= 500) return undefined;
  switch (error.type) {
    case 'entity.parse.failed':
      return errors.invalidJson(error.message);
    case 'entity.too.large':
      return errors.payloadTooLarge(error.limit);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return errors.unsupportedMediaType(ctx.get('Content-Type'));
    default:
      if (status === 400 && error instanceof SyntaxError) return errors.invalidJson(error.message);
      return new ApiError(status, `http_${status}`, error.name, error.expose ? error.message : 'Request rejected');
  }
}

/** What Retry-After says during an outage: recovery takes milliseconds once the dependency is back. */
const OUTAGE_RETRY_AFTER_SECONDS = 2;

let lastOutageLog = 0;

/** One warning a second at most: an outage fails every request, and the log should not drown. */
function logOutage(logger: Logger, dependency: string, requestId: string, path: string, error: unknown): void {
  const now = Date.now();
  if (now - lastOutageLog < 1000) return;
  lastOutageLog = now;
  logger.warn({ err: error, requestId, path }, `${dependency} unavailable: answered 503`);
}

/**
 * The language of an error answer: the one the request chose (its `language` member, kept by
 * request-language.ts), else the Accept-Language header negotiated by the same rules over the
 * languages errors are written in (all twelve of the catalogue: an operation that writes its
 * texts in fewer still answers its errors in the caller's first choice), else English.
 */
export function errorLanguage(ctx: Context): ErrorLanguage {
  const chosen: unknown = ctx.state.language;
  if (isErrorLanguage(chosen)) return chosen;
  const accepted = acceptedLanguage(ctx, ERROR_ANSWER_LANGUAGES);
  return isErrorLanguage(accepted) ? accepted : 'en';
}

function render(error: ApiError, requestId: string, language: ErrorLanguage) {
  const t = ERROR_TEXTS[language];
  const problems = error instanceof ValidationError ? error.problems : [undefined];
  return {
    errors: problems.map((problem) => {
      const parameter = problem?.parameter ?? error.parameter;
      const location = problem?.location ?? error.location;
      return {
        status: String(error.status),
        code: error.code,
        title: error.titleText(t),
        detail: problem ? `${problem.parameter}: ${problemText(problem)(t)}` : error.text(t),
        ...(parameter ? { source: { parameter, in: location } } : {}),
        ...(error.meta ? { meta: error.meta } : {}),
      };
    }),
    meta: { requestId },
  };
}

/**
 * Turns a thrown error into the response (status, headers, JSON body).
 * @returns a function of the request's context and what was thrown
 */
export function errorResponder(logger: Logger): (ctx: Context, thrown: unknown) => void {
  return (ctx, thrown) => {
    const requestId = ctx.state.requestId as string;
    if (thrown instanceof PlainBodyError) {
      ctx.status = thrown.status;
      ctx.type = 'application/json';
      ctx.body = { error: thrown.message };
      return;
    }
    let error = apiErrorOf(thrown) ?? fromHttpError(thrown as HttpLikeError, ctx);
    // The database or Redis refused, cut or could not lend a connection: a passing outage, not a bug.
    const outage = error
      ? undefined
      : isDatabaseUnavailable(thrown)
        ? 'database'
        : isRedisUnavailable(thrown)
          ? 'Redis'
          : undefined;
    if (outage) {
      logOutage(logger, outage, requestId, ctx.path, thrown);
      error = errors.serviceUnavailable(OUTAGE_RETRY_AFTER_SECONDS);
    }
    if (!error) {
      logger.error({ err: thrown, requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
      error = errors.internal();
    }
    ctx.status = error.status;
    for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
    const language = errorLanguage(ctx);
    ctx.set('Content-Language', language);
    ctx.vary('Accept-Language');
    ctx.type = 'application/json';
    ctx.body = render(error, requestId, language);
  };
}

/** Everything inside it that throws, and a request no route answered, ends in the JSON error body. */
export function handleErrors(logger: Logger): Middleware {
  const respondWithError = errorResponder(logger);
  return async function handleErrors(ctx, next) {
    try {
      await next();
      rejectUnmatched(ctx);
    } catch (thrown) {
      respondWithError(ctx, thrown);
    }
  };
}

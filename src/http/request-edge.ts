/**
 * What every request passes through around its route, in order: its id, CORS (answering
 * preflights), the API version it asks for, its JSON body; then the route; then the version
 * marks on the response, 404/405 for a request no route answered, errors turned into their JSON
 * response, and the access-log line. Each step lives in its own module; they run here in one
 * middleware because each Koa middleware layer costs a promise, a bound `next` and microtask
 * hops per request: one layer instead of seven raised the HTTP benchmark's ratio to bare Koa by
 * about 4 points. For the same reason the edge runs the route itself when it is given one, and
 * stays synchronous when the route does (a cached key, a meter with tokens in hand, a synchronous
 * handler): such a request costs no promise of its own. Koa writes the response at the end of
 * the event-loop turn, together with the turn's other responses (response-batch.ts).
 */
import type { Context, Middleware, Next } from 'koa';
import type { Logger } from '../logger.ts';
import type { VersionRegistry } from '../versioning/registry.ts';
import { accessLogger } from './access-log.ts';
import { markApiVersion, readRequestedApiVersion } from './api-version.ts';
import { applyCors } from './cors.ts';
import { errorResponder } from './error-handler.ts';
import { jsonBodyReader } from './json-body.ts';
import { assignRequestId } from './request-id.ts';
import { endOfTurn } from './response-batch.ts';
import { rejectUnmatched } from './unmatched.ts';

/** What a route's run ended with when it threw nothing. */
const SUCCEEDED = Symbol('succeeded');

/**
 * @param route runs the request's route (the API router's dispatcher); without it, the next
 *   middleware is the route
 */
export function requestEdge(
  services: { logger: Logger; versions: VersionRegistry },
  route?: (ctx: Context) => Promise<void> | void,
): Middleware {
  const writeAccessLine = accessLogger(services.logger);
  const respondWithError = errorResponder(services.logger);
  const readBody = jsonBodyReader();
  const versions = services.versions;

  /** After the route: version marks, 404/405 or the error's response, the access line. */
  function finish(ctx: Context, started: number, requested: string | undefined, outcome: unknown): void {
    try {
      const succeeded = outcome === SUCCEEDED;
      markApiVersion(ctx, versions, requested, succeeded);
      if (!succeeded) throw outcome;
      rejectUnmatched(ctx);
    } catch (thrown) {
      respondWithError(ctx, thrown);
    } finally {
      writeAccessLine(ctx, started);
    }
  }

  return function requestEdgeMiddleware(ctx: Context, next: Next): Promise<void> {
    const handled = handle(ctx, next);
    // Koa writes the response once this settles: at the end of the event-loop turn, with the
    // turn's other responses (see response-batch.ts).
    return handled ? handled.then(endOfTurn) : endOfTurn();
  };

  function handle(ctx: Context, next: Next): Promise<void> | void {
    const started = performance.now();
    assignRequestId(ctx);
    let requested: string | undefined;
    try {
      if (applyCors(ctx)) return writeAccessLine(ctx, started);
      requested = readRequestedApiVersion(ctx);
    } catch (thrown) {
      respondWithError(ctx, thrown);
      return writeAccessLine(ctx, started);
    }
    let routing: Promise<void> | void;
    try {
      const reading = readBody(ctx);
      const run = route ?? (() => next());
      routing = reading ? reading.then(() => run(ctx)) : run(ctx);
    } catch (thrown) {
      return finish(ctx, started, requested, thrown);
    }
    if (!routing) return finish(ctx, started, requested, SUCCEEDED);
    return routing.then(
      () => finish(ctx, started, requested, SUCCEEDED),
      (thrown: unknown) => finish(ctx, started, requested, thrown),
    );
  }
}

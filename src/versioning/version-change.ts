/**
 * A dated, breaking change of the API. Handlers only ever produce the newest shape; a change
 * knows how to turn a response of the newer shape into the shape it had before `date`.
 */

/** An endpoint as the router names it: method and path pattern (`/api/org/users/:memberId`). */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
}

export interface VersionChange {
  /** The compatibility date from which the new behaviour applies (YYYY-MM-DD). */
  date: string;
  /** A short stable name, e.g. `transit-aspects-grouped`. */
  name: string;
  /** What changed, for the changelog. */
  description: string;
  /** The endpoints whose responses this change shapes. */
  endpoints: Endpoint[];
  /**
   * Turns a response body of the newer shape into the older one. Must not mutate its input.
   * `endpoint` is the one answering (of `endpoints`), for changes whose bodies alone do not say.
   */
  toPrevious(body: unknown, endpoint: Endpoint): unknown;
}

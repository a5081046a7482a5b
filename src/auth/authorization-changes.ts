/**
 * Bounded staleness of authorization across web processes. Every change that affects what a key
 * may do (a key changed or revoked, a member's role changed or removed, a module granted or
 * revoked, a quota or version pin set, a platform admin named) writes a row to
 * `authorization_changes` in the same transaction as the change, through `recordAuthorizationChange`.
 * Each web process reads the rows above the highest id it has seen every `intervalMs` (an indexed
 * range read on the primary key) and drops what it cached for those organizations. Redis pub/sub
 * (redis/invalidation-bus.ts) brings the same news faster while Redis is up; this feed is what
 * holds the bound when Redis is down or a change was made with the admin CLI.
 *
 * Ids are taken when a transaction inserts its row but become visible when it commits, so a
 * smaller id can appear after a larger one. An id skipped over is remembered as a gap and asked
 * for again on every poll until it appears or `GAP_PATIENCE_MS` has passed (a rolled-back
 * transaction leaves a gap for good).
 */
import type { Knex } from 'knex';
import type { Database } from '../db/connect.ts';
import { Repeat } from '../timers.ts';

type Db = Database | Knex.Transaction;

/** The promise: a change is in force on every process within this many milliseconds of its commit. */
export const STALENESS_BOUND_MS = 2000;
/**
 * How old a cached principal may be before it is read again unless the feed has confirmed it
 * since: the bound less a margin for the request that uses it.
 */
export const CACHE_TRUST_MS = 1500;
/** How long a skipped id is waited for: far beyond any transaction that changes authorization. */
export const GAP_PATIENCE_MS = 60_000;
/** Rows are kept this long; a process needs only the ones since its last poll. */
const KEEP_ROWS_MS = 3_600_000;
/** Gaps wider than this (a sequence that jumped, e.g. after a crash) are not waited for. */
const MAX_GAP_WIDTH = 1000;

/**
 * Writes the change row of an organization (null = every organization, e.g. a user's platform
 * role). Call it inside the transaction that makes the change.
 */
export async function recordAuthorizationChange(db: Db, organizationId: string | null): Promise<void> {
  await db('authorization_changes').insert({ organization_id: organizationId });
}

/** Runs `change` and records it in one transaction (the caller's, when `db` already is one). */
export async function withAuthorizationChange<T>(
  db: Db,
  organizationId: string | null,
  change: (trx: Db) => Promise<T>,
): Promise<T> {
  const run = async (trx: Db) => {
    const result = await change(trx);
    await recordAuthorizationChange(trx, organizationId);
    return result;
  };
  return (db as Knex.Transaction).isTransaction ? run(db) : db.transaction(run);
}

export interface AuthorizationChangeFeedOptions {
  intervalMs: number;
  /** Called for each changed organization (null = all) before the poll counts as done. */
  onChange(organizationId: string | null): void;
  /** Called after each successful poll with the instant (epoch ms) it began: every change committed before it has been handed to onChange. */
  onPolled(startedAt: number): void;
  onError?(error: unknown): void;
}

export class AuthorizationChangeFeed {
  /** Every id up to here has been seen, or is in `gaps`. */
  private highest: number | undefined;
  /** Ids skipped over, with when they were first missed (epoch ms). */
  private readonly gaps = new Map<number, number>();
  private lastPrune = 0;
  private readonly polls: Repeat<void>;

  constructor(
    private readonly db: Database,
    private readonly options: AuthorizationChangeFeedOptions,
  ) {
    this.polls = new Repeat(() => this.read().catch((error) => this.options.onError?.(error)), options.intervalMs);
  }

  /** Reads the starting point, then polls every `intervalMs`. */
  async start(): Promise<void> {
    await this.poll();
    this.polls.start();
  }

  /** One poll now (after the one under way, if any). Errors go to `onError`. */
  poll(): Promise<void> {
    return this.polls.now();
  }

  private async read(): Promise<void> {
    const startedAt = Date.now();
    if (this.highest === undefined) {
      // Rows of transactions that may still have been open when this process started are read
      // again (their organizations' caches are empty here anyway, so that costs nothing).
      const row = await this.db('authorization_changes')
        .where('created_at', '<', this.db.raw(`now() - interval '${GAP_PATIENCE_MS} milliseconds'`))
        .max<{ max: number | string | null }>('id as max')
        .first();
      this.highest = Number(row?.max ?? 0);
    }
    const highest = this.highest;
    const gaps = [...this.gaps.keys()];
    const limit = 1000 + gaps.length;
    const rows: Array<{ id: number | string; organization_id: string | null }> = await this.db('authorization_changes')
      .where('id', '>', highest)
      .modify((query) => {
        if (gaps.length) query.orWhereIn('id', gaps);
      })
      .orderBy('id')
      .limit(limit)
      .select('id', 'organization_id');
    let top = highest;
    for (const row of rows) {
      const id = Number(row.id);
      if (id > top) {
        if (id - top - 1 <= MAX_GAP_WIDTH)
          for (let missing = top + 1; missing < id; missing++) this.gaps.set(missing, startedAt);
        top = id;
      } else {
        this.gaps.delete(id);
      }
      this.options.onChange(row.organization_id);
    }
    this.highest = top;
    for (const [id, since] of this.gaps) if (startedAt - since > GAP_PATIENCE_MS) this.gaps.delete(id);
    // A full page may have left rows for the next poll: only a complete read vouches for the cache.
    if (rows.length < limit) this.options.onPolled(startedAt);
    if (startedAt - this.lastPrune > 60_000) {
      this.lastPrune = startedAt;
      await this.db('authorization_changes')
        .where('created_at', '<', this.db.raw(`now() - interval '${KEEP_ROWS_MS} milliseconds'`))
        .delete();
    }
  }

  stop(): Promise<void> {
    return this.polls.stop();
  }
}

/**
 * Writing the global interpretation texts into the content library at start-up, idempotently:
 * - the texts are composed in the calculation pool, which also returns their digest (the seed
 *   version); when `content_seed_state` already holds that version, nothing is written (one small
 *   query: the usual restart);
 * - otherwise, in one transaction under an advisory lock (so several processes starting at once
 *   write once, the others wait and then find the version current), the items are upserted in
 *   bulk (inserted, or updated where a text changed), global items no longer in the seed are
 *   soft-deleted, and the version is recorded. The unique index on (urn, language) of global items
 *   makes duplicates impossible whatever happens.
 * The seed runs in the background: the service listens at once; on the very first start content
 * routes wait for it, on a restart they answer at once.
 */
import type { Knex } from 'knex';
import type { Database } from '../../db/connect.ts';
import type { SeedItem } from '../../interpretation/seed-texts.ts';
import type { Services } from '../../services.ts';

/** The row of `content_seed_state` that the interpretation texts use. */
export const SEED_NAME = 'interpretations';
/** Items per INSERT statement (each statement carries its chunk as one JSON parameter). */
const CHUNK = 1000;

export interface SeedOutcome {
  /** `current`: the version was already in the table; `seeded`: this process wrote it; `failed`. */
  status: 'current' | 'seeded' | 'failed';
  version?: string;
  items: number;
  inserted: number;
  updated: number;
  /** Global items no longer in the seed, soft-deleted. */
  retired: number;
  /** Wall time of the whole seed, milliseconds. */
  ms: number;
  error?: string;
}

/** The seed version recorded in the database, if any. */
export async function recordedSeedVersion(db: Database | Knex.Transaction): Promise<string | undefined> {
  const row = await db('content_seed_state').where({ name: SEED_NAME }).first('version');
  return row?.version;
}

/**
 * Writes `items` as global content items unless `version` is already recorded. Safe to run from
 * several processes at once.
 */
export async function writeSeed(
  db: Database,
  version: string,
  items: readonly SeedItem[],
): Promise<Omit<SeedOutcome, 'ms'>> {
  return db.transaction(async (trx) => {
    // Advisory locks are per database: the schema keeps tests in separate schemas apart.
    await trx.raw(`select pg_advisory_xact_lock(hashtext(current_schema() || ':content-seed'))`);
    if ((await recordedSeedVersion(trx)) === version) {
      return { status: 'current' as const, version, items: items.length, inserted: 0, updated: 0, retired: 0 };
    }
    let inserted = 0;
    let updated = 0;
    for (let start = 0; start < items.length; start += CHUNK) {
      const chunk = JSON.stringify(items.slice(start, start + CHUNK));
      const result = await trx.raw(
        `insert into content_items (urn, language, title, body, metadata, owner_type)
         select x.urn, x.language, x.title, x.body, x.metadata, 'global'
           from jsonb_to_recordset(?::jsonb) as x(urn text, language text, title text, body text, metadata jsonb)
         on conflict (urn, language) where owner_type = 'global'
         do update set title = excluded.title, body = excluded.body, metadata = excluded.metadata,
                       deleted_at = null, updated_at = now()
           where content_items.title is distinct from excluded.title
              or content_items.body is distinct from excluded.body
              or content_items.metadata is distinct from excluded.metadata
              or content_items.deleted_at is not null
         returning (xmax = 0) as inserted`,
        [chunk],
      );
      for (const row of result.rows as { inserted: boolean }[]) {
        if (row.inserted) inserted++;
        else updated++;
      }
    }
    const wanted = new Set(items.map((item) => `${item.language}\u0000${item.urn}`));
    const live: { id: string; urn: string; language: string }[] = await trx('content_items')
      .where({ owner_type: 'global' })
      .whereNull('deleted_at')
      .select('id', 'urn', 'language');
    const stale = live.filter((row) => !wanted.has(`${row.language}\u0000${row.urn}`)).map((row) => row.id);
    for (let start = 0; start < stale.length; start += CHUNK) {
      await trx('content_items')
        .whereIn('id', stale.slice(start, start + CHUNK))
        .update({ deleted_at: trx.fn.now(), updated_at: trx.fn.now() });
    }
    await trx('content_seed_state')
      .insert({ name: SEED_NAME, version, items: items.length, seeded_at: trx.fn.now() })
      .onConflict('name')
      .merge();
    // Fresh statistics for the planner (the embedded database has no autovacuum).
    await trx.raw('analyze content_items');
    return { status: 'seeded' as const, version, items: items.length, inserted, updated, retired: stale.length };
  });
}

/**
 * Seeds the global texts: asks the pool for the current version, compares it with the table, and
 * writes only when they differ. `onReadable` is called as soon as the table is known to hold a
 * seed (any version: a restart) or when the seed is done. Never throws: a failure is reported in
 * the outcome and logged.
 */
export async function seedGlobalContent(
  services: Pick<Services, 'db' | 'pool' | 'logger'>,
  onReadable: () => void = () => {},
): Promise<SeedOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const recorded = await recordedSeedVersion(services.db);
    if (recorded) onReadable();
    const { version, count } = await services.pool.run('interpretationSeed', { withItems: false });
    let outcome: SeedOutcome;
    if (recorded === version) {
      outcome = { status: 'current', version, items: count, inserted: 0, updated: 0, retired: 0, ms: elapsed() };
    } else {
      const { items } = await services.pool.run('interpretationSeed', { withItems: true });
      outcome = { ...(await writeSeed(services.db, version, items!)), ms: elapsed() };
    }
    if (outcome.status === 'seeded') services.logger.info(outcome, 'content library seeded');
    else services.logger.debug(outcome, 'content library seed is current');
    return outcome;
  } catch (error) {
    const outcome: SeedOutcome = {
      status: 'failed',
      items: 0,
      inserted: 0,
      updated: 0,
      retired: 0,
      ms: elapsed(),
      error: String(error),
    };
    services.logger.warn({ err: error }, 'the content library seed did not finish; it is retried at the next start');
    return outcome;
  } finally {
    onReadable();
  }
}

interface SeedRun {
  done: Promise<SeedOutcome>;
  readable: Promise<void>;
}
const runs = new WeakMap<object, SeedRun>();

function runOf(services: Services): SeedRun {
  let run = runs.get(services);
  if (!run) {
    let markReadable!: () => void;
    const readable = new Promise<void>((resolve) => (markReadable = resolve));
    run = { done: seedGlobalContent(services, markReadable), readable };
    runs.set(services, run);
  }
  return run;
}

/**
 * The seed of this service: started on the first call (at start-up with CONTENT_SEED=eager, else
 * at the first content request), the same promise afterwards.
 */
export function contentSeed(services: Services): Promise<SeedOutcome> {
  return runOf(services).done;
}

/**
 * Resolves when content requests may be answered: at once on a restart (the table holds a seed;
 * a newer version is written meanwhile), after the seed on the very first start.
 */
export function contentReadable(services: Services): Promise<void> {
  return runOf(services).readable;
}

/**
 * A short-lived in-process cache of principals by key hash, so that authentication does not cost
 * a database query per request. Entries live `ttlMs`; any change to an organization's keys,
 * members, modules, quota or pin invalidates that organization's entries at once in this process
 * and, through the invalidation bus and the authorization change feed, in every other process.
 * Unknown hashes are remembered briefly so that a flood of bad keys does not reach the database;
 * concurrent misses share one query.
 *
 * Bounded staleness: with `maxStalenessMs` set, an entry is used only while it was loaded, or the
 * change feed last confirmed that nothing changed (`confirmFresh`), within that many
 * milliseconds. When the feed cannot read the database (or falls behind), entries are loaded
 * again instead of trusted. A load that began before an invalidation is not kept (its callers
 * still get its answer; a later caller starts a new load).
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/connect.ts';
import { hashApiKey } from './api-key-secret.ts';
import { loadPrincipal, type Principal } from './principal.ts';

/** A cached answer (an object, as lru-cache keeps no undefined: `principal` is undefined for an unknown key). */
interface Entry {
  principal: Principal | undefined;
  /** When its database read began (epoch ms). */
  loadedAt: number;
}

export interface PrincipalCacheOptions {
  ttlMs?: number;
  missTtlMs?: number;
  maxEntries?: number;
  /** How old (ms) what an entry says may be; undefined = trust entries for their TTL. */
  maxStalenessMs?: number;
  /** The clock, epoch ms (tests pass one they move). */
  now?: () => number;
}

export class PrincipalCache {
  /**
   * Least recently used entries go first when full; each expires after its own TTL (hit or miss).
   * Concurrent misses share one load (lru-cache's fetch). An invalidation deletes the loads under
   * way, as they may have read the state before the change: their callers still get their answer
   * (ignoreFetchAbort), a later caller starts a new load, and a deleted load's answer is not kept.
   */
  private readonly entries: LRUCache<string, Entry>;
  /** Key value → hash, so that a busy key is hashed once, not on every request. */
  private readonly hashes: LRUCache<string, string>;
  /** The loads under way by hash (lru-cache's iterators skip them), for an invalidation to delete. */
  private readonly loading = new Map<string, AbortSignal>();
  private readonly maxStalenessMs: number | undefined;
  private readonly now: () => number;
  /** When the change feed's last complete read began: no change committed before it is missed here. */
  private confirmedAt = 0;

  constructor(
    private readonly db: Database,
    options: PrincipalCacheOptions = {},
  ) {
    const ttlMs = options.ttlMs ?? 15_000;
    const missTtlMs = options.missTtlMs ?? 2_000;
    const max = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
    this.entries = new LRUCache<string, Entry>({
      max,
      ttl: ttlMs,
      ...clock,
      ignoreFetchAbort: true,
      fetchMethod: async (hash, _stale, { signal, options: setOptions }) => {
        this.loading.set(hash, signal);
        try {
          const loadedAt = this.now();
          const principal = await loadPrincipal(this.db, { hash });
          if (!principal) setOptions.ttl = missTtlMs;
          return { principal, loadedAt };
        } finally {
          if (this.loading.get(hash) === signal) this.loading.delete(hash);
        }
      },
    });
    this.hashes = new LRUCache<string, string>({ max });
    this.maxStalenessMs = options.maxStalenessMs;
  }

  /** Every authorization change committed before `startedAt` (epoch ms) has been applied here. */
  confirmFresh(startedAt: number): void {
    if (startedAt > this.confirmedAt) this.confirmedAt = startedAt;
  }

  /** The SHA-256 hash of a presented key value, remembered for the keys seen recently. */
  hashOf(key: string): string {
    let hash = this.hashes.get(key);
    if (hash === undefined) {
      hash = hashApiKey(key);
      this.hashes.set(key, hash);
    }
    return hash;
  }

  /** The cached principal of a key hash: `null` when not cached (use `get`), undefined for an unknown key. */
  cached(hash: string): Principal | undefined | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    if (
      this.maxStalenessMs !== undefined &&
      Math.max(entry.loadedAt, this.confirmedAt) < this.now() - this.maxStalenessMs
    )
      return null;
    return entry.principal;
  }

  /** The principal of a key hash, from the cache or the database. */
  async get(hash: string): Promise<Principal | undefined> {
    const cached = this.cached(hash);
    if (cached !== null) return cached;
    // Forced: an entry too old to trust is loaded again (a load under way is joined all the same).
    const entry = await this.entries.fetch(hash, { forceRefresh: true });
    return entry?.principal;
  }

  /** Drops every cached principal of an organization (and every remembered miss). */
  invalidateOrganization(organizationId: string): void {
    this.dropLoads();
    const dropped = [...this.entries.entries()].filter(
      ([, entry]) => !entry.principal || entry.principal.organizationId === organizationId,
    );
    for (const [hash] of dropped) this.entries.delete(hash);
  }

  /** Drops every cached principal (a change that concerns every organization). */
  clear(): void {
    this.loading.clear();
    this.entries.clear();
  }

  /** Deletes the loads under way (see `entries`). */
  private dropLoads(): void {
    for (const hash of this.loading.keys()) this.entries.delete(hash);
    this.loading.clear();
  }
}

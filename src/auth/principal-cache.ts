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
 * again instead of trusted. A load that began before an invalidation is not kept.
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
}

export class PrincipalCache {
  /** Least recently used entries go first when full; each expires after its own TTL (hit or miss). */
  private readonly entries: LRUCache<string, Entry>;
  /** Key value → hash, so that a busy key is hashed once, not on every request. */
  private readonly hashes: LRUCache<string, string>;
  /**
   * Loads under way, shared by concurrent misses. Not lru-cache's fetchMethod: on an invalidation
   * its callers must still get the load's answer while a later caller starts a new load, where
   * lru-cache would abort the fetch (its callers then get an error, not a principal).
   */
  private readonly pending = new Map<string, Promise<Principal | undefined>>();
  private readonly ttlMs: number;
  private readonly missTtlMs: number;
  private readonly maxStalenessMs: number | undefined;
  /** When the change feed's last complete read began: no change committed before it is missed here. */
  private confirmedAt = 0;
  /** Counts invalidations, so that a load overtaken by one is not cached. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    options: PrincipalCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.missTtlMs = options.missTtlMs ?? 2_000;
    const max = options.maxEntries ?? 10_000;
    this.entries = new LRUCache<string, Entry>({ max, ttl: this.ttlMs });
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
      Math.max(entry.loadedAt, this.confirmedAt) < Date.now() - this.maxStalenessMs
    )
      return null;
    return entry.principal;
  }

  /** The principal of a key hash, from the cache or the database. */
  async get(hash: string): Promise<Principal | undefined> {
    const cached = this.cached(hash);
    if (cached !== null) return cached;
    const inFlight = this.pending.get(hash);
    if (inFlight) return inFlight;
    const loadedAt = Date.now();
    const generation = this.generation;
    const loading = loadPrincipal(this.db, { hash })
      .then((principal) => {
        if (generation === this.generation)
          this.entries.set(hash, { principal, loadedAt }, { ttl: principal ? this.ttlMs : this.missTtlMs });
        return principal;
      })
      .finally(() => {
        if (this.pending.get(hash) === loading) this.pending.delete(hash);
      });
    this.pending.set(hash, loading);
    return loading;
  }

  /** Drops every cached principal of an organization (and every remembered miss). */
  invalidateOrganization(organizationId: string): void {
    this.generation++;
    // Loads under way may have read the state before the change: later callers start their own.
    this.pending.clear();
    const dropped = [...this.entries.entries()].filter(
      ([, entry]) => !entry.principal || entry.principal.organizationId === organizationId,
    );
    for (const [hash] of dropped) this.entries.delete(hash);
  }

  /** Drops every cached principal (a change that concerns every organization). */
  clear(): void {
    this.generation++;
    this.pending.clear();
    this.entries.clear();
  }
}

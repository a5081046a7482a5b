/**
 * A short-lived in-process cache of principals by key hash, so that authentication does not cost
 * a database query per request. Entries live `ttlMs`; any change to an organization's keys,
 * members, modules or pin invalidates that organization's entries at once in this process and,
 * through the invalidation bus, in every other process. Unknown hashes are remembered briefly so
 * that a flood of bad keys does not reach the database; concurrent misses share one query.
 */
import type { Database } from '../db/connect.ts';
import { hashApiKey } from './api-key-secret.ts';
import { loadPrincipal, type Principal } from './principal.ts';

interface Entry {
  principal: Principal | undefined;
  expires: number;
}

export interface PrincipalCacheOptions {
  ttlMs?: number;
  missTtlMs?: number;
  maxEntries?: number;
}

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  /** Key value → hash, so that a busy key is hashed once, not on every request. */
  private readonly hashes = new Map<string, string>();
  private readonly pending = new Map<string, Promise<Principal | undefined>>();
  private readonly ttlMs: number;
  private readonly missTtlMs: number;
  private readonly maxEntries: number;

  constructor(private readonly db: Database, options: PrincipalCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.missTtlMs = options.missTtlMs ?? 2_000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** The SHA-256 hash of a presented key value, remembered for the keys seen recently. */
  hashOf(key: string): string {
    let hash = this.hashes.get(key);
    if (hash === undefined) {
      hash = hashApiKey(key);
      if (this.hashes.size >= this.maxEntries) this.hashes.clear();
      this.hashes.set(key, hash);
    }
    return hash;
  }

  /** The cached principal of a key hash: `null` when not cached (use `get`), undefined for an unknown key. */
  cached(hash: string): Principal | undefined | null {
    const entry = this.entries.get(hash);
    return entry && entry.expires > Date.now() ? entry.principal : null;
  }

  /** The principal of a key hash, from the cache or the database. */
  async get(hash: string): Promise<Principal | undefined> {
    const cached = this.cached(hash);
    if (cached !== null) return cached;
    const inFlight = this.pending.get(hash);
    if (inFlight) return inFlight;
    const loading = loadPrincipal(this.db, { hash })
      .then((principal) => {
        if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        this.entries.set(hash, { principal, expires: Date.now() + (principal ? this.ttlMs : this.missTtlMs) });
        return principal;
      })
      .finally(() => this.pending.delete(hash));
    this.pending.set(hash, loading);
    return loading;
  }

  /** Drops every cached principal of an organization (and every remembered miss). */
  invalidateOrganization(organizationId: string): void {
    for (const [hash, entry] of this.entries) {
      if (!entry.principal || entry.principal.organizationId === organizationId) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

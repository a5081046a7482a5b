/**
 * An in-process cache of resolved interpretation texts, so that calculation responses that
 * include text (transits, chat context) rarely query the content library:
 * - global texts by (language, urn), each kept `globalTtlMs` (they change only when the seed writes);
 * - each organization's own texts by (language, urn) on a shelf of its own, kept
 *   `organizationTtlMs` from the shelf's first text and dropped at once in this process when the
 *   organization writes content; other processes see a write within `organizationTtlMs` (10 s by
 *   default).
 * The least recently used texts, and shelves, go first when full (lru-cache). A null text records
 * that the library holds none, so absent texts are not queried again.
 */
import { LRUCache } from 'lru-cache';

export interface CachedText {
  title: string;
  body: string;
}

/** A cached answer (an object, as lru-cache keeps no null). */
interface Slot {
  text: CachedText | null;
}
type Shelf = LRUCache<string, Slot>;

export interface TextCacheOptions {
  organizationTtlMs?: number;
  globalTtlMs?: number;
  /** Texts kept per shelf (the global one, or one organization's). */
  maxTextsPerShelf?: number;
  maxOrganizations?: number;
  /** The clock of the TTLs, ms (tests pass one they move). */
  now?: () => number;
}

const keyOf = (language: string, urn: string) => `${language}\u0000${urn}`;

export class ContentTextCache {
  private readonly global: Shelf;
  private readonly organizations: LRUCache<string, Shelf>;
  private readonly maxTexts: number;

  constructor(options: TextCacheOptions = {}) {
    this.maxTexts = options.maxTextsPerShelf ?? 50_000;
    const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
    this.global = new LRUCache({ max: this.maxTexts, ttl: options.globalTtlMs ?? 600_000, ...clock });
    this.organizations = new LRUCache({
      max: options.maxOrganizations ?? 2_000,
      ttl: options.organizationTtlMs ?? 10_000,
      ...clock,
    });
  }

  private shelfOf(organizationId: string | null, create: boolean): Shelf | undefined {
    if (organizationId === null) return this.global;
    let shelf = this.organizations.get(organizationId);
    if (!shelf && create) {
      shelf = new LRUCache({ max: this.maxTexts });
      this.organizations.set(organizationId, shelf);
    }
    return shelf;
  }

  /**
   * The cached text of (organization or global when null, language, urn): the text, null when
   * known to be absent, undefined when not cached.
   */
  get(organizationId: string | null, language: string, urn: string): CachedText | null | undefined {
    return this.shelfOf(organizationId, false)?.get(keyOf(language, urn))?.text;
  }

  set(organizationId: string | null, language: string, urn: string, text: CachedText | null): void {
    this.shelfOf(organizationId, true)?.set(keyOf(language, urn), { text });
  }

  /** Forgets an organization's texts (after it created, changed, deleted or restored an item). */
  invalidateOrganization(organizationId: string): void {
    this.organizations.delete(organizationId);
  }

  /** Forgets everything (after the seed rewrote the global texts). */
  clear(): void {
    this.organizations.clear();
    this.global.clear();
  }
}

const caches = new WeakMap<object, ContentTextCache>();

/** The text cache of a database handle (one per process: web routes and report jobs share it). */
export function contentTextCache(db: object): ContentTextCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ContentTextCache();
    caches.set(db, cache);
  }
  return cache;
}

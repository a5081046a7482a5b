/**
 * An in-process cache of resolved interpretation texts, so that calculation responses that
 * include text (transits, chat context) rarely query the content library:
 * - global texts by (language, urn), kept `globalTtlMs` (they change only when the seed writes);
 * - each organization's own texts by (language, urn), kept `organizationTtlMs`, dropped at once in
 *   this process when the organization writes content; other processes see a write within
 *   `organizationTtlMs` (10 s by default).
 * `null` records that the library holds no text, so absent texts are not queried again.
 */
export interface CachedText {
  title: string;
  body: string;
}

interface Shelf {
  expires: number;
  texts: Map<string, CachedText | null>;
}

export interface TextCacheOptions {
  organizationTtlMs?: number;
  globalTtlMs?: number;
  /** Texts kept per shelf (the global one, or one organization) before the shelf is emptied. */
  maxTextsPerShelf?: number;
  maxOrganizations?: number;
}

const keyOf = (language: string, urn: string) => `${language}\u0000${urn}`;

export class ContentTextCache {
  private global: Shelf;
  private readonly organizations = new Map<string, Shelf>();
  private readonly organizationTtlMs: number;
  private readonly globalTtlMs: number;
  private readonly maxTexts: number;
  private readonly maxOrganizations: number;

  constructor(options: TextCacheOptions = {}) {
    this.organizationTtlMs = options.organizationTtlMs ?? 10_000;
    this.globalTtlMs = options.globalTtlMs ?? 600_000;
    this.maxTexts = options.maxTextsPerShelf ?? 50_000;
    this.maxOrganizations = options.maxOrganizations ?? 2_000;
    this.global = { expires: Date.now() + this.globalTtlMs, texts: new Map() };
  }

  private shelfOf(organizationId: string | null, create: boolean): Shelf | undefined {
    const now = Date.now();
    if (organizationId === null) {
      if (this.global.expires <= now) this.global = { expires: now + this.globalTtlMs, texts: new Map() };
      return this.global;
    }
    let shelf = this.organizations.get(organizationId);
    if (shelf && shelf.expires <= now) {
      this.organizations.delete(organizationId);
      shelf = undefined;
    }
    if (!shelf && create) {
      if (this.organizations.size >= this.maxOrganizations)
        this.organizations.delete(this.organizations.keys().next().value as string);
      shelf = { expires: now + this.organizationTtlMs, texts: new Map() };
      this.organizations.set(organizationId, shelf);
    }
    return shelf;
  }

  /**
   * The cached text of (organization or global when null, language, urn): the text, null when
   * known to be absent, undefined when not cached.
   */
  get(organizationId: string | null, language: string, urn: string): CachedText | null | undefined {
    return this.shelfOf(organizationId, false)?.texts.get(keyOf(language, urn));
  }

  set(organizationId: string | null, language: string, urn: string, text: CachedText | null): void {
    const shelf = this.shelfOf(organizationId, true)!;
    if (shelf.texts.size >= this.maxTexts) shelf.texts.clear();
    shelf.texts.set(keyOf(language, urn), text);
  }

  /** Forgets an organization's texts (after it created, changed, deleted or restored an item). */
  invalidateOrganization(organizationId: string): void {
    this.organizations.delete(organizationId);
  }

  /** Forgets everything (after the seed rewrote the global texts). */
  clear(): void {
    this.organizations.clear();
    this.global = { expires: Date.now() + this.globalTtlMs, texts: new Map() };
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

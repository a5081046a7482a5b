/**
 * The interpretation texts an organization sees, from the content library: for each URN, the
 * organization's own live item (its custom copy of the global text, or its own item with that
 * URN), else the global item, else the built-in text composed by src/interpretation (used while
 * the library is not seeded yet, or for URNs it lacks). Misses are resolved with one query for
 * all URNs; results are cached per database handle (see ContentTextCache).
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/connect.ts';
import { interpretationText, parseInterpretationUrn, urnOf } from '../interpretation/index.ts';
import { type CachedText, contentTextCache } from './text-cache.ts';

/** The library's URN of a requested one (`true-node` → `north-node`), other URNs as given; the recent ones kept. */
const libraryUrns = new LRUCache<string, string>({
  max: 50_000,
  memoMethod: (urn) => {
    const subject = parseInterpretationUrn(urn);
    return subject ? urnOf(subject) : urn;
  },
});
const libraryUrn = (urn: string) => libraryUrns.memo(urn);

/**
 * Texts for `urns` in `language` as `organizationId` sees them.
 * @param db the database (its handle also keys the text cache)
 * @param organizationId the organization the response is for
 * @param urns interpretation URNs (any vocabulary point ids; duplicates allowed)
 * @param language ISO 639 code (en, es, de, fr, it for the built-in texts)
 * @returns title and Markdown body per requested URN (as given); URNs without any text are absent
 */
export async function libraryTexts(
  db: Database,
  organizationId: string,
  urns: string[],
  language: string,
): Promise<Map<string, { title: string; body: string }>> {
  const cache = contentTextCache(db);
  const wanted = new Map<string, string>(urns.map((urn) => [urn, libraryUrn(urn)]));
  const resolved = new Map<string, { own: CachedText | null | undefined; global: CachedText | null | undefined }>();
  for (const urn of new Set(wanted.values())) {
    resolved.set(urn, { own: cache.get(organizationId, language, urn), global: cache.get(null, language, urn) });
  }
  const missing = [...resolved].filter(([, r]) => r.own === undefined || r.global === undefined).map(([urn]) => urn);
  if (missing.length > 0) {
    const rows: { urn: string; owner_type: 'global' | 'organization'; title: string; body: string }[] = await db(
      'content_items',
    )
      .where('language', language)
      .whereIn('urn', missing)
      .whereNull('deleted_at')
      .where((w) => w.where('owner_type', 'global').orWhere('owner_id', organizationId))
      .select('urn', 'owner_type', 'title', 'body');
    for (const urn of missing) resolved.set(urn, { own: null, global: null });
    for (const row of rows)
      resolved.get(row.urn)![row.owner_type === 'global' ? 'global' : 'own'] = { title: row.title, body: row.body };
    for (const urn of missing) {
      const r = resolved.get(urn)!;
      cache.set(organizationId, language, urn, r.own!);
      cache.set(null, language, urn, r.global!);
    }
  }
  const texts = new Map<string, { title: string; body: string }>();
  for (const [requested, urn] of wanted) {
    const r = resolved.get(urn)!;
    const text = r.own ?? r.global ?? interpretationText(requested, language);
    if (text) texts.set(requested, { title: text.title, body: text.body });
  }
  return texts;
}

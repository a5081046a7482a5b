/**
 * The global content items the seed writes: every interpretation text of src/interpretation
 * (3,077 subjects in each language of LANGUAGES), and a digest of them that serves as the seed's version. Pure and
 * CPU-bound (about 0.1–0.4 s): it runs in the calculation pool, not on the event loop.
 */
import { createHash } from 'node:crypto';
import { seedInterpretations } from './index.ts';

/** One global item as the seed writes it. */
export interface SeedItem {
  urn: string;
  /** ISO 639-1 code, one of LANGUAGES. */
  language: string;
  title: string;
  /** Markdown. */
  body: string;
  /** The subject of the text: `kind` plus the ids it is about. */
  metadata: Record<string, unknown>;
}

/** Every seeded item, in the catalogue's stable order. */
export function seedItems(): SeedItem[] {
  const items: SeedItem[] = [];
  for (const item of seedInterpretations()) {
    items.push({
      urn: item.urn,
      language: item.language,
      title: item.title,
      body: item.body,
      metadata: { ...item.metadata },
    });
  }
  return items;
}

/**
 * The version of a list of seed items: SHA-256 (hex) over every field of every item, in order.
 * Any change to a text, its metadata, or the set of items changes it.
 */
export function seedDigest(items: readonly SeedItem[]): string {
  const hash = createHash('sha256');
  for (const item of items) {
    hash.update(
      `${item.urn}\u0000${item.language}\u0000${item.title}\u0000${item.body}\u0000${JSON.stringify(item.metadata)}\u0001`,
    );
  }
  return `sha256:${hash.digest('hex')}`;
}

/** What the pool task returns: the digest alone (cheap to send back), or the items too. */
export function interpretationSeed(input: { withItems: boolean }): {
  version: string;
  count: number;
  items?: SeedItem[];
} {
  const items = seedItems();
  return { version: seedDigest(items), count: items.length, ...(input.withItems ? { items } : {}) };
}

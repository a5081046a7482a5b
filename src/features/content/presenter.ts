/**
 * A content item as the API shows it: the spec's attribute names (snake case) plus `language`,
 * `deleted_at` (null while live) and, on global items, `custom_copy_id` (the organization's live
 * copy, or null); `links.self` is the item's absolute URL.
 */
import type { ContentRow } from './queries.ts';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The path of an item. */
export const contentPath = (id: string) => `/api/content/${id}`;

export function presentContent(row: ContentRow, baseUrl: string) {
  return {
    type: 'content' as const,
    id: row.id,
    attributes: {
      urn: row.urn,
      title: row.title,
      body: row.body,
      metadata: row.metadata ?? {},
      owner_type: row.owner_type,
      owner_id: row.owner_id,
      base_content_id: row.base_content_id,
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
      language: row.language,
      deleted_at: iso(row.deleted_at),
      ...(row.owner_type === 'global' ? { custom_copy_id: row.custom_copy_id ?? null } : {}),
    },
    links: { self: `${baseUrl}${contentPath(row.id)}` },
  };
}

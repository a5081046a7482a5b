/**
 * Content items in the database. An organization sees the live global items and its own items
 * (live or deleted); another organization's items are never found. Global items retired by the
 * seed are not visible.
 */
import type { Knex } from 'knex';
import type { Database } from '../../db/connect.ts';

type Db = Database | Knex.Transaction;

export interface ContentRow {
  id: string;
  urn: string;
  language: string;
  title: string;
  body: string;
  metadata: Record<string, unknown>;
  owner_type: 'global' | 'organization';
  owner_id: string | null;
  base_content_id: string | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  /** For a global item: the id of the organization's live copy of it, if any (lists and gets only). */
  custom_copy_id?: string | null;
}

const COLUMNS = [
  'c.id',
  'c.urn',
  'c.language',
  'c.title',
  'c.body',
  'c.metadata',
  'c.owner_type',
  'c.owner_id',
  'c.base_content_id',
  'c.created_at',
  'c.updated_at',
  'c.deleted_at',
];
const RETURNING = COLUMNS.map((c) => c.slice(2));

/** Restricts `content_items as c` to what `organizationId` may see. */
function visibleTo(query: Knex.QueryBuilder, organizationId: string): Knex.QueryBuilder {
  return query.where((w) =>
    w.where((g) => g.where('c.owner_type', 'global').whereNull('c.deleted_at')).orWhere('c.owner_id', organizationId),
  );
}

/** Adds `custom_copy_id`: the organization's live copy of each global row. */
function withCopy(db: Db, query: Knex.QueryBuilder, organizationId: string): Knex.QueryBuilder {
  return query
    .leftJoin('content_items as copy', (j) =>
      j
        .on('copy.base_content_id', 'c.id')
        .andOn('copy.owner_id', db.raw('?', [organizationId]))
        .andOnNull('copy.deleted_at'),
    )
    .select(db.raw('copy.id as custom_copy_id'));
}

export interface ContentFilters {
  urnPrefix?: string;
  language?: string;
  owner?: 'global' | 'organization';
  /** true: only the organization's deleted items; false: live items. */
  deleted: boolean;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the items an organization sees, ordered by URN, language, owner (global first), id; and the total. */
export async function listContent(
  db: Db,
  organizationId: string,
  filters: ContentFilters,
  page: { size: number; number: number },
): Promise<{ rows: ContentRow[]; total: number }> {
  const base = () => {
    const q = visibleTo(db('content_items as c'), organizationId);
    if (filters.urnPrefix) q.where('c.urn', 'like', likePrefix(filters.urnPrefix));
    if (filters.language) q.where('c.language', filters.language);
    if (filters.owner === 'global') q.where('c.owner_type', 'global');
    if (filters.owner === 'organization') q.where('c.owner_type', 'organization');
    if (filters.deleted) q.whereNotNull('c.deleted_at');
    else q.whereNull('c.deleted_at');
    return q;
  };
  const [rows, [{ total }]] = await Promise.all([
    withCopy(db, base(), organizationId)
      .select(COLUMNS)
      .orderBy([{ column: 'c.urn' }, { column: 'c.language' }, { column: 'c.owner_type' }, { column: 'c.id' }])
      .limit(page.size)
      .offset(page.size * page.number),
    base().count<{ total: number }[]>('* as total'),
  ]);
  return { rows, total: Number(total) };
}

/** An item the organization may see (its own even when deleted), or undefined. */
export async function findVisibleContent(db: Db, organizationId: string, id: string): Promise<ContentRow | undefined> {
  return withCopy(db, visibleTo(db('content_items as c'), organizationId).where('c.id', id), organizationId).first(
    COLUMNS,
  );
}

/** The organization's own item, locked for update, or undefined. */
export async function lockOwnContent(
  trx: Knex.Transaction,
  organizationId: string,
  id: string,
): Promise<ContentRow | undefined> {
  return trx('content_items as c')
    .where({ 'c.id': id, 'c.owner_type': 'organization', 'c.owner_id': organizationId })
    .forUpdate()
    .first(COLUMNS);
}

export interface NewContent {
  urn: string;
  language: string;
  title: string;
  body: string;
  metadata: Record<string, unknown>;
}

export async function insertContent(db: Db, organizationId: string, item: NewContent): Promise<ContentRow> {
  const [row] = await db('content_items')
    .insert({ ...item, metadata: JSON.stringify(item.metadata), owner_type: 'organization', owner_id: organizationId })
    .returning(RETURNING);
  return row;
}

/** The organization's copy of a live global item (same URN, language, title, body, metadata), or undefined when the global item does not exist. */
export async function insertCustomCopy(
  db: Db,
  organizationId: string,
  globalId: string,
): Promise<ContentRow | undefined> {
  const result = await db.raw(
    `insert into content_items (urn, language, title, body, metadata, owner_type, owner_id, base_content_id)
     select urn, language, title, body, metadata, 'organization', ?, id
       from content_items where id = ? and owner_type = 'global' and deleted_at is null
     returning ${RETURNING.join(', ')}`,
    [organizationId, globalId],
  );
  return result.rows[0];
}

/** The organization's live item with this URN and language (to name it in a conflict). */
export async function findLiveOwnByUrn(
  db: Db,
  organizationId: string,
  urn: string,
  language: string,
): Promise<ContentRow | undefined> {
  return db('content_items as c')
    .where({ 'c.owner_type': 'organization', 'c.owner_id': organizationId, 'c.urn': urn, 'c.language': language })
    .whereNull('c.deleted_at')
    .first(COLUMNS);
}

export async function updateContent(db: Db, id: string, changes: Record<string, unknown>): Promise<ContentRow> {
  const values: Record<string, unknown> = { ...changes, updated_at: db.fn.now() };
  if (changes.metadata !== undefined) values.metadata = JSON.stringify(changes.metadata);
  const [row] = await db('content_items').where({ id }).update(values).returning(RETURNING);
  return row;
}

/** True for the unique violation of "one live item per organization, URN and language". */
export function isUrnTaken(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'content_items_organization_urn' || /content_items_organization_urn/.test(e.message ?? ''))
  );
}

/** Widgets of an organization in the database. */

import type { ModuleId } from '../../auth/modules.ts';
import type { Database } from '../../db/connect.ts';
import type { WidgetType } from './widget-settings.ts';

export interface WidgetRow {
  id: string;
  organization_id: string;
  type: WidgetType;
  name: string;
  settings: unknown;
  required_module: ModuleId;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Settings arrive as parsed JSON from pg and PGlite alike; a string (older drivers) is parsed. */
function normalise(row: WidgetRow): WidgetRow {
  return typeof row.settings === 'string' ? { ...row, settings: JSON.parse(row.settings) } : row;
}

export async function insertWidget(
  db: Database,
  widget: {
    organizationId: string;
    type: WidgetType;
    name: string;
    settings: object;
    requiredModule: ModuleId;
    enabled: boolean;
  },
): Promise<WidgetRow> {
  const [row] = await db('widgets')
    .insert({
      organization_id: widget.organizationId,
      type: widget.type,
      name: widget.name,
      settings: JSON.stringify(widget.settings),
      required_module: widget.requiredModule,
      enabled: widget.enabled,
    })
    .returning('*');
  return normalise(row);
}

export async function listWidgets(db: Database, organizationId: string): Promise<WidgetRow[]> {
  const rows: WidgetRow[] = await db('widgets')
    .where({ organization_id: organizationId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  return rows.map(normalise);
}

/** The widget with this id in this organization (enabled or not), or undefined. */
export async function findWidget(db: Database, organizationId: string, id: string): Promise<WidgetRow | undefined> {
  const row: WidgetRow | undefined = await db('widgets').where({ organization_id: organizationId, id }).first();
  return row && normalise(row);
}

export async function updateWidget(
  db: Database,
  organizationId: string,
  id: string,
  changes: { name?: string; settings?: object; enabled?: boolean },
): Promise<WidgetRow | undefined> {
  const values: Record<string, unknown> = { updated_at: db.fn.now() };
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.settings !== undefined) values.settings = JSON.stringify(changes.settings);
  if (changes.enabled !== undefined) values.enabled = changes.enabled;
  const [row] = await db('widgets').where({ organization_id: organizationId, id }).update(values).returning('*');
  return row && normalise(row);
}

export async function deleteWidget(db: Database, organizationId: string, id: string): Promise<WidgetRow | undefined> {
  const [row] = await db('widgets').where({ organization_id: organizationId, id }).delete().returning('*');
  return row && normalise(row);
}

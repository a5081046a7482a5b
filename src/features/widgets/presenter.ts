/** Widgets as the API shows them, with the one-tag embed snippet for the site owner. */
import type { WidgetRow } from './queries.ts';
import { completeSettings } from './widget-settings.ts';

/**
 * The `<script>` tag a site puts on its page to show the widget. The key placeholder is to be
 * replaced by a key made for browsers (see docs/synastry-widget.md: calc:read, the synastry and
 * geocoding modules, allowedDomains).
 */
export function embedSnippet(baseUrl: string, row: Pick<WidgetRow, 'id' | 'type'>): string {
  return `<script src="${baseUrl}/widget/${row.type}.js" data-widget-id="${row.id}" data-api-key="YOUR_BROWSER_KEY" async></script>`;
}

/**
 * One widget as a JSON:API resource.
 * @param row the stored widget
 * @param baseUrl the service's public base URL (for the embed snippet and links)
 */
export function presentWidget(row: WidgetRow, baseUrl: string) {
  return {
    type: 'widgets',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      type: row.type,
      name: row.name,
      settings: completeSettings(row.settings),
      requiredModule: row.required_module,
      enabled: row.enabled,
      embedSnippet: embedSnippet(baseUrl, row),
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    },
    links: { self: `${baseUrl}/api/widgets/${row.id}` },
  };
}

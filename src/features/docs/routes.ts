/** The OpenAPI document and the changelog of dated changes, both generated. */
import type { ApiRouter } from '../../http/api-router.ts';
import { buildOpenApiDocument } from '../../http/openapi.ts';
import type { Services } from '../../services.ts';

export function registerDocsRoutes(api: ApiRouter, services: Services): void {
  let document: Record<string, unknown> | undefined;
  api.route({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'openapi',
    summary: 'The OpenAPI 3.1 document of this API',
    tag: 'Documentation',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'OpenAPI document' }],
    handler(ctx) {
      document ??= buildOpenApiDocument(api.routes, services.versions, services.config.publicBaseUrl);
      ctx.body = document;
    },
  });
  api.route({
    method: 'GET',
    path: '/changelog.json',
    operationId: 'changelog',
    summary: 'Dated breaking changes, newest first, with the baseline and latest dates',
    tag: 'Documentation',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'Changelog' }],
    handler(ctx) {
      ctx.body = {
        baselineApiVersion: '2026-01-01',
        latestApiVersion: services.versions.latest,
        changes: services.versions.changelog(),
      };
    },
  });
}

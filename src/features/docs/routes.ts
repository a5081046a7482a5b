/** The OpenAPI document and the changelog of dated changes, both generated. */

import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ApiRouter } from '../../http/api-router.ts';
import { buildOpenApiDocument, type RecordedExamples } from '../../http/openapi.ts';
import type { Services } from '../../services.ts';
import { completeDocument } from './document-guide.ts';
import { registerGuidePages } from './guide-pages.ts';
import { registerReferencePage } from './reference-page.ts';

/** Where a newcomer goes from the root: the reference, the document, the changelog and health. */
const LINKS = {
  docs: '/docs',
  openapi: '/openapi.json',
  changelog: '/changelog.json',
  health: '/healthz',
  readiness: '/readyz',
};

/** The examples recorded from real calls by `npm run examples:record` (scripts/record-examples.ts). */
export const RECORDED_EXAMPLES_FILE = new URL('./recorded-examples.json', import.meta.url);

function recordedExamples(): RecordedExamples {
  return JSON.parse(readFileSync(RECORDED_EXAMPLES_FILE, 'utf8')) as RecordedExamples;
}

export function registerDocsRoutes(api: ApiRouter, services: Services): void {
  let document: Record<string, unknown> | undefined;
  api.route({
    method: 'GET',
    path: '/',
    operationId: 'root',
    summary: 'Links to the reference, the OpenAPI document, the changelog and health; a browser is sent to /docs',
    tag: 'Documentation',
    access: { kind: 'public' },
    responses: [
      {
        status: 200,
        description: 'Links',
        schema: z.object({
          name: z.string(),
          links: z.object({
            docs: z.string(),
            openapi: z.string(),
            changelog: z.string(),
            health: z.string(),
            readiness: z.string(),
          }),
        }),
      },
      { status: 302, description: 'Redirect to /docs for a client that prefers HTML (a browser)' },
    ],
    handler(ctx) {
      if (ctx.accepts('json', 'html') === 'html') {
        ctx.redirect(LINKS.docs);
        return;
      }
      ctx.body = { name: 'Astrology Calculation API', links: LINKS };
    },
  });
  registerReferencePage(api);
  registerGuidePages(api);
  api.route({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'openapi',
    summary: 'The OpenAPI 3.1 document of this API',
    tag: 'Documentation',
    access: { kind: 'public' },
    responses: [
      {
        status: 200,
        description: 'OpenAPI document',
        schema: z
          .record(z.string(), z.unknown())
          .describe('Free-form here: an OpenAPI 3.1 document, whose shape the OpenAPI Specification defines'),
      },
    ],
    handler(ctx) {
      document ??= completeDocument(
        buildOpenApiDocument(api.routes, services.versions, services.config.publicBaseUrl, recordedExamples()),
        services.config.publicBaseUrl,
      );
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
    responses: [
      {
        status: 200,
        description: 'Changelog',
        schema: z.object({
          baselineApiVersion: z.string().describe('The oldest compatibility date served'),
          latestApiVersion: z.string().describe('The date of the newest change'),
          changes: z.array(
            z.object({
              date: z.string().describe('The compatibility date from which the change applies'),
              name: z.string(),
              description: z.string(),
              endpoints: z.array(z.string()).describe('METHOD /path of each endpoint whose responses it shapes'),
            }),
          ),
        }),
      },
    ],
    handler(ctx) {
      ctx.body = {
        baselineApiVersion: '2026-01-01',
        latestApiVersion: services.versions.latest,
        changes: services.versions.changelog(),
      };
    },
  });
}

/**
 * Guide pages of docs/ served beside the reference, for what the OpenAPI document cannot show:
 * GET /docs/mcp, the MCP server and the Markdown chart context for AI agents (docs/mcp.md), linked
 * from the reference's introduction.
 */
import { readFile } from 'node:fs/promises';
import type { ApiRouter } from '../../http/api-router.ts';

export const MCP_GUIDE_PATH = '/docs/mcp';
const MCP_GUIDE_FILE = new URL('../../../docs/mcp.md', import.meta.url);

export function registerGuidePages(api: ApiRouter): void {
  let page: Buffer | undefined;
  api.route({
    method: 'GET',
    path: MCP_GUIDE_PATH,
    operationId: 'mcpGuide',
    summary: 'Guide: the MCP server at /mcp and Markdown chart context for AI agents (Markdown)',
    tag: 'Documentation',
    access: { kind: 'public' },
    responses: [{ status: 200, description: 'The guide (docs/mcp.md)', mediaType: 'text/markdown', binary: true }],
    async handler(ctx) {
      page ??= await readFile(MCP_GUIDE_FILE);
      ctx.type = 'text/markdown; charset=utf-8';
      ctx.body = page;
    },
  });
}

/**
 * POST /mcp: the Model Context Protocol endpoint (Streamable HTTP transport, stateless, JSON
 * answers), as the chain mcpCaller → mcpEndpoint. The caller is authenticated here by the same
 * API keys as the HTTP API (X-Api-Key, or Authorization: Bearer <key>) so that tools/list shows
 * what the key may call; the MCP request itself is not metered. Each tool call then runs its
 * operation's own route chain through the application (call-operation.ts), which meters it,
 * authorizes it and validates its input exactly as an HTTP call: one set of checks, not two.
 * GET and DELETE /mcp (server-sent streams and sessions, which a stateless server has not) get
 * the router's 405.
 */
import type { RequestListener } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Principal } from '../../auth/principal.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import { authenticateApiKey } from '../../http/authenticate.ts';
import { derivedAlternatives } from '../../http/derived-format.ts';
import type { Services } from '../../services.ts';
import { MARKDOWN } from '../markdown/markdown-answer.ts';
import { type Caller, callOperation } from './call-operation.ts';
import { mcpServer } from './mcp-server.ts';
import { mayCall, type OperationTool, operationTools } from './operation-tools.ts';

export const MCP_PATH = '/mcp';

/** The key of a request: X-Api-Key, else the token of `Authorization: Bearer`. */
function apiKeyOf(ctx: Koa.Context): string | string[] | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return ctx.request.headers['x-api-key'] ?? bearer?.[1];
}

/** The Markdown the operation answers with `format=markdown`, made from its JSON answer (no second call). */
function markdownOf(tool: OperationTool, json: string): Promise<string> | undefined {
  const markdown = derivedAlternatives(tool.route.responses[0]).find((d) => d.mediaType === MARKDOWN);
  return markdown?.derived.from(json, tool.route.summary);
}

/** The chain's first step: the caller's principal, by the same keys and rules as every operation. */
function mcpCaller(services: Services): Middleware {
  return async function mcpCaller(ctx, next) {
    const key = apiKeyOf(ctx);
    await authenticateApiKey(ctx, services.principals, key);
    ctx.state.apiKey = key;
    return next();
  };
}

/** The chain's last step: one stateless MCP server for the caller answers the JSON-RPC message. */
function mcpEndpoint(app: Koa, api: ApiRouter, services: Services): Middleware {
  let tools: OperationTool[] | undefined;
  let dispatch: RequestListener | undefined;
  const timezones = { route: api.routes.find((r) => r.operationId === 'listTimezones')!, queryNames: [] };
  return async function mcpEndpoint(ctx) {
    // By the first request every feature has registered its operations and the app its middleware.
    tools ??= operationTools(api.routes);
    dispatch ??= app.callback();
    const listener = dispatch;
    const principal = ctx.state.principal as Principal;
    const caller: Caller = {
      apiKey: ctx.state.apiKey as string,
      apiVersion: services.versions.latest,
      remoteAddress: ctx.ip,
      origin: ctx.get('Origin') || undefined,
      referer: ctx.get('Referer') || undefined,
    };
    const visible = tools.filter((tool) => mayCall(principal, tool));
    const list = visible.find((tool) => tool.name === 'listContent');
    const get = visible.find((tool) => tool.name === 'getContent');
    const server = mcpServer({
      tools: visible,
      call: (tool, args) => callOperation(listener, tool, args, caller),
      listTimezones: () => callOperation(listener, timezones, {}, caller),
      markdown: (tool, answer) => markdownOf(tool, answer.text),
      ...(list && get ? { contentTool: { list, get } } : {}),
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const request = new Request(new URL(ctx.originalUrl, 'http://mcp.local'), {
        method: ctx.method,
        headers: Object.entries(ctx.request.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
        ),
        body: ctx.request.rawBody ?? null,
      });
      const response = await transport.handleRequest(request, { parsedBody: ctx.request.body });
      ctx.status = response.status;
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') ctx.set(name, value);
      });
      const text = await response.text();
      if (text) ctx.body = text;
    } finally {
      await transport.close();
      await server.close();
    }
  };
}

/** Declares POST /mcp on the application's router (after every feature's operations). */
export function registerMcpRoutes(app: Koa, api: ApiRouter, services: Services): void {
  api.router.post(MCP_PATH, mcpCaller(services), mcpEndpoint(app, api, services));
}

/**
 * One MCP server per request (the Streamable HTTP transport in stateless mode: no session, every
 * POST stands alone), made for the request's caller: tools/list shows the operations the caller's
 * key may call (its modules and permissions), tools/call runs one through its own route chain
 * (call-operation.ts), resources and prompts as resources.ts and prompts.ts define them.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { OperationAnswer } from './call-operation.ts';
import type { OperationTool } from './operation-tools.ts';
import { PROMPTS } from './prompts.ts';
import { CONTENT_PREFIX, REFERENCE_RESOURCES } from './resources.ts';

export const SERVER_INFO = { name: 'astro-api', version: '1.0.0' };

/** What the server of one request works with. */
export interface McpCallerContext {
  /** The tools the caller may call. */
  tools: readonly OperationTool[];
  /** Runs an operation by its operationId for the caller (the tool's route chain). */
  call(tool: OperationTool, args: Record<string, unknown>): Promise<OperationAnswer>;
  /** The compact Markdown of an answer, where the operation's answer is chart-like (the tool's text part). */
  markdown?(tool: OperationTool, answer: OperationAnswer): Promise<string> | undefined;
  /** GET /api/timezones and the content library, run as the caller (undefined: not allowed). */
  listTimezones(): Promise<OperationAnswer>;
  contentTool?: { list: OperationTool; get: OperationTool };
}

interface ErrorObject {
  code?: string;
  detail?: string;
  source?: { parameter?: string };
}

/** An error answer's text: the HTTP status, code, field and what it expects, then the whole body. */
function errorText(answer: OperationAnswer): string {
  const first = (answer.body as { errors?: ErrorObject[] } | undefined)?.errors?.[0];
  const summary = first
    ? `HTTP ${answer.status} ${first.code}${first.source?.parameter ? ` (${first.source.parameter})` : ''}: ${first.detail}`
    : `HTTP ${answer.status}`;
  const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return `${summary}\n${body}`;
}

/** An error answer as a tool error (isError), carrying the HTTP error's code and field. */
export function toolError(answer: OperationAnswer): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: errorText(answer) }] };
}

async function toolResult(
  tool: OperationTool,
  answer: OperationAnswer,
  context: McpCallerContext,
): Promise<CallToolResult> {
  if (answer.status !== 200) return toolError(answer);
  const markdown = await context.markdown?.(tool, answer);
  const text = markdown ?? JSON.stringify(answer.body);
  return {
    content: [{ type: 'text', text }],
    ...(tool.outputSchema && typeof answer.body === 'object'
      ? { structuredContent: answer.body as Record<string, unknown> }
      : {}),
  };
}

const json = (uri: string, value: unknown) => ({
  contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value) }],
});

async function answerOrThrow(answer: Promise<OperationAnswer>): Promise<unknown> {
  const settled = await answer;
  if (settled.status !== 200) throw new McpError(ErrorCode.InvalidRequest, errorText(settled));
  return settled.body;
}

/** The server answering one request of the caller. */
export function mcpServer(context: McpCallerContext): Server {
  const server = new Server(SERVER_INFO, { capabilities: { tools: {}, resources: {}, prompts: {} } });
  const byName = new Map(context.tools.map((tool) => [tool.name, tool]));

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: context.tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema,
      ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}),
      annotations: { readOnlyHint: true, openWorldHint: false },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = byName.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return toolResult(tool, await context.call(tool, request.params.arguments ?? {}), context);
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const reference = Object.entries(REFERENCE_RESOURCES).map(([uri, resource]) => ({
      uri,
      name: resource.name,
      title: resource.title,
      description: resource.description,
      mimeType: 'application/json',
    }));
    const content = context.contentTool;
    if (!content) return { resources: reference };
    const page = (await answerOrThrow(context.call(content.list, { 'page[size]': 100 }))) as {
      data: { id: string; attributes: { urn: string; title: string } }[];
    };
    const items = page.data.map((item) => ({
      uri: `${CONTENT_PREFIX}${item.id}`,
      name: item.attributes.urn,
      title: item.attributes.title,
      mimeType: 'text/markdown',
    }));
    return { resources: [...reference, ...items] };
  });

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const uri = request.params.uri;
    const reference = REFERENCE_RESOURCES[uri];
    if (reference) {
      return json(
        uri,
        reference.read === 'timezones' ? await answerOrThrow(context.listTimezones()) : reference.read(),
      );
    }
    if (uri.startsWith(CONTENT_PREFIX) && context.contentTool) {
      const item = (await answerOrThrow(
        context.call(context.contentTool.get, { id: uri.slice(CONTENT_PREFIX.length) }),
      )) as {
        data: { attributes: { title: string; body: string } };
      };
      const { title, body } = item.data.attributes;
      return { contents: [{ uri, mimeType: 'text/markdown', text: `# ${title}\n\n${body}` }] };
    }
    throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${uri}`);
  });

  const prompts = PROMPTS.filter((prompt) => byName.has(prompt.tool));
  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: prompts.map(({ name, title, description, arguments: args }) => ({
      name,
      title,
      description,
      arguments: args,
    })),
  }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    const prompt = prompts.find((p) => p.name === request.params.name);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${request.params.name}`);
    const args = request.params.arguments ?? {};
    const missing = prompt.arguments.filter((a) => a.required && !args[a.name]).map((a) => a.name);
    if (missing.length) throw new McpError(ErrorCode.InvalidParams, `Missing prompt arguments: ${missing.join(', ')}`);
    return {
      description: prompt.description,
      messages: [{ role: 'user', content: { type: 'text', text: prompt.text(args) } }],
    };
  });
  return server;
}

/**
 * A tool call runs its operation through the service's own Koa application, in process (with
 * light-my-request, no socket): the same chain as an HTTP call of the operation — authenticate →
 * meter → authorize → validate → handler, with the error handler, versioning and access log around
 * it — so keys, permissions, modules, domain rules, rate limits, quota and usage counting are the
 * HTTP API's own, not a second copy of them. The caller's key and browser headers are passed on.
 */
import type { RequestListener } from 'node:http';
import inject from 'light-my-request';
import type { OperationTool } from './operation-tools.ts';

/** What a tool call passes on of its MCP request. */
export interface Caller {
  apiKey: string;
  /** The compatibility date the tools answer in (their output schemas are of the newest shape). */
  apiVersion: string;
  remoteAddress: string;
  /** Origin and Referer of the MCP request, for keys restricted to domains. */
  origin?: string;
  referer?: string;
}

export interface OperationAnswer {
  status: number;
  mediaType: string;
  /** The parsed JSON body, or the text when the answer is not JSON. */
  body: unknown;
  /** The body as sent. */
  text: string;
}

type Arguments = Record<string, unknown>;

/** What a call reads of a tool: its route, and which arguments are query parameters. */
export type Operation = Pick<OperationTool, 'route' | 'queryNames'>;

/** Query parameters from arguments: nested members as `a.b`, lists repeated. */
function appendQuery(query: URLSearchParams, name: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) for (const item of value) appendQuery(query, name, item);
  else if (typeof value === 'object')
    for (const [member, inner] of Object.entries(value)) appendQuery(query, `${name}.${member}`, inner);
  else query.append(name, String(value));
}

/** The request an operation's arguments make: path parameters filled, query, and the JSON body. */
export function operationRequest(tool: Operation, args: Arguments): { method: string; url: string; body?: Arguments } {
  const rest: Arguments = { ...args };
  const path = tool.route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value === undefined ? '' : String(value));
  });
  const query = new URLSearchParams();
  // Arguments the body does not take go into the query, where validation names what is unknown.
  const inQuery = (name: string) => !tool.route.body || tool.queryNames.includes(name);
  for (const [name, value] of Object.entries(rest)) if (inQuery(name)) appendQuery(query, name, value);
  const body = tool.route.body
    ? Object.fromEntries(Object.entries(rest).filter(([name]) => !inQuery(name)))
    : undefined;
  const search = query.toString();
  return { method: tool.route.method, url: search ? `${path}?${search}` : path, body };
}

/** Runs the tool's operation for the caller through the application's request listener. */
export async function callOperation(
  dispatch: RequestListener,
  tool: Operation,
  args: Arguments,
  caller: Caller,
): Promise<OperationAnswer> {
  const request = operationRequest(tool, args);
  const headers: Record<string, string> = {
    'x-api-key': caller.apiKey,
    'x-api-version': caller.apiVersion,
    accept: tool.route.responses[0]?.mediaType ?? 'application/json',
    ...(caller.origin ? { origin: caller.origin } : {}),
    ...(caller.referer ? { referer: caller.referer } : {}),
  };
  const reply = await inject(dispatch, {
    method: request.method,
    url: request.url,
    headers: request.body ? { ...headers, 'content-type': 'application/json' } : headers,
    remoteAddress: caller.remoteAddress,
    ...(request.body ? { payload: JSON.stringify(request.body) } : {}),
  });
  const mediaType = String(reply.headers['content-type'] ?? '')
    .split(';')[0]
    .trim();
  const isJson = mediaType === 'application/json' || mediaType.endsWith('+json');
  return { status: reply.statusCode, mediaType, body: isJson ? reply.json() : reply.payload, text: reply.payload };
}

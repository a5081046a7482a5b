/**
 * The MCP tools, generated from the operation registry (ApiRouter.routes): every operation that
 * needs a module, is a read or a calculation (GET or POST, a `:use` or `:read` permission) and
 * answers 200 with JSON is a tool named by its operationId. Where GET and POST serve one path
 * (natal), the POST is the tool (its JSON body takes nested members as they are). Operations that
 * create, change or delete something (201/202, PATCH, DELETE, other permissions) are not tools.
 *
 * A tool's input schema is the operation's request schema (path parameters, query and body merged
 * into one object, as zod's JSON Schema of them); its output schema is the 200 response's schema.
 */
import type { Principal } from '../../auth/principal.ts';
import { type AnyRouteDefinition, isJsonMediaType } from '../../http/api-router.ts';
import { holdsModule, holdsPermission } from '../../http/authorize.ts';
import { type JsonSchema, jsonSchema } from '../../http/openapi.ts';

export interface OperationTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  outputSchema?: JsonSchema & { type: 'object' };
  route: AnyRouteDefinition;
  /** The argument names that are path parameters, and those that are query parameters; the rest is the body. */
  pathNames: string[];
  queryNames: string[];
}

/** Whether an operation is a tool (see the module comment). */
export function isToolOperation(route: AnyRouteDefinition): boolean {
  const access = route.access;
  if (access.kind === 'public' || !access.module) return false;
  if (route.method !== 'GET' && route.method !== 'POST') return false;
  if (access.permission && !/:(use|read)$/.test(access.permission)) return false;
  const success = route.responses[0];
  return success?.status === 200 && !!success.mediaType && isJsonMediaType(success.mediaType) && !success.binary;
}

const propertiesOf = (schema: JsonSchema): string[] =>
  schema.type === 'object' && schema.properties ? Object.keys(schema.properties as object) : [];

/** One object schema from the parts, or undefined when a part that is not a plain object must share. */
function mergedInput(parts: JsonSchema[]): (JsonSchema & { type: 'object' }) | undefined {
  if (parts.length === 0) return { type: 'object', properties: {}, additionalProperties: false };
  if (parts.length === 1) return { ...parts[0], type: 'object' };
  if (parts.some((part) => part.type !== 'object')) return undefined;
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
    additionalProperties: false,
  };
}

function toolOf(route: AnyRouteDefinition): OperationTool | undefined {
  const path = route.params ? jsonSchema(route.params) : undefined;
  const query = route.query ? jsonSchema(route.query) : undefined;
  const body = route.body ? jsonSchema(route.body) : undefined;
  const inputSchema = mergedInput([path, query, body].filter((part) => part !== undefined));
  if (!inputSchema) return undefined;
  const schema = route.responses[0]?.schema;
  const output = schema ? jsonSchema(schema, 'output') : undefined;
  return {
    name: route.operationId,
    title: route.summary,
    description: route.description ? `${route.summary}. ${route.description}` : route.summary,
    inputSchema,
    ...(output?.type === 'object' ? { outputSchema: { ...output, type: 'object' as const } } : {}),
    route,
    pathNames: path ? propertiesOf(path) : [],
    queryNames: query ? propertiesOf(query) : [],
  };
}

/** The tools of the registry's operations, in registry order. */
export function operationTools(routes: readonly AnyRouteDefinition[]): OperationTool[] {
  const candidates = routes.filter(isToolOperation);
  const posted = new Set(candidates.filter((r) => r.method === 'POST').map((r) => r.path));
  return candidates
    .filter((route) => route.method === 'POST' || !posted.has(route.path))
    .flatMap((route) => toolOf(route) ?? []);
}

/** Whether the caller may call the tool's operation: its module and permission (what authorize checks). */
export function mayCall(principal: Principal, tool: OperationTool): boolean {
  const access = tool.route.access;
  if (access.kind === 'public') return true;
  return (
    (!access.module || holdsModule(principal, access.module)) &&
    (!access.permission || holdsPermission(principal, access.permission))
  );
}

#!/usr/bin/env node
/**
 * The stdio bridge for desktop MCP clients: forwards every JSON-RPC message between this process's
 * stdin/stdout (the SDK's stdio server transport) and the service's MCP endpoint (the SDK's
 * Streamable HTTP client transport), sending the API key with each request. Nothing is
 * interpreted here: tools, resources and prompts are the server's, as the key may see them.
 *
 *   ASTRO_MCP_URL=https://astro.example.com/mcp ASTRO_API_KEY=astro_… npx astro-mcp-bridge
 *
 * The URL may also be the first argument. Diagnostics go to stderr (stdout carries the protocol).
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const url = process.argv[2] ?? process.env.ASTRO_MCP_URL;
const key = process.env.ASTRO_API_KEY;
if (!url || !key) {
  process.stderr.write('astro-mcp-bridge: set ASTRO_MCP_URL (or pass the URL) and ASTRO_API_KEY\n');
  process.exit(2);
}

const remote = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { 'X-Api-Key': key } } });
const local = new StdioServerTransport();

/** A request the server could not be asked is answered here, so the desktop client is not left waiting. */
function failed(message, error) {
  const detail = error instanceof Error ? error.message : String(error);
  process.stderr.write(`astro-mcp-bridge: ${detail}\n`);
  if (message.id !== undefined)
    local.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: `astro-mcp-bridge: ${detail}` } });
}

local.onmessage = (message) => remote.send(message).catch((error) => failed(message, error));
remote.onmessage = (message) => local.send(message);
remote.onerror = (error) => process.stderr.write(`astro-mcp-bridge: ${error.message}\n`);
local.onclose = () => remote.close().finally(() => process.exit(0));
// The desktop client closing our stdin ends the session.
process.stdin.on('end', () => local.close());

await remote.start();
await local.start();

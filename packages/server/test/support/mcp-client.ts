import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/contentforge.js');

export type McpTransportKind = 'stdio' | 'http';

export interface McpConnection {
  client: Client;
  /** Standard error of the stdio server (nothing for HTTP). */
  stderr(): string;
  close(): Promise<void>;
}

/**
 * The official MCP client connected to Contentforge's MCP server: over stdio it runs the built
 * `contentforge mcp` command (what an MCP client on the user's computer starts), pointed at the
 * service; over HTTP it speaks to the service's `/mcp` with the token as a bearer header.
 */
export async function connectMcp(
  kind: McpTransportKind,
  serviceUrl: string,
  token: string,
): Promise<McpConnection> {
  const client = new Client({ name: 'contentforge-tests', version: '1.0.0' });
  let stderr = '';
  if (kind === 'stdio') {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp'],
      env: { CONTENTFORGE_URL: serviceUrl, CONTENTFORGE_TOKEN: token },
      // Where no .env file can change what the command reads.
      cwd: mkdtempSync(path.join(tmpdir(), 'cf-mcp-')),
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    await client.connect(transport);
  } else {
    const transport = new StreamableHTTPClientTransport(new URL('/mcp', serviceUrl), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    });
    await client.connect(transport);
  }
  // As clients do before calling: the client then checks every structured result against its
  // tool's output schema.
  await client.listTools();
  return { client, stderr: () => stderr, close: () => client.close() };
}

/** A tool's answer, with its structured content typed loosely for assertions. */
export type ToolResult = CallToolResult & { structuredContent?: Record<string, any> };

export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

/** The text blocks of an answer, joined. */
export const textOf = (result: ToolResult) =>
  result.content
    .filter((c) => c.type === 'text')
    .map((c) => (c as { text: string }).text)
    .join('\n');

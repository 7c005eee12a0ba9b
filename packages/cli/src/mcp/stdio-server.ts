/**
 * `contentforge mcp`: the MCP server on standard input and output, for an agent on the user's
 * computer. It reaches the service over HTTP with the SDK, at `CONTENTFORGE_URL` with the agent
 * token `CONTENTFORGE_TOKEN`; standard output carries only MCP messages.
 */
import { Contentforge } from '@contentforge/sdk';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { agentTokenRequired } from './agent-token.js';
import { createMcpServer } from './mcp-server.js';

export interface StdioServerIo {
  env: Record<string, string | undefined>;
  stderr: (text: string) => void;
  /** Resolves when the process is asked to stop. */
  stopSignal: Promise<void>;
}

/** Room for a base64 image of the default upload limit (25 MiB) in one message. */
const MAX_MESSAGE_BYTES = 48 * 1024 * 1024;

/** Serves until the client closes standard input or the process is asked to stop; answers the exit code. */
export async function runStdioServer(io: StdioServerIo): Promise<number> {
  const baseUrl = io.env.CONTENTFORGE_URL?.trim();
  const token = io.env.CONTENTFORGE_TOKEN?.trim();
  if (!baseUrl || !token) {
    io.stderr(
      `contentforge mcp: set ${[!baseUrl && 'CONTENTFORGE_URL (the service, e.g. http://localhost:8080)', !token && 'CONTENTFORGE_TOKEN (an agent token)'].filter(Boolean).join(' and ')} in the environment.\n`,
    );
    return 2;
  }
  if (!/^https?:\/\/[^/]/i.test(baseUrl) || !URL.canParse(baseUrl)) {
    io.stderr(`contentforge mcp: CONTENTFORGE_URL must be an http or https URL (got "${baseUrl}").\n`);
    return 2;
  }
  const cf = new Contentforge({ baseUrl, token });
  const server = createMcpServer({
    cf,
    mode: 'stdio',
    fetch: (input, init) => globalThis.fetch(input, init),
    checkCaller: agentTokenRequired(cf),
  });
  const transport = new StdioServerTransport(process.stdin, process.stdout, {
    maxBufferSize: MAX_MESSAGE_BYTES,
  });
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  await server.connect(transport);
  await Promise.race([closed, io.stopSignal]);
  await server.close();
  return 0;
}

import { defineCommand } from '../define-command.js';
import { untilSignal } from '../io.js';

export const mcp = defineCommand({
  name: 'mcp',
  description: 'run the MCP server for AI agents on stdio (reads CONTENTFORGE_URL and CONTENTFORGE_TOKEN)',
  json: false,
  async run({ io }) {
    const { runStdioServer } = await import('../mcp/stdio-server.js');
    return { exitCode: await runStdioServer({ ...io, stopSignal: io.stopSignal ?? untilSignal(io) }) };
  },
});

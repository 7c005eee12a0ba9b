/** The MCP server for the service's own `/mcp` endpoint: the same tools as `contentforge mcp`. */
export { AGENT_TOKEN_HINT } from './agent-token.js';
export type { McpContext, McpMode } from './define-tool.js';
export { createMcpServer, MCP_TOOLS } from './mcp-server.js';

/**
 * The Contentforge MCP server: the tools an AI agent uses to upload, generate, write copy, draft and
 * publish posts, post its hand-offs and read its credits. The same server runs over stdio
 * (`contentforge mcp`) and over streamable HTTP (`/mcp` on the service); the tools reach the
 * service only through `@contentforge/sdk`, so every call is the public API's, with its checks.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { cliVersion } from '../version.js';
import { accountTools } from './account-tools.js';
import { brandTools } from './brand-tools.js';
import type { McpContext, McpTool } from './define-tool.js';
import { generationTools } from './generation-tools.js';
import { handoffTools } from './handoff-tools.js';
import { mediaTools } from './media-tools.js';
import { postTools } from './post-tools.js';

export const MCP_TOOLS: readonly McpTool[] = [
  ...mediaTools,
  ...generationTools,
  ...accountTools,
  ...brandTools,
  ...postTools,
  ...handoffTools,
];

const INSTRUCTIONS = `Contentforge makes marketing images with captions and publishes posts, in one workspace.
Credits: generating costs 1 credit per image (list_presets shows each preset's cost); publishing costs each platform's delivery price, and nothing for accounts you post to yourself; everything else is free. get_credits tells the balance. When credits run out a tool answers insufficient_credits with a purchaseUrl: give it to the user, nothing was charged.
A typical run: upload_media a product photo; generate_from_preset with its url in referenceImages; create_post with the output mediaIds and a caption; get_publish_cost; publish_post.
Accounts you post to yourself (add_social_account, connection agent_session) are handed to you when a post is published: post the hand-off's text and media with your own tools, then report_handoff with the post's URL. list_handoffs lists those waiting.
The workspace's brand kit (get_brand, set_brand) gives every image and caption its colours, type, logo and voice, unless a generate tool passes brand: false.
Paid tools take an idempotencyKey: reuse it when retrying a call whose answer you did not get, and nothing is charged twice.`;

export function createMcpServer(context: McpContext): McpServer {
  const server = new McpServer(
    { name: 'contentforge', title: 'Contentforge', version: cliVersion() },
    { instructions: INSTRUCTIONS, capabilities: { tools: {} } },
  );
  for (const tool of MCP_TOOLS) tool.register(server, context);
  return server;
}

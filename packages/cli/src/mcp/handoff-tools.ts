/**
 * Tools for the accounts an agent posts to itself (connection `agent_session`) and their hand-offs:
 * publishing hands such a target to the agent, which posts it with its own tools and reports back.
 */
import { everyValueOf, type HandoffReport } from '@contentforge/sdk';
import { z } from 'zod';
import { defineTool, nextCursorOutput, pageInput } from './define-tool.js';
import { AGENT_PLATFORMS, handoffTaskShape, publicationShape, socialAccountShape } from './tool-shapes.js';

const ERROR_CATEGORIES = everyValueOf<NonNullable<NonNullable<HandoffReport['error']>['category']>>()(
  'auth_expired',
  'user_content',
  'platform_rejected',
  'rate_limited',
  'media_error',
  'system',
);

export const listSocialAccounts = defineTool({
  name: 'list_social_accounts',
  title: 'List social accounts',
  description:
    "Lists the workspace's social accounts — the places posts go — with their id (for create_post), platform, handle, connection and status. `agent_session` accounts are yours: their posts are handed to you to post. Free.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: { ...pageInput },
  output: { accounts: z.array(socialAccountShape), nextCursor: nextCursorOutput },
  async run(args, call) {
    const page = await call.cf.socialAccounts.list(args, { signal: call.signal });
    return {
      summary:
        page.data
          .map((a) => `${a.id}: ${a.platform} @${a.handle} (${a.connection}, ${a.status})`)
          .join('; ') || 'No social accounts.',
      data: { accounts: page.data, nextCursor: page.nextCursor },
    };
  },
});

export const addSocialAccount = defineTool({
  name: 'add_social_account',
  title: 'Add an account you post to',
  description:
    'Adds a social account that you, the agent, post to with your own tools (connection agent_session): give its platform and the handle you post as. Publishing to it costs nothing: each post is handed to you (see list_handoffs). No credentials are taken. Free. A second account with the same platform and handle is an error (conflict).',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  input: {
    platform: z.enum(AGENT_PLATFORMS),
    handle: z.string().min(1).max(100).describe('The account name you post as, e.g. glowlabs.'),
  },
  output: { account: socialAccountShape },
  async run(input, call) {
    const account = await call.cf.socialAccounts.create(input, { signal: call.signal });
    return {
      summary: `Added ${account.id}: ${account.platform} @${account.handle} (${account.connection}).`,
      data: { account },
    };
  },
});

export const listHandoffs = defineTool({
  name: 'list_handoffs',
  title: 'List hand-offs to post',
  description:
    'Lists the posts handed to you to publish yourself: for each, the platform and handle to post as, the text (already fitted to the platform) and the media URLs with their alt texts. Post each with your own tools, then call report_handoff. `status`: pending (default), unknown (not reported within 24 h; a report still counts) or all. Free.',
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {
    status: z.enum(['pending', 'unknown', 'all']).optional(),
    socialAccountId: z.string().min(1).optional(),
    ...pageInput,
  },
  output: { handoffs: z.array(handoffTaskShape), nextCursor: nextCursorOutput },
  async run(args, call) {
    const page = await call.cf.handoffs.list(args, { signal: call.signal });
    return {
      summary: `${page.data.length} hand-off(s) to post and report${page.nextCursor ? '; more with nextCursor' : ''}.`,
      data: { handoffs: page.data, nextCursor: page.nextCursor },
    };
  },
});

export const reportHandoff = defineTool({
  name: 'report_handoff',
  title: 'Report a hand-off',
  description:
    "Reports how posting a hand-off went: `delivered` with the post's `externalUrl` (and `externalId`), or `failed` with an `error` message. The post's status follows (published once every target is delivered). Free. A hand-off is reported once: a second report is an error (conflict).",
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  input: {
    postId: z.string().min(1).max(64),
    socialAccountId: z.string().min(1).max(64),
    status: z.enum(['delivered', 'failed']),
    externalUrl: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe('delivered: where the post is online.'),
    externalId: z.string().min(1).max(500).optional().describe("delivered: the platform's id of the post."),
    error: z
      .object({
        message: z.string().min(1).max(2000),
        code: z.string().min(1).max(100).optional(),
        category: z.enum(ERROR_CATEGORIES).optional(),
      })
      .optional()
      .describe('failed: what went wrong.'),
  },
  output: { publication: publicationShape },
  async run({ postId, socialAccountId, ...report }, call) {
    const publication = await call.cf.posts.report(postId, socialAccountId, report, { signal: call.signal });
    return { summary: `Reported; post ${postId} is ${publication.status}.`, data: { publication } };
  },
});

export const handoffTools = [listSocialAccounts, addSocialAccount, listHandoffs, reportHandoff];

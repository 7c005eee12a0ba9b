import { defineCommand } from '../../define-command.js';
import { UsageError } from '../../terminal.js';
import { collect } from '../option-values.js';

export const createPost = defineCommand<{
  caption: string;
  media?: string[];
  to: string[];
  campaign?: string;
  reply?: string[];
  linkedinDocument?: boolean;
  linkedinTitle?: string;
}>({
  name: 'create',
  description: 'draft a post',
  configure: (c) =>
    c
      .requiredOption('--caption <text>', 'the text to post')
      .option('--media <id>', 'a media item to attach (repeat for more)', collect)
      .requiredOption('--to <socialAccountId>', 'a social account to post to (repeat for more)', collect)
      .option('--campaign <id>', 'file it in this campaign')
      .option(
        '--reply <text>',
        'a reply published after the post: a thread on X, Threads, Bluesky and Mastodon, a comment on Facebook, Instagram and LinkedIn (repeat for more, in order)',
        collect,
      )
      .option('--linkedin-document', 'on LinkedIn, publish the images as one PDF document, a page each')
      .option(
        '--linkedin-title <title>',
        "the LinkedIn document's title (the caption's first line without it)",
      ),
  async run({ cf, opts }) {
    if (opts.linkedinTitle !== undefined && !opts.linkedinDocument) {
      throw new UsageError('--linkedin-title names a document: add --linkedin-document.');
    }
    const post = await cf.posts.create({
      caption: opts.caption,
      mediaIds: opts.media ?? [],
      socialAccountIds: opts.to,
      ...(opts.campaign ? { campaignId: opts.campaign } : {}),
      ...(opts.reply ? { replies: opts.reply.map((caption) => ({ caption })) } : {}),
      ...(opts.linkedinDocument
        ? {
            perPlatform: {
              linkedin: {
                format: 'document' as const,
                ...(opts.linkedinTitle !== undefined ? { title: opts.linkedinTitle } : {}),
              },
            },
          }
        : {}),
    });
    return {
      json: { post },
      text: [
        `Draft ${post.id} created${post.replies.length ? ` with ${post.replies.length} ${post.replies.length === 1 ? 'reply' : 'replies'}` : ''}. See what publishing costs and publish it: contentforge publish ${post.id}`,
      ],
    };
  },
});

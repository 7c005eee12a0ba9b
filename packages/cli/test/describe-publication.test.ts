import { describe, expect, it } from 'vitest';
import { describeCost, describePublication } from '../src/commands/describe.js';

describe('how the CLI shows a thread', () => {
  it('lists each part a target posted, its id and address, so a failure midway shows what is already out', () => {
    const lines = describePublication({
      postId: 'post_1',
      status: 'partially_published',
      creditsCharged: 0,
      targets: [
        {
          socialAccountId: 'sa_1',
          platform: 'mastodon',
          connection: 'oauth',
          status: 'failed',
          parts: [
            { externalId: '11', externalUrl: 'https://social.example/@anna/11' },
            { externalId: '12', externalUrl: 'https://social.example/@anna/12' },
          ],
          error: {
            code: 'media_processing_failed',
            message: 'Mastodon could not process an image.',
            category: 'media_error',
            retryable: false,
          },
          attempts: 1,
          cost: 1,
        },
      ],
    });
    expect(lines.slice(1)).toEqual([
      '  mastodon  sa_1  failed    Mastodon could not process an image.',
      '      post    11  https://social.example/@anna/11',
      '      reply 1 12  https://social.example/@anna/12',
    ]);
  });

  it('names the reply a problem concerns', () => {
    const lines = describeCost({
      postId: 'post_1',
      maxCost: 1,
      balance: 5,
      sufficient: true,
      problems: [
        {
          socialAccountId: 'sa_1',
          platform: 'x',
          code: 'caption_too_long',
          message: 'Reply 2 for x is 300 long.',
          part: 2,
        },
      ],
      notices: [],
      targets: [{ socialAccountId: 'sa_1', platform: 'x', connection: 'oauth', cost: 2 }],
    });
    expect(lines).toContain('  sa_1 reply 2: Reply 2 for x is 300 long. (caption_too_long)');
    expect(lines).not.toContain('Notices:');
  });

  it('lists the notices, which do not block the publish', () => {
    const lines = describeCost({
      postId: 'post_1',
      maxCost: 2,
      balance: 5,
      sufficient: true,
      problems: [],
      notices: [
        {
          socialAccountId: 'sa_2',
          platform: 'tiktok',
          code: 'only_author_sees',
          message: 'The post will be published as private (SELF_ONLY).',
        },
      ],
      targets: [{ socialAccountId: 'sa_2', platform: 'tiktok', connection: 'oauth', cost: 2 }],
    });
    expect(lines.slice(-3)).toEqual([
      'No problems found.',
      'Notices:',
      '  sa_2: The post will be published as private (SELF_ONLY). (only_author_sees)',
    ]);
  });
});

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

  const png = {
    socialAccountId: 'sa_3',
    platform: 'instagram' as const,
    code: 'media_type_unsupported',
    message: 'instagram does not take image/png images (med_1); it takes image/jpeg.',
    fix: {
      kind: 're-encode' as const,
      mediaIds: ['med_1'],
      to: { width: 600, height: 750, mimeType: 'image/jpeg' },
      description: 'Re-encoded as JPEG.',
    },
  };
  const withPng = (problems: Parameters<typeof describeCost>[0]['problems']) => ({
    postId: 'post_1',
    maxCost: 0,
    balance: 5,
    sufficient: true,
    problems,
    notices: [],
    targets: [
      {
        socialAccountId: 'sa_3',
        platform: 'instagram' as const,
        connection: 'agent_session' as const,
        cost: 0,
      },
    ],
  });

  it('lists a problem the publish fixes apart from what stops it, and as a stop with --no-auto-fix', () => {
    expect(describeCost(withPng([png])).slice(-3)).toEqual([
      'Nothing stops it.',
      'Fixed when published (a variant of the image is posted instead):',
      `  sa_3: will be fixed: Re-encoded as JPEG. — ${png.message} (media_type_unsupported)`,
    ]);
    const tooLong = {
      ...png,
      code: 'caption_too_long',
      message: 'The caption is 2201 long.',
      fix: undefined,
    };
    const both = describeCost(withPng([tooLong, png]));
    expect(both).toContain('Problems:');
    expect(both).toContain('  sa_3: The caption is 2201 long. (caption_too_long)');
    expect(both.at(-1)).toMatch(/^ {2}sa_3: will be fixed: Re-encoded as JPEG\./);

    expect(describeCost(withPng([png]), false).slice(-2)).toEqual([
      'Problems:',
      `  sa_3: ${png.message} (media_type_unsupported); publishing without --no-auto-fix fixes it: Re-encoded as JPEG.`,
    ]);
  });

  it('says which image a target posted in place of which', () => {
    const lines = describePublication({
      postId: 'post_1',
      status: 'publishing',
      creditsCharged: 0,
      targets: [
        {
          socialAccountId: 'sa_3',
          platform: 'instagram',
          connection: 'agent_session',
          status: 'pending',
          fixes: [{ mediaId: 'med_1', variantId: 'med_2', description: 'Re-encoded as JPEG.' }],
          attempts: 0,
          cost: 0,
        },
      ],
    });
    expect(lines.slice(2)).toEqual(['      fixed   med_1 → med_2: Re-encoded as JPEG.']);
  });
});

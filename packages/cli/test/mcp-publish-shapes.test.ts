/**
 * The MCP tools answer only the fields their views declare: what publishing fixes by itself and
 * what it only notes must be among them, or an agent never learns of them.
 */
import { describe, expect, it } from 'vitest';
import { publicationShape, publishCostShape } from '../src/mcp/tool-shapes.js';

const fix = {
  kind: 'crop',
  mediaIds: ['med_1'],
  to: { width: 1080, height: 1350, mimeType: 'image/jpeg', maxBytes: 8_388_608 },
  description: 'Cropped to 4:5 (1080 × 1350) around the product.',
};

describe('the views of publishing an MCP tool answers', () => {
  it('keep a problem’s fix and the notices of the publish check', () => {
    const notice = {
      socialAccountId: 'sa_2',
      platform: 'tiktok',
      code: 'only_author_sees',
      message: 'Posted as private.',
    };
    const problem = {
      socialAccountId: 'sa_1',
      code: 'media_out_of_limits',
      message: 'instagram takes aspect ratios from 4:5 to 1.91:1; this image is 1:2 (med_1).',
      fix,
    };
    const cost = publishCostShape.parse({
      postId: 'post_1',
      maxCost: 0,
      balance: 3,
      sufficient: true,
      problems: [problem],
      notices: [notice],
      targets: [{ socialAccountId: 'sa_1', platform: 'instagram', connection: 'agent_session', cost: 0 }],
    });
    expect(cost.problems).toEqual([problem]);
    expect(cost.notices).toEqual([notice]);
  });

  it('keep the variants each target posted in place of the post’s images', () => {
    const fixes = [{ mediaId: 'med_1', variantId: 'med_2', description: fix.description }];
    const publication = publicationShape.parse({
      postId: 'post_1',
      status: 'publishing',
      creditsCharged: 0,
      targets: [
        {
          socialAccountId: 'sa_1',
          platform: 'instagram',
          connection: 'agent_session',
          status: 'pending',
          cost: 0,
          fixes,
        },
      ],
    });
    expect(publication.targets[0]?.fixes).toEqual(fixes);
  });
});

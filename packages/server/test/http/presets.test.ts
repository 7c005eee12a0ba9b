import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let account: { workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.account();
});
afterAll(async () => ctx?.close());

describe('GET /presets', () => {
  it('serves the catalogue with every field and the cost of a run', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/presets', headers: bearer(account.token) });
    expect(res.statusCode).toBe(200);
    const presets = res.json().data as Array<Record<string, unknown> & { outputs: Record<string, unknown> }>;
    const summary = presets.map((p) => [
      p.presetId,
      p.kind,
      p.outputs.count,
      `${p.outputs.width}x${p.outputs.height}`,
      p.creditsPerRun,
    ]);
    expect(summary).toEqual([
      ['ugc-selfie-review', 'ugc', 3, '1080x1350', 3],
      ['ugc-unboxing', 'ugc', 3, '1080x1350', 3],
      ['ugc-lifestyle', 'ugc', 3, '1080x1350', 3],
      ['product-hero-studio', 'product_hero', 4, '1080x1080', 4],
      ['product-hero-color', 'product_hero', 4, '1080x1350', 4],
      ['video-storyboard-ugc', 'video_storyboard', 6, '1080x1920', 6],
      ['video-storyboard-product', 'video_storyboard', 5, '1080x1920', 5],
    ]);
    for (const p of presets) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'copy',
          'creditsPerOutput',
          'creditsPerRun',
          'description',
          'kind',
          'name',
          'outputs',
          'presetId',
          'referenceImage',
        ].sort(),
      );
      expect(p.creditsPerOutput).toBe(1);
      expect(p.creditsPerRun).toBe((p.outputs.count as number) * 1);
      expect(['optional', 'required']).toContain(p.referenceImage);
      const ratio = { '1:1': 1, '4:5': 0.8, '9:16': 0.5625 }[p.outputs.aspectRatio as '1:1'];
      expect((p.outputs.width as number) / (p.outputs.height as number)).toBeCloseTo(ratio, 3);
      expect((p.copy as { platforms: string[] }).platforms.length).toBeGreaterThan(0);
    }
  });

  it('is the same under the workspace prefix', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/v1/presets', headers: bearer(account.token) });
    const prefixed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/workspaces/${account.workspaceId}/presets`,
      headers: bearer(account.token),
    });
    expect(prefixed.json()).toEqual(plain.json());
  });
});

/**
 * `publish` against the real service, for an image a platform takes only once re-encoded: the
 * preview says it will be fixed rather than that it stops the publish, the publication names the
 * variant posted instead, and `--no-auto-fix` refuses it as any other problem.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveService, startLiveService } from '../../server/test/support/live-service.js';
import { productPhoto, uploadImage } from '../../server/test/support/media-upload.js';
import { agentAccount, client, draft } from '../../server/test/support/publishing.js';
import { main } from '../src/main.js';

let service: LiveService;

beforeAll(async () => {
  service = await startLiveService();
});
afterAll(async () => {
  await service?.close();
});

/** The command in this process, as a script runs it: no terminal to ask. */
async function run(args: string[], env: Record<string, string>) {
  const out = { stdout: [] as string[], stderr: [] as string[] };
  const write = (to: keyof typeof out) => (t: string) => void out[to].push(t);
  const code = await main(['node', 'contentforge', ...args], {
    stdout: write('stdout'),
    stderr: write('stderr'),
    env,
  });
  return { code, stdout: out.stdout.join(''), stderr: out.stderr.join('') };
}

describe('publish with images a platform takes only once fixed', () => {
  it('posts a variant by default and shows it; --no-auto-fix refuses the post instead', async () => {
    const owner = await service.ctx.account({ credits: 0 });
    const env = { CONTENTFORGE_URL: service.url, CONTENTFORGE_TOKEN: owner.token };
    const api = client(service.ctx, owner.token);
    const instagram = await agentAccount(service.ctx, owner.accountId, 'instagram', 'acme.shop');
    const png = await sharp(await productPhoto(600, 750))
      .png()
      .toBuffer();
    const media = await uploadImage(service.ctx, owner.token, png, 'image/png');
    const post = await draft(api, {
      caption: 'Back in stock',
      mediaIds: [media.id],
      socialAccountIds: [instagram.id],
    });

    const refused = await run(['publish', post.id, '--yes', '--no-auto-fix', '--json'], env);
    expect(refused.code).toBe(6);
    expect(JSON.parse(refused.stdout).error).toMatchObject({
      code: 'publish_blocked',
      problems: [{ code: 'media_type_unsupported', fix: { kind: 're-encode', mediaIds: [media.id] } }],
    });
    expect((await api('GET', `/v1/posts/${post.id}`)).json().data.status).toBe('draft');

    const published = await run(['publish', post.id, '--yes'], env);
    expect(published.code, published.stderr).toBe(0);
    expect(published.stderr).not.toContain('Problems:');
    expect(published.stderr).toContain('Nothing stops it.');
    expect(published.stderr).toMatch(
      new RegExp(`^ {2}${instagram.id}: will be fixed: .*JPEG.* \\(media_type_unsupported\\)$`, 'm'),
    );
    const target = (await api('GET', `/v1/posts/${post.id}`)).json().data.publication.targets[0];
    expect(target.fixes).toEqual([expect.objectContaining({ mediaId: media.id })]);
    expect(published.stdout).toContain(`      fixed   ${media.id} → ${target.fixes[0].variantId}: `);
  }, 60_000);
});

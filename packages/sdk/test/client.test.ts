import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../server/src/domain/accounts.js';
import { type LiveService, startLiveService } from '../../server/test/support/live-service.js';
import { productPhoto } from '../../server/test/support/media-upload.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../server/test/support/webhook-receiver.js';
import {
  AuthenticationError,
  Contentforge,
  type FetchFn,
  type Generation,
  InsufficientCreditsError,
  NotFoundError,
  PermissionDeniedError,
  PublishBlockedError,
  type UploadProgress,
  ValidationError,
} from '../src/index.js';

const require = createRequire(import.meta.url);

let service: LiveService;
let receiver: WebhookReceiver;

beforeAll(async () => {
  service = await startLiveService();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await service?.close();
});

async function newAccount(credits?: number) {
  const account = await service.ctx.account(credits === undefined ? {} : { credits });
  return { ...account, cf: new Contentforge({ baseUrl: service.url, token: account.token }) };
}

describe('the SDK against the real service', () => {
  it('uploads a real photo with progress, then runs a preset with it and waits for the images', async () => {
    const { cf } = await newAccount(20);
    const photo = await productPhoto(900, 1100);
    const progress: UploadProgress[] = [];
    const item = await cf.upload(photo, { filename: 'serum.jpg', onProgress: (p) => progress.push(p) });
    expect(item).toMatchObject({ source: 'upload', mimeType: 'image/jpeg', width: 900, height: 1100 });
    expect(progress[0]).toEqual({ loaded: 0, total: photo.length });
    expect(progress.at(-1)).toEqual({ loaded: photo.length, total: photo.length });
    const loaded = progress.map((p) => p.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    // The stored file is served at the item's URL, without a token.
    expect((await fetch(item.url)).status).toBe(200);

    const seen: Generation['status'][] = [];
    const run = await cf.generatePreset(
      { presetId: 'ugc-selfie-review', subject: 'Glow serum with vitamin C', referenceImages: [item.url] },
      { onProgress: (g) => seen.push(g.status), pollIntervalMs: 100 },
    );
    expect(run.status).toBe('succeeded');
    expect(run.outputs).toHaveLength(3);
    expect(run.creditsCharged).toBe(3);
    expect(seen.at(-1)).toBe('succeeded');
    for (const output of run.outputs) {
      const image = await fetch(output.url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    }
    expect((await cf.credits.get()).balance).toBe(17);

    // Without a progress callback the API itself waits.
    const image = await cf.generateImage({ prompt: 'A serum bottle on marble', count: 2 });
    expect(image).toMatchObject({ status: 'succeeded', creditsCharged: 2 });
    expect((await cf.credits.get()).balance).toBe(15);
  });

  it('throws InsufficientCreditsError with the purchase link, the cost and the balance; nothing is charged', async () => {
    const { cf } = await newAccount(2);
    const entries = await cf.credits.transactions().toArray();
    const refused = await cf
      .generatePreset({ presetId: 'product-hero-studio', subject: 'Walnut desk lamp' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InsufficientCreditsError);
    const error = refused as InsufficientCreditsError;
    expect(error.status).toBe(402);
    expect(error.code).toBe('insufficient_credits');
    expect(error.required).toBe(4);
    expect(error.balance).toBe(2);
    expect(error.purchaseUrl).toBe(await cf.credits.purchaseLink());
    expect(error.requestId).toBeTruthy();
    expect(await cf.credits.transactions().toArray()).toEqual(entries);
    // A dry run says the same without throwing.
    expect(
      await cf.generations.quotePreset({ presetId: 'product-hero-studio', subject: 'Walnut desk lamp' }),
    ).toEqual({ credits: 4, balance: 2, sufficient: false });
  });

  it('types refusals: a misspelt field, an unknown preset, a token that is not valid, a role too low', async () => {
    const { cf, accountId } = await newAccount(5);
    const typo = await cf.generations
      .copy({ subject: 'Linen shirt', platfrom: 'x' } as never)
      .catch((e: unknown) => e);
    expect(typo).toBeInstanceOf(ValidationError);
    expect((typo as ValidationError).errors.map((e) => e.path).join(' ')).toContain('platfrom');
    expect((typo as ValidationError).message).toContain('platform');

    await expect(cf.generatePreset({ presetId: 'no-such-preset', subject: 'x' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const stranger = new Contentforge({ baseUrl: `${service.url}/v1`, token: 'cf_not_a_real_token' });
    await expect(stranger.credits.get()).rejects.toBeInstanceOf(AuthenticationError);
    const viewer = await service.ctx.token({ accountId, role: 'viewer' });
    const reader = new Contentforge({ baseUrl: service.url, token: viewer.token });
    await expect(reader.campaigns.create({ name: 'Spring' })).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await reader.credits.get()).balance).toBe(5);
  });

  it('iterates a list of 250 items across pages, in order, each once', async () => {
    const { cf } = await newAccount();
    const created: string[] = [];
    for (let i = 0; i < 250; i++) created.push((await cf.campaigns.create({ name: `Campaign ${i}` })).id);
    const first = await cf.campaigns.list({ limit: 100 });
    expect(first.data).toHaveLength(100);
    expect(first.hasMore).toBe(true);
    const ids: string[] = [];
    for await (const campaign of cf.campaigns.list({ limit: 100 })) ids.push(campaign.id);
    expect(ids).toEqual([...created].reverse());
    const last = await (await (await first.next())?.next())!;
    expect(last.data).toHaveLength(50);
    expect(last.hasMore).toBe(false);
    expect(await last.next()).toBeUndefined();
    expect(await cf.campaigns.list({ limit: 7 }).toArray(10)).toHaveLength(10);
    // A kept cursor starts the list at its page, and iteration goes on from there.
    const resumed = await cf.campaigns.list({ limit: 100, cursor: first.nextCursor });
    expect(resumed.data.map((c) => c.id)).toEqual(ids.slice(100, 200));
    expect((await cf.campaigns.list({ limit: 100, cursor: first.nextCursor }).toArray()).length).toBe(150);
  });

  it('publishes a post to a webhook account after reading its cost, and lists problems when it cannot', async () => {
    const { cf, accountId } = await newAccount(3);
    const photo = await cf.upload(await productPhoto(400, 500));
    const hook = await cf.socialAccounts.create({ platform: 'webhook', webhookUrl: receiver.url('/sdk') });
    expect(hook.secret).toBeTruthy();
    const post = await cf.posts.create({
      caption: 'New in: the glow serum',
      mediaIds: [photo.id],
      socialAccountIds: [hook.id],
    });
    expect(await cf.posts.publishCost(post.id)).toMatchObject({ maxCost: 0, sufficient: true, problems: [] });
    const publication = await cf.posts.publish(post.id);
    expect(publication.postId).toBe(post.id);
    await receiver.waitFor(1, '/sdk');
    await expect.poll(async () => (await cf.posts.get(post.id)).status).toBe('published');

    // An agent session's Bluesky account: a caption over 300 graphemes is refused before anything.
    const agent = await service.ctx.token({ accountId, kind: 'agent', role: 'editor' });
    const agentCf = new Contentforge({ baseUrl: service.url, token: agent.token });
    const bluesky = await agentCf.socialAccounts.create({ platform: 'bluesky', handle: 'brand.bsky.social' });
    const long = await cf.posts.create({ caption: 'a'.repeat(301), socialAccountIds: [bluesky.id] });
    const blocked = await cf.posts.publish(long.id).catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(PublishBlockedError);
    expect((blocked as PublishBlockedError).problems).toEqual([
      expect.objectContaining({ socialAccountId: bluesky.id, code: 'caption_too_long' }),
    ]);

    // Fitted, it is handed to the agent, which finds it, posts it and reports.
    await cf.posts.update(long.id, { caption: 'Short and sweet' });
    await cf.posts.publish(long.id);
    const [task] = await agentCf.handoffs.list().toArray();
    expect(task).toMatchObject({ postId: long.id, socialAccountId: bluesky.id, status: 'pending' });
    expect(task!.handoff.text).toBe('Short and sweet');
    const reported = await agentCf.posts.report(long.id, bluesky.id, {
      status: 'delivered',
      externalUrl: 'https://bsky.app/profile/brand.bsky.social/post/3k',
    });
    expect(reported.status).toBe('published');
    expect(await agentCf.handoffs.list().toArray()).toEqual([]);
  });

  it('imports an image from an address, and acts in another workspace', async () => {
    const { cf, accountId } = await newAccount();
    const photo = await cf.upload(await productPhoto(300, 300), { mimeType: 'image/jpeg' });
    const imported = await cf.media.import(photo.url, { filename: 'copy.jpg' });
    expect(imported).toMatchObject({ width: 300, height: 300, mimeType: 'image/jpeg' });
    expect(imported.id).not.toBe(photo.id);
    const second = await createWorkspace(service.ctx.services.accounts, { accountId, name: 'Second' });
    const elsewhere = cf.withWorkspace(second.id);
    expect(await elsewhere.media.list().toArray()).toEqual([]);
    expect((await cf.media.list().toArray()).map((m) => m.id)).toEqual([imported.id, photo.id]);
    expect((await cf.workspaces.list().toArray()).map((w) => w.id)).toContain(second.id);
  });

  it('sets the brand, changes part of it on the version read, and uploads a font file', async () => {
    const { cf } = await newAccount();
    expect(await cf.brand.get()).toMatchObject({ version: 0 });
    await cf.brand.set({ name: 'Verdant', colors: { primary: '#0a7d4f' }, voice: { hashtags: ['verdant'] } });
    const font = await cf.brand.fonts.upload(
      readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
      { filename: 'Inter-Bold.ttf' },
    );
    expect(font).toMatchObject({ family: 'Inter', style: 'Bold', format: 'ttf', filename: 'Inter-Bold.ttf' });
    const updated = await cf.brand.update({ fonts: { heading: font.id } });
    // The fields not given are kept.
    expect(updated).toMatchObject({
      version: 2,
      name: 'Verdant',
      colors: { primary: '#0a7d4f' },
      fonts: { heading: font.id },
      voice: { hashtags: ['#verdant'] },
    });
    expect((await cf.brand.version(1)).fonts).toEqual({});
    expect((await cf.brand.fonts.list().toArray()).map((f) => f.id)).toEqual([font.id]);
    await expect(cf.brand.fonts.upload(new TextEncoder().encode('not a font'))).rejects.toMatchObject({
      status: 422,
      code: 'invalid_font',
    });
  });
});

describe('retries', () => {
  it('waits out a 429 as Retry-After says, then succeeds', async () => {
    const limited = await startLiveService({ RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_WINDOW_SECONDS: '2' });
    try {
      const account = await limited.ctx.account();
      const statuses: number[] = [];
      const recording: FetchFn = async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      };
      const cf = new Contentforge({ baseUrl: limited.url, token: account.token, fetch: recording });
      for (let i = 0; i < 3; i++) expect((await cf.credits.get()).accountId).toBe(account.accountId);
      expect(statuses).toEqual([200, 200, 429, 200]);

      // A caller that will not wait as long is told when to come back.
      const impatient = new Contentforge({ baseUrl: limited.url, token: account.token, maxRetryDelayMs: 0 });
      await impatient.credits.get().catch(() => undefined);
      const error = await impatient.credits.get().catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
      expect((error as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('sends a paid call again under the same Idempotency-Key when its answer is lost, and is charged once', async () => {
    const { cf: direct, token } = await newAccount(10);
    // A proxy in front of the service that lets the first generation request through, then drops
    // the connection instead of passing the answer back.
    let dropped = 0;
    const keys: string[] = [];
    const proxy = http.createServer((req, res) => {
      const upstream = http.request(
        `${service.url}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          if (req.url === '/v1/generations/preset' && dropped === 0) {
            dropped++;
            answer.resume();
            answer.on('end', () => req.socket.destroy());
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      if (req.url === '/v1/generations/preset') keys.push(String(req.headers['idempotency-key']));
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const cf = new Contentforge({
        baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        token,
      });
      const run = await cf.generatePreset({ presetId: 'ugc-unboxing', subject: 'Ceramic mug' });
      expect(run.status).toBe('succeeded');
      expect(dropped).toBe(1);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
      const reserves = (await direct.credits.transactions().toArray()).filter((e) => e.kind === 'reserve');
      expect(reserves).toHaveLength(1);
      expect((await direct.credits.get()).balance).toBe(7);
      expect(await direct.generations.list().toArray()).toHaveLength(1);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

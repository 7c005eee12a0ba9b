import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Contentforge } from '@contentforge/sdk';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveService, startLiveService } from '../support/live-service.js';
import {
  callTool,
  connectMcp,
  type McpConnection,
  type McpTransportKind,
  textOf,
} from '../support/mcp-client.js';
import { productPhoto } from '../support/media-upload.js';

let service: LiveService;

beforeAll(async () => {
  // No Stripe: the operator says how credits are sold.
  service = await startLiveService({
    PURCHASE_INSTRUCTIONS: 'Credits are sold by invoice: **100 credits for 9 EUR**.',
    PURCHASE_CONTACT: 'billing@acme.test',
  });
});
afterAll(async () => service?.close());

const READ = { readOnlyHint: true, openWorldHint: false };
const ADD = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
const SPEND = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false };
const REPORT = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** Every tool and its annotations: what a client tells its user before a call. */
const TOOLS: Record<string, object> = {
  upload_media: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  search_media: READ,
  list_presets: READ,
  generate_from_preset: SPEND,
  generate_images: SPEND,
  remove_background: SPEND,
  get_generation: READ,
  write_copy: READ,
  get_credits: READ,
  get_purchase_link: READ,
  list_campaigns: READ,
  create_campaign: ADD,
  get_brand: READ,
  // Replaces the fields it is given for every later run (past versions stay readable); the same
  // change twice is one version.
  set_brand: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  create_post: ADD,
  get_post: READ,
  list_posts: READ,
  get_publish_cost: READ,
  publish_post: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  retry_post: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  list_social_accounts: READ,
  add_social_account: REPORT,
  list_handoffs: READ,
  report_handoff: REPORT,
};
const PAID = ['generate_from_preset', 'generate_images', 'remove_background', 'publish_post', 'retry_post'];

describe.each(['stdio', 'http'] as const)('the MCP server over %s', (kind: McpTransportKind) => {
  let mcp: McpConnection;
  let owner: Contentforge;

  /** An account with exactly `credits`, an agent token of it, and the MCP client connected with it. */
  async function agentOf(credits: number) {
    const account = await service.ctx.account({ credits });
    const agent = await service.ctx.token({ accountId: account.accountId, kind: 'agent', role: 'editor' });
    return {
      ...account,
      cf: new Contentforge({ baseUrl: service.url, token: account.token }),
      mcp: await connectMcp(kind, service.url, agent.token),
    };
  }

  const connections: McpConnection[] = [];
  const call = (name: string, args: Record<string, unknown> = {}) => callTool(mcp.client, name, args);

  beforeAll(async () => {
    const agent = await agentOf(10);
    mcp = agent.mcp;
    owner = agent.cf;
    connections.push(mcp);
  });
  afterAll(async () => {
    for (const c of connections) await c.close();
  });

  it('lists every tool with truthful annotations, an output schema, and its cost in the description', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(TOOLS).sort());
    for (const tool of tools) {
      expect(tool.annotations, tool.name).toEqual({ title: tool.title, ...TOOLS[tool.name] });
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description, tool.name).toMatch(/Free\b|credits?\b/);
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false);
      expect('idempotencyKey' in (tool.inputSchema.properties ?? {}), tool.name).toBe(
        PAID.includes(tool.name),
      );
    }
    const upload = tools.find((t) => t.name === 'upload_media')!;
    expect(upload.description).toMatch(
      kind === 'stdio' ? /`path` \(an image file/ : /`path` is not available/,
    );
  });

  it('uploads from base64, from a URL and from a path (stdio only), and finds them in the library', async () => {
    const photo = await productPhoto(900, 1100);
    const fromBase64 = await call('upload_media', {
      base64: photo.toString('base64'),
      filename: 'serum.jpg',
    });
    expect(fromBase64.isError).toBeFalsy();
    const media = fromBase64.structuredContent!.media;
    expect(media).toMatchObject({ source: 'upload', mimeType: 'image/jpeg', width: 900, height: 1100 });
    expect(Buffer.from(await (await fetch(media.url)).arrayBuffer()).length).toBeGreaterThan(0);

    // A data: URL gives its type; a PNG stays a PNG.
    const png = await sharp(photo).resize(300).png().toBuffer();
    const fromDataUrl = await call('upload_media', {
      base64: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(fromDataUrl.structuredContent!.media).toMatchObject({ mimeType: 'image/png', width: 300 });

    const fromUrl = await call('upload_media', { url: media.url });
    expect(fromUrl.isError).toBeFalsy();
    expect(fromUrl.structuredContent!.media).toMatchObject({ source: 'upload', width: 900, height: 1100 });
    expect(fromUrl.structuredContent!.media.id).not.toBe(media.id);

    const file = path.join(tmpdir(), `cf-mcp-${Date.now()}.jpg`);
    await writeFile(file, await productPhoto(640, 480));
    const fromPath = await call('upload_media', { path: file });
    if (kind === 'stdio') {
      expect(fromPath.isError).toBeFalsy();
      expect(fromPath.structuredContent!.media).toMatchObject({
        width: 640,
        height: 480,
        mimeType: 'image/jpeg',
      });
      // Only images leave the computer, whatever type the call claims; a missing file is named.
      const secret = path.join(tmpdir(), `cf-mcp-${Date.now()}.txt`);
      await writeFile(secret, 'not for the library');
      const notImage = await call('upload_media', { path: secret, mimeType: 'image/jpeg' });
      expect(notImage.structuredContent!.error.code).toBe('unsupported_media_type');
      const missing = await call('upload_media', { path: `${secret}.gone` });
      expect(missing.structuredContent!.error).toMatchObject({ code: 'file_not_found' });
      expect(textOf(missing)).toContain(`${secret}.gone`);
    } else {
      // Over HTTP a path would name one of the service's files: refused before anything is read.
      expect(fromPath.isError).toBe(true);
      expect(fromPath.structuredContent!.error.code).toBe('path_not_available');
      expect(textOf(fromPath)).toMatch(/base64/);
    }
    const uploads = kind === 'stdio' ? 4 : 3;

    const page = await call('search_media', { source: 'upload', limit: 2 });
    expect(page.structuredContent!.media).toHaveLength(2);
    const rest = await call('search_media', { source: 'upload', cursor: page.structuredContent!.nextCursor });
    expect(rest.structuredContent!.media).toHaveLength(uploads - 2);
    expect(rest.structuredContent!.nextCursor).toBeUndefined();
    expect((await owner.media.list().toArray()).length).toBe(uploads);
  });

  it('takes a base64 image of several MiB in one message', async () => {
    // Noise does not compress: 1700×1700 pixels make about 8.8 MB of JPEG.
    const noise = await sharp({
      create: {
        width: 1700,
        height: 1700,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 128 },
      },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    // Past the 10 MiB a stdio message may have by default, and the 1 MiB of an API request body.
    expect(Math.ceil(noise.length / 3) * 4).toBeGreaterThan(10 * 1024 * 1024);
    const big = await call('upload_media', { base64: noise.toString('base64') });
    expect(big.isError).toBeFalsy();
    expect(big.structuredContent!.media).toMatchObject({ width: 1700, height: 1700 });
    await owner.media.delete(big.structuredContent!.media.id);
  });

  it('reads the brand and changes part of it, keeping the rest', async () => {
    expect((await call('get_brand')).structuredContent!.brand).toMatchObject({ version: 0 });
    const first = await call('set_brand', { name: 'Verdant', colors: { primary: '#0a7d4f' } });
    expect(first.isError, textOf(first)).toBeFalsy();
    const second = await call('set_brand', { voice: { tone: 'playful', hashtags: ['verdant'] } });
    expect(second.structuredContent!.brand).toMatchObject({
      version: 2,
      name: 'Verdant',
      colors: { primary: '#0a7d4f' },
      voice: { tone: 'playful', hashtags: ['#verdant'] },
    });
    const bad = await call('set_brand', { colors: { primary: 'green' } });
    expect(bad.structuredContent!.error).toMatchObject({ code: 'invalid_request', status: 400 });
  });

  it('refuses bad input as tool errors that name the problem', async () => {
    const two = await call('upload_media', { url: 'https://example.com/a.jpg', base64: 'AAAA' });
    expect(two).toMatchObject({ isError: true, structuredContent: { error: { code: 'invalid_request' } } });
    expect(textOf(two)).toMatch(/exactly one of/);
    const notBase64 = await call('upload_media', { base64: 'not base64!' });
    expect(notBase64.structuredContent!.error.code).toBe('invalid_request');
    const notImage = await call('upload_media', { base64: Buffer.from('plain text').toString('base64') });
    expect(notImage.structuredContent!.error.code).toBe('unsupported_media_type');
    // A misnamed argument is named rather than dropped.
    const misnamed = await call('upload_media', { image_url: 'https://example.com/a.jpg' });
    expect(misnamed.isError).toBe(true);
    expect(textOf(misnamed)).toMatch(/image_url/);
    // The API's own refusals come back with their code and the field at fault.
    const external = await call('generate_images', {
      prompt: 'A lamp',
      referenceImages: ['https://example.com/a.jpg'],
    });
    expect(external.structuredContent!.error).toMatchObject({ code: 'invalid_reference_image', status: 422 });
    const missing = await call('get_post', { postId: 'post_nothere' });
    expect(missing.structuredContent!.error).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('runs a preset and an image prompt: images come back as pictures, charged exactly', async () => {
    const { mcp: agent, cf } = await agentOf(10);
    connections.push(agent);
    const photo = await callTool(agent.client, 'upload_media', {
      base64: (await productPhoto(900, 1100)).toString('base64'),
    });
    const progress: { progress: number; total?: number }[] = [];
    const run = (await agent.client.callTool(
      {
        name: 'generate_from_preset',
        arguments: {
          presetId: 'ugc-selfie-review',
          subject: 'Glow serum with vitamin C',
          referenceImages: [photo.structuredContent!.media.url],
          platform: 'instagram',
        },
      },
      undefined,
      { onprogress: (p) => progress.push(p) },
    )) as Awaited<ReturnType<typeof callTool>>;
    expect(run.isError).toBeFalsy();
    const { generation, balance } = run.structuredContent!;
    expect(generation).toMatchObject({
      status: 'succeeded',
      presetId: 'ugc-selfie-review',
      creditsCharged: 3,
    });
    expect(balance).toBe(7);
    expect(generation.outputs).toHaveLength(3);
    for (const output of generation.outputs) expect(output.caption).toBeTruthy();
    expect(generation.copy.caption).toBeTruthy();
    expect(progress.at(-1)).toMatchObject({ progress: 3, total: 3 });

    // Each output's thumbnail, as the picture a client shows.
    const images = run.content.filter((c) => c.type === 'image') as { data: string; mimeType: string }[];
    expect(images).toHaveLength(3);
    for (const [i, image] of images.entries()) {
      expect(image.mimeType).toBe('image/webp');
      const served = Buffer.from(await (await fetch(generation.outputs[i].thumbnailUrl)).arrayBuffer());
      expect(Buffer.from(image.data, 'base64').equals(served)).toBe(true);
    }

    const prompt = await callTool(agent.client, 'generate_images', {
      prompt: 'A serum bottle on marble',
      count: 2,
    });
    expect(prompt.structuredContent).toMatchObject({
      generation: { status: 'succeeded', type: 'image', creditsCharged: 2 },
      balance: 5,
    });
    expect(prompt.content.filter((c) => c.type === 'image')).toHaveLength(2);

    const credits = await callTool(agent.client, 'get_credits');
    expect(credits.structuredContent!.credits).toMatchObject({ balance: 5, standard: { balance: 5 } });
    expect((await cf.credits.get()).balance).toBe(5);

    const read = await callTool(agent.client, 'get_generation', { generationId: generation.generationId });
    expect(read.structuredContent!.generation.outputs.map((o: { url: string }) => o.url)).toEqual(
      generation.outputs.map((o: { url: string }) => o.url),
    );
  });

  it('removes the background of a library photo for one credit, the cut-out shown as a picture', async () => {
    const { mcp: agent } = await agentOf(3);
    connections.push(agent);
    const photos = new URL('../fixtures/photos/', import.meta.url);
    const bytes = await readFile(new URL('coffee-cup-on-wooden-table.jpg', photos));
    const photo = await callTool(agent.client, 'upload_media', { base64: bytes.toString('base64') });
    const cut = await callTool(agent.client, 'remove_background', {
      image: photo.structuredContent!.media.url,
      crop: true,
    });
    expect(cut.isError).toBeFalsy();
    expect(cut.structuredContent).toMatchObject({
      generation: { type: 'cutout', status: 'succeeded', creditsCharged: 1 },
      balance: 2,
    });
    const [output] = cut.structuredContent!.generation.outputs;
    expect(output).toMatchObject({ cutout: 'segmented' });
    expect(output.width).toBeLessThan(600);
    const png = await sharp(Buffer.from(await (await fetch(output.url)).arrayBuffer())).metadata();
    expect([png.format, png.hasAlpha]).toEqual(['png', true]);
    expect(cut.content.filter((c) => c.type === 'image')).toHaveLength(1);
  });

  it('answers a short balance as a tool error with the way to buy credits, and charges nothing', async () => {
    const { mcp: agent, cf } = await agentOf(2);
    connections.push(agent);
    const ledger = await cf.credits.transactions().toArray();
    const link = await callTool(agent.client, 'get_purchase_link');
    const purchaseUrl = link.structuredContent!.purchaseUrl;
    expect(purchaseUrl).toMatch(/^https?:\/\//);
    const operator = {
      instructions: 'Credits are sold by invoice: **100 credits for 9 EUR**.',
      contact: 'billing@acme.test',
    };
    expect(link.structuredContent).toEqual({ purchaseUrl, ...operator });
    expect(textOf(link)).toContain('Contact: billing@acme.test');

    const refused = await callTool(agent.client, 'generate_from_preset', {
      presetId: 'product-hero-studio',
      subject: 'Walnut desk lamp',
    });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent!.error).toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      purchaseUrl,
      ...operator,
      required: 4,
      balance: 2,
    });
    expect(textOf(refused)).toContain(purchaseUrl);
    expect(textOf(refused)).toContain('How the operator sells credits: Credits are sold by invoice');
    expect(textOf(refused)).toMatch(/needs 4 .*balance is 2/);

    expect((await cf.credits.get()).balance).toBe(2);
    expect(await cf.credits.transactions().toArray()).toEqual(ledger);
    expect(await cf.generations.list().toArray()).toEqual([]);
  });

  it('publishes to an account the agent posts to, hands it off, and takes the report', async () => {
    const { mcp: agent, cf } = await agentOf(3);
    connections.push(agent);
    const photo = await callTool(agent.client, 'upload_media', {
      base64: (await productPhoto(600, 600)).toString('base64'),
    });
    const media = photo.structuredContent!.media;
    const added = await callTool(agent.client, 'add_social_account', {
      platform: 'bluesky',
      handle: 'glowlabs.bsky.social',
    });
    const account = added.structuredContent!.account;
    expect(account).toMatchObject({ platform: 'bluesky', connection: 'agent_session', status: 'active' });
    expect((await callTool(agent.client, 'list_social_accounts')).structuredContent!.accounts).toEqual([
      account,
    ]);

    const drafted = await callTool(agent.client, 'create_post', {
      caption: 'Glow serum, now in amber glass',
      mediaIds: [media.id],
      socialAccountIds: [account.id],
      altTexts: { [media.id]: 'An amber serum bottle' },
    });
    const post = drafted.structuredContent!.post;
    expect(post).toMatchObject({ status: 'draft', publication: null });

    const cost = await callTool(agent.client, 'get_publish_cost', { postId: post.id });
    expect(cost.structuredContent!.cost).toMatchObject({
      maxCost: 0,
      balance: 3,
      sufficient: true,
      problems: [],
    });

    const published = await callTool(agent.client, 'publish_post', { postId: post.id });
    expect(published.isError).toBeFalsy();
    const [target] = published.structuredContent!.publication.targets;
    expect(target).toMatchObject({
      socialAccountId: account.id,
      connection: 'agent_session',
      status: 'pending',
      cost: 0,
      handoff: {
        platform: 'bluesky',
        handle: 'glowlabs.bsky.social',
        text: 'Glow serum, now in amber glass',
        media: [{ url: media.url, altText: 'An amber serum bottle' }],
      },
    });
    expect(textOf(published)).toMatch(/hand-off/);

    const pending = await callTool(agent.client, 'list_handoffs');
    expect(pending.structuredContent!.handoffs).toEqual([
      expect.objectContaining({ postId: post.id, socialAccountId: account.id, status: 'pending' }),
    ]);

    const externalUrl = 'https://bsky.app/profile/glowlabs.bsky.social/post/3kabc';
    const reported = await callTool(agent.client, 'report_handoff', {
      postId: post.id,
      socialAccountId: account.id,
      status: 'delivered',
      externalUrl,
      externalId: 'at://did:plc:abc/app.bsky.feed.post/3kabc',
    });
    expect(reported.structuredContent!.publication.status).toBe('published');

    const read = await callTool(agent.client, 'get_post', { postId: post.id });
    expect(read.structuredContent!.post).toMatchObject({
      status: 'published',
      publication: { creditsCharged: 0, targets: [{ status: 'delivered', externalUrl }] },
    });
    expect((await callTool(agent.client, 'list_handoffs')).structuredContent!.handoffs).toEqual([]);
    const listed = await callTool(agent.client, 'list_posts', { status: 'published' });
    expect(listed.structuredContent!.posts.map((p: { id: string }) => p.id)).toEqual([post.id]);

    // Publishing again changes nothing: the post is out once.
    const again = await callTool(agent.client, 'publish_post', { postId: post.id });
    expect(again.structuredContent!.error.code).toBe('already_published');
    const twice = await callTool(agent.client, 'report_handoff', {
      postId: post.id,
      socialAccountId: account.id,
      status: 'delivered',
    });
    expect(twice.structuredContent!.error.code).toBe('conflict');
    expect((await cf.credits.get()).balance).toBe(3);
  });

  it('drafts a thread and a LinkedIn document, and says an agent hand-off carries neither', async () => {
    const { mcp: agent } = await agentOf(0);
    connections.push(agent);
    const photo = await callTool(agent.client, 'upload_media', {
      base64: (await productPhoto(600, 600)).toString('base64'),
    });
    const media = photo.structuredContent!.media;
    const account = (
      await callTool(agent.client, 'add_social_account', { platform: 'linkedin', handle: 'glow-labs' })
    ).structuredContent!.account;
    const drafted = await callTool(agent.client, 'create_post', {
      caption: 'Glow serum, the lookbook',
      mediaIds: [media.id],
      socialAccountIds: [account.id],
      replies: [{ caption: 'Shop it: https://glow.example/serum' }, { caption: '#skincare' }],
      perPlatform: { linkedin: { format: 'document', title: 'Glow lookbook' } },
    });
    expect(drafted.isError, textOf(drafted)).toBeFalsy();
    const post = drafted.structuredContent!.post;
    expect(post.replies).toEqual([
      { caption: 'Shop it: https://glow.example/serum', mediaIds: [] },
      { caption: '#skincare', mediaIds: [] },
    ]);
    expect(post.perPlatform.linkedin).toEqual({ format: 'document', title: 'Glow lookbook' });
    const cost = (await callTool(agent.client, 'get_publish_cost', { postId: post.id })).structuredContent!
      .cost;
    expect(cost.problems.map((p: { code: string }) => p.code).sort()).toEqual([
      'format_unsupported',
      'replies_unsupported',
    ]);
    // A document asked for on another platform is refused before anything is drafted.
    const refused = await callTool(agent.client, 'create_post', {
      caption: 'Hi',
      socialAccountIds: [account.id],
      perPlatform: { x: { caption: 'Hi', format: 'document' } },
    });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/format/);
  });

  it('writes copy, lists presets with their cost and keeps campaigns, for free', async () => {
    const copy = await call('write_copy', {
      subject: 'Glow serum with vitamin C',
      platform: 'x',
      variants: 2,
    });
    const variants = copy.structuredContent!.variants;
    expect(copy.structuredContent).toMatchObject({ language: 'en', seed: expect.any(Number) });
    expect(variants).toHaveLength(2);
    for (const v of variants) expect(v.characterCount).toBeLessThanOrEqual(280);

    const presets = (await call('list_presets')).structuredContent!.presets;
    expect(presets).toHaveLength(7);
    expect(presets.find((p: { presetId: string }) => p.presetId === 'video-storyboard-ugc')).toMatchObject({
      images: 6,
      creditsPerRun: 6,
      aspectRatio: '9:16',
    });

    const created = await call('create_campaign', { name: 'Spring launch' });
    const campaign = created.structuredContent!.campaign;
    expect(campaign).toMatchObject({ name: 'Spring launch', status: 'active' });
    expect((await call('list_campaigns')).structuredContent!.campaigns).toEqual([campaign]);
  });
});

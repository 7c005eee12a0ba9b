/**
 * Replies and LinkedIn document posts in the composer, in a real browser: a thread written,
 * reordered and saved, read back from the draft and shown in the preview as the platform shows it;
 * replies offered only where a platform takes them; a LinkedIn document with its title; an image
 * a platform takes only re-encoded, which the publish fixes rather than refuses.
 */
import { Contentforge } from '@contentforge/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/test/support/platforms/connect-account.js';
import { type MastodonApi, startMastodonApi } from '../../server/test/support/platforms/mastodon-api.js';
import { jarWithAlpha } from '../../server/test/support/product-photos.js';
import {
  client,
  startListeningPublishing,
  waitForPublication,
} from '../../server/test/support/publishing.js';
import {
  checkPage,
  ensureWebAppBuilt,
  launchChromium,
  pageHeading,
  signUpOwner,
  VIEWPORTS,
} from './support/browser-session.js';

describe('replies and document posts in the composer', () => {
  let service: Awaited<ReturnType<typeof startListeningPublishing>>;
  let browser: Browser;
  let page: Page;
  let cf: Contentforge;
  let mastodon: MastodonApi;
  let ownerToken: string;
  let photoId: string;
  let instagramId: string;

  beforeAll(async () => {
    await ensureWebAppBuilt();
    mastodon = await startMastodonApi();
    service = await startListeningPublishing({});
    const owner = await service.ctx.account({ name: 'Acme' });
    cf = new Contentforge({ baseUrl: service.publicUrl, token: owner.token });
    ownerToken = owner.token;
    const agent = await service.ctx.token({ accountId: owner.accountId, kind: 'agent', role: 'editor' });
    const asAgent = new Contentforge({ baseUrl: service.publicUrl, token: agent.token });
    await asAgent.socialAccounts.create({ platform: 'x', handle: 'acme' });
    await asAgent.socialAccounts.create({ platform: 'linkedin', handle: 'acme-co' });
    await asAgent.socialAccounts.create({ platform: 'pinterest', handle: 'acme-pins' });
    instagramId = (await asAgent.socialAccounts.create({ platform: 'instagram', handle: 'acme.shop' })).id;
    photoId = (await cf.upload(await jarWithAlpha(), { mimeType: 'image/png' })).id;
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL: service.publicUrl, viewport: VIEWPORTS.desktop });
    page = await context.newPage();
    await page.goto('/');
    await signUpOwner(page, owner.token);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await mastodon?.close();
  });

  const reply = (n: number) => page.getByRole('textbox', { name: `Reply ${n}`, exact: true });
  const thread = () => page.getByRole('list', { name: 'Thread on X' }).getByRole('listitem');

  it('writes a thread for X: added, reordered, removed, saved, and read back from the draft', async () => {
    await page.goto('/posts/new');
    await pageHeading(page, 'New post').waitFor();
    await page.getByRole('textbox', { name: 'Caption', exact: true }).fill('Glow serum is back');
    // Pinterest takes no replies: nothing to add them with.
    await page.getByRole('checkbox', { name: 'Pinterest · acme-pins' }).check();
    expect(await page.getByRole('button', { name: 'Add a reply' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Pinterest · acme-pins' }).uncheck();
    await page.getByRole('checkbox', { name: 'X · acme' }).check();

    const add = page.getByRole('button', { name: 'Add a reply' });
    await add.click();
    await reply(1).fill('Vitamin C, in amber glass.');
    await add.click();
    await reply(2).fill('Shop it: https://acme.com/serum');
    await add.click();
    await reply(3).fill('A reply changed my mind about');
    await page.getByRole('button', { name: 'Remove reply 3' }).click();
    await page.getByRole('button', { name: 'Move reply 2 earlier' }).click();
    expect(await reply(1).inputValue()).toBe('Shop it: https://acme.com/serum');
    expect(await reply(2).inputValue()).toBe('Vitamin C, in amber glass.');
    expect(await reply(3).count()).toBe(0);
    // Each reply is counted the way X counts it: a link is 23.
    await expect.poll(() => page.getByTestId('reply-1-count-x').textContent()).toBe('X 32 / 280');

    // A reply may carry images of its own, picked from the library.
    await page.getByRole('button', { name: 'Add images to reply 1' }).click();
    const picker = page.getByRole('dialog', { name: 'Add images from the library' });
    await picker.getByRole('checkbox', { name: /^Library item 1/ }).check();
    await picker.getByRole('button', { name: 'Add 1 image' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Images of reply 1' }).getByRole('img').count())
      .toBe(1);

    // The preview shows the thread under the post, in order, the reply's image with it.
    await expect
      .poll(() => thread().allTextContents())
      .toEqual([
        expect.stringContaining('Shop it: https://acme.com/serum'),
        expect.stringContaining('Vitamin C, in amber glass.'),
      ]);
    await expect.poll(() => thread().first().getByRole('img').count()).toBe(1);
    expect(await thread().nth(1).getByRole('img').count()).toBe(0);
    await checkPage(page, 'compose with a thread');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/post_/);
    const id = new URL(page.url()).pathname.split('/')[2]!;
    expect((await cf.posts.get(id)).replies).toEqual([
      { caption: 'Shop it: https://acme.com/serum', mediaIds: [photoId] },
      { caption: 'Vitamin C, in amber glass.', mediaIds: [] },
    ]);

    await page.reload();
    await expect.poll(() => reply(1).inputValue()).toBe('Shop it: https://acme.com/serum');
    expect(await reply(2).inputValue()).toBe('Vitamin C, in amber glass.');
    await expect.poll(() => thread().count()).toBe(2);
    // The publish check says what the agent's hand-off cannot carry, rather than dropping it.
    await page
      .getByTestId('publish-problems')
      .getByText(/hand-off carries the post alone/)
      .waitFor();

    // An edit of one reply is saved as it is, the others kept.
    await reply(2).fill('Vitamin C, in amber glass. 30 ml.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect((await cf.posts.get(id)).replies.map((r) => r.caption)).toEqual([
      'Shop it: https://acme.com/serum',
      'Vitamin C, in amber glass. 30 ml.',
    ]);
  }, 120_000);

  it('posts to LinkedIn as a document with a title, its replies shown as comments', async () => {
    await page.goto('/posts/new');
    await pageHeading(page, 'New post').waitFor();
    await page.getByRole('textbox', { name: 'Caption', exact: true }).fill('The spring lookbook');
    await page.getByRole('checkbox', { name: 'LinkedIn · acme-co' }).check();
    await page.getByRole('checkbox', { name: 'Post as a document (PDF) on LinkedIn' }).check();
    await page.getByLabel('Document title on LinkedIn').fill('Spring lookbook 2027');
    await page.getByRole('button', { name: 'Add a reply' }).click();
    await reply(1).fill('Download the price list: https://shop.example/prices');
    // A LinkedIn comment holds 1,250 characters, not a post's 3,000.
    await expect
      .poll(() => page.getByTestId('reply-1-count-linkedin').textContent())
      .toBe('LinkedIn 52 / 1,250');
    const comments = page.getByRole('list', { name: 'Comments on LinkedIn' }).getByRole('listitem');
    await expect
      .poll(() => comments.allTextContents())
      .toEqual([expect.stringContaining('Download the price list')]);
    await checkPage(page, 'compose a LinkedIn document with a comment');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/posts\/post_/);
    const id = new URL(page.url()).pathname.split('/')[2]!;
    const saved = await cf.posts.get(id);
    expect(saved.perPlatform).toEqual({ linkedin: { format: 'document', title: 'Spring lookbook 2027' } });
    expect(saved.caption).toBe('The spring lookbook');

    await page.reload();
    expect(
      await page.getByRole('checkbox', { name: 'Post as a document (PDF) on LinkedIn' }).isChecked(),
    ).toBe(true);
    expect(await page.getByLabel('Document title on LinkedIn').inputValue()).toBe('Spring lookbook 2027');
  }, 120_000);

  it('shows what each part of a published thread became', async () => {
    const account = await connect(service.ctx, client(service.ctx, ownerToken), 'mastodon', mastodon);
    const post = await cf.posts.create({
      caption: 'Glow serum is back',
      socialAccountIds: [account.id],
      replies: [{ caption: 'Vitamin C, in amber glass.' }, { caption: 'Shop it: https://acme.com/serum' }],
    });
    await cf.posts.publish(post.id, {});
    const publication = await waitForPublication(client(service.ctx, ownerToken), post.id);
    expect(publication.status).toBe('published');
    await page.goto(`/posts/${post.id}`);
    const label = `Mastodon · ${account.handle}`;
    const parts = page.getByRole('list', { name: `Parts posted on ${label}` }).getByRole('listitem');
    await expect.poll(() => parts.count()).toBe(3);
    const ids = (await cf.posts.get(post.id)).publication!.targets[0]!.parts!.map((p) => p.externalId);
    expect(await parts.allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^The post: ${ids[0]}`)),
      expect.stringMatching(new RegExp(`^Reply 1: ${ids[1]}`)),
      expect.stringMatching(new RegExp(`^Reply 2: ${ids[2]}`)),
    ]);
    expect(await page.getByRole('list', { name: 'Replies' }).getByRole('listitem').allTextContents()).toEqual(
      ['Reply 1: Vitamin C, in amber glass.', 'Reply 2: Shop it: https://acme.com/serum'],
    );
    await checkPage(page, 'a published thread');
  }, 120_000);

  it('says what the publish fixes for a platform, publishes anyway, and names the variant posted', async () => {
    // Instagram takes JPEG alone: the PNG goes out re-encoded rather than stopping the publish.
    const post = await cf.posts.create({
      caption: 'Back in stock',
      mediaIds: [photoId],
      socialAccountIds: [instagramId],
    });
    await page.goto(`/posts/${post.id}`);
    await page
      .getByTestId('publish-fixes')
      .getByText(/^Instagram: will be fixed: Re-encoded as JPEG/)
      .waitFor();
    await page.getByTestId('publish-ready').waitFor();
    expect(await page.getByTestId('publish-problems').count()).toBe(0);
    await checkPage(page, 'a draft the publish fixes');
    const publish = page.getByRole('button', { name: /^Publish now/ });
    expect(await publish.isEnabled()).toBe(true);
    await publish.click();
    await page
      .getByRole('list', { name: 'Images fixed for Instagram · acme.shop' })
      .getByText(/^Fixed for the platform: Re-encoded as JPEG/)
      .waitFor();
    const [target] = (await cf.posts.get(post.id)).publication!.targets;
    expect(target!.fixes).toEqual([expect.objectContaining({ mediaId: photoId })]);
    expect(target!.fixes![0]!.variantId).not.toBe(photoId);
  }, 120_000);
});

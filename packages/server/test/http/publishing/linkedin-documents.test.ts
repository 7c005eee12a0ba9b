/**
 * `perPlatform.linkedin.format: "document"`: the post's images become the pages of one PDF,
 * uploaded through LinkedIn's Documents API and posted as a document with its title — read back
 * from the LinkedIn stand-in, which opens the PDF as LinkedIn would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterPhoto, productPhoto, uploadImage } from '../../support/media-upload.js';
import { connect, settingsFor } from '../../support/platforms/connect-account.js';
import type { FakePlatform } from '../../support/platforms/fake-platform.js';
import { startLinkedInApi } from '../../support/platforms/linkedin-api.js';
import {
  type Client,
  client,
  draft,
  startListeningPublishing,
  waitForPublication,
} from '../../support/publishing.js';

let app: Awaited<ReturnType<typeof startListeningPublishing>>;
let api: Client;
let linkedin: FakePlatform;
let account: string;
let photos: string[];

beforeAll(async () => {
  linkedin = await startLinkedInApi();
  app = await startListeningPublishing(
    { ...settingsFor([{ platform: 'linkedin', fake: linkedin }]), DELIVERY_RETRY_BASE_SECONDS: '0.05' },
    { engines: { platformPollIntervalMs: 20 } },
  );
  const owner = await app.ctx.account({ credits: 20 });
  api = client(app.ctx, owner.token);
  account = (await connect(app.ctx, api, 'linkedin', linkedin)).id;
  photos = [
    (await uploadImage(app.ctx, owner.token, await productPhoto(1080, 1350))).id,
    (await uploadImage(app.ctx, owner.token, await counterPhoto(1080, 1350))).id,
    // Larger than a page is made: scaled to 2400 px on its longer side.
    (await uploadImage(app.ctx, owner.token, await productPhoto(3000, 2000))).id,
  ];
}, 60_000);
afterAll(async () => {
  await app?.close();
  await linkedin?.close();
});

describe('LinkedIn document posts', () => {
  it('are asked for with format "document" on LinkedIn alone, a title only with it', async () => {
    const base = { caption: 'Spring lookbook', mediaIds: photos, socialAccountIds: [account] };
    const titleAlone = await api('POST', '/v1/posts', {
      ...base,
      perPlatform: { linkedin: { title: 'Spring lookbook' } },
    });
    expect(titleAlone.statusCode).toBe(400);
    expect(titleAlone.body).toContain('format');
    const elsewhere = await api('POST', '/v1/posts', {
      ...base,
      perPlatform: { x: { caption: 'a', format: 'document' } },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain('format');
    const unknown = await api('POST', '/v1/posts', {
      ...base,
      perPlatform: { linkedin: { format: 'slides' } },
    });
    expect(unknown.statusCode).toBe(400);

    const withoutImages = await draft(api, {
      caption: 'Spring lookbook',
      mediaIds: [],
      socialAccountIds: [account],
      perPlatform: { linkedin: { format: 'document' } },
    });
    const { problems } = (await api('GET', `/v1/posts/${withoutImages.id}/publish`)).json().data;
    expect(problems.map((p: { code: string }) => p.code)).toEqual(['media_required']);
  });

  it('publish the images as the pages of one titled PDF, the caption as the post’s text', async () => {
    const post = await draft(api, {
      caption: 'Five ways to wear the spring serum',
      mediaIds: photos,
      socialAccountIds: [account],
      perPlatform: { linkedin: { format: 'document', title: 'Spring lookbook 2026' } },
    });
    const read = (await api('GET', `/v1/posts/${post.id}`)).json().data;
    expect(read.perPlatform).toEqual({ linkedin: { format: 'document', title: 'Spring lookbook 2026' } });
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done.status, JSON.stringify(done.targets)).toBe('published');
    const published = linkedin.published().find((p) => p.id === done.targets[0]!.externalId)!;
    expect(published.text).toBe('Five ways to wear the spring serum');
    expect(published.media).toEqual([]);
    expect(published.document).toEqual({
      title: 'Spring lookbook 2026',
      pages: [
        { width: 1080, height: 1350 },
        { width: 1080, height: 1350 },
        { width: 2400, height: 1600 },
      ],
    });
  });

  it('take their title from the caption’s first line when none is given', async () => {
    const post = await draft(api, {
      caption: 'Spring serum: the routine\nThree steps, every morning.',
      mediaIds: photos.slice(0, 2),
      socialAccountIds: [account],
      perPlatform: { linkedin: { format: 'document' } },
    });
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done.status).toBe('published');
    const published = linkedin.published().find((p) => p.id === done.targets[0]!.externalId)!;
    expect(published.document?.title).toBe('Spring serum: the routine');
    expect(published.document?.pages).toHaveLength(2);
  });
});

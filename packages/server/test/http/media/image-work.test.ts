import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharpImages } from '../../../src/adapters/images/sharp-images.js';
import type { ImageProcessor } from '../../../src/ports/image-processor.js';
import { sampleImage, slowWebp } from '../../support/images.js';
import { fetchFile, storeUpload, uploadImage } from '../../support/media-upload.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

/**
 * Image work shared between workspaces and with the rest of the service: the time limit of one
 * image, the pool's turns between workspaces, and file reads while the pool is busy. On the
 * embedded storage, whose file reads need the same thread pool as sharp.
 */
describe('image work during completions', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  const complete = (on: TestContext, token: string, path: string) =>
    on.app.inject({ method: 'POST', url: '/v1/media/complete', headers: bearer(token), payload: { path } });

  /** Lets every callback already due run: completions that read their header are queued by then. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('stops an image that takes longer than its time limit with 422 image_too_large, and deletes it', async () => {
    // The limit is a second here, so that the test is quick; the image takes several.
    ctx = await createTestContext({
      engines: { imageProcessor: createSharpImages({ timeLimitSeconds: () => 1 }) },
    });
    const owner = await ctx.account();
    const path = await storeUpload(ctx, owner.token, await slowWebp(), 'image/webp');
    const res = await complete(ctx, owner.token, path);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'image_too_large',
      width: 1000,
      height: 1000,
      frames: 24,
      timeLimitSeconds: 1,
    });
    expect(res.json().detail).toMatch(/1 s/);
    expect(await ctx.services.blobs.stat(path)).toBeUndefined();
  });

  it("finishes another workspace's completion before the rest of one workspace's pile", async () => {
    const real = createSharpImages();
    const started: string[] = [];
    const inspected: string[] = [];
    const releases: Array<() => void> = [];
    let holding = true;
    let workspaceA = '';
    // Real sharp; only workspace A's re-encoding waits until the test lets it go.
    const held: ImageProcessor = {
      inspect: async (bytes) => {
        const info = await real.inspect(bytes);
        inspected.push('inspected');
        return info;
      },
      thumbnail: (bytes, job) => real.thumbnail(bytes, job),
      fitFor: (bytes, limits, job) => real.fitFor(bytes, limits, job),
      makeVariant: (bytes, request, job) => real.makeVariant(bytes, request, job),
      prepareLogo: (bytes, job) => real.prepareLogo(bytes, job),
      decodeRgba: (bytes, job) => real.decodeRgba(bytes, job),
      async normalize(bytes, format, job) {
        started.push(job.workspaceId === workspaceA ? 'A' : 'B');
        if (holding && job.workspaceId === workspaceA) {
          await new Promise<void>((resolve) => releases.push(resolve));
        }
        return real.normalize(bytes, format, job);
      },
    };
    ctx = await createTestContext({ env: { IMAGE_CONCURRENCY: '2' }, engines: { imageProcessor: held } });
    const a = await ctx.account();
    const b = await ctx.account();
    workspaceA = a.workspaceId;
    const png = await sampleImage('png', 64, 64);
    const pile = await Promise.all([1, 2, 3, 4].map(() => storeUpload(ctx!, a.token, png, 'image/png')));
    const single = await storeUpload(ctx, b.token, png, 'image/png');

    const finished: string[] = [];
    const pileDone = pile.map((path, i) =>
      complete(ctx!, a.token, path).then((res) => {
        finished.push(`A${i + 1}`);
        return res;
      }),
    );
    await vi.waitFor(() => expect(inspected).toHaveLength(4));
    await settle();
    // Two of A's hold the pool's two slots; the other two wait.
    expect(started).toEqual(['A', 'A']);
    const singleDone = complete(ctx, b.token, single).then((res) => {
      finished.push('B');
      return res;
    });
    await vi.waitFor(() => expect(inspected).toHaveLength(5));
    await settle();
    releases.shift()!();
    expect((await singleDone).statusCode).toBe(201);
    // B went into the first freed slot, before A's third and fourth. (A's completions reach the
    // pool in whatever order their requests arrive, so they are counted, not named.)
    expect(started.slice(0, 3)).toEqual(['A', 'A', 'B']);
    expect(finished.filter((f) => f.startsWith('A')).length).toBeLessThanOrEqual(1);

    holding = false;
    for (const release of releases.splice(0)) release();
    for (const res of await Promise.all(pileDone)) expect(res.statusCode).toBe(201);
    expect(finished.indexOf('B')).toBeLessThanOrEqual(1);
  });

  it('answers file reads while completions fill the image pool', async () => {
    const real = createSharpImages({ timeLimitSeconds: () => 1 });
    const started: number[] = [];
    const watched: ImageProcessor = {
      inspect: (bytes) => real.inspect(bytes),
      thumbnail: (bytes, job) => real.thumbnail(bytes, job),
      fitFor: (bytes, limits, job) => real.fitFor(bytes, limits, job),
      makeVariant: (bytes, request, job) => real.makeVariant(bytes, request, job),
      prepareLogo: (bytes, job) => real.prepareLogo(bytes, job),
      decodeRgba: (bytes, job) => real.decodeRgba(bytes, job),
      normalize(bytes, format, job) {
        started.push(started.length + 1);
        return real.normalize(bytes, format, job);
      },
    };
    ctx = await createTestContext({ env: { IMAGE_CONCURRENCY: '2' }, engines: { imageProcessor: watched } });
    const owner = await ctx.account();
    const served = await uploadImage(ctx, owner.token, await sampleImage('png'), 'image/png');
    started.length = 0;
    const slow = await slowWebp();
    const paths = await Promise.all(
      [1, 2, 3, 4].map(() => storeUpload(ctx!, owner.token, slow, 'image/webp')),
    );

    const events: string[] = [];
    const completions = paths.map((path) =>
      complete(ctx!, owner.token, path).then((res) => {
        events.push('completion');
        return res;
      }),
    );
    // Two re-encodings hold two of libuv's four threads for a second or more each.
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 15_000 });
    const file = await fetchFile(ctx, served.url);
    events.push('file');
    expect(file.status).toBe(200);
    // The read did not wait for any image to finish.
    expect(events[0]).toBe('file');
    for (const res of await Promise.all(completions)) expect(res.statusCode).toBe(422);
  });
});

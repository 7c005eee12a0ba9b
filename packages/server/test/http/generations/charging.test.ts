import { afterEach, describe, expect, it } from 'vitest';
import { EngineError, type ImageEngine } from '../../../src/ports/image-engine.js';
import { abandonJob } from '../../support/abandoned-job.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const post = (
  c: TestContext,
  token: string,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  c.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });
const get = (c: TestContext, token: string, url: string) =>
  c.app.inject({ method: 'GET', url, headers: bearer(token) });

async function settled(c: TestContext, token: string, id: string) {
  for (let i = 0; i < 300; i++) {
    const g = (await get(c, token, `/v1/generations/${id}`)).json().data;
    if (['succeeded', 'failed', 'canceled'].includes(g.status)) return g;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`generation ${id} did not end`);
}

const movements = async (c: TestContext, token: string, id: string) =>
  (
    (await get(c, token, '/v1/credits/transactions?limit=100')).json().data as Array<{
      kind: string;
      amount: number;
      reference?: { id: string };
    }>
  )
    .filter((e) => e.reference?.id === id)
    .map((e) => [e.kind, e.amount])
    .reverse();

/** The real studio engine, made to fail after `after` images (as a crashing renderer would). */
function failingAfter(after: number, error: Error): (engine: ImageEngine) => ImageEngine {
  return (engine) => ({
    name: engine.name,
    async *renderPreset(request, signal) {
      let n = 0;
      for await (const image of engine.renderPreset(request, signal)) {
        if (n++ >= after) throw error;
        yield image;
      }
    },
    renderImages: (request, signal) => engine.renderImages(request, signal),
  });
}

async function contextWithEngine(wrap: (engine: ImageEngine) => ImageEngine) {
  const { createStudioEngine } = await import('../../../src/adapters/engines/studio-engine.js');
  return createTestContext({ engines: { imageEngine: wrap(createStudioEngine()) } });
}

describe('charging', () => {
  it('with 10 credits, 8 simultaneous 3-credit runs: exactly 3 run and the balance ends at 1', async () => {
    ctx = await createTestContext();
    const c = ctx;
    const { token } = await c.account({ credits: 10 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          c,
          token,
          '/v1/generations/preset',
          { presetId: 'ugc-unboxing', subject: `Tea tin ${i}` },
          { prefer: 'respond-async' },
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 402, 402, 402, 402, 402]);
    for (const refused of answers.filter((a) => a.statusCode === 402)) {
      expect(refused.json()).toMatchObject({ code: 'insufficient_credits', required: 3 });
    }
    const accepted = answers.filter((a) => a.statusCode === 202).map((a) => a.json().data.id as string);
    for (const id of accepted)
      expect(await settled(c, token, id)).toMatchObject({ status: 'succeeded', creditsCharged: 3 });
    expect((await get(c, token, '/v1/credits')).json().data.balance).toBe(1);
    expect((await get(c, token, '/v1/generations?limit=100')).json().data).toHaveLength(3);
  });

  it('a renderer that throws half way charges the images it produced and refunds the rest', async () => {
    ctx = await contextWithEngine(failingAfter(1, new EngineError('render_failed', 'The renderer crashed.')));
    const { token } = await ctx.account({ credits: 20 });
    const res = await post(ctx, token, '/v1/generations/preset', {
      presetId: 'ugc-selfie-review',
      subject: 'Lip balm',
    });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({ status: 'succeeded', creditsReserved: 3, creditsCharged: 1 });
    expect(g.outputs).toHaveLength(1);
    expect(g.error).toMatchObject({ code: 'render_failed', message: expect.stringMatching(/1 of 3/) });
    expect((await get(ctx, token, '/v1/credits')).json().data.balance).toBe(19);
    expect(await movements(ctx, token, g.id)).toEqual([
      ['reserve', -3],
      ['release', 2],
    ]);
  });

  it('a generation that produces nothing fails and costs nothing', async () => {
    ctx = await contextWithEngine(failingAfter(0, new Error('out of memory')));
    const { token } = await ctx.account({ credits: 20 });
    const res = await post(ctx, token, '/v1/generations/preset', {
      presetId: 'product-hero-studio',
      subject: 'Watch',
    });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({ status: 'failed', creditsCharged: 0, outputs: [] });
    expect(g.error).toEqual({ code: 'internal', message: 'The image engine failed unexpectedly.' });
    expect((await get(ctx, token, '/v1/credits')).json().data.balance).toBe(20);
    expect(await movements(ctx, token, g.id)).toEqual([
      ['reserve', -4],
      ['release', 4],
    ]);
  });

  it('a queued generation can be canceled and is refunded; a started or ended one cannot', async () => {
    ctx = await createTestContext({ jobs: false });
    const { token } = await ctx.account({ credits: 20 });
    const res = await post(
      ctx,
      token,
      '/v1/generations/preset',
      { presetId: 'ugc-lifestyle', subject: 'Vase' },
      { prefer: 'wait=1' },
    );
    expect(res.statusCode).toBe(202); // no worker runs in this process
    const id = res.json().data.id;
    expect((await get(ctx, token, '/v1/credits')).json().data.balance).toBe(17);
    const canceled = await post(ctx, token, `/v1/generations/${id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({ status: 'canceled', creditsCharged: 0 });
    expect((await get(ctx, token, '/v1/credits')).json().data.balance).toBe(20);
    expect(await movements(ctx, token, id)).toEqual([
      ['reserve', -3],
      ['release', 3],
    ]);
    const again = await post(ctx, token, `/v1/generations/${id}/cancel`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'conflict']);
    // The worker, started late, finds nothing to do for it.
    await ctx.services.jobWorker.start();
    const other = await post(ctx, token, '/v1/generations/preset', {
      presetId: 'ugc-lifestyle',
      subject: 'Bowl',
    });
    expect(other.json().data.status).toBe('succeeded');
    expect((await post(ctx, token, `/v1/generations/${other.json().data.id}/cancel`)).statusCode).toBe(409);
    expect((await get(ctx, token, `/v1/generations/${id}`)).json().data.status).toBe('canceled');
    expect((await get(ctx, token, '/v1/credits')).json().data.balance).toBe(17);
  });

  it('a process killed mid-run resumes on restart without drawing or charging an output twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // The first process stalls after its first image, and is stopped there.
    const first = await contextWithEngine((engine) => ({
      name: engine.name,
      async *renderPreset(request, signal) {
        let n = 0;
        for await (const image of engine.renderPreset(request, signal)) {
          if (n++ === 1) {
            await Promise.race([
              gate,
              new Promise((_, reject) => {
                if (signal?.aborted) reject(new Error('aborted'));
                signal?.addEventListener('abort', () => reject(new Error('aborted')));
              }),
            ]);
          }
          yield image;
        }
      },
      renderImages: (request, signal) => engine.renderImages(request, signal),
    }));
    const { token } = await first.account({ credits: 10 });
    const res = await post(
      first,
      token,
      '/v1/generations/preset',
      { presetId: 'ugc-unboxing', subject: 'Candle' },
      { prefer: 'respond-async' },
    );
    const id = res.json().data.id;
    for (let i = 0; i < 300; i++) {
      if ((await get(first, token, `/v1/generations/${id}`)).json().data.outputs.length === 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const midway = (await get(first, token, `/v1/generations/${id}`)).json().data;
    expect(midway).toMatchObject({ status: 'running', creditsCharged: 1 });
    await first.stop();
    release();

    // Leave the job as a killed process would: still marked running, started long ago.
    ctx = await createTestContext({
      database: first.database,
      jobs: false,
      env: { JOB_TIMEOUT_SECONDS: '10' },
    });
    await abandonJob(ctx.services, id);
    await ctx.services.jobWorker.start();
    const resumed = await settled(ctx, token, id);
    expect(resumed).toMatchObject({ status: 'succeeded', creditsCharged: 3 });
    expect(resumed.outputs).toHaveLength(3);
    expect(resumed.outputs[0].mediaId).toBe(midway.outputs[0].mediaId);
    expect((await get(ctx, token, '/v1/credits')).json().data.balance).toBe(7);
    expect(await movements(ctx, token, id)).toEqual([['reserve', -3]]);
  });
});

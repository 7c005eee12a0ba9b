import { describe, expect, it } from 'vitest';
import { pooledImages } from '../../../src/adapters/images/image-pool.js';
import type { ImageJob, ImageProcessor, NormalizedImage } from '../../../src/ports/image-processor.js';

/**
 * An image processor whose every operation waits until the test lets it finish, and which writes
 * down what happens in order: that order, not any timing, is what these tests check.
 */
function heldImages() {
  const events: string[] = [];
  const held = new Map<string, { finish(): void; fail(error: Error): void }>();
  const hold = (name: string) =>
    new Promise<void>((resolve, reject) => {
      events.push(`start ${name}`);
      held.set(name, {
        finish: () => {
          events.push(`end ${name}`);
          resolve();
        },
        fail: reject,
      });
    });
  const processor: ImageProcessor = {
    inspect: async () => ({ format: 'png', width: 1, height: 1, frames: 1 }),
    async normalize(bytes): Promise<NormalizedImage> {
      await hold(bytes.toString());
      return { bytes, width: 1, height: 1, thumbnail: bytes };
    },
    async thumbnail(bytes) {
      await hold(bytes.toString());
      return bytes;
    },
    async fitFor(bytes) {
      await hold(bytes.toString());
      return { bytes, format: 'png', width: 1, height: 1 };
    },
    async makeVariant(bytes) {
      await hold(bytes.toString());
      return { bytes, format: 'png', width: 1, height: 1 };
    },
    async prepareLogo(bytes) {
      await hold(bytes.toString());
      return { png: bytes, width: 1, height: 1, opaque: true };
    },
    async decodeRgba(bytes) {
      await hold(bytes.toString());
      return { width: 1, height: 1, rgba: bytes };
    },
  };
  return {
    processor,
    events,
    running: () => [...held.keys()],
    finish(name: string) {
      const operation = held.get(name);
      if (!operation) throw new Error(`${name} is not running`);
      held.delete(name);
      operation.finish();
    },
    fail(name: string, error: Error) {
      held.get(name)!.fail(error);
      held.delete(name);
    },
  };
}

/** Lets every callback already due run, so the pool has started whatever it is going to start. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const MP = 1_000_000;
const job = (workspaceId: string, pixels = MP): ImageJob => ({ workspaceId, pixels });

describe('the image pool', () => {
  it('runs no more operations at once than it has slots', async () => {
    const held = heldImages();
    const images = pooledImages(held.processor, { slots: 2, pixelBudget: 50 * MP });
    const done = ['a1', 'a2', 'a3', 'a4'].map((name) => images.normalize(Buffer.from(name), 'png', job('A')));
    await settle();
    expect(held.running()).toEqual(['a1', 'a2']);
    held.finish('a1');
    await settle();
    expect(held.running()).toEqual(['a2', 'a3']);
    held.finish('a2');
    held.finish('a3');
    await settle();
    held.finish('a4');
    await Promise.all(done);
    expect(held.events).toEqual([
      'start a1',
      'start a2',
      'end a1',
      'start a3',
      'end a2',
      'end a3',
      'start a4',
      'end a4',
    ]);
  });

  it("gives a freed slot to the workspace with the least running, so B's one image does not wait for A's pile", async () => {
    const held = heldImages();
    const images = pooledImages(held.processor, { slots: 2, pixelBudget: 50 * MP });
    const pile = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) =>
      images.normalize(Buffer.from(name), 'png', job('A')),
    );
    await settle();
    const single = images.normalize(Buffer.from('b1'), 'png', job('B'));
    await settle();
    held.finish('a1');
    await settle();
    // B had nothing running: its image goes before A's three waiting ones.
    expect(held.running()).toEqual(['a2', 'b1']);
    held.finish('b1');
    await single;
    expect(held.events).toEqual(['start a1', 'start a2', 'end a1', 'start b1', 'end b1']);
    for (const name of ['a2', 'a3', 'a4', 'a5']) {
      await settle();
      held.finish(name);
    }
    await Promise.all(pile);
  });

  it('takes workspaces in turn when each has work running', async () => {
    const held = heldImages();
    const images = pooledImages(held.processor, { slots: 2, pixelBudget: 50 * MP });
    const all = [
      ...['a1', 'a2', 'a3'].map((name) => images.thumbnail(Buffer.from(name), job('A'))),
      ...['b1', 'b2'].map((name) => images.thumbnail(Buffer.from(name), job('B'))),
      ...['c1'].map((name) => images.thumbnail(Buffer.from(name), job('C'))),
    ];
    await settle();
    expect(held.running()).toEqual(['a1', 'a2']);
    held.finish('a1');
    await settle();
    held.finish('a2');
    await settle();
    // A, B and C each hold one slot in turn: C (never served) before B's second and A's third.
    expect(held.running()).toEqual(['b1', 'c1']);
    held.finish('b1');
    await settle();
    held.finish('c1');
    await settle();
    expect(held.running()).toEqual(['a3', 'b2']);
    held.finish('a3');
    held.finish('b2');
    await Promise.all(all);
  });

  it('admits work within the pixel budget, so two of the largest images are never decoded at once', async () => {
    const held = heldImages();
    const images = pooledImages(held.processor, { slots: 2, pixelBudget: 50 * MP });
    const done = [
      images.normalize(Buffer.from('a-huge'), 'jpeg', job('A', 49 * MP)),
      images.normalize(Buffer.from('b-huge'), 'jpeg', job('B', 49 * MP)),
      images.normalize(Buffer.from('c-small'), 'jpeg', job('C', MP)),
    ];
    await settle();
    // A free slot is not enough: B's 49 megapixels wait until A's are done, and C waits its turn.
    expect(held.running()).toEqual(['a-huge']);
    held.finish('a-huge');
    await settle();
    expect(held.running()).toEqual(['b-huge', 'c-small']);
    held.finish('b-huge');
    held.finish('c-small');
    await Promise.all(done);
  });

  it('still runs an image heavier than the whole budget, alone', async () => {
    const held = heldImages();
    const images = pooledImages(held.processor, { slots: 2, pixelBudget: 10 * MP });
    const done = [
      images.normalize(Buffer.from('huge'), 'png', job('A', 40 * MP)),
      images.normalize(Buffer.from('small'), 'png', job('B', MP)),
    ];
    await settle();
    expect(held.running()).toEqual(['huge']);
    held.finish('huge');
    await settle();
    expect(held.running()).toEqual(['small']);
    held.finish('small');
    await Promise.all(done);
  });

  it('frees the slot of an operation that fails, and passes the failure on', async () => {
    const held = heldImages();
    const images = pooledImages(held.processor, { slots: 1, pixelBudget: 50 * MP });
    const failing = images.normalize(Buffer.from('a1'), 'png', job('A'));
    const next = images.normalize(Buffer.from('b1'), 'png', job('B'));
    await settle();
    held.fail('a1', new Error('undecodable'));
    await expect(failing).rejects.toThrow('undecodable');
    await settle();
    expect(held.running()).toEqual(['b1']);
    held.finish('b1');
    await next;
  });

  it('reads headers straight away, without waiting for a slot', async () => {
    const held = heldImages();
    const images = pooledImages(held.processor, { slots: 1, pixelBudget: 50 * MP });
    const busy = images.normalize(Buffer.from('a1'), 'png', job('A'));
    await settle();
    expect(await images.inspect(Buffer.from('b1'))).toMatchObject({ width: 1, height: 1 });
    held.finish('a1');
    await busy;
  });
});

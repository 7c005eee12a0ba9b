/**
 * The variants a publish with `autoFix` posts in place of images a platform would refuse (see
 * media-fixes.ts): made through the image port, stored as new items of the workspace's library
 * that name their original, and free of charge. One variant serves every target that needs the
 * same one (two Instagram accounts post the same crop).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { PostRecord, TargetFix } from '../../ports/persistence/posts.js';
import { newId } from '../ids.js';
import { FORMAT_OF_MIME, MIME_OF_FORMAT } from '../media/image-types.js';
import { mediaKeys, readBlob } from '../media/media-items.js';
import type { VariantSpec } from './media-fixes.js';
import type { MediaSwaps, PublicationPlan } from './publish-plan.js';
import type { PublishingDeps } from './publishing-deps.js';

export interface MadeVariants {
  /** The new library items, inserted with the publication. */
  items: MediaRecord[];
  /** Per account, the variants its target posts. */
  swaps: MediaSwaps;
  /** Per account, what its target records it posts. */
  fixes: ReadonlyMap<string, TargetFix[]>;
  /** Removes the variants' files: the publish that made them was refused. */
  discard(): Promise<void>;
}

/** Makes every variant the plan's targets need; nothing is in the library until `items` are inserted. */
export async function makeVariants(
  deps: Pick<PublishingDeps, 'store' | 'blobs' | 'images' | 'clock'>,
  post: PostRecord,
  plan: PublicationPlan,
): Promise<MadeVariants> {
  const made = new Map<string, MediaRecord>();
  const swaps = new Map<string, Record<string, string>>();
  const fixes = new Map<string, TargetFix[]>();
  const discard = async () => {
    await Promise.all(
      [...made.values()].flatMap((m) => [deps.blobs.delete(m.storageKey), deps.blobs.delete(m.thumbnailKey)]),
    );
  };
  try {
    for (const target of plan.targets) {
      if (target.variants.length === 0) continue;
      const swap: Record<string, string> = {};
      const list: TargetFix[] = [];
      for (const spec of target.variants) {
        const key = JSON.stringify({ ...spec, description: undefined });
        let item = made.get(key);
        if (!item) {
          item = await makeVariant(deps, post, spec);
          made.set(key, item);
        }
        swap[spec.mediaId] = item.id;
        list.push({ mediaId: spec.mediaId, variantId: item.id, description: spec.description });
      }
      swaps.set(target.account.id, swap);
      fixes.set(target.account.id, list);
    }
  } catch (err) {
    await discard();
    throw err;
  }
  return { items: [...made.values()], swaps, fixes, discard };
}

async function makeVariant(
  deps: Pick<PublishingDeps, 'store' | 'blobs' | 'images' | 'clock'>,
  post: PostRecord,
  spec: VariantSpec,
): Promise<MediaRecord> {
  const original = await deps.store.media.find(spec.mediaId);
  if (!original) throw new Error(`media ${spec.mediaId} vanished while its variant was made`);
  const job = { workspaceId: post.workspaceId, pixels: original.width * original.height };
  const fitted = await deps.images.makeVariant(
    await readBlob(deps.blobs, original.storageKey),
    {
      ...(spec.crop ? { crop: spec.crop } : {}),
      width: spec.width,
      height: spec.height,
      format: FORMAT_OF_MIME[spec.mimeType]!,
      maxBytes: spec.maxBytes ?? Number.MAX_SAFE_INTEGER,
    },
    job,
  );
  const thumbnail = await deps.images.thumbnail(fitted.bytes, {
    workspaceId: post.workspaceId,
    pixels: fitted.width * fitted.height,
  });
  const id = newId('med');
  const mimeType = MIME_OF_FORMAT[fitted.format];
  const keys = mediaKeys(post.workspaceId, id, mimeType);
  const limit = { maxBytes: Number.MAX_SAFE_INTEGER };
  await deps.blobs.put(keys.file, Readable.from([fitted.bytes]), { ...limit, contentType: mimeType });
  await deps.blobs.put(keys.thumbnail, Readable.from([thumbnail]), { ...limit, contentType: 'image/webp' });
  return {
    id,
    workspaceId: post.workspaceId,
    uploadId: null,
    storageKey: keys.file,
    thumbnailKey: keys.thumbnail,
    mimeType,
    width: fitted.width,
    height: fitted.height,
    bytes: fitted.bytes.length,
    sha256: createHash('sha256').update(fitted.bytes).digest('hex'),
    source: original.source,
    caption: original.caption,
    generationId: null,
    presetId: original.presetId,
    campaignId: original.campaignId,
    createdAt: deps.clock.now().toISOString(),
    deletedAt: null,
    outputIndex: null,
    render: null,
    variantOf: original.id,
  };
}

/**
 * Deliveries of an `oauth` account, built the way the publishing domain hands them to a connector,
 * for tests that drive a platform adapter directly.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Delivery, DeliveryMedia, DeliveryPart } from '../../../src/ports/connector.js';
import type { OAuthCredentials } from '../../../src/ports/oauth-platform.js';
import type { PartReceipt } from '../../../src/ports/persistence/posts.js';

/** An image of a post: its bytes, and where the service serves it (the file server's URL). */
export async function deliveryMedia(
  bytes: Buffer,
  options: { url?: string; altText?: string | null } = {},
): Promise<DeliveryMedia> {
  const meta = await sharp(bytes).metadata();
  const mimeType = `image/${meta.format === 'jpeg' ? 'jpeg' : meta.format}`;
  return {
    mediaId: randomUUID(),
    url: options.url ?? `https://files.example/${randomUUID()}`,
    mimeType,
    width: meta.width!,
    height: meta.height!,
    bytes: bytes.length,
    altText: options.altText ?? null,
    read: async () => bytes,
  };
}

export function oauthDelivery(
  credentials: OAuthCredentials,
  post: {
    text: string;
    media?: DeliveryMedia[];
    replies?: DeliveryPart[];
    posted?: PartReceipt[];
    externalId?: string | null;
    handle?: string;
  },
): Delivery & { saved: unknown[]; parts: PartReceipt[] } {
  const saved: unknown[] = [];
  const parts: PartReceipt[] = [...(post.posted ?? [])];
  return {
    deliveryId: randomUUID(),
    createdAt: new Date().toISOString(),
    postId: randomUUID(),
    workspaceId: randomUUID(),
    account: {
      id: randomUUID(),
      handle: post.handle ?? 'account',
      externalId: post.externalId ?? null,
      webhookUrl: null,
      credentials,
    },
    text: post.text,
    media: post.media ?? [],
    replies: post.replies ?? [],
    posted: [...(post.posted ?? [])],
    parts,
    async partPosted(receipt) {
      parts.push(receipt);
    },
    saved,
    async saveCredentials(credentials) {
      saved.push(credentials);
    },
  };
}

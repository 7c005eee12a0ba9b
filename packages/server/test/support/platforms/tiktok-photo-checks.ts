/**
 * What TikTok checks of a photo post, as its Content Posting API documents it: the `content/init`
 * body (refused outright with `invalid_params`), and each photo as TikTok's pull fetches it (the
 * post then fails with `photo_pull_failed`, `file_format_check_failed` or
 * `picture_size_check_failed`).
 *   https://developers.tiktok.com/doc/content-posting-api-reference-photo-post
 *   https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide
 */
import sharp from 'sharp';
import type { PublishedPost } from './fake-platform.js';

const PRIVACY_LEVELS = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'];
const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

export interface PhotoInit {
  media_type: 'PHOTO';
  post_mode: 'DIRECT_POST' | 'MEDIA_UPLOAD';
  post_info: { title?: string; description?: string; privacy_level?: string };
  source_info: { source: 'PULL_FROM_URL'; photo_images: string[]; photo_cover_index: number };
}

/** What `content/init` refuses outright for a photo post, as TikTok answers it. */
export function checkPhotoInit(body: unknown): { status: number; code: string; message: string } | undefined {
  const bad = (message: string) => ({ status: 400, code: 'invalid_params', message });
  const b = body as Partial<PhotoInit> | undefined;
  if (b?.media_type !== 'PHOTO') return bad('media_type must be PHOTO.');
  if (b.post_mode !== 'DIRECT_POST' && b.post_mode !== 'MEDIA_UPLOAD')
    return bad('post_mode must be DIRECT_POST or MEDIA_UPLOAD.');
  const info = b.post_info;
  if (!info || typeof info !== 'object') return bad('post_info is required.');
  if (info.title !== undefined && (typeof info.title !== 'string' || info.title.length > 90)) {
    return bad('title must be a string of at most 90 UTF-16 runes.');
  }
  if (
    info.description !== undefined &&
    (typeof info.description !== 'string' || info.description.length > 4000)
  ) {
    return bad('description must be a string of at most 4000 UTF-16 runes.');
  }
  if (b.post_mode === 'DIRECT_POST' && !PRIVACY_LEVELS.includes(info.privacy_level ?? '')) {
    return bad('privacy_level is required for DIRECT_POST.');
  }
  const source = b.source_info;
  if (source?.source !== 'PULL_FROM_URL') return bad('source_info.source must be PULL_FROM_URL for photos.');
  const images = source.photo_images;
  if (
    !Array.isArray(images) ||
    images.length < 1 ||
    images.length > 35 ||
    images.some((u) => typeof u !== 'string')
  ) {
    return bad('photo_images must list 1 to 35 URLs.');
  }
  if (!images.every((u) => /^https?:\/\//.test(u))) return bad('photo_images must be http(s) URLs.');
  const cover = source.photo_cover_index;
  if (!Number.isInteger(cover) || cover < 0 || cover >= images.length) {
    return bad('photo_cover_index must be the index of one of photo_images.');
  }
  return undefined;
}

/** A photo as TikTok's pull takes it, or the fail_reason it ends the post with. */
export async function fetchPhoto(url: string): Promise<PublishedPost['media'][number] | string> {
  let bytes: Buffer;
  let contentType: string;
  try {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (answer.status !== 200) return 'photo_pull_failed';
    contentType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    bytes = Buffer.from(await answer.arrayBuffer());
  } catch {
    return 'photo_pull_failed';
  }
  const sniffed = isJpeg(bytes) ? 'image/jpeg' : isWebp(bytes) ? 'image/webp' : undefined;
  if (!sniffed || sniffed !== contentType) return 'file_format_check_failed';
  if (bytes.length > MAX_PHOTO_BYTES) return 'picture_size_check_failed';
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (Math.min(width, height) > 1080 || Math.max(width, height) > 1920) return 'picture_size_check_failed';
    return { mimeType: sniffed, bytes: bytes.length, width, height };
  } catch {
    return 'file_format_check_failed';
  }
}

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isWebp = (b: Buffer) =>
  b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';

export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

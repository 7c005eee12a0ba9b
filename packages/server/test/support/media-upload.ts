import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer, type TestContext } from './test-app.js';

/** A product photo as a shop would take it: a bottle with a label on a plain white background. */
export async function productPhoto(width = 900, height = 1100): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#fbfbfa"/>
    <rect x="${width * 0.42}" y="${height * 0.12}" width="${width * 0.16}" height="${height * 0.1}" rx="10" fill="#2d2d2d"/>
    <rect x="${width * 0.3}" y="${height * 0.2}" width="${width * 0.4}" height="${height * 0.65}" rx="60" fill="#d9822b"/>
    <rect x="${width * 0.34}" y="${height * 0.42}" width="${width * 0.32}" height="${height * 0.22}" rx="8" fill="#fff4e0"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A customer's own scene: a blue-green tiled wall over a pale counter, lit from the left. */
export async function counterPhoto(width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="light" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient></defs>
    <rect width="100%" height="62%" fill="#3d8c95"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${(i * width) / 12}" y="0" width="2" height="${height * 0.62}" fill="#2f6f77"/>`).join('')}
    <rect y="${height * 0.62}" width="100%" height="38%" fill="#e8e2d6"/>
    <rect width="100%" height="100%" fill="url(#light)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The upload address and PUT of the direct-upload flow: answers the path of an upload holding `bytes`, ready to complete. */
export async function storeUpload(
  ctx: TestContext,
  token: string,
  bytes: Buffer,
  mimeType = 'image/jpeg',
): Promise<string> {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/v1/media/upload-url',
    headers: bearer(token),
    payload: { mimeType, size: bytes.length },
  });
  expect(started.statusCode).toBe(200);
  const { uploadUrl, path } = started.json().data;
  const put = await ctx.app.inject({
    method: 'PUT',
    url: local(uploadUrl),
    payload: bytes,
    headers: { 'content-type': mimeType },
  });
  expect(put.statusCode).toBe(200);
  return path;
}

/** Uploads `bytes` through the direct-upload flow (address, PUT, completion) and returns the media item. */
export async function uploadImage(
  ctx: TestContext,
  token: string,
  bytes: Buffer,
  mimeType: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<{ id: string; url: string; workspaceId: string }> {
  const done = await ctx.app.inject({
    method: 'POST',
    url: '/v1/media/complete',
    headers: bearer(token),
    payload: { path: await storeUpload(ctx, token, bytes, mimeType) },
  });
  expect(done.statusCode).toBe(201);
  return done.json().data;
}

/** The bytes a service media URL serves (no token), or the status when it does not. */
export async function fetchFile(
  ctx: TestContext,
  url: string,
): Promise<{ status: number; bytes: Buffer; type?: string }> {
  const res = await ctx.app.inject({ method: 'GET', url: local(url) });
  return {
    status: res.statusCode,
    bytes: res.rawPayload,
    type: res.headers['content-type'] as string | undefined,
  };
}

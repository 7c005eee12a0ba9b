import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioEngine } from '../../../src/adapters/engines/studio-engine.js';
import { createTemplatesCopyEngine } from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { resolveBrandKit } from '../../../src/domain/brand/brand-kit.js';
import { sweepOrphanFiles } from '../../../src/domain/media/library.js';
import type { BrandKit, BrandVoice } from '../../../src/ports/brand-kit.js';
import type { CopyEngine } from '../../../src/ports/copy-engine.js';
import type { ImageEngine } from '../../../src/ports/image-engine.js';
import { uploadImage } from '../../support/media-upload.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

const require = createRequire(import.meta.url);
/** Real fonts the studio ships: a static TrueType file and a variable WOFF2 one. */
const INTER_TTF = readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'));
const NOTO_WOFF2 = readFileSync(
  require.resolve('@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2'),
);

/** What the engines were handed, run by run: the real engines draw and write behind it. */
const handed: { images: Array<BrandKit | undefined>; copy: Array<BrandVoice | undefined> } = {
  images: [],
  copy: [],
};

function recording(engine: ImageEngine): ImageEngine {
  return {
    name: engine.name,
    renderPreset(request, signal) {
      handed.images.push(request.brand);
      return engine.renderPreset(request, signal);
    },
    renderImages(request, signal) {
      handed.images.push(request.brand);
      return engine.renderImages(request, signal);
    },
  };
}

function recordingCopy(engine: CopyEngine): CopyEngine {
  return {
    name: engine.name,
    write(request, signal) {
      handed.copy.push(request.brand);
      return engine.write(request, signal);
    },
  };
}

let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
let other: { accountId: string; workspaceId: string; token: string };
let viewer: string;
let editor: string;

beforeAll(async () => {
  ctx = await createTestContext({
    engines: {
      imageEngine: recording(createStudioEngine()),
      copyEngine: recordingCopy(createTemplatesCopyEngine()),
    },
  });
  owner = await ctx.account({ credits: 20 });
  other = await ctx.account();
  viewer = (await ctx.token({ accountId: owner.accountId, role: 'viewer' })).token;
  editor = (await ctx.token({ accountId: owner.accountId, role: 'editor' })).token;
});
afterAll(async () => ctx?.close());

const api = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = owner.token) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const sendFont = (bytes: Buffer, contentType = 'font/ttf', token = owner.token, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/brand/fonts${query}`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: bytes,
  });

/** A logo on a transparent ground: a green badge with a hole, 240 × 96. */
async function transparentLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96">
    <rect x="8" y="8" width="224" height="80" rx="40" fill="#0a7d4f"/>
    <circle cx="48" cy="48" r="20" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const BRAND = {
  name: 'Verdant Labs',
  colors: { primary: '#0A7D4F', accent: '#fc3' },
  fonts: { heading: 'dm serif display', body: 'Inter' },
  voice: {
    tone: 'playful',
    language: 'fr',
    description: 'Warm, plain-spoken, never pushy.',
    hashtags: ['verdant', '#GreenSkin', 'Verdant'],
    bannedWords: ['cheap', 'miracle cure', 'Cheap'],
  },
};

describe('the brand kit', () => {
  it('answers version 0 with the defaults while the workspace has no brand', async () => {
    for (const url of ['/v1/brand', `/v1/workspaces/${owner.workspaceId}/brand`]) {
      const res = await api('GET', url, undefined, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        workspaceId: owner.workspaceId,
        version: 0,
        fonts: {},
        voice: { hashtags: [], bannedWords: [] },
        logoPlacement: { corner: 'bottom-right', size: 'medium', images: true },
      });
    }
    expect((await api('GET', `/v1/workspaces/${other.workspaceId}/brand`)).statusCode).toBe(404);
  });

  it('is set by owners and editors, read by viewers, and stored as it will be shown', async () => {
    const refused = await api('PUT', '/v1/brand', BRAND, viewer);
    expect(refused.statusCode).toBe(403);
    expect((await api('GET', '/v1/brand')).json().data.version).toBe(0);

    const set = await api('PUT', '/v1/brand', BRAND, editor);
    expect(set.statusCode).toBe(200);
    const brand = set.json().data;
    expect(brand).toMatchObject({
      version: 1,
      name: 'Verdant Labs',
      colors: { primary: '#0a7d4f', accent: '#ffcc33' },
      fonts: { heading: 'DM Serif Display', body: 'Inter' },
      voice: {
        tone: 'playful',
        language: 'fr',
        hashtags: ['#verdant', '#GreenSkin'],
        bannedWords: ['cheap', 'miracle cure'],
      },
      updatedAt: expect.any(String),
    });
    expect((await api('GET', '/v1/brand', undefined, viewer)).json().data).toEqual(brand);
  });

  it('refuses what is not a brand, naming the field, and changes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ ...BRAND, colors: { primary: 'green' } }, 'body.colors.primary'],
      [{ ...BRAND, colors: { primary: '#0a7d4f80' } }, 'body.colors.primary'],
      [{ ...BRAND, colours: { primary: '#0a7d4f' } }, 'body.colours'],
      [{ ...BRAND, voice: { tone: 'shouty' } }, 'body.voice.tone'],
      [{ ...BRAND, voice: { hashtags: ['two words'] } }, 'body.voice.hashtags.0'],
      [{ ...BRAND, fonts: { heading: 'Comic Sans' } }, 'body.fonts.heading'],
      [{ ...BRAND, logoPlacement: { corner: 'middle' } }, 'body.logoPlacement.corner'],
      [{ colors: { primary: '#0a7d4f' } }, 'body.name'],
    ];
    for (const [body, path] of cases) {
      const res = await api('PUT', '/v1/brand', body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await api('GET', '/v1/brand')).json().data.version).toBe(1);
  });

  it('keeps every version: numbers increase, old ones stay readable, a stale change is 409', async () => {
    const before = (await api('GET', '/v1/brand')).json().data;
    // The same brand again is no change.
    expect((await api('PUT', '/v1/brand', BRAND)).json().data.version).toBe(before.version);

    const changed = await api('PUT', '/v1/brand', {
      name: 'Verdant',
      colors: { primary: '#112233' },
      version: before.version,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ version: before.version + 1, name: 'Verdant' });
    // Left out is cleared: the fonts and voice went with this change.
    expect(changed.json().data.fonts).toEqual({});

    const stale = await api('PUT', '/v1/brand', { ...BRAND, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', currentVersion: before.version + 1 });

    const old = await api('GET', `/v1/brand/versions/${before.version}`, undefined, viewer);
    expect(old.statusCode).toBe(200);
    expect(old.json().data).toEqual(before);
    expect((await api('GET', '/v1/brand/versions/99')).statusCode).toBe(404);

    // Changes at the same moment each become a version of their own; none is lost.
    const names = ['A', 'B', 'C', 'D'].map((n) => `Verdant ${n}`);
    const racing = await Promise.all(names.map((name) => api('PUT', '/v1/brand', { ...BRAND, name })));
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = racing.map((r) => r.json().data.version).sort();
    expect(numbers).toEqual([2, 3, 4, 5].map((n) => before.version + n));
    for (const res of racing) {
      const stored = await api('GET', `/v1/brand/versions/${res.json().data.version}`);
      expect(stored.json().data.name).toBe(res.json().data.name);
    }
    expect((await api('GET', `/v1/workspaces/${other.workspaceId}/brand/versions/1`)).statusCode).toBe(404);
  });

  it('takes a logo from the library, keeps its transparency and its own copy, and refuses unreadable ones', async () => {
    const logo = await uploadImage(ctx, owner.token, await transparentLogo(), 'image/png');
    const onDark = await uploadImage(ctx, owner.token, await transparentLogo(), 'image/png');
    const set = await api('PUT', '/v1/brand', {
      ...BRAND,
      logo: { url: logo.url, onDark: onDark.url },
      logoPlacement: { corner: 'top-left', size: 'small', presets: ['product-hero-studio'], images: false },
    });
    expect(set.statusCode).toBe(200);
    const brand = set.json().data;
    expect(brand.logo).toEqual({ url: logo.url, onDark: onDark.url });
    expect(brand.logoPlacement).toEqual({
      corner: 'top-left',
      size: 'small',
      presets: ['product-hero-studio'],
      images: false,
    });

    // Deleting the media item takes nothing from the brand: it kept its own copy.
    expect((await api('DELETE', `/v1/media/${logo.id}`)).statusCode).toBe(200);
    const kit = await resolveBrandKit(ctx.services.generations, owner.workspaceId, brand.version);
    expect(kit.logo).toMatchObject({ corner: 'top-left', size: 'small', images: false });
    const pixels = kit.logo!.main;
    expect([pixels.width, pixels.height]).toEqual([240, 96]);
    expect(pixels.rgba.length).toBe(240 * 96 * 4);
    expect(pixels.opaque).toBe(false);
    // The corner outside the badge is see-through; its middle is the brand's green.
    expect(pixels.rgba[3]).toBe(0);
    const middle = (48 * 240 + 120) * 4;
    expect([...pixels.rgba.subarray(middle, middle + 4)]).toEqual([0x0a, 0x7d, 0x4f, 255]);
    expect(kit.logo!.onDark).toBeDefined();

    const theirs = await uploadImage(ctx, other.token, await transparentLogo(), 'image/png');
    const deleted = await uploadImage(ctx, owner.token, await transparentLogo(), 'image/png');
    await api('DELETE', `/v1/media/${deleted.id}`);
    const corrupt = await uploadImage(ctx, owner.token, await transparentLogo(), 'image/png');
    const item = await ctx.services.store.media.find(corrupt.id);
    await ctx.services.blobs.put(item!.storageKey, Readable.from([Buffer.from('no longer a PNG')]), {
      maxBytes: 1 << 20,
      contentType: 'image/png',
    });
    const refusals: Array<[object, string]> = [
      [{ url: theirs.url }, 'logo.url'],
      [{ url: 'https://example.com/logo.png' }, 'logo.url'],
      [{ url: deleted.url }, 'logo.url'],
      [{ url: onDark.url, onLight: corrupt.url }, 'logo.onLight'],
    ];
    const current = (await api('GET', '/v1/brand')).json().data;
    for (const [bad, path] of refusals) {
      const res = await api('PUT', '/v1/brand', { ...BRAND, logo: bad });
      expect(res.statusCode, path).toBe(422);
      expect(res.json()).toMatchObject({ code: 'invalid_logo', errors: [{ path }] });
    }
    expect((await api('GET', '/v1/brand')).json().data).toEqual(current);
    // The logo the brand already keeps stays, though its media item is gone.
    const kept = await api('PUT', '/v1/brand', { ...BRAND, name: 'Verdant Labs', logo: { url: logo.url } });
    expect(kept.statusCode).toBe(200);
  });

  it('takes TTF and WOFF2 fonts by parsing them, and refuses files that are not fonts', async () => {
    const ttf = await sendFont(INTER_TTF, 'font/ttf', editor, '?filename=Inter-Bold.ttf');
    expect(ttf.statusCode).toBe(201);
    expect(ttf.json().data).toMatchObject({
      id: expect.stringMatching(/^fnt_/),
      family: 'Inter',
      style: 'Bold',
      format: 'ttf',
      variable: false,
      filename: 'Inter-Bold.ttf',
      bytes: INTER_TTF.length,
      licence: { url: 'https://openfontlicense.org' },
    });
    // The same file again is the same font.
    const again = await sendFont(INTER_TTF, 'application/octet-stream');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(ttf.json().data.id);

    const woff2 = await sendFont(NOTO_WOFF2, 'font/woff2');
    expect(woff2.statusCode).toBe(201);
    expect(woff2.json().data).toMatchObject({ family: 'Noto Sans', format: 'woff2', variable: true });

    const notFonts: Array<[Buffer, string, number, string]> = [
      [await transparentLogo(), 'font/ttf', 422, 'invalid_font'],
      [Buffer.concat([INTER_TTF.subarray(0, 4), Buffer.alloc(2000, 7)]), 'font/ttf', 422, 'invalid_font'],
      [NOTO_WOFF2.subarray(0, NOTO_WOFF2.length / 2), 'font/woff2', 422, 'invalid_font'],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'font/otf', 413, 'payload_too_large'],
      [INTER_TTF, 'text/plain', 415, 'unsupported_media_type'],
    ];
    for (const [bytes, type, status, code] of notFonts) {
      const res = await sendFont(bytes, type);
      expect(res.statusCode, `${type} ${bytes.length}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect((await sendFont(INTER_TTF, 'font/ttf', viewer)).statusCode).toBe(403);

    const listed = (await api('GET', '/v1/brand/fonts', undefined, viewer)).json().data;
    expect(listed.map((f: { family: string }) => f.family)).toEqual(['Noto Sans', 'Inter']);
    expect((await api('GET', '/v1/brand/fonts', undefined, other.token)).json().data).toEqual([]);
  });

  it('sets headings in an uploaded font, keeps it for past versions, and resolves its bytes', async () => {
    const [woff2, ttf] = (await api('GET', '/v1/brand/fonts')).json().data as Array<{ id: string }>;
    const theirs = (await sendFont(INTER_TTF, 'font/ttf', other.token)).json().data;
    const foreign = await api('PUT', '/v1/brand', { ...BRAND, fonts: { heading: theirs.id } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'invalid_font', errors: [{ path: 'fonts.heading' }] });

    const set = await api('PUT', '/v1/brand', { ...BRAND, fonts: { heading: woff2!.id, body: ttf!.id } });
    expect(set.statusCode).toBe(200);
    const version = set.json().data.version;
    const inUse = await api('DELETE', `/v1/brand/fonts/${woff2!.id}`);
    expect(inUse.statusCode).toBe(409);

    expect((await api('PUT', '/v1/brand', BRAND)).statusCode).toBe(200);
    expect((await api('DELETE', `/v1/brand/fonts/${woff2!.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/v1/brand/fonts/${woff2!.id}`)).statusCode).toBe(404);
    // Gone from the list and from choice, but the version that used it still draws with it.
    const retry = await api('PUT', '/v1/brand', { ...BRAND, fonts: { heading: woff2!.id } });
    expect(retry.json().code).toBe('invalid_font');
    const kit = await resolveBrandKit(ctx.services.generations, owner.workspaceId, version);
    const heading = kit.fonts.heading;
    expect(heading).toMatchObject({ kind: 'uploaded', family: 'Noto Sans', variable: true });
    // Decompressed from WOFF2: an OpenType file HarfBuzz reads.
    expect(heading?.kind === 'uploaded' && heading.sfnt.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
    expect(kit.fonts.body).toMatchObject({ kind: 'uploaded', family: 'Inter', style: 'Bold' });

    // The sweep of files no row points to keeps the brand's and removes a stray one beside them.
    const stray = `brand/${owner.workspaceId}/fonts/fnt_00000000000000000000000000.ttf`;
    await ctx.services.blobs.put(stray, Readable.from([Buffer.from('stray')]), {
      maxBytes: 1024,
      contentType: 'font/ttf',
    });
    await sweepOrphanFiles(ctx.services.media, { graceMs: -60_000 });
    expect(await ctx.services.blobs.stat(stray)).toBeUndefined();
    const again = await resolveBrandKit(ctx.services.generations, owner.workspaceId, version);
    expect(again.fonts.heading).toMatchObject({ kind: 'uploaded', family: 'Noto Sans' });
    const logos: string[] = [];
    for await (const o of ctx.services.blobs.list(`brand/${owner.workspaceId}/logos/`)) logos.push(o.key);
    expect(logos.length).toBeGreaterThan(0);
  });

  it('hands the brand to the engines and records its version; brand: false runs without it', async () => {
    const current = (await api('GET', '/v1/brand')).json().data;
    handed.images.length = 0;
    handed.copy.length = 0;

    const branded = await api('POST', '/v1/generations/preset', {
      presetId: 'product-hero-studio',
      subject: 'Verdant night cream',
    });
    expect(branded.statusCode).toBe(201);
    const outputs = branded.json().data.outputs as Array<{ render: { brandVersion?: number } }>;
    expect(outputs.length).toBeGreaterThan(0);
    for (const o of outputs) expect(o.render.brandVersion).toBe(current.version);
    expect(handed.images[0]).toMatchObject({
      version: current.version,
      name: 'Verdant Labs',
      colors: { primary: '#0a7d4f' },
      fonts: { heading: { kind: 'bundled', family: 'DM Serif Display' } },
    });
    expect(handed.copy[0]).toMatchObject({
      hashtags: ['#verdant', '#GreenSkin'],
      bannedWords: ['cheap', 'miracle cure'],
    });

    const plain = await api('POST', '/v1/generations/image', { prompt: 'a glass jar on moss', brand: false });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.outputs[0].render.brandVersion).toBeUndefined();
    expect(handed.images[1]).toBeUndefined();

    // The version is the one the run was accepted with, whatever changes afterwards.
    const generation = branded.json().data.id;
    await api('PUT', '/v1/brand', { ...BRAND, name: 'Verdant Labs 2' });
    const read = (await api('GET', `/v1/generations/${generation}`)).json().data;
    expect(read.outputs[0].render.brandVersion).toBe(current.version);
  });

  it("writes every caption in the brand's voice: its hashtags first, its banned words never", async () => {
    const request = { subject: 'Moonlit night cream', platform: 'instagram', variants: 5, seed: 4242 };
    const unbranded = await api('POST', '/v1/generations/copy', { ...request, brand: false });
    expect(unbranded.statusCode).toBe(200);
    const plainCaptions: string[] = unbranded.json().data.variants.map((v: { caption: string }) => v.caption);
    for (const caption of plainCaptions) expect(caption).not.toContain('#verdant');
    // A word the same request writes without the brand (not the product's name) is banned next.
    const word = plainCaptions
      .join(' ')
      .split(/[^\p{L}]+/u)
      .find((w) => w.length >= 5 && !/moonlit|night|cream/i.test(w));
    expect(word, 'a word of the unbranded captions').toBeDefined();
    const kit = (await api('GET', '/v1/brand')).json().data;
    expect(
      (
        await api('PUT', '/v1/brand', {
          ...BRAND,
          voice: { ...BRAND.voice, bannedWords: [word!.toUpperCase()] },
          version: kit.version,
        })
      ).statusCode,
    ).toBe(200);

    const branded = await api('POST', '/v1/generations/copy', request);
    expect(branded.statusCode).toBe(200);
    const wordPattern = new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu');
    for (const v of branded.json().data.variants as Array<{ caption: string; hashtags: string[] }>) {
      expect(v.hashtags.slice(0, 2)).toEqual(['#verdant', '#GreenSkin']);
      expect(v.caption).not.toMatch(wordPattern);
      expect(v.caption.trim().length).toBeGreaterThan(40);
    }

    const preset = await api('POST', '/v1/generations/preset', {
      presetId: 'ugc-selfie-review',
      subject: 'Moonlit night cream',
    });
    expect(preset.statusCode).toBe(201);
    const run = preset.json().data as { copy?: { caption: string }; outputs: Array<{ caption?: string }> };
    const captions = [run.copy?.caption, ...run.outputs.map((o) => o.caption)].filter(
      (c): c is string => c !== undefined,
    );
    expect(captions.length).toBeGreaterThan(0);
    for (const caption of captions) {
      expect(caption).toContain('#verdant');
      expect(caption).not.toMatch(wordPattern);
    }
  });
});

describe('a brand preview', () => {
  /** The share of a picture's pixels within a small distance of `hex`. */
  async function shareOf(dataUrl: string, hex: string): Promise<number> {
    const bytes = Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64');
    const { data, info } = await sharp(bytes)
      .resize(120)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    let near = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 60) near++;
    }
    return near / (data.length / info.channels);
  }

  it('draws the brand being edited, stores nothing and changes no version', async () => {
    const before = (await api('GET', '/v1/brand')).json().data;
    const handedBefore = handed.images.length;
    const edited = { name: 'Ember Coffee', colors: { primary: '#B3261E', background: '#B3261E' } };
    const res = await api('POST', '/v1/brand/preview', { ...edited, subject: 'Dark roast beans' });
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ presetId: 'product-hero-color' });
    expect(preview.image).toMatch(/^data:image\/(jpeg|png|webp);base64,/);
    // The edited colour is on the picture; another brand's is not.
    expect(await shareOf(preview.image, '#B3261E')).toBeGreaterThan(0.1);
    const other = (
      await api('POST', '/v1/brand/preview', {
        name: 'Ember Coffee',
        colors: { background: '#1D4ED8', primary: '#1D4ED8' },
      })
    ).json().data;
    expect(await shareOf(other.image, '#B3261E')).toBeLessThan(0.02);
    // Drawn by its own studio, not the runs' engine; the brand is as it was.
    expect(handed.images.length).toBe(handedBefore);
    expect((await api('GET', '/v1/brand')).json().data).toEqual(before);
  });

  it('is for those who may change the brand, and refuses what a preview cannot draw', async () => {
    expect((await api('POST', '/v1/brand/preview', { name: 'Ember' }, viewer)).statusCode).toBe(403);
    expect((await api('POST', '/v1/brand/preview', { name: 'Ember' }, editor)).statusCode).toBe(200);
    const storyboard = await api('POST', '/v1/brand/preview', {
      name: 'Ember',
      presetId: 'video-storyboard-ugc',
    });
    expect(storyboard.statusCode).toBe(400);
    const typo = await api('POST', '/v1/brand/preview', { name: 'Ember', colours: { primary: '#000000' } });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().detail).toMatch(/colours/);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { COPY_PLATFORMS, SOCIAL_PLATFORMS } from '@contentforge/sdk';
import { describe, expect, it } from 'vitest';
import {
  COPY_PLATFORM_IDS,
  countText,
  graphemesOf,
  OAUTH_APP_PLATFORM_IDS,
  PLATFORM_IDS,
  PLATFORM_SPECS,
  platformSpec,
} from '../src/index.js';

const root = new URL('../', import.meta.url);

describe('the platform specs', () => {
  it('list every spec file of src/specs, each under its own id', () => {
    const files = readdirSync(new URL('src/specs/', root)).map((f) => f.replace(/\.ts$/, ''));
    expect([...PLATFORM_IDS].sort()).toEqual(files.sort());
    for (const id of PLATFORM_IDS) expect(platformSpec(id).id).toBe(id);
  });

  it('give API and sign-in addresses to exactly the platforms signed in to with an operator’s app', () => {
    for (const spec of PLATFORM_SPECS) {
      expect('endpoints' in spec, spec.id).toBe(spec.connect === 'oauth-app');
    }
    expect(OAUTH_APP_PLATFORM_IDS).toEqual(
      PLATFORM_SPECS.filter((s) => s.connect === 'oauth-app').map((s) => s.id),
    );
  });

  it('name the platforms the SDK lists, in the same order', () => {
    expect([...SOCIAL_PLATFORMS]).toEqual([...PLATFORM_IDS]);
    expect([...COPY_PLATFORMS]).toEqual([...COPY_PLATFORM_IDS]);
  });

  it('refuse an id no spec has', () => {
    expect(() => platformSpec('myspace' as 'x')).toThrow('Unknown platform: myspace');
  });
});

describe('counting', () => {
  it('counts each emoji as its UTF-8 bytes where the platform does (Threads), whatever the sequence', () => {
    for (const emoji of ['🌿', '👍🏽', '🇫🇷', '👩‍👩‍👧', '❤️']) {
      expect(countText('emoji-as-utf8', `a${emoji}b`), emoji).toBe(2 + Buffer.byteLength(emoji, 'utf8'));
    }
    expect(countText('emoji-as-utf8', 'café')).toBe(4);
  });

  it('counts links as 23 and a remote mention by its user part (Mastodon)', () => {
    expect(countText('links-as-23', 'see https://example.com/a/very/long/path/indeed')).toBe(4 + 23);
    expect(countText('links-as-23', 'hi @anna@example.social')).toBe('hi @anna'.length);
  });

  it('counts what a reader sees as one character once, and UTF-16 units where TikTok does', () => {
    expect(graphemesOf('e\u0301👍🏽')).toEqual(['e\u0301', '👍🏽']);
    expect(countText('graphemes', 'e\u0301👍🏽')).toBe(2);
    expect(countText('utf16', '🌿')).toBe(2);
    expect(countText('twitter-weighted', '🌿 https://example.com/long/path')).toBe(2 + 1 + 23);
  });
});

describe('the package', () => {
  it('does no I/O and reaches for no other package than twitter-text: the web app loads it too', () => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['twitter-text']);
    const src = new URL('src/', root);
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const source = readFileSync(new URL(file, src), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      const imports = [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^']+)'/gms)].map((m) => m[1]!);
      expect(
        imports.filter((i) => !i.startsWith('./') && !i.startsWith('../') && i !== 'twitter-text'),
        file,
      ).toEqual([]);
      expect(source, file).not.toMatch(/\bprocess\.|\bBuffer\b|require\(|\bfetch\(/);
    }
  });
});

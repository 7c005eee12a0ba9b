import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveService, startLiveService } from '../../server/test/support/live-service.js';
import { main } from '../src/main.js';

let service: LiveService;
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  service = await startLiveService();
  const owner = await service.ctx.account();
  env = {
    CONTENTFORGE_URL: service.url,
    CONTENTFORGE_TOKEN: owner.token,
    CONTENTFORGE_CONFIG_DIR: '/nonexistent',
  };
  work = mkdtempSync(path.join(tmpdir(), 'contentforge-brand-'));
  copyFileSync(
    createRequire(import.meta.url).resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
    path.join(work, 'Inter-Bold.ttf'),
  );
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect x="4" y="4" width="192" height="72" rx="36" fill="#0a7d4f"/></svg>`;
  writeFileSync(path.join(work, 'logo.png'), await sharp(Buffer.from(logo)).png().toBuffer());
});
afterAll(async () => service?.close());

/** The `contentforge` command in this process: its exit code and what it printed. */
async function contentforge(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'contentforge', ...args], {
    env,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
  });
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

describe('contentforge brand', () => {
  it('sets the brand from options and files, changes one thing keeping the rest, and shows any version', async () => {
    const none = await contentforge('brand', 'show');
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('This workspace has no brand yet');

    const first = await contentforge(
      'brand',
      'set',
      '--name',
      'Verdant',
      '--primary',
      '#0A7D4F',
      '--heading',
      path.join(work, 'Inter-Bold.ttf'),
      '--logo',
      path.join(work, 'logo.png'),
      '--hashtags',
      'verdant, greenskin',
      '--json',
    );
    expect(first.code, first.stderr).toBe(0);
    const set = first.json().brand;
    expect(set).toMatchObject({
      version: 1,
      name: 'Verdant',
      colors: { primary: '#0a7d4f' },
      fonts: { heading: expect.stringMatching(/^fnt_/) },
      logo: { url: expect.stringContaining('/files/') },
      voice: { hashtags: ['#verdant', '#greenskin'] },
    });

    const second = await contentforge('brand', 'set', '--accent', '#fc3', '--corner', 'top-left');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('Set version 2 of the brand.');
    expect(second.stdout).toContain('headings Inter Bold (fnt_');
    const now = (await contentforge('brand', 'show', '--json')).json().brand;
    expect(now).toMatchObject({
      version: 2,
      colors: { primary: '#0a7d4f', accent: '#ffcc33' },
      fonts: set.fonts,
      logo: set.logo,
      logoPlacement: { corner: 'top-left' },
    });
    expect((await contentforge('brand', 'show', '--version', '1', '--json')).json().brand).toEqual(set);

    const bad = await contentforge('brand', 'set', '--primary', 'green');
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain('hex colour');
  });

  it('uploads a font and says whose the licence is; a file that is not a font is refused', async () => {
    const font = await contentforge('brand', 'font-upload', path.join(work, 'Inter-Bold.ttf'));
    expect(font.code, font.stderr).toBe(0);
    expect(font.stdout).toContain('Inter Bold (TTF)');
    expect(font.stdout).toContain('your responsibility');
    const notFont = await contentforge('brand', 'font-upload', path.join(work, 'logo.png'), '--json');
    expect(notFont.code).toBe(6);
    expect(notFont.json().error.code).toBe('invalid_font');
  });
});

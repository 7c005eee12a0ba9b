import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedTypes } from '../scripts/openapi-types.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the SDK package', () => {
  it('has types that match the service’s OpenAPI document (regenerate with npm run generate -w packages/sdk)', async () => {
    const committed = readFileSync(`${root}src/openapi.ts`, 'utf8');
    expect(
      committed === (await generatedTypes()),
      'src/openapi.ts is stale: run npm run generate -w packages/sdk',
    ).toBe(true);
  });

  it('depends on nothing and reaches for no server module: fetch-based, for Node and browsers', () => {
    const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    for (const file of readdirSync(`${root}src`)) {
      // The code, without its comments (whose examples may show Node).
      const source = readFileSync(`${root}src/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      const imports = [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^']+)'/gms)].map((m) => m[1]!);
      expect(
        imports.filter((i) => !i.startsWith('./')),
        file,
      ).toEqual([]);
      expect(source, file).not.toMatch(/\bprocess\.|\bBuffer\b|require\(/);
    }
  });

  it('packs its ES module and CommonJS builds with their type declarations and README', () => {
    const [pack] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
        cwd: root,
        encoding: 'utf8',
      }),
    ) as [{ name: string; files: { path: string }[] }];
    const files = pack.files.map((f) => f.path);
    expect(pack.name).toBe('@contentforge/sdk');
    for (const needed of [
      'package.json',
      'README.md',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/openapi.d.ts',
      'dist/cjs/package.json',
      'dist/cjs/index.js',
      'dist/cjs/index.d.ts',
    ]) {
      expect(files).toContain(needed);
    }
    expect(files.filter((f) => f.startsWith('test/') || f.startsWith('scripts/'))).toEqual([]);
  });
});

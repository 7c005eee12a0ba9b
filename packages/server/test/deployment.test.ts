/**
 * The container image and the compose file of the scaled shape, checked without a container
 * engine: compose configures the service only with documented settings that the service accepts,
 * runs commands that exist, and points its proxy at the API processes' readiness endpoint; the
 * image copies what the build makes and runs it unprivileged with production dependencies only.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.js';
import { main } from '../src/main.js';
import { createTestContext, type TestContext } from './support/test-app.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const contentforge = Object.entries(compose.services).filter(([, s]) => s.image === 'contentforge:latest');

/** The variables docs/configuration.md's table documents, and the S3 credentials media.md names. */
function documentedVariables(): Set<string> {
  const names = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']);
  for (const line of read('docs/configuration.md').split('\n')) {
    const first = line.split('|')[1] ?? '';
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]!);
  }
  return names;
}

/** Compose's `${NAME:?…}` and `${NAME:-default}` as an operator's .env would fill them. */
function interpolate(value: string): string {
  const sample: Record<string, string> = {
    SIGNING_SECRET: 'a'.repeat(64),
    SECRETS_KEY: 'b'.repeat(64),
    S3_ACCESS_KEY: 'contentforge',
    S3_SECRET_KEY: 'c'.repeat(40),
  };
  return value.replace(
    /\$\{(\w+)(?:(:[?-])([^}]*))?\}/g,
    (_, name: string, operator?: string, rest?: string) => {
      if (name in sample) return sample[name]!;
      if (operator === ':?') throw new Error(`compose needs ${name}: ${rest}`);
      return rest ?? '';
    },
  );
}

describe('compose.yaml', () => {
  it('runs two API processes and two workers of the image, after migrating once', () => {
    const roles = contentforge.map(([name, s]) => [name, s.command?.join(' ')]);
    expect(roles).toEqual([
      ['migrate', 'migrate'],
      ['api1', 'serve --role api'],
      ['api2', 'serve --role api'],
      ['worker1', 'serve --role worker'],
      ['worker2', 'serve --role worker'],
    ]);
  });

  it('configures the service only with documented settings that the service accepts', () => {
    const documented = documentedVariables();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-compose-'));
    try {
      for (const [name, service] of contentforge) {
        const env = Object.fromEntries(
          Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]),
        );
        expect(
          Object.keys(env).filter((k) => !documented.has(k)),
          name,
        ).toEqual([]);
        const config = loadConfig({ ...env, DATA_DIR: dataDir });
        expect(config.databaseUrl).toMatch(/^postgres:\/\//);
        expect(config.storageUrl).toMatch(/^s3:\/\/contentforge\?/);
        expect(config.redisUrl).toBe('redis://redis:6379');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs commands the contentforge command has', async () => {
    for (const [name, service] of contentforge) {
      let out = '';
      const code = await main(['node', 'contentforge', ...service.command!, '--help'], {
        stdout: (t) => {
          out += t;
        },
        stderr: (t) => {
          out += t;
        },
        env: {},
      });
      expect(code, `${name}: ${out}`).toBe(0);
    }
  });
});

describe('the proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('balances over the API services and takes out those /readyz refuses', async () => {
    const caddy = read('deploy/Caddyfile');
    // Its upstreams are compose's unless the variable says otherwise (the proxy tests do).
    const upstreams = /reverse_proxy \{\$CONTENTFORGE_UPSTREAMS:([^}]+)\}/
      .exec(caddy)![1]!
      .trim()
      .split(/\s+/);
    const apis = contentforge.filter(([, s]) => s.command?.includes('api')).map(([name]) => `${name}:8080`);
    expect(upstreams).toEqual(apis);
    const uri = /health_uri (\S+)/.exec(caddy)![1]!;
    expect((await ctx.app.inject({ method: 'GET', url: uri })).statusCode).toBe(200);
  });

  it('is the one proxy the API services believe about client addresses', () => {
    for (const [name, service] of contentforge.filter(([, s]) => s.command?.includes('api'))) {
      expect(service.environment?.TRUST_PROXY, name).toBe('1');
    }
  });
});

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('copies into the runtime image only what the build made, and that exists', () => {
    const copied = [...runtime.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map((m) => m[1]!);
    expect(copied).toEqual(
      expect.arrayContaining([
        'node_modules',
        'packages/server/dist',
        'packages/server/wasm',
        'packages/platforms/dist',
        'packages/sdk/dist',
        'packages/cli/dist',
        'packages/web/dist',
      ]),
    );
    for (const source of copied) expect(existsSync(path.join(root, source)), source).toBe(true);
    expect(runtime).not.toMatch(/npm (install|ci)/);
  });

  it('builds on Node 24, prunes to production dependencies and runs as the unprivileged node user', () => {
    expect(dockerfile).toMatch(/^FROM node:24-slim AS build$/m);
    expect(runtime).toMatch(/^FROM node:24-slim$/m);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENTRYPOINT \["node", "packages\/server\/bin\/contentforge.js"\]$/m);
    const ignored = read('.dockerignore').split('\n');
    for (const built of ['**/node_modules', '**/dist', '.git']) expect(ignored).toContain(built);
  });
});

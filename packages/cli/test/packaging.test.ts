/**
 * The clients as people install them: `@contentforge/sdk` and `@contentforge/cli` packed with npm,
 * installed from the tarballs into an empty folder outside the repository with npm offline (so
 * nothing comes from the registry), then used — an ES module import and a CommonJS require of the
 * SDK with its types, `npx contentforge`, and `contentforge mcp` under the official MCP client,
 * started by every client configuration docs/agents.md shows, exactly as written there.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveService, startLiveService } from '../../server/test/support/live-service.js';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let service: LiveService;
let work: string;
let consumer: string;
let agentToken: string;
let packed: Record<'sdk' | 'cli', { filename: string; files: { path: string }[] }>;

/** npm as a user runs it: none of the settings of an npm that may have started these tests. */
const npmEnv = () => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
});

async function npm(args: string[], cwd: string) {
  return run('npm', args, { cwd, env: npmEnv(), maxBuffer: 16 * 1024 * 1024 });
}

async function pack(dir: string) {
  const { stdout } = await npm(['pack', dir, '--pack-destination', work, '--json'], work);
  return (JSON.parse(stdout) as Array<{ filename: string; files: { path: string }[] }>)[0]!;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'contentforge-packages-'));
  // The CLI's publishable folder is made by its own script (bundle, manifest, licences).
  await npm(['run', 'package', '-w', 'packages/cli'], repo);
  packed = {
    sdk: await pack(path.join(repo, 'packages/sdk')),
    cli: await pack(path.join(repo, 'packages/cli/dist/npm')),
  };
  consumer = path.join(work, 'project');
  mkdirSync(consumer);
  writeFileSync(path.join(consumer, 'package.json'), '{ "name": "consumer", "private": true }\n');
  await npm(
    ['install', '--offline', path.join(work, packed.sdk.filename), path.join(work, packed.cli.filename)],
    consumer,
  );
  service = await startLiveService();
  const { accountId } = await service.ctx.account({ credits: 9 });
  agentToken = (await service.ctx.token({ accountId, kind: 'agent', role: 'editor' })).token;
}, 180_000);
afterAll(async () => {
  await service?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Runs a command in the consumer's folder, as its user would. */
const inConsumer = (file: string, args: string[], env: Record<string, string> = {}) =>
  run(file, args, { cwd: consumer, env: { ...npmEnv(), npm_config_offline: 'true', ...env } });

describe('the packed packages', () => {
  it('install from their tarballs alone: the SDK with its two builds, the CLI as one file needing only the SDK', () => {
    const sdkFiles = packed.sdk.files.map((f) => f.path);
    for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/index.d.ts']) {
      expect(sdkFiles).toContain(file);
    }
    expect(sdkFiles).toContain('dist/cjs/package.json');
    expect(packed.cli.files.map((f) => f.path).sort()).toEqual([
      'README.md',
      'THIRD_PARTY_LICENSES.md',
      'bin/contentforge.js',
      'package.json',
    ]);
    const installed = readdirSync(path.join(consumer, 'node_modules'));
    expect(installed.filter((name) => !name.startsWith('.'))).toEqual(['@contentforge']);
    expect(readdirSync(path.join(consumer, 'node_modules/@contentforge'))).toEqual(['cli', 'sdk']);
    // A small install: the bundle and the SDK, no server, no web framework.
    expect(sizeOf(path.join(consumer, 'node_modules'))).toBeLessThan(4 * 1024 * 1024);
  });

  it('the SDK imports as an ES module and requires as CommonJS, with types for both', async () => {
    const script = (load: string) =>
      `${load}; new Contentforge({ baseUrl: process.env.URL, token: process.env.TOKEN }).credits.get().then((c) => console.log(c.balance, typeof InsufficientCreditsError));`;
    const env = { URL: service.url, TOKEN: agentToken };
    const esm = await inConsumer(
      'node',
      [
        '--input-type=module',
        '-e',
        script("import { Contentforge, InsufficientCreditsError } from '@contentforge/sdk'"),
      ],
      env,
    );
    expect(esm.stdout).toBe('9 function\n');
    const cjs = await inConsumer(
      'node',
      ['-e', script("const { Contentforge, InsufficientCreditsError } = require('@contentforge/sdk')")],
      env,
    );
    expect(cjs.stdout).toBe('9 function\n');

    const typed = `import { Contentforge, InsufficientCreditsError } from '@contentforge/sdk';
const cf = new Contentforge({ baseUrl: 'http://localhost:8080', token: 'cf_x' });
export const balance: Promise<number> = cf.credits.get().then((c) => c.balance);
export const isShort = (e: unknown): e is InsufficientCreditsError => e instanceof InsufficientCreditsError;
`;
    writeFileSync(path.join(consumer, 'esm.mts'), typed);
    writeFileSync(path.join(consumer, 'cjs.cts'), typed);
    // Types resolved as Node resolves the code: the "import" and the "require" conditions.
    const compilerOptions = {
      strict: true,
      module: 'nodenext',
      lib: ['es2023', 'dom'],
      types: [],
      noEmit: true,
    };
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['esm.mts', 'cjs.cts'] }),
    );
    await inConsumer(process.execPath, [tsc, '-p', '.']);
  });

  it('npx contentforge runs the client commands against the service', async () => {
    const help = await inConsumer('npx', ['contentforge', '--help']);
    for (const command of ['login', 'upload', 'generate', 'publish', 'credits', 'mcp']) {
      expect(help.stdout).toMatch(new RegExp(`^ +${command} `, 'm'));
    }
    expect(help.stdout).not.toMatch(/^ +serve /m);
    expect(help.stdout).not.toMatch(/★|SPEC/);
    const credits = await inConsumer('npx', ['contentforge', 'credits', '--json'], {
      CONTENTFORGE_URL: service.url,
      CONTENTFORGE_TOKEN: agentToken,
    });
    expect(JSON.parse(credits.stdout).credits.balance).toBe(9);
  });

  it('contentforge mcp answers tools/list and calls the service for the official MCP client', async () => {
    const client = await connect(
      new StdioClientTransport({
        command: path.join(consumer, 'node_modules/.bin/contentforge'),
        args: ['mcp'],
        env: { CONTENTFORGE_URL: service.url, CONTENTFORGE_TOKEN: agentToken },
        cwd: consumer,
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['upload_media', 'publish_post']));
      expect(tools.length).toBeGreaterThanOrEqual(21);
      const answer = await client.callTool({ name: 'get_credits', arguments: {} });
      expect(answer.structuredContent).toMatchObject({ credits: { balance: 9 } });
    } finally {
      await client.close();
    }
  });
});

describe('the MCP client configurations of docs/agents.md, run as written', () => {
  const doc = readFileSync(path.join(repo, 'docs/agents.md'), 'utf8');
  const snippets = clientSnippets(doc);

  it('cover Claude Code, Claude Desktop and Cursor, over stdio with npx -y @contentforge/cli mcp', () => {
    const stdio = snippets.filter((s) => s.server.command);
    for (const client of ['Claude Code', 'Claude Desktop', 'Cursor']) {
      expect(stdio.map((s) => s.client)).toContain(client);
    }
    for (const s of stdio) {
      expect([s.server.command, ...(s.server.args ?? [])].join(' '), s.client).toBe(
        'npx -y @contentforge/cli mcp',
      );
    }
  });

  it.each(snippets.map((s) => [`${s.client} (${s.server.command ? 'stdio' : 'HTTP'})`, s] as const))(
    '%s answers tools/list',
    async (_label, snippet) => {
      const fill = (text: string) =>
        text
          .replaceAll('https://contentforge.example.com', service.url)
          .replaceAll('http://localhost:8080', service.url)
          .replaceAll('${input:contentforge-token}', agentToken)
          .replaceAll('cf_…', agentToken);
      const { server } = snippet;
      const transport = server.command
        ? new StdioClientTransport({
            command: server.command,
            args: server.args ?? [],
            env: {
              ...Object.fromEntries(Object.entries(server.env ?? {}).map(([k, v]) => [k, fill(v)])),
              // The npx cache and offline mode: the package comes from the consumer's own install.
              npm_config_offline: 'true',
            },
            cwd: consumer,
          })
        : new StreamableHTTPClientTransport(new URL(fill(server.url!)), {
            requestInit: {
              headers: Object.fromEntries(Object.entries(server.headers ?? {}).map(([k, v]) => [k, fill(v)])),
            },
          });
      const client = await connect(transport);
      try {
        expect((await client.listTools()).tools.length).toBeGreaterThanOrEqual(21);
      } finally {
        await client.close();
      }
    },
  );
});

describe('what a user reads', () => {
  it('carries no internal contract marks: the docs, the READMEs and the API reference', async () => {
    const pages = [
      'README.md',
      'packages/sdk/README.md',
      'packages/cli/README.md',
      ...readdirSync(path.join(repo, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const page of pages) {
      expect(readFileSync(path.join(repo, page), 'utf8'), page).not.toMatch(/★|SPEC §/);
    }
    const reference = await (await fetch(`${service.url}/v1/openapi.json`)).text();
    expect(reference).not.toMatch(/★|SPEC §/);
  });
});

async function connect(transport: StdioClientTransport | StreamableHTTPClientTransport): Promise<Client> {
  const client = new Client({ name: 'contentforge-packaging-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(file) : statSync(file).size;
  }
  return total;
}

interface ServerEntry {
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  url?: string;
  headers?: Record<string, string>;
}

/** Every MCP server configuration in the doc's "Setting up a client", with the client it is for. */
function clientSnippets(doc: string): Array<{ client: string; server: ServerEntry }> {
  const section = doc.slice(doc.indexOf('## Setting up a client'), doc.indexOf('## The tools'));
  const found: Array<{ client: string; server: ServerEntry }> = [];
  let client = '';
  for (const part of section.split(/(^\*\*[^*]+\*\*|^```\w*\n[\s\S]*?^```$)/m)) {
    const label = /^\*\*([^*]+)\*\*$/.exec(part);
    if (label) client = label[1]!;
    const block = /^```(\w*)\n([\s\S]*?)^```$/m.exec(part);
    if (!block) continue;
    if (block[1] === 'json') {
      const config = JSON.parse(block[2]!) as { mcpServers?: object; servers?: object };
      for (const server of Object.values(config.mcpServers ?? config.servers ?? {}))
        found.push({ client, server });
    } else {
      for (const line of block[2]!.replace(/\\\n/g, ' ').split('\n')) {
        if (line.trim() && !line.trim().startsWith('#'))
          found.push({ client, server: claudeMcpAdd(shellWords(line)) });
      }
    }
  }
  return found;
}

/**
 * `claude mcp add` as Claude Code defines it with commander (the options `claude mcp add --help`
 * lists): `--env` and `--header` take several values each, so they swallow a name written after them.
 */
function claudeMcpAdd(words: string[]): ServerEntry {
  expect(words.slice(0, 3)).toEqual(['claude', 'mcp', 'add']);
  let entry: ServerEntry | undefined;
  const claude = new Command('claude').exitOverride();
  claude
    .command('mcp')
    .command('add')
    .argument('<name>')
    .argument('<commandOrUrl>')
    .argument('[args...]')
    .option('-s, --scope <scope>')
    .option('-t, --transport <transport>')
    .option('-e, --env <env...>')
    .option('-H, --header <header...>')
    .action(
      (
        name: string,
        target: string,
        args: string[],
        opts: { transport?: string; env?: string[]; header?: string[] },
      ) => {
        expect(name).toBe('contentforge');
        for (const variable of opts.env ?? []) expect(variable).toMatch(/^[A-Z_]+=\S+$/);
        entry =
          opts.transport === 'http'
            ? {
                url: target,
                headers: Object.fromEntries((opts.header ?? []).map((h) => h.split(/: (.*)/s).slice(0, 2))),
              }
            : {
                command: target,
                args,
                env: Object.fromEntries((opts.env ?? []).map((e) => e.split(/=(.*)/s).slice(0, 2))),
              };
      },
    );
  claude.parse(words.slice(1), { from: 'user' });
  return entry!;
}

/** A command line split as a POSIX shell splits it (quotes; no variables or globs in these). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let started = false;
  let quote: string | undefined;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = undefined;
      else word += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) words.push(word);
      word = '';
      started = false;
    } else {
      word += ch;
      started = true;
    }
  }
  if (started) words.push(word);
  return words;
}

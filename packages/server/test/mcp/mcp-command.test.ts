import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main.js';
import { type LiveService, startLiveService } from '../support/live-service.js';
import { BIN, callTool, connectMcp } from '../support/mcp-client.js';

let service: LiveService;

beforeAll(async () => {
  service = await startLiveService();
});
afterAll(async () => service?.close());

async function run(env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'contentforge', 'mcp'], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env,
    stopSignal: Promise.resolve(),
  });
  return { code, stdout, stderr };
}

describe('contentforge mcp', () => {
  it('stops with one clear line and exit code 2 when the service or the token is not configured', async () => {
    const neither = await run({});
    expect(neither).toMatchObject({ code: 2, stdout: '' });
    expect(neither.stderr.trim().split('\n')).toHaveLength(1);
    expect(neither.stderr).toMatch(/CONTENTFORGE_URL .* and CONTENTFORGE_TOKEN/);

    const noToken = await run({ CONTENTFORGE_URL: service.url });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toMatch(/set CONTENTFORGE_TOKEN \(an agent token\)/);
    expect(noToken.stderr).not.toMatch(/CONTENTFORGE_URL/);

    const badUrl = await run({ CONTENTFORGE_URL: 'localhost:8080', CONTENTFORGE_TOKEN: 'cf_x' });
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toMatch(/CONTENTFORGE_URL must be an http or https URL/);
  });

  it('exits 2 as a process too, printing nothing on standard output', async () => {
    const child = spawn(process.execPath, [BIN, 'mcp'], { env: { PATH: process.env.PATH ?? '' }, cwd: '/' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^contentforge mcp: set CONTENTFORGE_URL/);
  });

  it('refuses to work for an API token, saying how to make an agent token', async () => {
    const { token } = await service.ctx.account({ credits: 5 });
    const mcp = await connectMcp('stdio', service.url, token);
    try {
      const refused = await callTool(mcp.client, 'get_credits');
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent!.error.code).toBe('forbidden');
      expect(refused.structuredContent!.error.message).toMatch(/agent token.*--kind agent/);
    } finally {
      await mcp.close();
    }
  });

  it('reports an unreachable service as a tool error and keeps serving', async () => {
    const { accountId } = await service.ctx.account({ credits: 1 });
    const { token } = await service.ctx.token({ accountId, kind: 'agent' });
    const mcp = await connectMcp('stdio', 'http://127.0.0.1:9', token);
    try {
      const failed = await callTool(mcp.client, 'get_credits');
      expect(failed.isError).toBe(true);
      expect(failed.structuredContent!.error.code).toBe('connection_failed');
      expect((await mcp.client.listTools()).tools.length).toBeGreaterThan(0);
    } finally {
      await mcp.close();
    }
  });

  it('ends when the client closes its standard input', async () => {
    const { accountId } = await service.ctx.account({ credits: 1 });
    const { token } = await service.ctx.token({ accountId, kind: 'agent' });
    const child = spawn(process.execPath, [BIN, 'mcp'], {
      env: { PATH: process.env.PATH ?? '', CONTENTFORGE_URL: service.url, CONTENTFORGE_TOKEN: token },
      cwd: '/',
    });
    child.stdin.end();
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
  });
});

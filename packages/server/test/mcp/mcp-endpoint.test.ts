import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_REQUESTS_PER_TOKEN, mcpBodyLimit } from '../../src/mcp/http-endpoint.js';
import { sampleImage } from '../support/images.js';
import { type LiveService, startLiveService } from '../support/live-service.js';
import { callTool, connectMcp, textOf } from '../support/mcp-client.js';
import { productPhoto } from '../support/media-upload.js';
import { rawExchange } from '../support/raw-http.js';

let service: LiveService;
/** A web server with oddly named images and a redirect to an address that is not one. */
let site: http.Server;
let siteUrl: string;

beforeAll(async () => {
  // PUBLIC_URL names an address nothing answers at: the endpoint's tools must be answered in the
  // process, as they are behind a proxy the service cannot reach itself through.
  service = await startLiveService({ PUBLIC_URL: 'http://cf-mcp.invalid', RATE_LIMIT_PER_MINUTE: '1000' });
  const png = await sampleImage('png', 40, 30);
  site = http.createServer((req, res) => {
    if (req.url === '/broken-redirect') {
      res.writeHead(302, { location: 'http://[::1' });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(png);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
  await service?.close();
});

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
};

function post(headers: Record<string, string>, body: unknown = INITIALIZE) {
  return fetch(`${service.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function agent(credits: number) {
  const account = await service.ctx.account({ credits });
  const { token } = await service.ctx.token({ accountId: account.accountId, kind: 'agent', role: 'editor' });
  return { ...account, agentToken: token };
}

describe('/mcp on the service', () => {
  it('asks for a bearer token (401), and refuses an API token with a problem naming the agent token (403)', async () => {
    const anonymous = await post({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(anonymous.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized', status: 401 });

    const { token } = await service.ctx.account({ credits: 1 });
    const api = await post({ authorization: `Bearer ${token}` });
    expect(api.status).toBe(403);
    expect(api.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const problem = (await api.json()) as { detail: string };
    expect(problem).toMatchObject({ code: 'forbidden', status: 403 });
    expect(problem.detail).toMatch(/agent token/);
    expect(problem.detail).toMatch(/--kind agent/);

    const revoked = await agent(1);
    const bad = await post({ authorization: `Bearer ${revoked.agentToken}x` });
    expect(bad.status).toBe(401);
  });

  it('is stateless: initialize answers without a session, and GET and DELETE are 405', async () => {
    const { agentToken } = await agent(1);
    const answer = await post({ authorization: `Bearer ${agentToken}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('mcp-session-id')).toBeNull();
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    expect(await answer.text()).toMatch(/"serverInfo":\{"name":"contentforge"/);
    for (const method of ['GET', 'DELETE']) {
      const other = await fetch(`${service.url}/mcp`, {
        method,
        headers: { authorization: `Bearer ${agentToken}`, accept: 'text/event-stream' },
      });
      expect(other.status).toBe(405);
      expect(other.headers.get('allow')).toBe('POST');
    }
  });

  it('answers its tools in the process: uploads, generations and thumbnails at an unreachable PUBLIC_URL', async () => {
    const { agentToken, accountId } = await agent(5);
    const mcp = await connectMcp('http', service.url, agentToken);
    try {
      const photo = await callTool(mcp.client, 'upload_media', {
        base64: (await productPhoto(500, 500)).toString('base64'),
      });
      expect(photo.isError).toBeFalsy();
      expect(photo.structuredContent!.media.url).toMatch(/^http:\/\/cf-mcp\.invalid\/files\//);
      const run = await callTool(mcp.client, 'generate_images', {
        prompt: 'A serum bottle on marble',
        referenceImages: [photo.structuredContent!.media.url],
      });
      expect(run.structuredContent).toMatchObject({ generation: { creditsCharged: 1 }, balance: 4 });
      expect(run.content.filter((c) => c.type === 'image')).toHaveLength(1);
      const credits = await service.ctx.services.credits.balance(accountId);
      expect(credits.balance).toBe(4);
    } finally {
      await mcp.close();
    }
  });

  it("counts the tools' API calls against the token's rate limit", async () => {
    const { agentToken } = await agent(1);
    const remaining = async () =>
      Number(
        (
          await fetch(`${service.url}/v1/credits`, { headers: { authorization: `Bearer ${agentToken}` } })
        ).headers.get('ratelimit-remaining'),
      );
    const before = await remaining();
    const mcp = await connectMcp('http', service.url, agentToken);
    try {
      for (let i = 0; i < 3; i++) expect((await callTool(mcp.client, 'get_credits')).isError).toBeFalsy();
    } finally {
      await mcp.close();
    }
    // Three tool calls, one API call each, then this read.
    expect(await remaining()).toBe(before - 4);
  });

  it('uploads from an address with a badly encoded name, and refuses a redirect to no address, as tool results', async () => {
    const { agentToken } = await agent(1);
    const mcp = await connectMcp('http', service.url, agentToken);
    try {
      for (const name of ['100%.png', '%E0%A4%A.png']) {
        const added = await callTool(mcp.client, 'upload_media', { url: `${siteUrl}/odd/${name}` });
        expect(added.isError, textOf(added)).toBeFalsy();
        expect(added.structuredContent!.media).toMatchObject({ width: 40, height: 30 });
      }
      const broken = await callTool(mcp.client, 'upload_media', { url: `${siteUrl}/broken-redirect` });
      expect(broken).toMatchObject({
        isError: true,
        structuredContent: { error: { code: 'media_fetch_failed' } },
      });
    } finally {
      await mcp.close();
    }
  });

  it(`holds one agent token to ${MCP_REQUESTS_PER_TOKEN} requests at once, refusing more before reading their bodies`, async () => {
    const { agentToken } = await agent(1);
    const head = (length: number) =>
      [
        'POST /mcp HTTP/1.1',
        `Host: ${new URL(service.url).host}`,
        `Authorization: Bearer ${agentToken}`,
        'Content-Type: application/json',
        'Accept: application/json, text/event-stream',
        `Content-Length: ${length}`,
        'Connection: close',
      ].join('\r\n');
    // Requests whose bodies never finish arriving, as a slow (or hostile) client sends them.
    const stalled = Array.from({ length: MCP_REQUESTS_PER_TOKEN }, () =>
      rawExchange(service.url, head(10_000), '{"jsonrpc":'),
    );
    try {
      let refused: Response | undefined;
      for (let i = 0; i < 100 && !refused; i++) {
        const res = await post({ authorization: `Bearer ${agentToken}` });
        if (res.status === 429) refused = res;
        else await new Promise((r) => setTimeout(r, 20));
      }
      expect(refused?.status).toBe(429);
      expect(refused!.headers.get('retry-after')).toBe('1');
      expect(await refused!.json()).toMatchObject({ code: 'rate_limited', status: 429 });
      // Another token is not held back.
      const other = await agent(1);
      expect((await post({ authorization: `Bearer ${other.agentToken}` })).status).toBe(200);
      // A body past the limit (the largest upload in base64) is refused from its announced length.
      const huge = rawExchange(
        service.url,
        head(mcpBodyLimit(25 * 1024 * 1024) + 1).replace(agentToken, other.agentToken),
      );
      expect((await huge.answer).status).toBe(413);
    } finally {
      for (const exchange of stalled) exchange.destroy();
    }
    // Once they have gone, the token's requests are taken again.
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (await post({ authorization: `Bearer ${agentToken}` })).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  });

  it('answers any malformed request without a 500, and keeps answering', async () => {
    const { agentToken } = await agent(3);
    const tools = ['get_credits', 'upload_media', 'generate_images', 'publish_post', 'nope', ''];
    const message = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record(
        {
          jsonrpc: fc.constantFrom('2.0', '1.0', 2),
          id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.constant(null)),
          method: fc.constantFrom('initialize', 'tools/list', 'tools/call', 'ping', 'nope', ''),
          params: fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.record({ name: fc.constantFrom(...tools), arguments: fc.jsonValue({ maxDepth: 2 }) }),
          ),
        },
        { requiredKeys: [] },
      ),
    );
    const body = fc.oneof(
      message.map((m) => JSON.stringify(m)),
      fc.array(message, { maxLength: 3 }).map((m) => JSON.stringify(m)),
      fc.string({ maxLength: 100 }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'text/plain', ''),
        fc.constantFrom('application/json, text/event-stream', 'application/json', '*/*', ''),
        async (payload, contentType, accept) => {
          const answer = await fetch(`${service.url}/mcp`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${agentToken}`,
              ...(contentType ? { 'content-type': contentType } : {}),
              ...(accept ? { accept } : {}),
            },
            body: payload,
          });
          const text = await answer.text();
          expect(answer.status, text).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    const after = await post({ authorization: `Bearer ${agentToken}` });
    expect(after.status).toBe(200);
  });
});

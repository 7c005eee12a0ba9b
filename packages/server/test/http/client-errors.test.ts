import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawExchange } from '../support/raw-http.js';
import { createTestContext, type TestContext } from '../support/test-app.js';

// Requests Node's HTTP parser refuses before Fastify routes anything, over a real connection.
let ctx: TestContext;
let origin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => ctx?.close());

function expectProblem(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ type: `urn:contentforge:problem:${code}`, status, code });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(body.requestId).toBe(answer.headers['x-request-id']);
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  return body;
}

const exchange = (head: string, body?: string) => rawExchange(origin, head, body).answer;

describe('errors of the HTTP parser', () => {
  it('answers an Expect header other than 100-continue with 417 expectation_failed', async () => {
    expectProblem(
      await exchange('GET /v1/presets HTTP/1.1\r\nHost: a\r\nExpect: the-unexpected'),
      417,
      'expectation_failed',
    );
  });

  it('answers headers over the size limit with 431 headers_too_large', async () => {
    expectProblem(
      await exchange(`GET /v1/presets HTTP/1.1\r\nHost: a\r\nX-Padding: ${'a'.repeat(20_000)}`),
      431,
      'headers_too_large',
    );
  });

  it('answers a malformed request line, header or body framing with 400 invalid_request', async () => {
    const malformed = [
      'THIS IS NOT HTTP',
      'GET /v1/presets HTTP/9.9\r\nHost: a',
      'GET /v1/presets HTTP/1.1\r\nHost: a\r\nBad Header: x',
      'POST /v1/presets HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2',
      'POST /v1/presets HTTP/1.1\r\nHost: a\r\nContent-Length: nope',
    ];
    for (const head of malformed) expectProblem(await exchange(head), 400, 'invalid_request');
    // A body whose chunked framing breaks while a route reads it.
    const { token } = await ctx.account();
    expectProblem(
      await exchange(
        `POST /v1/media/upload-url HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nTransfer-Encoding: chunked',
        'zz\r\nxx\r\n',
      ),
      400,
      'invalid_request',
    );
  });

  it('still answers 100-continue and ordinary requests as before', async () => {
    const answer = await exchange('GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close');
    expect(answer.status).toBe(200);
    const continued = await exchange(
      'GET /healthz HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nConnection: close',
    );
    expect(continued.status).toBe(100);
  });
});

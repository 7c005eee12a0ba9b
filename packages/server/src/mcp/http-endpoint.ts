/**
 * `/mcp`: the MCP server over streamable HTTP, on the service itself, for agents that reach it with
 * an agent token in `Authorization`. Stateless — each POST gets a server and transport of its own
 * and nothing is kept between requests — so any API process can answer any request. Its tools call
 * the API through the SDK, answered in the process (`inProcessFetch`).
 */
import { AGENT_TOKEN_HINT, createMcpServer } from '@contentforge/cli/mcp';
import { Contentforge } from '@contentforge/sdk';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../domain/app-error.js';
import { authenticate } from '../domain/tokens.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/persistence/store.js';
import { type Inject, inProcessFetch } from './in-process-fetch.js';

export interface McpEndpointDeps {
  store: Store;
  clock: Clock;
  publicUrl: string;
  /** The largest upload: a base64 image of this size must fit in a request. */
  maxUploadBytes: number;
}

/**
 * Requests one agent token may have in flight on this process at once. A request's body may be as
 * large as the largest upload in base64 (tens of MiB, parsed into memory): this bounds what one
 * token can make the process hold, and an agent calls its tools one or a few at a time.
 */
export const MCP_REQUESTS_PER_TOKEN = 4;

/** The body of one /mcp request at most: an image of the largest upload size, base64, and room for the rest. */
export const mcpBodyLimit = (maxUploadBytes: number) => Math.ceil((maxUploadBytes * 4) / 3) + 1024 * 1024;

export function mcpEndpoint(deps: McpEndpointDeps, inject: Inject) {
  const inFlight = new Map<string, number>();
  return async (app: FastifyInstance) => {
    app.route({
      method: ['POST', 'GET', 'DELETE'],
      url: '/mcp',
      bodyLimit: mcpBodyLimit(deps.maxUploadBytes),
      schema: { hide: true },
      onRequest: async (request, reply) => {
        const auth = await authenticate(deps.store, deps.clock, request.headers.authorization);
        request.auth = auth;
        if (auth.kind !== 'agent') {
          throw forbidden(`The MCP endpoint needs an agent token, not an API token. ${AGENT_TOKEN_HINT}`);
        }
        // Counted before the body is read, and let go when the answer has ended or the client left.
        const running = inFlight.get(auth.tokenId) ?? 0;
        if (running >= MCP_REQUESTS_PER_TOKEN) {
          throw new AppError(
            'rate_limited',
            `This agent token already has ${MCP_REQUESTS_PER_TOKEN} MCP requests in progress; send the next when one has been answered.`,
            {},
            { 'Retry-After': '1' },
          );
        }
        inFlight.set(auth.tokenId, running + 1);
        reply.raw.once('close', () => {
          const left = (inFlight.get(auth.tokenId) ?? 1) - 1;
          if (left > 0) inFlight.set(auth.tokenId, left);
          else inFlight.delete(auth.tokenId);
        });
      },
      handler: async (request, reply) => {
        if (request.method !== 'POST') {
          // Stateless: no session to stream to (GET) or end (DELETE).
          return reply
            .code(405)
            .header('allow', 'POST')
            .send({
              jsonrpc: '2.0',
              error: { code: -32000, message: 'Method not allowed: send POST.' },
              id: null,
            });
        }
        const fetch = inProcessFetch(inject, deps.publicUrl, request.ip);
        const cf = new Contentforge({ baseUrl: deps.publicUrl, token: bearerOf(request), fetch });
        const server = createMcpServer({ cf, mode: 'http', fetch });
        const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        transport.onerror = (err) => request.log.warn({ err }, 'MCP transport error');
        await server.connect(transport);
        // The answer may stream (progress, then the result): let go once it has ended or the client left.
        reply.raw.once('close', () => void server.close());
        const response = await transport.handleRequest(webRequestOf(request, deps.publicUrl), {
          parsedBody: request.body ?? undefined,
        });
        return reply.send(response);
      },
    });
  };
}

function bearerOf(request: FastifyRequest): string {
  return (request.headers.authorization ?? '').trim().replace(/^Bearer +/i, '');
}

function webRequestOf(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value].flat()) if (item !== undefined) headers.append(name, item);
  }
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers });
}

import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { createTestContext, type TestContext } from './test-app.js';

/**
 * The real service listening on a loopback port with PUBLIC_URL at it, over a test database of its
 * own: what clients that speak HTTP (the SDK, the CLI, MCP clients) are tested against.
 */
export interface LiveService {
  ctx: TestContext;
  url: string;
  close(): Promise<void>;
}

export async function startLiveService(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof createTestContext>[0] & object, 'env'> = {},
): Promise<LiveService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext({
    ...options,
    env: { PUBLIC_URL: url, ALLOW_PRIVATE_TARGETS: 'true', ...env },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ctx, url, close: () => ctx.close() };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

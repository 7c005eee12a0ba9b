/**
 * The HTTP server a platform's stand-in API runs on: 127.0.0.1 on a free port, each request
 * handed over with its body read in full. A handler that throws before answering gets the
 * platform's own error body for a server error (`failed`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackApiServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  /** Cuts every open connection (a hung answer's too) and stops listening. */
  close(): Promise<void>;
}

export async function startLoopbackApiServer(
  handle: (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<unknown>,
  failed: (res: ServerResponse, err: unknown) => void,
): Promise<LoopbackApiServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch((err: unknown) => {
        if (!res.headersSent) failed(res, err);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A small public file server on the loopback: what the service's own file URLs are to a platform
 * that fetches media by URL (Instagram, Threads, TikTok). Each file is served once registered, with its
 * content type; any other path is 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FileServer {
  /** The server's origin (`http://127.0.0.1:<port>`). */
  readonly url: string;
  /** Serves `bytes` as `contentType` and answers its URL. */
  serve(name: string, bytes: Buffer, contentType: string): string;
  /** A URL on the server that serves nothing. */
  missing(name: string): string;
  close(): Promise<void>;
}

export async function startFileServer(): Promise<FileServer> {
  const files = new Map<string, { bytes: Buffer; contentType: string }>();
  const server = http.createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://files').pathname);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    res.writeHead(200, { 'content-type': file.contentType, 'content-length': String(file.bytes.length) });
    res.end(req.method === 'HEAD' ? undefined : file.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    serve(name, bytes, contentType) {
      files.set(`/files/${name}`, { bytes, contentType });
      return `${base}/files/${name}`;
    },
    missing: (name) => `${base}/files/${name}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

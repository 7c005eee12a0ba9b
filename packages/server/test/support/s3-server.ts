import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What s3rver (a CommonJS package without types) offers the tests. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  /** Its Koa request handler, to serve it behind another server. */
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rver;
const require = createRequire(import.meta.url);
const S3rverClass = require('s3rver') as S3rverClass;

/**
 * s3rver encrypts the continuation tokens of ListObjectsV2 with DES, which the OpenSSL 3 of Node
 * refuses without its legacy provider: every truncated listing failed with InternalError. The
 * tokens are opaque to clients, so for DES alone (which nothing else here uses) the "cipher" of
 * this test process passes the text through unchanged.
 */
function letS3rverPageListings(): void {
  type CipherFactory = (algorithm: string, ...rest: unknown[]) => unknown;
  const crypto = require('node:crypto') as Record<'createCipheriv' | 'createDecipheriv', CipherFactory>;
  const passThrough = () => ({
    update: (data: string | Buffer, encoding?: BufferEncoding) =>
      typeof data === 'string' ? Buffer.from(data, encoding) : data,
    final: () => Buffer.alloc(0),
  });
  for (const name of ['createCipheriv', 'createDecipheriv'] as const) {
    const original = crypto[name];
    crypto[name] = (algorithm, ...rest) =>
      algorithm === 'des' ? passThrough() : original.call(crypto, algorithm, ...rest);
  }
}
letS3rverPageListings();

/** s3rver's built-in account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** An S3-style refusal answered before a request reaches s3rver. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

export interface S3TestServer {
  /** The address the tests use: `gate` first, then s3rver. */
  endpoint: string;
  /** s3rver itself, with nothing in front. */
  rawEndpoint: string;
  close(): Promise<void>;
}

/**
 * A real s3rver on 127.0.0.1 (a free port, files in a temporary directory, one bucket), and in
 * front of it a second server that runs `gate` on every request first. s3rver accepts any SigV4
 * signature from a known access key (it only checks the expiry), so the gate is where the tests
 * put the signature check that real S3 makes.
 */
export async function startS3Server(options: {
  bucket: string;
  gate?: (req: IncomingMessage) => Refusal | undefined;
}): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'contentforge-s3rver-'));
  const s3rver = new S3rverClass({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: options.bucket }],
  });
  let raw: AddressInfo;
  try {
    raw = await s3rver.run();
  } catch (err) {
    await rm(directory, { recursive: true, force: true });
    throw err;
  }
  const handler = s3rver.callback();
  const gated: Server = createServer((req, res) => {
    const refusal = options.gate?.(req);
    if (!refusal) return handler(req, res);
    req.resume();
    res.writeHead(refusal.status, { 'content-type': 'application/xml', connection: 'close' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code>` +
        `<Message>${refusal.message}</Message></Error>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    gated.once('error', reject).listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = gated.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    rawEndpoint: `http://127.0.0.1:${raw.port}`,
    async close() {
      await new Promise<void>((resolve) => gated.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

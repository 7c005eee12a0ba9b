/**
 * What the local stand-ins for Meta's APIs (Facebook Pages, Instagram, Threads) share: an HTTP
 * server on the loopback that reads parameters the way every Graph host does (query string, form
 * body or multipart body, the token as `access_token` or an `Authorization: Bearer|OAuth` header),
 * answers Graph error bodies (`{ "error": { message, type, code, error_subcode, fbtrace_id } }`,
 * HTTP 400 for OAuth and parameter errors as the Graph API does), and keeps the tokens it issued.
 *
 * References: https://developers.facebook.com/docs/graph-api/guides/error-handling,
 * https://developers.facebook.com/docs/graph-api/overview/rate-limiting,
 * https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface GraphRequest {
  method: string;
  /** The path without the version prefix, split on "/" (`["123", "photos"]`). */
  segments: string[];
  /** The version the request named (`v25.0`), or undefined for an unversioned path. */
  version: string | undefined;
  /** Query, form and multipart fields, as one map (the Graph API reads them all alike). */
  params: Map<string, string>;
  files: Map<string, { filename: string; contentType: string; bytes: Buffer }>;
  /** The token of the request: `access_token`, or the `Authorization` header. */
  token: string | undefined;
  headers: http.IncomingHttpHeaders;
}

export type GraphAnswer =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { redirect: string }
  /** The request was carried out, but the answer never comes. */
  | 'hang';

export interface GraphErrorFields {
  message: string;
  code: number;
  type?: string;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  is_transient?: boolean;
}

/** An answer with a Graph error body. */
export type GraphFailure = { status: number; body: unknown; headers?: Record<string, string> };

export function graphError(
  fields: GraphErrorFields,
  status = 400,
  headers?: Record<string, string>,
): GraphFailure {
  return {
    status,
    body: {
      error: {
        type: 'OAuthException',
        ...fields,
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
    ...(headers ? { headers } : {}),
  };
}

export const ok = (body: unknown): GraphAnswer => ({ status: 200, body });

/** `(#100) The parameter x is required`, as the Graph API words a missing parameter. */
export const missingParam = (name: string) =>
  graphError({ message: `(#100) The parameter ${name} is required`, code: 100 });

export interface IssuedToken {
  token: string;
  /** Whom the token speaks for: a user, or a page. */
  ownerId: string;
  kind: 'user' | 'page' | 'short';
  expired: boolean;
  revoked: boolean;
}

/** Tokens the fake issued, checked the way the Graph API checks them. */
export class TokenBook {
  private readonly tokens = new Map<string, IssuedToken>();

  constructor(private readonly prefix: string) {}

  issue(ownerId: string, kind: IssuedToken['kind']): string {
    const token = `${this.prefix}${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { token, ownerId, kind, expired: false, revoked: false });
    return token;
  }

  get(token: string | undefined): IssuedToken | undefined {
    return token ? this.tokens.get(token) : undefined;
  }

  /**
   * The token of a request, or the error the Graph API answers: 104 without one, 190 for one it
   * does not know, 190/458 for one whose app the user removed, 190/463 for one that expired.
   */
  check(token: string | undefined, options: { allowExpired?: boolean } = {}): IssuedToken | GraphAnswer {
    if (!token) {
      return graphError({ message: 'An access token is required to request this resource.', code: 104 });
    }
    const issued = this.tokens.get(token);
    if (!issued) {
      return graphError({ message: 'Invalid OAuth access token - Cannot parse access token', code: 190 });
    }
    if (issued.revoked) {
      return graphError({
        message: 'Error validating access token: The user has not authorized application.',
        code: 190,
        error_subcode: 458,
      });
    }
    if (issued.expired && !options.allowExpired) {
      return graphError({
        message: `Error validating access token: Session has expired on ${new Date().toUTCString()}.`,
        code: 190,
        error_subcode: 463,
      });
    }
    return issued;
  }

  revokeAll(): void {
    for (const t of this.tokens.values()) t.revoked = true;
  }

  expire(kinds: IssuedToken['kind'][]): void {
    for (const t of this.tokens.values()) if (kinds.includes(t.kind)) t.expired = true;
  }
}

export const isAnswer = (value: IssuedToken | GraphAnswer): value is GraphAnswer =>
  value === 'hang' || 'status' in value || 'redirect' in value;

/**
 * The business use case usage header Meta sends once a business object (a page, an Instagram
 * account) nears or reaches its limit: `estimated_time_to_regain_access` is in minutes.
 */
export function businessUseCaseHeader(
  objectId: string,
  type: string,
  resetMs: number,
): Record<string, string> {
  return {
    'x-business-use-case-usage': JSON.stringify({
      [objectId]: [
        {
          type,
          call_count: 100,
          total_cputime: 12,
          total_time: 14,
          estimated_time_to_regain_access: Math.ceil(resetMs / 60_000),
        },
      ],
    }),
  };
}

export interface GraphServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `route` on 127.0.0.1, with every request's parameters read as the Graph API reads them. */
export async function startGraphServer(
  route: (request: GraphRequest) => Promise<GraphAnswer>,
): Promise<GraphServer> {
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = readRequest(req, Buffer.concat(chunks));
      if ('status' in request) return send(res, request);
      const answer = await route(request);
      if (answer === 'hang') return; // carried out; the answer never comes
      if ('redirect' in answer) {
        res.writeHead(302, { location: answer.redirect });
        return res.end();
      }
      send(res, answer);
    } catch (err) {
      send(
        res,
        graphError(
          { message: `An unexpected error has occurred: ${String(err)}`, code: 2, is_transient: true },
          500,
        ),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(
  res: http.ServerResponse,
  answer: { status: number; body: unknown; headers?: Record<string, string> },
) {
  const body = Buffer.from(JSON.stringify(answer.body));
  res.writeHead(answer.status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': String(body.length),
    ...answer.headers,
  });
  res.end(body);
}

function readRequest(
  req: http.IncomingMessage,
  body: Buffer,
): GraphRequest | { status: number; body: unknown } {
  const url = new URL(req.url ?? '/', 'http://fake');
  const params = new Map<string, string>(url.searchParams);
  const files: GraphRequest['files'] = new Map();
  const type = req.headers['content-type'] ?? '';
  if (body.length > 0) {
    if (type.startsWith('application/x-www-form-urlencoded')) {
      for (const [name, value] of new URLSearchParams(body.toString('utf8'))) params.set(name, value);
    } else if (type.startsWith('multipart/form-data')) {
      const boundary = /boundary=("?)([^";]+)\1/.exec(type)?.[2];
      if (!boundary) {
        return graphError({ message: '(#100) Invalid multipart body', code: 100 }) as {
          status: number;
          body: unknown;
        };
      }
      for (const part of parseMultipart(body, boundary)) {
        if (part.filename !== undefined) {
          files.set(part.name, { filename: part.filename, contentType: part.contentType, bytes: part.bytes });
        } else params.set(part.name, part.bytes.toString('utf8'));
      }
    } else if (type.startsWith('application/json')) {
      const parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      for (const [name, value] of Object.entries(parsed)) {
        params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
  }
  const auth = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const segments = url.pathname.split('/').filter(Boolean);
  const version = /^v\d+\.\d+$/.test(segments[0] ?? '') ? segments.shift() : undefined;
  return {
    method: req.method ?? 'GET',
    segments,
    version,
    params,
    files,
    token: params.get('access_token') ?? auth,
    headers: req.headers,
  };
}

function parseMultipart(body: Buffer, boundary: string) {
  const parts: { name: string; filename?: string; contentType: string; bytes: Buffer }[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString('utf8');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(head)?.[1] ?? '';
    const name = /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '';
    const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1];
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? 'text/plain';
    parts.push({
      name,
      ...(filename !== undefined ? { filename } : {}),
      contentType,
      bytes: part.subarray(split + 4),
    });
    start = next;
  }
  return parts;
}

/** An image as a fake holds it, read with sharp as the platform decodes it. */
export async function describeImage(
  bytes: Buffer,
): Promise<{ format: string; width: number; height: number } | undefined> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !meta.width || !meta.height) return undefined;
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/** Fetches an image by URL the way Meta's crawler does: a plain GET, no redirects followed, a time limit. */
export async function fetchImage(url: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    const answer = await fetch(parsed, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    if (answer.status !== 200) return undefined;
    return {
      bytes: Buffer.from(await answer.arrayBuffer()),
      contentType: answer.headers.get('content-type') ?? '',
    };
  } catch {
    return undefined;
  }
}

/**
 * Plays a browser on a consent page: requests it, and returns where the platform redirects. A page
 * that answers anything but a redirect is an error page; its message is thrown.
 */
export async function followConsent(url: string): Promise<string> {
  const answer = await fetch(url, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status >= 300 && answer.status < 400 && location) return location;
  throw new Error(`The consent page answered ${answer.status}: ${await answer.text()}`);
}

export const randomId = (digits = 17) =>
  Array.from(randomBytes(digits), (b, i) => (i === 0 ? 1 + (b % 9) : b % 10)).join('');

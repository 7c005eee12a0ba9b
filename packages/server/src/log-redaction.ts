import type { LevelWithSilent, LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

/**
 * Names whose values are credentials, as headers or as fields of anything logged: Authorization,
 * Cookie, Set-Cookie, X-Api-Key, X-Amz-Security-Token, Stripe-Signature, secrets, passwords, any
 * `…token` (but not `tokenId`, which names a token without being one) and the raw bytes Node
 * attaches to a parser error (`rawPacket`, which hold the request's headers).
 */
const CREDENTIAL_NAME =
  /authorization|cookie|api[-_]?key|secret|passw(or)?d|credential|signature|token$|^rawpacket$/i;

/**
 * Credentials inside text: every query-string value (an upload URL's `token`, a signed S3 URL's
 * `X-Amz-Signature`, whatever a client puts there), `Bearer`/`Basic` credentials, service tokens
 * (`cf_…`), session and invitation tokens (`cfs_…`, `cfi_…`, the latter inside invitation URLs) and base64 JSON tokens (upload tokens, JWTs: `eyJ…`).
 */
const CREDENTIAL_TEXT: ReadonlyArray<[RegExp, string]> = [
  [/([?&][^=&#\s"'<>]*=)[^&#\s"'<>]+/g, `$1${REDACTED}`],
  [/\b(Bearer|Basic)\s+[^\s"',;)]+/gi, `$1 ${REDACTED}`],
  [/\b(cf[si]?)_[\w-]{16,}/g, `$1_${REDACTED}`],
  [/\beyJ[\w-]{8,}\.[\w-]{8,}(\.[\w-]*)?/g, REDACTED],
];

/** A cheap first look: lines without any of these are written as they are. */
const SUSPECT =
  /[?&][^"=&\s]*=|bearer|basic |cf[si]?_|eyJ|authorization|cookie|api.?key|secret|passw|credential|signature|token"|rawpacket/i;

function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of CREDENTIAL_TEXT) out = out.replace(pattern, replacement);
  return out;
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = CREDENTIAL_NAME.test(key) && inner !== null ? REDACTED : redactValue(inner);
    }
    return out;
  }
  return value;
}

/**
 * The last step of every log line, after pino has serialized it: credentials are replaced by
 * `[redacted]` wherever they are — the request URL, an error's message or stack, headers an
 * error carries, bindings. One place, so no serializer or ad-hoc log call can leak one.
 */
function redactLogLine(line: string): string {
  if (!SUSPECT.test(line)) return line;
  try {
    return `${JSON.stringify(redactValue(JSON.parse(line)))}\n`;
  } catch {
    return redactText(line);
  }
}

/** The options of every logger of the service (Fastify's and the worker's). */
export function logOptions(level: LevelWithSilent): LoggerOptions {
  return { level, hooks: { streamWrite: redactLogLine } };
}

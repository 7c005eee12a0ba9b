/**
 * How each kind of configuration value is read and checked (URLs, seconds, origins, secrets, price
 * lists): one Zod type per kind, used by the environment's schema in config.ts.
 */
import { isIP } from 'node:net';
import { platformSpec } from '@contentforge/platforms';
import { z } from 'zod';
import {
  CREDIT_PACK_ID,
  type CreditPack,
  MAX_PACK_CREDITS,
  MAX_PACK_PRICE,
} from './domain/credits/credit-packs.js';
import {
  DEFAULT_PUBLISH_COSTS,
  OAUTH_APP_PLATFORMS,
  type OAuthAppPlatform,
  PRICE_NAMES,
  type PriceName,
  type PublishCosts,
} from './domain/publishing/platforms.js';

/** Start-up stops with this error; its message is one line naming the variable. */
export const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** Seconds, fractions allowed (tests use short ones), answered in milliseconds. */
export const seconds = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a number of seconds between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .transform((s) => Math.round(s * 1000));

export const httpUrl = z
  .string()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** `redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS. */
export const redisUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'redis:' || u.protocol === 'rediss:') && u.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a redis:// or rediss:// URL, like redis://127.0.0.1:6379');

export const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** `https://app.example.com,https://admin.example.com`: origins only, no paths. */
export const origins = z.string().transform((v, ctx) => {
  const list: string[] = [];
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(part);
    } catch {}
    if (!url || !['http:', 'https:'].includes(url.protocol) || part.replace(/\/+$/, '') !== url.origin) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of origins like https://app.example.com (no paths)',
      });
      return z.NEVER;
    }
    list.push(url.origin);
  }
  return list;
});

/** Ranges proxy-addr (Fastify's trustProxy) knows by name. */
export const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: `false` (the default), a hop count (`1` behind one proxy), or a comma-separated
 * list of addresses and CIDR ranges the proxies connect from (`10.0.0.0/8,loopback`). `true` is
 * refused: believing every hop lets any client choose its own address.
 */
export const trustProxy = z.string().transform((v, ctx): number | string[] | false => {
  if (v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 10) return hops;
  } else if (v !== 'true') {
    const list = v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const valid = (entry: string) => {
      if (NAMED_RANGES.has(entry)) return true;
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = isIP(address);
      if (!family || rest.length) return false;
      if (prefix === undefined) return true;
      return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
    };
    if (list.length > 0 && list.every(valid)) return list;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      'must be the number of proxies in front of the service (1–10), or a comma-separated list of their addresses and CIDR ranges (like 10.0.0.0/8,loopback), or false',
  });
  return z.NEVER;
});

/** `<PLATFORM>_CLIENT_ID`, `_CLIENT_SECRET`, `_API_URL` and `_AUTH_URL` of every OAuth app platform. */
export function oauthAppVariables() {
  const shape: Record<string, z.ZodType> = {};
  for (const platform of OAUTH_APP_PLATFORMS) {
    const name = platform.toUpperCase();
    shape[`${name}_CLIENT_ID`] = optionalString;
    shape[`${name}_CLIENT_SECRET`] = optionalString;
    // The platform's real API and sign-in bases, from its spec.
    const { apiUrl, authUrl } = platformSpec(platform).endpoints;
    shape[`${name}_API_URL`] = httpUrl.default(apiUrl);
    shape[`${name}_AUTH_URL`] = httpUrl.default(authUrl);
  }
  return shape as Record<
    `${Uppercase<OAuthAppPlatform>}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'API_URL' | 'AUTH_URL'}`,
    z.ZodType<string | undefined>
  >;
}

export const tokenLike = z
  .string()
  .regex(/^[\x21-\x7e]{16,255}$/, 'must be 16–255 printable characters without spaces');

/** 32 bytes, as 64 hex digits or 43–44 characters of base64 / base64url. */
export const secretsKey = z.string().transform((v, ctx) => {
  const bytes = /^[0-9a-fA-F]{64}$/.test(v)
    ? Buffer.from(v, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(v)
      ? Buffer.from(v.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url')
      : undefined;
  if (bytes?.length !== 32) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be 32 bytes, as 64 hex digits or 44 characters of base64',
    });
    return z.NEVER;
  }
  return bytes;
});

/** `x=2,instagram=2,…`: the platforms named replace their default cost, the rest keep it. */
export const publishCosts = z.string().transform((v, ctx) => {
  const costs: Record<PriceName, number> = { ...DEFAULT_PUBLISH_COSTS, x_with_link: DEFAULT_PUBLISH_COSTS.x };
  let xWithLink = false;
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z_]+)\s*[=:]\s*(\d{1,6})$/.exec(part);
    if (!match || !(PRICE_NAMES as readonly string[]).includes(match[1]!)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of platform=credits, with platforms among ${PRICE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    costs[match[1] as PriceName] = Number(match[2]);
    if (match[1] === 'x_with_link') xWithLink = true;
  }
  // Without a price of its own, a post with a link costs what any post to X costs.
  const { x_with_link, ...perPlatform } = costs;
  return (xWithLink ? { ...perPlatform, x_with_link } : perPlatform) satisfies PublishCosts;
});

/** `starter=100:900,studio=500:3900`: pack id = credits : price in the currency's minor unit. */
export const creditPacks = z.string().transform((v, ctx) => {
  const packs: CreditPack[] = [];
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([^=\s]+)\s*=\s*(\d{1,9})\s*:\s*(\d{1,9})$/.exec(part);
    const credits = Number(match?.[2]);
    const price = Number(match?.[3]);
    if (
      !match ||
      !CREDIT_PACK_ID.test(match[1]!) ||
      credits < 1 ||
      credits > MAX_PACK_CREDITS ||
      price < 1 ||
      price > MAX_PACK_PRICE
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of id=credits:price (id of lower-case letters, digits, - and _; credits 1–${MAX_PACK_CREDITS}; price in the currency's minor unit, 1–${MAX_PACK_PRICE}), like starter=100:900`,
      });
      return z.NEVER;
    }
    if (packs.some((p) => p.id === match[1])) {
      ctx.addIssue({ code: 'custom', message: `names the pack "${match[1]}" twice` });
      return z.NEVER;
    }
    packs.push({ id: match[1]!, credits, price });
  }
  if (packs.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'must name at least one pack, like starter=100:900' });
    return z.NEVER;
  }
  return packs;
});

/**
 * Markdown the billing page renders (safely: no HTML, no images). Environments that cannot carry a
 * line break (Docker's env files, many dashboards) write `\n`, which is read as one.
 */
export const purchaseInstructions = z
  .string()
  .transform((v) => v.replaceAll('\\n', '\n').trim())
  .pipe(z.string().max(5000, 'must be at most 5000 characters'));

/** An email address (shown as a mailto: link) or an http(s) address. */
export const contact = z
  .string()
  .max(320, 'must be at most 320 characters')
  .refine(
    (v) => /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v) || httpUrl.safeParse(v).success,
    'must be an email address or an http(s) URL',
  );

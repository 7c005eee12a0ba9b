import { createHash } from 'node:crypto';
import type { AtpAgent, AtpSessionData } from '@atproto/api';
import { MIME_OF_FORMAT } from '../../domain/media/image-types.js';
import type { CredentialCheck } from '../../domain/publishing/publishing-deps.js';
import { type Connector, DeliveryError, type DeliveryReceipt } from '../../ports/connector.js';
import type { ImageFormat, ImageProcessor } from '../../ports/image-processor.js';
import { OutboundError, type OutboundHttp } from '../../ports/outbound-http.js';
import type { FailureCategory, PartReceipt } from '../../ports/persistence/posts.js';
import { fromOutbound, withoutEffect } from './wire/outbound-failure.js';
import { unusableSignIn } from './wire/platform-http.js';
import { credentialsRefused, platformFailed, rateLimited, rateLimitWait } from './wire/refusals.js';
import { deliverParts } from './wire/thread-parts.js';

export interface BlueskyConnectorOptions {
  outbound: OutboundHttp;
  images: ImageProcessor;
  /** The server of accounts that name none (BLUESKY_API_URL). */
  defaultService: string;
}

/** What a Bluesky account keeps, sealed: how to sign in again, and the session in use. */
export interface BlueskyCredentials {
  service: string;
  identifier: string;
  appPassword: string;
  did: string;
  handle: string;
  session?: AtpSessionData;
  /** The account's own PDS, as its DID document names it (the server signed in to may be an entryway). */
  pdsUrl?: string;
}

/** `app.bsky.embed.images`: at most 1,000,000 bytes an image; the app shows at most 2000 px a side. */
const IMAGE_LIMITS = {
  formats: ['jpeg', 'png', 'webp'] as ImageFormat[],
  maxBytes: 1_000_000,
  maxSide: 2000,
};

/**
 * Bluesky through @atproto/api, signing in with an app password once: each delivery uses the kept
 * session as it is, renews it when its access token has expired (and keeps the renewed one), and
 * signs in again only when the session is gone; a refused app password means the account must be
 * reconnected.
 *
 * A post's replies are posts too, each naming the thread's root and the part before it as its
 * parent (`reply: { root, parent }`, strong references read back from the repository).
 *
 * Each part's record key is a TID derived from the delivery and the part, the same on every attempt: before
 * creating it, a repeat looks the record up, and a create that finds it there fails rather than
 * making a second one. So a delivery whose outcome was unclear is sent again without any risk of
 * posting twice, and never needs to end `unknown`.
 */
/** @atproto/api takes about 0.4 s to load: it is loaded when Bluesky is first used, not at start. */
const importAtproto = () => import('@atproto/api');
let atproto: ReturnType<typeof importAtproto> | undefined;
const loadAtproto = () => {
  atproto ??= importAtproto();
  return atproto;
};

export function createBlueskyConnector(
  options: BlueskyConnectorOptions,
): Connector & { check: CredentialCheck } {
  const { outbound, images, defaultService } = options;

  const agentFor = async (service: string, onSession?: (session: AtpSessionData) => void) =>
    new (await loadAtproto()).AtpAgent({
      service,
      fetch: outbound.fetch,
      persistSession: (_event, session) => {
        if (session) onSession?.(session);
      },
    });

  const check: CredentialCheck = async (given) => {
    const {
      identifier,
      appPassword,
      service = defaultService,
    } = given as {
      identifier: string;
      appPassword: string;
      service?: string;
    };
    const agent = await agentFor(service);
    try {
      await agent.login({ identifier, password: appPassword });
    } catch (err) {
      // A server that answered something other than a session is not one to sign in to.
      if (err instanceof (await loadAtproto()).XRPCError && err.status === INVALID_RESPONSE) {
        throw unusableSignIn('The Bluesky server', 'the sign-in with something that is not a session');
      }
      throw fromXrpc(err, 'sign in');
    }
    const session = agent.session!;
    const credentials: BlueskyCredentials = {
      service,
      identifier,
      appPassword,
      did: session.did,
      handle: session.handle,
      session,
      ...(agent.pdsUrl ? { pdsUrl: agent.pdsUrl.toString() } : {}),
    };
    return { handle: session.handle.toLowerCase(), externalId: session.did, credentials };
  };

  return {
    platform: 'bluesky',
    idempotent: true,
    convertsMedia: true,
    replies: 'thread',
    check,

    async deliver(delivery): Promise<DeliveryReceipt> {
      const credentials = delivery.account.credentials as BlueskyCredentials;
      // A session renewed on the way (at sign-in, or by the agent during the delivery) is kept, so
      // the next delivery resumes it instead of signing in again.
      let kept = credentials.session?.accessJwt;
      let renewed: AtpSessionData | undefined;
      const keepRenewed = async () => {
        if (!renewed || renewed.accessJwt === kept) return;
        kept = renewed.accessJwt;
        const pdsUrl = agent.pdsUrl?.toString() ?? credentials.pdsUrl;
        await delivery.saveCredentials({ ...credentials, session: renewed, ...(pdsUrl ? { pdsUrl } : {}) });
      };
      const agent = await agentFor(credentials.service, (session) => {
        renewed = session;
      });
      const signedIn = await signIn(agent, credentials, new Date());
      await keepRenewed();
      try {
        return await post(agent, delivery, credentials);
      } catch (err) {
        // A kept session the server refuses (revoked): sign in afresh once and go on. The parts
        // already out are found by their record keys, so nothing is posted twice.
        if (signedIn !== 'kept' || !(err instanceof DeliveryError) || !err.options.credentialsRejected)
          throw err;
        await logIn(agent, credentials);
        await keepRenewed();
        return await post(agent, delivery, credentials);
      } finally {
        await keepRenewed().catch(() => undefined);
      }
    },
  };

  /** Publishes the parts not yet posted: each reply's record names the thread's root and its parent. */
  async function post(
    agent: AtpAgent,
    delivery: Parameters<Connector['deliver']>[0],
    credentials: BlueskyCredentials,
  ): Promise<DeliveryReceipt> {
    const did = agent.session?.did ?? credentials.did;
    const refs = new Map<string, StrongRef>();
    const refOf = async (uri: string): Promise<StrongRef> => {
      const known = refs.get(uri);
      if (known) return known;
      const [repo, collection, rkey] = uri.replace(/^at:\/\//, '').split('/');
      try {
        const found = await agent.com.atproto.repo.getRecord({
          repo: repo!,
          collection: collection!,
          rkey: rkey!,
        });
        if (!found.data.cid) throw new Error('the record has no cid');
        const ref = { uri: found.data.uri, cid: found.data.cid };
        refs.set(uri, ref);
        return ref;
      } catch (err) {
        throw fromXrpc(err, 'read the post replied to');
      }
    };
    return deliverParts(delivery, async (part) => {
      const rkey = tidOf(delivery.deliveryId, delivery.createdAt, part.index);
      const receipt = (created: StrongRef): PartReceipt => {
        refs.set(created.uri, created);
        return {
          externalId: created.uri,
          externalUrl: `https://bsky.app/profile/${agent.session?.handle ?? credentials.handle}/post/${rkey}`,
        };
      };
      const existing = await findPost(agent, did, rkey);
      if (existing) return receipt(existing);

      const reply =
        part.root && part.previous
          ? { root: await refOf(part.root.externalId), parent: await refOf(part.previous.externalId) }
          : undefined;
      const embedded = [];
      for (const m of part.media) {
        const original = await m.read();
        const fitted = await images.fitFor(original, IMAGE_LIMITS, {
          workspaceId: delivery.workspaceId,
          pixels: m.width * m.height,
        });
        let blob: Awaited<ReturnType<AtpAgent['uploadBlob']>>['data']['blob'];
        try {
          blob = (await agent.uploadBlob(fitted.bytes, { encoding: MIME_OF_FORMAT[fitted.format] })).data
            .blob;
        } catch (err) {
          // An upload has no effect on its own: any failure of it can be tried again.
          throw withoutEffect(fromXrpc(err, 'upload an image'));
        }
        embedded.push({
          image: blob,
          alt: m.altText ?? '',
          aspectRatio: { width: fitted.width, height: fitted.height },
        });
      }

      const text = new (await loadAtproto()).RichText({ text: part.text });
      await text.detectFacets(agent).catch(() => text.detectFacetsWithoutResolution());
      try {
        const created = await agent.com.atproto.repo.createRecord({
          repo: did,
          collection: 'app.bsky.feed.post',
          rkey,
          record: {
            $type: 'app.bsky.feed.post',
            text: text.text,
            ...(text.facets?.length ? { facets: text.facets } : {}),
            ...(embedded.length ? { embed: { $type: 'app.bsky.embed.images', images: embedded } } : {}),
            ...(reply ? { reply } : {}),
            createdAt: new Date().toISOString(),
          },
        });
        return receipt({ uri: created.data.uri, cid: created.data.cid });
      } catch (err) {
        // A repeat whose first attempt did get through finds its record there.
        const there = await findPost(agent, did, rkey).catch(() => undefined);
        if (there) return receipt(there);
        throw fromXrpc(err, part.index === 0 ? 'create the post' : `create reply ${part.index}`);
      }
    });
  }
}

/** A record's address and content hash: how a reply names its root and parent. */
interface StrongRef {
  uri: string;
  cid: string;
}

/**
 * Resumes the kept session without a request while its access token lasts; renews it
 * (`refreshSession`) when that token has expired, and signs in with the app password
 * (`createSession`, which Bluesky allows 30 times in 5 minutes and 300 a day per account) only
 * when there is no session or its refresh token is refused. A token that expires during the
 * delivery is renewed by the agent itself, on the platform's `ExpiredToken` answer.
 */
async function signIn(
  agent: AtpAgent,
  credentials: BlueskyCredentials,
  now: Date,
): Promise<'kept' | 'renewed' | 'signed_in'> {
  const { session } = credentials;
  if (session) {
    agent.sessionManager.session = session;
    if (credentials.pdsUrl) agent.sessionManager.pdsUrl = new URL(credentials.pdsUrl);
    if (!expiresSoon(session.accessJwt, now)) return 'kept';
    try {
      await agent.sessionManager.refreshSession();
      if (agent.session) return 'renewed';
    } catch (err) {
      // The refresh token expired or was revoked: sign in afresh below. Anything else (the
      // server unreachable) would fail the sign-in the same way, so it is reported from there.
      if (!isRejected(err)) throw fromXrpc(err, 'renew the session');
    }
  }
  await logIn(agent, credentials);
  return 'signed_in';
}

/** Signs in with the app password (`createSession`). */
async function logIn(agent: AtpAgent, credentials: BlueskyCredentials): Promise<void> {
  try {
    await agent.login({ identifier: credentials.identifier, password: credentials.appPassword });
  } catch (err) {
    throw fromXrpc(err, 'sign in');
  }
}

/** An access token (a JWT) that has expired or will within a minute, or that cannot be read. */
function expiresSoon(jwt: string, now: Date): boolean {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp !== 'number' || payload.exp * 1000 - 60_000 <= now.getTime();
  } catch {
    return true;
  }
}

/** The post with this record key, when it exists. */
async function findPost(agent: AtpAgent, did: string, rkey: string): Promise<StrongRef | undefined> {
  try {
    const found = await agent.com.atproto.repo.getRecord({
      repo: did,
      collection: 'app.bsky.feed.post',
      rkey,
    });
    return { uri: found.data.uri, cid: found.data.cid ?? '' };
  } catch (err) {
    if (statusOf(err) === 400 && /RecordNotFound|Could not locate record/i.test(describe(err)))
      return undefined;
    throw fromXrpc(err, 'look up the post');
  }
}

const S32 = '234567abcdefghijklmnopqrstuvwxyz';

function s32(value: bigint, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = S32[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/**
 * A TID (atproto's timestamp record key) that is the same for every attempt of one delivery: the
 * delivery's creation time in microseconds, with the sub-millisecond part and the 10-bit clock id
 * taken from a hash of its id so that two deliveries of one millisecond differ.
 */
function tidOf(deliveryId: string, createdAt: string, part: number): string {
  const hash = createHash('sha256').update(deliveryId).digest();
  // The thread's parts follow the post by a microsecond each, in order.
  const micros = BigInt(Date.parse(createdAt)) * 1000n + BigInt(hash.readUInt16BE(0) % 1000) + BigInt(part);
  const clockId = BigInt(hash.readUInt16BE(2) & 0x3ff);
  return s32(micros, 11) + s32(clockId, 2);
}

const statusOf = (err: unknown): number | undefined => {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
};

const describe = (err: unknown) => {
  const e = err as { error?: unknown; message?: unknown };
  return `${typeof e?.error === 'string' ? e.error : ''} ${typeof e?.message === 'string' ? e.message : ''}`;
};

/** A session or password the server refused (rather than a server that could not be reached). */
function isRejected(err: unknown): boolean {
  const status = statusOf(err);
  return (
    status === 401 ||
    (status === 400 &&
      /ExpiredToken|InvalidToken|AuthenticationRequired|AccountTakedown|AccountDeactivated/.test(
        describe(err),
      ))
  );
}

/** XRPC's status of an answer that is not what the method's lexicon says (ResponseType.InvalidResponse). */
const INVALID_RESPONSE = 2;

/** The OutboundError somewhere in the cause chain of a failed XRPC call, when the network failed. */
function outboundCause(err: unknown): OutboundError | undefined {
  for (let e = err as { cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e instanceof OutboundError) return e;
  }
  return undefined;
}

/** An XRPC failure as a delivery outcome, in the contract's categories. */
function fromXrpc(err: unknown, doing: string): DeliveryError {
  if (err instanceof DeliveryError) return err;
  const network = outboundCause(err);
  if (network) return fromOutbound(network);
  const status = statusOf(err);
  const said = describe(err).trim() || 'no reason given';
  const message = `Bluesky could not ${doing}: ${said}.`;
  const fail = (code: string, category: FailureCategory, options: DeliveryError['options'] = {}) =>
    new DeliveryError(code, message, category, options);
  if (isRejected(err)) return credentialsRefused('auth_rejected', message);
  if (status === 429) {
    const headers = (err as { headers?: Record<string, string> }).headers ?? {};
    return rateLimited(
      message,
      rateLimitWait(headers, new Date(), { name: 'ratelimit-reset', as: 'epoch-seconds' }),
    );
  }
  if (status !== undefined && status >= 500) return platformFailed('server_error', message);
  if (status === 413 || /BlobTooLarge|image/i.test(said)) return fail('media_rejected', 'media_error');
  if (status !== undefined && status >= 400) return fail('rejected', 'user_content');
  // No HTTP status: the call failed in a way that says nothing of whether it took effect.
  return fail('unclear', 'system', { unclear: true });
}

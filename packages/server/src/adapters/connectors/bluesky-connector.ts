import { createHash } from 'node:crypto';
import type { AtpAgent, AtpSessionData } from '@atproto/api';
import { MIME_OF_FORMAT } from '../../domain/media/image-types.js';
import type { CredentialCheck } from '../../domain/publishing/publishing-deps.js';
import { type Connector, DeliveryError, type DeliveryReceipt } from '../../ports/connector.js';
import type { ImageFormat, ImageProcessor } from '../../ports/image-processor.js';
import { OutboundError, type OutboundHttp, retryAfterOf } from '../../ports/outbound-http.js';
import type { FailureCategory } from '../../ports/persistence/posts.js';
import { fromOutbound } from './webhook-connector.js';

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
}

/** `app.bsky.embed.images`: at most 1,000,000 bytes an image; the app shows at most 2000 px a side. */
const IMAGE_LIMITS = {
  formats: ['jpeg', 'png', 'webp'] as ImageFormat[],
  maxBytes: 1_000_000,
  maxSide: 2000,
};

/**
 * Bluesky through @atproto/api, signing in with an app password. Each delivery resumes the kept
 * session (the agent refreshes it when it has expired, and the renewed one is kept), or signs in
 * again when the session is gone; a refused app password means the account must be reconnected.
 *
 * The post's record key is a TID derived from the delivery, the same on every attempt: before
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
    };
    return { handle: session.handle.toLowerCase(), externalId: session.did, credentials };
  };

  return {
    platform: 'bluesky',
    idempotent: true,
    convertsMedia: true,
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
        await delivery.saveCredentials({ ...credentials, session: renewed });
      };
      const agent = await agentFor(credentials.service, (session) => {
        renewed = session;
      });
      await signIn(agent, credentials);
      await keepRenewed();
      try {
        return await post(agent, delivery, credentials);
      } finally {
        await keepRenewed().catch(() => undefined);
      }
    },
  };

  async function post(
    agent: AtpAgent,
    delivery: Parameters<Connector['deliver']>[0],
    credentials: BlueskyCredentials,
  ): Promise<DeliveryReceipt> {
    const did = agent.session?.did ?? credentials.did;
    const rkey = tidOf(delivery.deliveryId, delivery.createdAt);
    const receipt = (uri: string): DeliveryReceipt => ({
      externalId: uri,
      externalUrl: `https://bsky.app/profile/${agent.session?.handle ?? credentials.handle}/post/${rkey}`,
    });

    const existing = await findPost(agent, did, rkey);
    if (existing) return receipt(existing);

    const embedded = [];
    for (const m of delivery.media) {
      const original = await m.read();
      const fitted = await images.fitFor(original, IMAGE_LIMITS, {
        workspaceId: delivery.workspaceId,
        pixels: m.width * m.height,
      });
      let blob: Awaited<ReturnType<AtpAgent['uploadBlob']>>['data']['blob'];
      try {
        blob = (await agent.uploadBlob(fitted.bytes, { encoding: MIME_OF_FORMAT[fitted.format] })).data.blob;
      } catch (err) {
        // An upload has no effect on its own: any failure of it can be tried again.
        const failure = fromXrpc(err, 'upload an image');
        throw new DeliveryError(failure.code, failure.message, failure.category, {
          ...failure.options,
          transient: failure.options.transient || failure.options.unclear,
          unclear: false,
        });
      }
      embedded.push({
        image: blob,
        alt: m.altText ?? '',
        aspectRatio: { width: fitted.width, height: fitted.height },
      });
    }

    const text = new (await loadAtproto()).RichText({ text: delivery.text });
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
          createdAt: new Date().toISOString(),
        },
      });
      return receipt(created.data.uri);
    } catch (err) {
      // A repeat whose first attempt did get through finds its record there.
      const there = await findPost(agent, did, rkey).catch(() => undefined);
      if (there) return receipt(there);
      throw fromXrpc(err, 'create the post');
    }
  }
}

/** Resumes the kept session, or signs in with the app password when it is gone. */
async function signIn(agent: AtpAgent, credentials: BlueskyCredentials) {
  if (credentials.session) {
    try {
      await agent.resumeSession(credentials.session);
      return;
    } catch (err) {
      // The session expired for good or was revoked: sign in afresh below. Anything else (the
      // server unreachable) would fail the sign-in the same way, so it is reported from there.
      if (!isRejected(err)) throw fromXrpc(err, 'resume the session');
    }
  }
  try {
    await agent.login({ identifier: credentials.identifier, password: credentials.appPassword });
  } catch (err) {
    throw fromXrpc(err, 'sign in');
  }
}

/** The at-uri of the post with this record key, when it exists. */
async function findPost(agent: AtpAgent, did: string, rkey: string): Promise<string | undefined> {
  try {
    const found = await agent.com.atproto.repo.getRecord({
      repo: did,
      collection: 'app.bsky.feed.post',
      rkey,
    });
    return found.data.uri;
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
function tidOf(deliveryId: string, createdAt: string): string {
  const hash = createHash('sha256').update(deliveryId).digest();
  const micros = BigInt(Date.parse(createdAt)) * 1000n + BigInt(hash.readUInt16BE(0) % 1000);
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
  const fail = (code: string, category: FailureCategory, options: DeliveryError['options'] = {}) =>
    new DeliveryError(code, `Bluesky could not ${doing}: ${said}.`, category, options);
  if (isRejected(err)) return fail('auth_rejected', 'auth_expired', { credentialsRejected: true });
  if (status === 429) {
    const headers = (err as { headers?: Record<string, string> }).headers ?? {};
    const reset = Number(headers['ratelimit-reset']);
    const retryAfterMs = Number.isFinite(reset)
      ? Math.max(0, reset * 1000 - Date.now())
      : retryAfterOf(headers['retry-after'], new Date());
    return fail('rate_limited', 'rate_limited', {
      transient: true,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    });
  }
  if (status !== undefined && status >= 500) return fail('server_error', 'system', { transient: true });
  if (status === 413 || /BlobTooLarge|image/i.test(said)) return fail('media_rejected', 'media_error');
  if (status !== undefined && status >= 400) return fail('rejected', 'user_content');
  // No HTTP status: the call failed in a way that says nothing of whether it took effect.
  return fail('unclear', 'system', { unclear: true });
}

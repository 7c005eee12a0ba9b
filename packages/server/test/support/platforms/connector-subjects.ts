/**
 * Every platform's connector, built from the registry, in front of its stand-in (Bluesky: the
 * real atproto server; webhooks: a receiver), with the same switches on each: refuse the
 * account's credentials, rate-limit or fail the next request, hold back the answer to the next
 * post. The connector conformance suite (test/adapters/connectors/connector-conformance.test.ts)
 * runs the contract's cases on each. Between the connector and its platform stands an
 * interposer, which plays what a stand-in has no switch for.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PLATFORM_FACTORIES } from '../../../src/adapters/connectors/platform-registry.js';
import { createGuardedHttp } from '../../../src/adapters/outbound/guarded-http.js';
import { createStandardWebhookSigner } from '../../../src/adapters/outbound/standard-webhooks.js';
import type { SocialPlatform } from '../../../src/domain/publishing/platforms.js';
import type { Connector, Delivery } from '../../../src/ports/connector.js';
import type { OAuthCredentials } from '../../../src/ports/oauth-platform.js';
import { type PdsAccount, startPds } from '../atproto-pds.js';
import { sampleImage } from '../images.js';
import { startWebhookReceiver } from '../webhook-receiver.js';
import { adapterDeps, oauthClientOf, signal, signIn } from './adapter-harness.js';
import { startFileServer } from './file-server.js';
import { PLATFORM_FAKES } from './index.js';
import { startInterposer } from './interposer.js';
import { deliveryMedia, oauthDelivery } from './oauth-delivery.js';

/** The longest one request may take: a held-back answer ends the attempt after it. */
export const REQUEST_TIMEOUT_MS = 2000;

/** An account connected to the platform, as the service keeps it. */
export interface SubjectAccount {
  /** A delivery of a post with `text` and one photo, as the publishing domain hands it over. */
  delivery(text: string): Promise<Delivery>;
  /** The platform stops taking the account's credentials (the user revoked the app). */
  refuse(): Promise<void>;
}

export interface ConnectorSubject {
  connector: Connector;
  /** Connects a new account. */
  connect(): Promise<SubjectAccount>;
  /** The next post is refused with the platform's 429 and its reset `resetMs` from now. */
  rateLimitNext(resetMs: number): void;
  /** The shortest wait the platform can name (Meta's usage headers count whole minutes). */
  shortestRateLimitMs: number;
  /** The next request the connector makes is answered 503. */
  serverErrorNext(): void;
  /** The next post is made, but its answer never comes. */
  hangNextPublish(): void;
  /** How many of the platform's posts carry `text`. */
  postsWith(text: string): Promise<number>;
  /** How many requests to create a post arrived. */
  publishAttempts(): number;
  close(): Promise<void>;
}

const unavailable = { status: 503, headers: { 'content-type': 'text/plain' }, body: 'Service Unavailable' };
const REDIRECT = 'https://contentforge.example/v1/oauth/callback';

function depsFor(apiUrl: string) {
  return {
    ...adapterDeps({ timeoutMs: REQUEST_TIMEOUT_MS, pollIntervalMs: 5 }),
    outbound: createGuardedHttp({ allowPrivate: true, fetchTimeoutMs: REQUEST_TIMEOUT_MS }),
    signer: createStandardWebhookSigner(),
    blueskyApiUrl: apiUrl,
  };
}

/** A platform signed in to with OAuth 2, before its stand-in from PLATFORM_FAKES. */
async function oauthSubject(platform: SocialPlatform): Promise<ConnectorSubject> {
  const entry = PLATFORM_FAKES.find((f) => f.platform === platform)!;
  const [fake, files] = await Promise.all([entry.start(), startFileServer()]);
  const relay = await startInterposer(fake.apiUrl);
  const built = PLATFORM_FACTORIES[platform](depsFor(relay.url));
  const oauth = built.oauth!;
  const photo = await sampleImage('jpeg', 640, 480);
  return {
    connector: built.connector,
    async connect() {
      const client = oauth.registerClient
        ? await oauth.registerClient(fake.apiUrl, REDIRECT, signal())
        : oauthClientOf(fake);
      const { tokens } = await signIn(oauth, fake, client, REDIRECT);
      const identity = await oauth.identify(client, tokens, signal());
      const destination = identity.destinations?.[0];
      // The connector reaches the platform through the interposer.
      const credentials: OAuthCredentials = {
        kind: 'oauth',
        apiUrl: relay.url,
        tokens,
        ...(destination ? { destination } : {}),
      };
      return {
        async delivery(text) {
          const url = files.serve(`${randomUUID()}.jpg`, photo, 'image/jpeg');
          return oauthDelivery(credentials, {
            text,
            media: [await deliveryMedia(photo, { url, altText: 'A gradient' })],
            externalId: identity.externalId,
            handle: identity.handle,
          });
        },
        refuse: async () => fake.revokeAll(),
      };
    },
    rateLimitNext: (ms) => fake.rateLimitNext(ms),
    shortestRateLimitMs: entry.shortestRateLimitMs ?? 1000,
    serverErrorNext: () => relay.answerNext(unavailable),
    hangNextPublish: () => fake.hangNextPublish(),
    postsWith: async (text) => fake.published().filter((p) => p.text.includes(text)).length,
    publishAttempts: () => fake.publishAttempts(),
    async close() {
      await relay.close();
      await fake.close();
      await files.close();
    },
  };
}

/** Bluesky: the real PDS, signed in to with an app password. */
async function blueskySubject(): Promise<ConnectorSubject> {
  const pds = await startPds();
  const relay = await startInterposer(pds.url);
  const built = PLATFORM_FACTORIES.bluesky(depsFor(relay.url));
  const photo = await sampleImage('jpeg', 640, 480);
  const creates = (req: IncomingMessage) => req.url?.includes('com.atproto.repo.createRecord') ?? false;
  const accounts: PdsAccount[] = [];
  return {
    connector: built.connector,
    async connect() {
      const account = await pds.createAccount(`a${randomUUID().slice(0, 8)}`);
      accounts.push(account);
      const checked = await built.check!(
        { identifier: account.handle, appPassword: account.appPassword },
        signal(),
      );
      // Without its PDS's own address the session goes on through the interposer.
      const { pdsUrl: _, ...kept } = checked.credentials as Record<string, unknown>;
      let credentials: Record<string, unknown> = kept;
      return {
        async delivery(text) {
          return oauthDelivery(credentials as unknown as OAuthCredentials, {
            text,
            media: [await deliveryMedia(photo, { altText: 'A gradient' })],
            externalId: account.did,
            handle: account.handle,
          });
        },
        async refuse() {
          await pds.revokeAppPassword(account);
          const { session: __, ...signedOut } = credentials;
          credentials = signedOut;
        },
      };
    },
    rateLimitNext(ms) {
      relay.answerNext(
        {
          status: 429,
          headers: {
            'content-type': 'application/json',
            'ratelimit-limit': '5000',
            'ratelimit-remaining': '0',
            'ratelimit-reset': String(Math.ceil((Date.now() + ms) / 1000)),
            'ratelimit-policy': '5000;w=3600',
          },
          body: JSON.stringify({ error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' }),
        },
        creates,
      );
    },
    shortestRateLimitMs: 1000,
    serverErrorNext: () => relay.answerNext(unavailable),
    hangNextPublish: () => relay.holdNextAnswer(creates),
    async postsWith(text) {
      let count = 0;
      for (const account of accounts) {
        const reader = await pds.agentFor(account);
        const { data } = await reader.com.atproto.repo.listRecords({
          repo: account.did,
          collection: 'app.bsky.feed.post',
          limit: 100,
        });
        count += data.records.filter((r) => (r.value as { text: string }).text.includes(text)).length;
      }
      return count;
    },
    publishAttempts: () => relay.count(creates),
    async close() {
      await relay.close();
      await pds.close();
    },
  };
}

/** Webhooks: a receiver that answers as the test scripts it. */
async function webhookSubject(): Promise<ConnectorSubject> {
  const receiver = await startWebhookReceiver();
  const built = PLATFORM_FACTORIES.webhook(depsFor(receiver.url()));
  const photo = await sampleImage('jpeg', 640, 480);
  return {
    connector: built.connector,
    async connect() {
      const secret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
      const path = `/hooks/${randomUUID()}`;
      return {
        async delivery(text) {
          const delivery = oauthDelivery({} as OAuthCredentials, {
            text,
            media: [await deliveryMedia(photo, { altText: 'A gradient' })],
            handle: 'shop-receiver',
          });
          return {
            ...delivery,
            account: { ...delivery.account, webhookUrl: receiver.url(path), credentials: { secret } },
          };
        },
        refuse: async () => receiver.script([{ status: 401, body: '{"error":"bad signature"}' }], path),
      };
    },
    rateLimitNext: (ms) =>
      receiver.script([{ status: 429, headers: { 'retry-after': String(Math.ceil(ms / 1000)) } }]),
    shortestRateLimitMs: 1000,
    serverErrorNext: () => receiver.script([{ status: 503 }]),
    hangNextPublish: () => receiver.script(['hang']),
    // What the receiver took (or may have: an answer it never gave) is posted.
    postsWith: async (text) =>
      receiver.received.filter(
        (r) =>
          String(r.json.data.text).includes(text) &&
          (r.answer === 'hang' || (typeof r.answer === 'object' && r.answer.status < 300)),
      ).length,
    publishAttempts: () => receiver.received.length,
    close: () => receiver.close(),
  };
}

/** The subject of each platform, in the order the API lists them. */
export const CONNECTOR_SUBJECTS: Record<SocialPlatform, () => Promise<ConnectorSubject>> = {
  x: () => oauthSubject('x'),
  instagram: () => oauthSubject('instagram'),
  tiktok: () => oauthSubject('tiktok'),
  linkedin: () => oauthSubject('linkedin'),
  facebook: () => oauthSubject('facebook'),
  threads: () => oauthSubject('threads'),
  pinterest: () => oauthSubject('pinterest'),
  bluesky: blueskySubject,
  mastodon: () => oauthSubject('mastodon'),
  webhook: webhookSubject,
};

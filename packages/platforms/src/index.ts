/**
 * `@contentforge/platforms`: every social platform Contentforge posts to, one spec per platform
 * (`specs/<id>.ts`), and the lists and counting derived from them. Pure: no I/O, the same in the
 * service and the web app. The order of `PLATFORM_SPECS` is the order the API lists platforms in.
 */
import type { PlatformSpec } from './platform-spec.js';
import { bluesky } from './specs/bluesky.js';
import { facebook } from './specs/facebook.js';
import { instagram } from './specs/instagram.js';
import { linkedin } from './specs/linkedin.js';
import { mastodon } from './specs/mastodon.js';
import { pinterest } from './specs/pinterest.js';
import { threads } from './specs/threads.js';
import { tiktok } from './specs/tiktok.js';
import { webhook } from './specs/webhook.js';
import { x } from './specs/x.js';

export { COUNTING_NAMES, countText } from './counting.js';
export { countGraphemes, graphemesOf } from './graphemes.js';
export {
  type ConnectBy,
  type Counting,
  IMAGE_TYPES,
  type ImageLimits,
  type ImageType,
  type MediaRules,
  type PlatformSpec,
} from './platform-spec.js';

export const PLATFORM_SPECS = [
  instagram,
  tiktok,
  x,
  linkedin,
  facebook,
  threads,
  bluesky,
  pinterest,
  mastodon,
  webhook,
] as const satisfies readonly PlatformSpec[];

type AnySpec = (typeof PLATFORM_SPECS)[number];
export type PlatformId = AnySpec['id'];

/** The ids of the specs in `Specs` that match `Where`, in order, as a tuple type. */
type IdsWhere<Specs extends readonly unknown[], Where> = Specs extends readonly [infer First, ...infer Rest]
  ? First extends Where & { id: infer Id }
    ? [Id, ...IdsWhere<Rest, Where>]
    : IdsWhere<Rest, Where>
  : [];

const idsWhere = <Where>(matches: (spec: PlatformSpec) => boolean) =>
  PLATFORM_SPECS.filter(matches).map((spec) => spec.id) as unknown as Readonly<
    IdsWhere<typeof PLATFORM_SPECS, Where>
  >;

/** Every platform, in the API's order. */
export const PLATFORM_IDS = idsWhere<unknown>(() => true);

/** Platforms the service signs in to with an app the operator registered (`<PLATFORM>_CLIENT_ID`). */
export const OAUTH_APP_PLATFORM_IDS = idsWhere<{ connect: 'oauth-app' }>((s) => s.connect === 'oauth-app');
export type OAuthAppPlatformId = (typeof OAUTH_APP_PLATFORM_IDS)[number];

/** Platforms whose accounts connect through the platform's own sign-in, with an app or on an instance. */
export const CONNECT_FLOW_PLATFORM_IDS = idsWhere<{ connect: 'oauth-app' | 'oauth-instance' }>(
  (s) => s.connect === 'oauth-app' || s.connect === 'oauth-instance',
);
export type ConnectFlowPlatformId = (typeof CONNECT_FLOW_PLATFORM_IDS)[number];

/** Platforms captions are written and fitted for. */
export const COPY_PLATFORM_IDS = idsWhere<{ copy: unknown }>((s) => s.copy !== undefined);
export type CopyPlatformId = (typeof COPY_PLATFORM_IDS)[number];

const BY_ID = new Map<string, AnySpec>(PLATFORM_SPECS.map((spec) => [spec.id, spec] as const));

/** The spec of the platform `id`. */
export function platformSpec<Id extends PlatformId>(id: Id): Extract<AnySpec, { id: Id }> {
  const spec = BY_ID.get(id);
  if (!spec) throw new Error(`Unknown platform: ${id}`);
  return spec as Extract<AnySpec, { id: Id }>;
}

export const isCopyPlatformId = (value: string): value is CopyPlatformId =>
  (COPY_PLATFORM_IDS as readonly string[]).includes(value);

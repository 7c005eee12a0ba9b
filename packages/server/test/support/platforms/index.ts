/**
 * Every platform's local stand-in, for the suites that run the same scenarios on each platform
 * (test/http/publishing/platforms.test.ts). Adding a platform is one line.
 */
import type { ConnectFlowPlatform } from '../../../src/domain/publishing/platforms.js';
import { startFacebookApi } from './facebook-api.js';
import type { FakePlatform } from './fake-platform.js';
import { startInstagramApi } from './instagram-api.js';
import { startLinkedInApi } from './linkedin-api.js';
import { startMastodonApi } from './mastodon-api.js';
import { startPinterestApi } from './pinterest-api.js';
import { startThreadsApi } from './threads-api.js';
import { startTiktokApi } from './tiktok-api.js';
import { startXApi } from './x-api.js';

export interface PlatformFake {
  platform: ConnectFlowPlatform;
  start: () => Promise<FakePlatform>;
  /**
   * The shortest wait the platform can announce with a rate limit (Meta's usage headers count
   * whole minutes); a second when not given.
   */
  shortestRateLimitMs?: number;
}

export const PLATFORM_FAKES: PlatformFake[] = [
  { platform: 'x', start: () => startXApi() },
  { platform: 'linkedin', start: () => startLinkedInApi() },
  { platform: 'instagram', start: () => startInstagramApi(), shortestRateLimitMs: 60_000 },
  { platform: 'facebook', start: () => startFacebookApi(), shortestRateLimitMs: 60_000 },
  { platform: 'threads', start: () => startThreadsApi(), shortestRateLimitMs: 60_000 },
  {
    platform: 'tiktok',
    start: async () => {
      const tiktok = await startTiktokApi();
      // The operator verifies the domain of PUBLIC_URL with TikTok; the tests' server is on the loopback.
      tiktok.verifyUrlPrefix('http://127.0.0.1:');
      return tiktok;
    },
  },
  { platform: 'pinterest', start: () => startPinterestApi() },
  { platform: 'mastodon', start: () => startMastodonApi() },
];

export type { FakePlatform };

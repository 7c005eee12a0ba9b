/**
 * Every platform's local stand-in, for the suites that run the same scenarios on each platform
 * (test/http/publishing/platforms.test.ts). Adding a platform is one line.
 */
import type { ConnectFlowPlatform } from '../../../src/domain/publishing/platforms.js';
import type { FakePlatform } from './fake-platform.js';
import { startMastodonApi } from './mastodon-api.js';

export interface PlatformFake {
  platform: ConnectFlowPlatform;
  start: () => Promise<FakePlatform>;
}

export const PLATFORM_FAKES: PlatformFake[] = [{ platform: 'mastodon', start: () => startMastodonApi() }];

export type { FakePlatform };

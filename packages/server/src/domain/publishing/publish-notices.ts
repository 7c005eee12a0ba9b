/**
 * What the publish check tells besides its problems: facts of a platform that do not stop the
 * publish but change what it does, asked of each target's connector (a post only its author will
 * see, a publishing quota nearly used). A connector that cannot tell says nothing: notices never
 * fail the check, and the publish itself does not wait for them.
 */
import type { ConnectorNotice } from '../../ports/connector.js';
import type { SocialPlatform } from './platforms.js';
import type { PublicationPlan } from './publish-plan.js';
import type { PublishingDeps } from './publishing-deps.js';
import { connectedAccountOf } from './social-accounts.js';

/** The longest the check waits for a platform to say its quota. */
const NOTICE_WAIT_MS = 5000;

export interface PublishNotice {
  socialAccountId: string;
  platform: SocialPlatform;
  code: ConnectorNotice['code'];
  message: string;
}

/** The notices of the plan's targets delivered by this server, each naming its account. */
export async function publishNotices(
  deps: Pick<PublishingDeps, 'connectors' | 'secrets' | 'log'>,
  plan: Pick<PublicationPlan, 'targets'>,
): Promise<PublishNotice[]> {
  const asked = plan.targets.map(async ({ account, platform }) => {
    const connector = deps.connectors[platform];
    if (
      !connector?.notices ||
      account.connection !== 'oauth' ||
      account.credentials === null ||
      account.deletedAt !== null ||
      account.status !== 'active'
    ) {
      return [];
    }
    try {
      const notices = await connector.notices(
        connectedAccountOf(deps, account),
        AbortSignal.timeout(NOTICE_WAIT_MS),
      );
      return notices.map((n) => ({ socialAccountId: account.id, platform, ...n }));
    } catch (err) {
      deps.log.warn({ err, platform, socialAccountId: account.id }, 'publish check notices unavailable');
      return [];
    }
  });
  return (await Promise.all(asked)).flat();
}

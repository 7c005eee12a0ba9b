/**
 * Agent hand-offs: a target of an `agent_session` account is posted by the agent with its own tools,
 * which then reports how it went. A hand-off not reported within a day ends `unknown`; a report that
 * comes later still counts, since it is the only way to learn the outcome.
 */
import type {
  FailureCategory,
  TargetError,
  TargetRecord,
  TargetState,
} from '../../ports/persistence/posts.js';
import { conflict, forbidden, notFound } from '../app-error.js';
import { isWellFormedId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
import { getPost } from './posts.js';
import { endTarget, recordOutcome } from './publication.js';
import type { PublishingDeps } from './publishing-deps.js';

export interface HandoffReport {
  status: 'delivered' | 'failed';
  externalId?: string | undefined;
  externalUrl?: string | undefined;
  error?: { message: string; code?: string | undefined; category?: FailureCategory | undefined } | undefined;
}

/**
 * `POST /posts/{id}/targets/{socialAccountId}/report`: an agent token of the post's account records
 * the outcome of a hand-off. Another account's post is 404 (existence is not leaked); an API token
 * is 403; a target the service delivers itself, or one already reported, is 409.
 */
export async function reportHandoff(
  deps: PublishingDeps,
  caller: AuthContext,
  workspaceId: string,
  postId: string,
  socialAccountId: string,
  report: HandoffReport,
): Promise<TargetRecord> {
  const post = await getPost(deps, workspaceId, postId);
  const target = isWellFormedId(socialAccountId, 'sa')
    ? (await deps.store.posts.targetsOf([post.id])).find((t) => t.socialAccountId === socialAccountId)
    : undefined;
  if (!target) throw notFound('The target');
  if (caller.kind !== 'agent') {
    throw forbidden('Hand-offs are reported by the agent that posted them, with an agent token.');
  }
  requireRole(caller, 'editor', 'report deliveries');
  if (target.connection !== 'agent_session') {
    throw conflict(
      `This target is delivered by the service itself (${target.connection}); there is nothing to report.`,
    );
  }
  if (target.state !== 'handed_off' && target.state !== 'unknown') {
    throw conflict(
      target.state === 'scheduled'
        ? 'The post is not due yet; there is no hand-off to report.'
        : `The hand-off was already reported ${target.state}.`,
    );
  }
  const at = deps.clock.now().toISOString();
  const reported = await recordOutcome(
    deps,
    target,
    [target.state],
    report.status === 'delivered'
      ? {
          state: 'delivered',
          externalId: report.externalId ?? null,
          externalUrl: report.externalUrl ?? null,
          error: null,
          completedAt: at,
          updatedAt: at,
        }
      : { state: 'failed', error: failureOf(report), completedAt: at, updatedAt: at },
  );
  if (!reported) throw conflict('The hand-off was reported by another request at the same time.');
  return (await deps.store.posts.findTarget(target.id))!;
}

/** Which hand-offs a listing asks for: waiting for their report, past their day, or both. */
export type HandoffStatus = 'pending' | 'unknown' | 'all';

const STATES_OF: Record<HandoffStatus, readonly TargetState[]> = {
  pending: ['handed_off'],
  unknown: ['unknown'],
  all: ['handed_off', 'unknown'],
};

/**
 * `GET /handoffs`: the workspace's hand-offs an agent has yet to report, newest first — what an
 * agent session looks at to learn what it is to post.
 */
export function listHandoffs(
  deps: Pick<PublishingDeps, 'store'>,
  workspaceId: string,
  filter: { status: HandoffStatus; socialAccountId?: string | undefined },
  page: { limit: number; before?: string | undefined },
): Promise<TargetRecord[]> {
  return deps.store.posts.handoffs(
    workspaceId,
    { states: STATES_OF[filter.status], socialAccountId: filter.socialAccountId },
    page,
  );
}

function failureOf(report: HandoffReport): TargetError {
  return {
    code: report.error?.code ?? 'agent_reported_failure',
    message: report.error?.message ?? 'The agent reported that posting failed.',
    category: report.error?.category ?? 'platform_rejected',
    retryable: true,
  };
}

/** Hand-offs past their day end `unknown` (run by the periodic publishing task). */
export async function expireHandoffs(deps: PublishingDeps): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await deps.store.posts.expiredHandoffs(deps.clock.now().toISOString(), 100);
    for (const target of due) {
      const ended = await endTarget(deps, target, ['handed_off'], 'unknown', {
        code: 'handoff_not_reported',
        message:
          'The agent did not report this hand-off within 24 hours. It may still have been posted; the agent can still report it.',
        category: 'system',
        retryable: true,
      });
      if (ended) expired++;
    }
    if (due.length < 100) return expired;
  }
}

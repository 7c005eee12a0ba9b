import type { FastifyReply, FastifyRequest } from 'fastify';
import { getPostWithTargets } from '../../../domain/publishing/posts.js';
import type { PublishOutcome } from '../../../domain/publishing/publish-post.js';
import type { FirstAnswer } from '../../request-context.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses, quoteEnvelope } from '../../schemas.js';
import { publicationSchema, toPublication } from './post-schema.js';

/** What publish and retry answer: a dry run's quote, the accepted publication, or a problem. */
export const publicationResponses = {
  200: quoteEnvelope,
  202: dataEnvelope(publicationSchema),
  ...problemResponses,
};

export function answerPublication(reply: FastifyReply, outcome: PublishOutcome) {
  if (outcome.kind === 'quote') return reply.code(200).send({ data: { quote: outcome.quote } });
  return reply.code(202).send({ data: toPublication(outcome.post, outcome.targets) });
}

/** An idempotent replay of publish or retry: the first status, with the publication as it is now. */
export async function replayPublication(
  deps: Pick<RouteDeps, 'publishing'>,
  request: FastifyRequest,
  first: FirstAnswer,
): Promise<{ status: number; body: unknown }> {
  const workspace = await workspaceOf(request);
  const id = first.resource?.id ?? (request.params as { id: string }).id;
  const found = await getPostWithTargets(deps.publishing, workspace.id, id).catch(() => undefined);
  if (!found) return { status: first.status ?? 202, body: first.body };
  return { status: first.status ?? 202, body: { data: toPublication(found.post, found.targets) } };
}

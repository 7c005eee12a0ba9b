import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type Caller,
  type PlannedGeneration,
  startGeneration,
} from '../../../domain/generations/accept-generation.js';
import { viewGeneration, waitForGeneration } from '../../../domain/generations/generation-queries.js';
import { isFinished } from '../../../domain/generations/generation-view.js';
import type { GenerationRecord } from '../../../ports/store.js';
import type { Services } from '../../../services.js';
import { quoteIfDryRun } from '../../paid-call.js';
import { type FirstAnswer, idempotencyClaimOf } from '../../plugins/idempotency.js';
import { authOf, workspaceOf } from '../../request-context.js';
import { dataEnvelope, problemResponses, quoteEnvelope } from '../../schemas.js';
import { generationSchema } from './generation-schema.js';

const DEFAULT_WAIT_S = 30;
const MAX_WAIT_S = 60;

/** What a request for a run can answer: a quote (dry run), the finished run, the accepted one, or a problem. */
export const acceptedGenerationResponses = {
  200: quoteEnvelope,
  201: dataEnvelope(generationSchema),
  202: dataEnvelope(generationSchema),
  ...problemResponses,
};

/**
 * How long the caller is willing to wait (RFC 7240 `Prefer`): `respond-async` → not at all,
 * `wait=N` → N seconds (at most 60), nothing → 30 seconds.
 */
export function preferredWaitMs(request: FastifyRequest): number {
  const header = request.headers.prefer;
  const prefer = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const tokens = prefer.split(/[,;]/).map((t) => t.trim());
  if (tokens.includes('respond-async')) return 0;
  const wait = tokens.find((t) => /^wait\s*=\s*\d+$/.test(t));
  const seconds = wait ? Number(wait.split('=')[1]) : DEFAULT_WAIT_S;
  return Math.min(seconds, MAX_WAIT_S) * 1000;
}

const appliedPreference = (request: FastifyRequest) => {
  const ms = preferredWaitMs(request);
  return ms === 0 ? 'respond-async' : `wait=${ms / 1000}`;
};

/** Where the generation can be read: under the same workspace scope as the request that made it. */
export function locationOf(request: FastifyRequest, id: string): string {
  const params = request.params as { workspace_id?: string } | undefined;
  return params?.workspace_id
    ? `/v1/workspaces/${params.workspace_id}/generations/${id}`
    : `/v1/generations/${id}`;
}

/**
 * The handler of both paid generation routes: validate exactly as the real call (`plan`: 404/422
 * before any charge), check the role and answer a dry run's quote, else reserve, record and queue
 * the run and answer it.
 */
export async function acceptGeneration(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  plan: (caller: Caller) => Promise<PlannedGeneration>,
) {
  const auth = authOf(request);
  const workspace = await workspaceOf(request);
  const caller = { accountId: auth.accountId, workspaceId: workspace.id };
  const planned = await plan(caller);
  const quote = await quoteIfDryRun(request, services.credits, planned.cost);
  if (quote) return reply.code(200).send({ data: quote });
  const generation = await startGeneration(
    services.generations,
    caller,
    planned,
    idempotencyClaimOf(request),
  );
  return answerGeneration(request, reply, services, generation);
}

/**
 * Answers a newly accepted generation: 201 with it finished when it ends within the caller's
 * wait, else 202 with its current state and `Location`.
 */
export async function answerGeneration(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  accepted: GenerationRecord,
) {
  const generation = await waitForGeneration(services.generations, accepted, preferredWaitMs(request));
  const view = await viewGeneration(services.generations, generation);
  if (request.headers.prefer) reply.header('Preference-Applied', appliedPreference(request));
  if (isFinished(generation.status)) return reply.code(201).send({ data: view });
  return reply.code(202).header('Location', locationOf(request, generation.id)).send({ data: view });
}

/**
 * An idempotent replay: the first answer's status, with the generation as it is now. When the first
 * answer never reached the caller (its process died while waiting), the status is what an
 * asynchronous request would get now: 201 once the generation has ended, else 202.
 */
export async function replayGeneration(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  first: FirstAnswer,
) {
  const id = first.resource?.id ?? (first.body as { data?: { id?: string } } | null)?.data?.id;
  const g = id ? await services.store.generations.find(id) : undefined;
  if (!g) return { status: first.status ?? 200, body: first.body };
  reply.header('Location', locationOf(request, g.id));
  return {
    status: first.status ?? (isFinished(g.status) ? 201 : 202),
    body: { data: await viewGeneration(services.generations, g) },
  };
}

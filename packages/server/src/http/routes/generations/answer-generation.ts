import type { FastifyReply, FastifyRequest } from 'fastify';
import { findGeneration, withOutputs } from '../../../domain/generations/generation-queries.js';
import { isFinished } from '../../../domain/generations/generation-status.js';
import { type GenerationAsk, requestGeneration } from '../../../domain/generations/request-generation.js';
import { idempotencyClaimOf } from '../../plugins/idempotency.js';
import type { FirstAnswer } from '../../request-context.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses, quoteEnvelope } from '../../schemas.js';
import { generationSchema, toGeneration } from './generation-schema.js';

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
function preferredWaitMs(request: FastifyRequest): number {
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
function locationOf(request: FastifyRequest, id: string): string {
  const params = request.params as { workspace_id?: string } | undefined;
  return params?.workspace_id
    ? `/v1/workspaces/${params.workspace_id}/generations/${id}`
    : `/v1/generations/${id}`;
}

/**
 * Every paid generation route: the request goes to the use case, whose outcome becomes the answer —
 * 200 with a dry run's quote, 201 with the run ended within the caller's wait, else 202 with the
 * run as it is now and `Location`.
 */
export async function answerGenerationRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<RouteDeps, 'generations' | 'publicUrl'>,
  ask: GenerationAsk,
) {
  const outcome = await requestGeneration(deps.generations, {
    caller: authOf(request),
    workspaceId: (await workspaceOf(request)).id,
    ask,
    dryRun: (request.query as { dryRun?: string }).dryRun === 'true',
    waitMs: preferredWaitMs(request),
    idempotency: idempotencyClaimOf(request),
  });
  if (outcome.kind === 'quote') return reply.code(200).send({ data: { quote: outcome.quote } });
  const data = toGeneration(deps.publicUrl, outcome.generation);
  if (request.headers.prefer) reply.header('Preference-Applied', appliedPreference(request));
  if (outcome.kind === 'ended') return reply.code(201).send({ data });
  return reply.code(202).header('Location', locationOf(request, data.id)).send({ data });
}

/**
 * An idempotent replay: the first answer's status, with the generation as it is now. When the first
 * answer never reached the caller (its process died while waiting), the status is what an
 * asynchronous request would get now: 201 once the generation has ended, else 202.
 */
export async function replayGeneration(
  deps: Pick<RouteDeps, 'generations' | 'publicUrl'>,
  request: FastifyRequest,
  reply: FastifyReply,
  first: FirstAnswer,
) {
  const id = first.resource?.id ?? (first.body as { data?: { id?: string } } | null)?.data?.id;
  const workspace = await workspaceOf(request);
  const g = id ? await findGeneration(deps.generations, workspace.id, id).catch(() => undefined) : undefined;
  if (!g) return { status: first.status ?? 200, body: first.body };
  reply.header('Location', locationOf(request, g.id));
  return {
    status: first.status ?? (isFinished(g.status) ? 201 : 202),
    body: { data: toGeneration(deps.publicUrl, await withOutputs(deps.generations, g)) },
  };
}

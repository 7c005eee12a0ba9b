import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, conflict, invalidRequest } from '../../domain/app-error.js';
import { requireRole, SPENDING_ROLE } from '../../domain/tokens.js';
import type { Clock } from '../../ports/clock.js';
import type { IdempotencyClaim, IdempotencyRecord } from '../../ports/persistence/idempotency.js';
import type { Store } from '../../ports/persistence/store.js';
import { authOf, type FirstAnswer, workspaceOf } from '../request-context.js';

/** How long a key is remembered, and how long a first request may run before a repeat may take over. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const RUNNING_LEASE_MS = 5 * 60 * 1000;

const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * `Idempotency-Key` for the routes that opt in with `config: { idempotency }`: the paid
 * calls. Scoped to the token's account, and only for callers who may make the call at all: the
 * role is checked before a key is read, so a viewer never sees another caller's answer.
 *
 * The same key with the same request within 24 h answers the first response again — the same
 * status and, through the route's `replay`, the resource in its current state — and runs nothing;
 * the same key with another request is 409 `idempotency_conflict`; a repeat while the first is still
 * running is 409 `conflict`. A first request that created nothing and ended in an error frees its
 * key, so the caller can fix the cause (buy credits, say) and retry with the same key.
 *
 * A paid call binds its key to the resource it creates in the same transaction as the resource and
 * its reservation (`bindResource`). A key so bound is never taken over, whatever happened to the
 * process that held it: once its lease is over (the process died before answering), a repeat
 * replays the resource. Only a key whose first request created nothing can be taken over.
 */
export function registerIdempotency(app: FastifyInstance, deps: { store: Store; clock: Clock }): void {
  const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const options = request.routeOptions.config.idempotency;
    if (!options) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw invalidRequest('Idempotency-Key must be 1–255 printable ASCII characters.', [
        { path: 'headers.idempotency-key', message: 'must be 1–255 printable ASCII characters' },
      ]);
    }
    const auth = authOf(request);
    requireRole(auth, SPENDING_ROLE, 'spend credits');
    // A dry run creates nothing, so there is nothing to remember.
    if ((request.query as { dryRun?: string } | undefined)?.dryRun === 'true') return;

    const now = deps.clock.now();
    const fresh: IdempotencyRecord = {
      accountId: auth.accountId,
      key: header,
      requestHash: await fingerprint(request),
      state: 'running',
      responseStatus: null,
      responseBody: null,
      createdAt: now.toISOString(),
      lockedUntil: new Date(now.getTime() + RUNNING_LEASE_MS).toISOString(),
      resource: null,
    };
    const { record, created } = await deps.store.idempotency.claim(fresh);
    if (!created) {
      const expired = now.getTime() - Date.parse(record.createdAt) >= IDEMPOTENCY_WINDOW_MS;
      const abandoned = record.state === 'running' && Date.parse(record.lockedUntil) <= now.getTime();
      if (expired || (abandoned && !record.resource)) {
        if (!(await deps.store.idempotency.takeOver(record, fresh))) throw stillRunning();
      } else if (record.requestHash !== fresh.requestHash) {
        throw new AppError(
          'idempotency_conflict',
          'This Idempotency-Key was already used with a different request; use a new key for a new request.',
        );
      } else if (record.state === 'running' && !abandoned) {
        throw stillRunning();
      } else {
        request.idempotency = {
          accountId: auth.accountId,
          key: header,
          mode: 'replay',
          claimedAt: record.createdAt,
        };
        const first: FirstAnswer = {
          status: record.responseStatus,
          body: record.responseBody === null ? null : JSON.parse(record.responseBody),
          resource: record.resource,
        };
        const answer =
          options !== true && options.replay
            ? await options.replay(request, reply, first)
            : { status: first.status ?? 200, body: first.body };
        return reply
          .code(answer.status)
          .header('Idempotent-Replayed', 'true')
          .type('application/json; charset=utf-8')
          .serializer((payload: unknown) => JSON.stringify(payload))
          .send(answer.body);
      }
    }
    request.idempotency = { accountId: auth.accountId, key: header, mode: 'new', claimedAt: fresh.createdAt };
  };

  const settleKey = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const state = request.idempotency;
    if (state?.mode !== 'new') return payload;
    request.idempotency = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await deps.store.idempotency.complete(state.accountId, state.key, {
        status: reply.statusCode,
        body: payload,
      });
    } else {
      // Created nothing: the key is free again. Created something and then failed to answer: the
      // key stays, and a repeat answers from the resource.
      await deps.store.idempotency.removeUnbound(state.accountId, state.key);
      await deps.store.idempotency.complete(state.accountId, state.key, null);
    }
    return payload;
  };

  // Only the POST routes that opt in carry these hooks; other routes do not pay for them.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.config?.idempotency || !methods.includes('POST')) return;
    route.preHandler = [...asArray(route.preHandler), claimKey];
    route.onSend = [...asArray(route.onSend), settleKey];
  });
}

const stillRunning = () =>
  conflict('A request with this Idempotency-Key is still being processed; retry shortly.');

/** The claim of this request on its key, for the use case that binds the key to what it creates. */
export function idempotencyClaimOf(request: FastifyRequest): IdempotencyClaim | undefined {
  const state = request.idempotency;
  return state?.mode === 'new'
    ? { accountId: state.accountId, key: state.key, claimedAt: state.claimedAt }
    : undefined;
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** What makes two requests "the same": route, workspace, parameters and body, key order ignored. */
async function fingerprint(request: FastifyRequest): Promise<string> {
  const params = { ...(request.params as Record<string, unknown>) };
  delete params.workspace_id;
  const query = { ...((request.query as Record<string, unknown> | undefined) ?? {}) };
  delete query.dryRun;
  const route = (request.routeOptions.url ?? '').replace(/^\/v1\/workspaces\/:workspace_id/, '/v1');
  const material = canonicalJson([
    request.method,
    route,
    (await workspaceOf(request)).id,
    params,
    query,
    request.body ?? null,
  ]);
  return createHash('sha256').update(material).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

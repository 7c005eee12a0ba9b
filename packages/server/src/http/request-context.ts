import type { FastifyRequest } from 'fastify';
import { AppError } from '../domain/app-error.js';
import type { AuthContext } from '../domain/tokens.js';
import type { Workspace } from '../ports/persistence/accounts.js';
import type { ResourceRef } from '../ports/persistence/idempotency.js';

/** A request's hold on its Idempotency-Key (see plugins/idempotency.ts). */
export interface IdempotencyState {
  accountId: string;
  key: string;
  mode: 'new' | 'replay';
  /** When this request claimed the key: a resource is bound to the key under this version. */
  claimedAt: string;
}

/** The first request's answer as stored: its status and body, null when it never reached the caller. */
export interface FirstAnswer {
  status: number | null;
  body: unknown;
  resource: ResourceRef | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; set on every /v1 route but the public ones. */
    auth: AuthContext | null;
    /** The workspace the call acts on, once resolved; read it with `workspaceOf`. */
    workspace: Workspace | null;
    /** Resolves the workspace of a workspace-scoped route. */
    workspaceLookup: (() => Promise<Workspace>) | null;
    idempotency: IdempotencyState | null;
  }
  interface FastifyContextConfig {
    /** Paid POSTs opt into Idempotency-Key handling with this. */
    idempotency?:
      | {
          /**
           * The answer of a replay: the first answer's status with the resource in its current
           * state, or, when the first answer never reached the caller, one derived from the
           * resource. May set headers on `reply`.
           */
          replay?: (
            request: import('fastify').FastifyRequest,
            reply: import('fastify').FastifyReply,
            first: FirstAnswer,
          ) => Promise<{ status: number; body: unknown }>;
        }
      | true;
  }
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('internal', 'route reached without authentication');
  return request.auth;
}

/** The workspace a workspace-scoped call acts on, resolved on first use. */
export async function workspaceOf(request: FastifyRequest): Promise<Workspace> {
  if (request.workspace) return request.workspace;
  if (!request.workspaceLookup) throw new AppError('internal', 'route reached without a workspace scope');
  request.workspace = await request.workspaceLookup();
  return request.workspace;
}

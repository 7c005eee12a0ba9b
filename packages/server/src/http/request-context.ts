import type { AuthContext } from '../domain/tokens.js';
import type { Workspace } from '../ports/store.js';
import type { IdempotencyState } from './plugins/idempotency.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller; set on every /v1 route but the public ones. */
    auth: AuthContext | null;
    /** The workspace the call acts on; set on workspace-scoped routes. */
    workspace: Workspace | null;
    idempotency: IdempotencyState | null;
  }
  interface FastifyContextConfig {
    /** Paid POSTs opt into Idempotency-Key handling with this. */
    idempotency?:
      | { replay?: (request: import('fastify').FastifyRequest, stored: unknown) => Promise<unknown> }
      | true;
  }
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '../domain/app-error.js';

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('internal', 'route reached without authentication');
  return request.auth;
}

export function workspaceOf(request: FastifyRequest): Workspace {
  if (!request.workspace) throw new AppError('internal', 'route reached without a workspace');
  return request.workspace;
}

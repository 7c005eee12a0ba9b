import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../domain/app-error.js';
import { isWellFormedId } from '../domain/ids.js';
import type { AuthContext } from '../domain/tokens.js';
import type { Workspace } from '../ports/persistence/accounts.js';
import type { Store } from '../ports/persistence/store.js';
import { authOf } from './request-context.js';

/**
 * Which workspace a call acts on: the `/workspaces/{workspace_id}` prefix; without it
 * the token's own workspace (a restricted token), else the one named by `X-Workspace-Id`, else the
 * account's default. A workspace the token cannot reach is 404, whether it exists or not.
 */
async function resolveWorkspace(store: Store, request: FastifyRequest): Promise<Workspace> {
  const auth = authOf(request);
  const fromPath = (request.params as { workspace_id?: string }).workspace_id;
  const fromHeader = request.headers['x-workspace-id'];
  const named = fromPath ?? (typeof fromHeader === 'string' && fromHeader !== '' ? fromHeader : undefined);
  if (named !== undefined) return reachable(store, auth, named);
  if (auth.workspaceId) return reachable(store, auth, auth.workspaceId);
  const fallback = await store.accounts.defaultWorkspace(auth.accountId);
  if (!fallback) throw notFound('The workspace');
  return fallback;
}

async function reachable(store: Store, auth: AuthContext, id: string): Promise<Workspace> {
  if (auth.workspaceId && auth.workspaceId !== id) throw notFound('The workspace');
  const ws = isWellFormedId(id, 'ws') ? await store.accounts.findWorkspace(id) : undefined;
  if (!ws || ws.accountId !== auth.accountId) throw notFound('The workspace');
  return ws;
}

/**
 * Registers the workspace check for every route of this scope: a workspace named by the prefix or
 * the header, or the one a restricted token is bound to, is checked before the handler runs (404
 * when unreachable). The account's default workspace is looked up only when a route asks for it
 * (`workspaceOf`), so routes that act on the account alone skip that query.
 */
export function scopeToWorkspace(app: FastifyInstance, store: Store): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.workspaceLookup = () => resolveWorkspace(store, request);
    const named =
      (request.params as { workspace_id?: string }).workspace_id !== undefined ||
      request.headers['x-workspace-id'] !== undefined ||
      authOf(request).workspaceId !== null;
    if (!named) return done();
    request.workspaceLookup().then((workspace) => {
      request.workspace = workspace;
      done();
    }, done);
  });
}

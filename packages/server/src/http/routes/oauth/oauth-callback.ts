import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/app-error.js';
import { type ConnectOutcome, completeConnection } from '../../../domain/publishing/connect-flow.js';
import type { PublishingDeps } from '../../../domain/publishing/publishing-deps.js';
import type { AuthContext } from '../../../domain/tokens.js';
import { authenticateSession } from '../../../domain/users/sessions.js';
import { sendProblem } from '../../plugins/problem-errors.js';
import { countTokenlessIn } from '../../plugins/rate-limit.js';
import { cookieOf, SESSION_COOKIE } from '../../session-cookies.js';
import { escapeHtml, htmlPage } from '../pages/pages.js';
import { toSocialAccount } from '../social-accounts/social-account-schema.js';

/**
 * `GET /v1/oauth/{platform}/callback`: where the platform sends the browser back after its consent
 * page. There is no bearer token here — the state, single use and bound to the workspace and token
 * that started the sign-in, is the credential, and the browser's session cookie tells whether this
 * browser may complete it. The query is the platform's to fill (`code`, `state`,
 * `error`, and parameters of its own such as `scope` or `iss`), so it is read, not held to a schema;
 * the route is left out of the OpenAPI document, which describes calls clients make.
 */
export async function oauthCallbackRoutes(app: FastifyInstance, deps: { publishing: PublishingDeps }) {
  countTokenlessIn(app, 'oauth-callback');
  app.get('/oauth/:platform/callback', { schema: { hide: true } }, async (request, reply) => {
    const { platform } = request.params as { platform: string };
    const query = request.query as Record<string, unknown>;
    const text = (name: string) => {
      const value = query[name];
      return typeof value === 'string' && value.length <= 4096 ? value : undefined;
    };
    const outcome = await completeConnection(
      deps.publishing,
      platform,
      {
        code: text('code'),
        state: text('state'),
        error: text('error'),
        error_description: text('error_description'),
      },
      await signedInBrowser(request, deps.publishing),
    );
    return answer(request, reply, outcome);
  });
}

/** The session the browser is signed in with (its cookie), when it is one that stands. */
async function signedInBrowser(
  request: FastifyRequest,
  deps: Pick<PublishingDeps, 'store' | 'clock'>,
): Promise<AuthContext | undefined> {
  const token = cookieOf(request, SESSION_COOKIE);
  if (token === undefined) return undefined;
  try {
    return await authenticateSession(deps.store, deps.clock, token);
  } catch (err) {
    if (err instanceof AppError && err.code === 'unauthorized') return undefined;
    throw err;
  }
}

function answer(request: FastifyRequest, reply: FastifyReply, outcome: ConnectOutcome) {
  reply.header('Cache-Control', 'no-store');
  reply.header('Referrer-Policy', 'no-referrer');
  if (outcome.redirectTo !== null) {
    const url = new URL(outcome.redirectTo);
    for (const [name, value] of Object.entries(resultParams(outcome))) url.searchParams.set(name, value);
    return reply.code(303).header('Location', url.href).send();
  }
  // A browser asks for HTML; a client that follows the redirect itself may ask for JSON.
  const accept = request.headers.accept ?? '';
  const wantsJson = /application\/(problem\+)?json/.test(accept) && !accept.includes('text/html');
  if (wantsJson) {
    if (outcome.status === 'error') {
      return sendProblem(reply, request, {
        code: outcome.code === 'platform_unavailable' ? 'unavailable' : 'connect_failed',
        status: outcome.code === 'platform_unavailable' ? 503 : 400,
        detail: outcome.message,
        extensions: { reason: outcome.code },
      });
    }
    const data =
      outcome.status === 'connected'
        ? {
            status: 'connected',
            reconnected: outcome.reconnected,
            socialAccount: toSocialAccount(outcome.account),
          }
        : {
            status: 'choose_destination',
            connectionId: outcome.connectionId,
            platform: outcome.platform,
            handle: outcome.handle,
            destinations: outcome.destinations,
            expiresAt: outcome.expiresAt,
          };
    return reply.code(200).type('application/json').send({ data });
  }
  const { status, title, body } = pageOf(outcome);
  return reply.code(status).type('text/html; charset=utf-8').send(htmlPage(title, body));
}

function resultParams(outcome: ConnectOutcome): Record<string, string> {
  switch (outcome.status) {
    case 'connected':
      return { status: 'connected', socialAccountId: outcome.account.id };
    case 'choose_destination':
      return { status: 'choose_destination', connectionId: outcome.connectionId };
    case 'error':
      return { status: 'error', code: outcome.code };
  }
}

function pageOf(outcome: ConnectOutcome): { status: number; title: string; body: string } {
  switch (outcome.status) {
    case 'connected': {
      const { platform, handle, id } = outcome.account;
      return {
        status: 200,
        title: outcome.reconnected ? 'Reconnected' : 'Connected',
        body:
          `<p>The ${escapeHtml(platform)} account <strong>@${escapeHtml(handle)}</strong> is ${outcome.reconnected ? 'reconnected' : 'connected'} ` +
          `(<code>${escapeHtml(id)}</code>). You can close this window.</p>`,
      };
    }
    case 'choose_destination':
      return {
        status: 200,
        title: 'Choose where to post',
        body:
          `<p>Signed in to ${escapeHtml(outcome.platform)} as <strong>@${escapeHtml(outcome.handle)}</strong>, who can post to:</p><ul>` +
          outcome.destinations
            .map((d) => `<li>${escapeHtml(d.name)} (<code>${escapeHtml(d.id)}</code>)</li>`)
            .join('') +
          `</ul><p>Choose one within ten minutes with <code>POST /v1/social-accounts/connect/${escapeHtml(outcome.connectionId)}</code> and <code>{ "destinationId": … }</code>.</p>`,
      };
    case 'error':
      return {
        status: outcome.code === 'platform_unavailable' ? 503 : 400,
        title: outcome.code === 'access_denied' ? 'Not connected' : 'Connecting failed',
        body: `<p>${escapeHtml(outcome.message)}</p><p><small>Reason: <code>${escapeHtml(outcome.code)}</code></small></p>`,
      };
  }
}

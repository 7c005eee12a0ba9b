import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import { warnOnOtherHosts } from './http/plugins/other-host-warning.js';
import {
  answerClientError,
  answerExpectationFailed,
  registerProblemErrors,
  sendProblem,
} from './http/plugins/problem-errors.js';
import { registerRateLimit } from './http/plugins/rate-limit.js';
import { refuseNulCharacters } from './http/plugins/refuse-nul.js';
import { addSecurityHeaders } from './http/plugins/security-headers.js';
import { registerShutdown } from './http/plugins/shutdown.js';
import { checkResponses, type ResponseMismatchError } from './http/response-check.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import './http/request-context.js';
import { healthRoutes } from './http/routes/health/health-routes.js';
import { oauthCallbackRoutes } from './http/routes/oauth/oauth-callback.js';
import { pageRoutes } from './http/routes/pages/pages.js';
import { webAppBuilt, webAppRoutes } from './http/routes/pages/web-app.js';
import { stripeEventRoutes } from './http/routes/payments/receive-stripe-event.js';
import { signInRoutes } from './http/routes/sessions/sign-in-routes.js';
import { fileRoutes } from './http/routes/storage/serve-file.js';
import { type ScopedRoutes, v1Routes } from './http/routes/v1.js';
import { webhookEventsDocument } from './http/routes/webhooks/webhook-events-document.js';
import { documentedSchemaTransform, requestValidatorCompiler } from './http/strict-input.js';
import { logOptions } from './log-redaction.js';
import { mcpEndpoint } from './mcp/http-endpoint.js';
import type { Services } from './services.js';

export interface AppOptions {
  /** `false` for none; by default JSON lines on stdout at the configured level. */
  logger?: false | { level?: Config['logLevel']; stream?: DestinationStream };
  /** More workspace-scoped routes (tests use this to exercise the paid-call pieces). */
  extraScopedRoutes?: ScopedRoutes[];
  /**
   * Tests: check every response against the schema its route declares before it is serialized; a
   * mismatch is handed to this function and answered 500. Off in production (the fast path).
   */
  checkResponses?: (mismatch: ResponseMismatchError) => void;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The caller's own X-Request-Id when it is well formed, a new UUID otherwise. */
function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's request log lines, labelled `requestId`, with the caller's token id on the completion
 * line, at `REQUEST_LOG_LEVEL`; a request that errored is logged as an error whatever the level.
 */
class RequestLog extends LogController {
  constructor(private readonly level: Config['requestLogLevel']) {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const tokenId = request.auth?.tokenId;
    if (error)
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime, tokenId },
        'request errored',
      );
    else reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime, tokenId }, 'request completed');
  }
}

/** Composes the HTTP application from the services. No I/O happens until it listens. */
export async function buildApp(services: Services, options: AppOptions = {}) {
  const { config } = services;
  const { trustProxy } = config;
  const logLevel = options.logger === false ? 'silent' : (options.logger?.level ?? config.logLevel);
  const app = Fastify({
    logger: options.logger === false ? false : { ...options.logger, ...logOptions(logLevel) },
    logController: new RequestLog(config.requestLogLevel),
    // Each request logs through a child carrying its id; a silent logger writes nothing, so it
    // needs no child (building one per request was a measurable share of a small request's cost).
    childLoggerFactory: (logger, bindings, childOptions) =>
      logLevel === 'silent' && childOptions.level === undefined
        ? logger
        : logger.child(bindings, childOptions),
    genReqId: requestIdOf,
    // Errors of the HTTP parser, before anything is routed, get problem details too.
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    // Backstops for every route, behind the storage endpoint's own limits (which answer first): a
    // connection with no byte either way for two minutes is closed (an answer may take a minute:
    // Prefer: wait=60), and a request must have arrived whole within the longest upload plus one.
    connectionTimeout: Math.max(2 * 60_000, config.uploadIdleTimeoutMs + 30_000),
    requestTimeout: config.uploadRequestTimeoutMs + 60_000,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Errors raised before routing (a URL that does not decode) get problem details too.
    frameworkErrors: (error, request, reply) => {
      sendProblem(reply, request, {
        code: 'invalid_request',
        status: 400,
        detail: `The URL is not valid: ${error.message}`,
      });
    },
    routerOptions: { maxParamLength: 200 },
    // The client's address (request.ip: rate limits, sign-in throttling) as the proxies in front
    // report it, when the operator says which to believe (TRUST_PROXY); else the connection's.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Requests that arrive while the app closes get a problem document (registerShutdown), not
    // Fastify's own 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) =>
    answerExpectationFailed(app.log, res, requestIdOf(req)),
  );
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  if (options.checkResponses) checkResponses(app, options.checkResponses);
  // JSON only: a text/plain body is refused with 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  // Many clients send `Content-Type: application/json` on every request, a bodiless POST included
  // (publish, retry, cancel): an empty body is no body, which validation then judges like any other.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, null);
    return parseJson(request, body as string, done);
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('workspace', null);
  app.decorateRequest('workspaceLookup', null);
  app.decorateRequest('idempotency', null);
  app.decorateRequest('rateLimitBucket', null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  registerProblemErrors(app);
  addSecurityHeaders(app);
  warnOnOtherHosts(app, config.publicUrl);
  const stopping = registerShutdown(app);
  refuseNulCharacters(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Contentforge API',
        version: '1.0.0',
        description:
          "Media library, preset generation, publishing and one credit balance. Every call but this document and the sign-in calls needs `Authorization: Bearer <token>` (or the web application's `cf_session` cookie, with `x-csrf-token` on changes). Inputs are strict: a body field or query parameter an operation does not list is refused with 400 `invalid_request`, naming it (and the field probably meant).",
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The web application's signed-in user; changes also need the x-csrf-token header.
          session: { type: 'apiKey', in: 'cookie', name: 'cf_session' },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
      webhooks: webhookEventsDocument(),
    },
    transform: documentedSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { deepLinking: true } });
  await registerRateLimit(
    app,
    config.rateLimitPerMinute,
    config.rateLimitWindowMs,
    services.redis?.rateLimitStore,
  );

  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes(services.readiness, stopping));
  // The web app answers `/` and its pages when it is built; else the service's own small pages do.
  if (webAppBuilt()) await app.register(webAppRoutes, {});
  else await app.register(pageRoutes, { purchaseHelp: services.purchaseHelp });

  await app.register(v1Routes(services, options.extraScopedRoutes), { prefix: '/v1' });
  // Sign-in, the first owner's sign-up and accepting an invitation: no token or session yet.
  await app.register(signInRoutes(services), { prefix: '/v1' });
  // The platform sends the browser here: no token, the connect flow's state is the credential.
  await app.register(oauthCallbackRoutes, { prefix: '/v1', publishing: services.publishing });
  // Stripe delivers here: no token, the event's signature over its raw bytes is the credential.
  await app.register(stripeEventRoutes, { prefix: '/v1', purchases: services.purchases });
  // The embedded store receives upload PUTs itself; an S3 bucket does.
  if (services.uploadEndpoint) await app.register(services.uploadEndpoint);
  await app.register(fileRoutes, services);
  // AI agents: the MCP server over streamable HTTP, its tools answered by this app's own API.
  await app.register(
    mcpEndpoint({ ...services, maxUploadBytes: config.maxUploadBytes }, (request) => app.inject(request)),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

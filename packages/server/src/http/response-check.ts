import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { strictSchemas } from './strict-schema.js';

/** A response that is not what its route declares for its status. */
export class ResponseMismatchError extends Error {
  override name = 'ResponseMismatchError';
}

const strictResponse = strictSchemas({ describe: false });

/**
 * For tests: checks every response of a route that declares its responses against the Zod schema
 * it declares for that status, before it is serialized. The serializer leaves out fields a schema
 * does not declare and does not check types, so a handler drifting from the documented shape would
 * otherwise go unnoticed. The response must be exactly the declared shape once in JSON: no field
 * the schema does not declare, every required field, the declared types; and its status must be
 * one the route declares. A mismatch is handed to `onMismatch` and answered 500. Production leaves
 * this off and keeps the fast path.
 */
export function checkResponses(
  app: FastifyInstance,
  onMismatch: (error: ResponseMismatchError) => void,
): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    if (!declared) return done(null, payload);
    const problem = mismatchOf(declared, reply, payload);
    if (!problem) return done(null, payload);
    const error = new ResponseMismatchError(
      `${request.method} ${request.routeOptions.url} answered ${reply.statusCode} ${problem}`,
    );
    onMismatch(error);
    done(error);
  });
}

function mismatchOf(declared: Record<string, unknown>, reply: FastifyReply, payload: unknown): string | null {
  const schema = schemaFor(declared, reply);
  if (!schema) return 'but the route declares no response for this status';
  let sent: unknown;
  try {
    sent = JSON.parse(JSON.stringify(payload));
  } catch (error) {
    return `with a body that is not JSON: ${(error as Error).message}`;
  }
  const result = z.safeParse(strictResponse(schema), sent);
  if (result.success) return null;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
  return `with a body that does not match its schema: ${issues.join('; ')}`;
}

/** The schema Fastify would serialize this reply with: its status, else `4XX`-style, else `default`. */
function schemaFor(declared: Record<string, unknown>, reply: FastifyReply): z.core.$ZodType | undefined {
  const status = String(reply.statusCode);
  const entry =
    declared[status] ?? declared[`${status[0]}XX`] ?? declared[`${status[0]}xx`] ?? declared.default;
  if (entry instanceof z.core.$ZodType) return entry;
  const content = (entry as { content?: Record<string, { schema: z.core.$ZodType }> } | undefined)?.content;
  if (!content) return undefined;
  const mediaType = String(reply.getHeader('content-type') ?? '').split(';')[0]!;
  return (content[mediaType] ?? Object.values(content)[0])?.schema;
}

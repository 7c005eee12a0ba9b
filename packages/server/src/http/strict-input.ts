import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type FieldError, invalidRequest } from '../domain/app-error.js';
import { closestField } from './field-suggestion.js';
import { fieldsAt, strictSchemas } from './strict-schema.js';

/**
 * Strict inputs (docs/api-conventions.md): a request body or query string carrying a field its
 * route does not declare is refused with 400 `invalid_request`, naming the field and, when a
 * declared one is close, the field that was probably meant. A misspelt optional field is never
 * silently dropped, so a typo cannot run, and charge for, a request other than the one intended.
 * Headers are not checked: proxies and clients add their own.
 */

const strictRequest = strictSchemas({ describe: true });

/** What a route that declares no query string accepts there: nothing. */
const noQuery = z.strictObject({});
/** What a route that declares no body accepts: no body, or an empty object. */
const noBody = z.strictObject({}).nullable();

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * Makes every route of this scope strict, as it is registered: its body and query string schemas
 * become deep strict copies (the OpenAPI document shows them with `additionalProperties: false`),
 * and a route that declares none accepts none.
 */
export function refuseUnknownFields(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = route.schema ?? {};
    const takesBody = [route.method].flat().some((m) => !METHODS_WITHOUT_BODY.has(m));
    route.schema = {
      ...schema,
      querystring: strictRequest((schema.querystring as z.ZodType | undefined) ?? noQuery),
      ...(takesBody ? { body: strictRequest((schema.body as z.ZodType | undefined) ?? noBody) } : {}),
    };
  });
}

/** The OpenAPI transform, leaving out the "nothing" a route without a body or query string accepts. */
export const documentedSchemaTransform: typeof jsonSchemaTransform = (input) => {
  const { querystring, body, ...rest } = input.schema ?? {};
  const schema: FastifySchema = {
    ...rest,
    ...(querystring !== noQuery ? { querystring } : {}),
    ...(body !== noBody ? { body } : {}),
  };
  return jsonSchemaTransform({ ...input, schema });
};

const PART_NAMES: Record<string, string> = { querystring: 'query' };

/**
 * Validates each part of a request with its Zod schema and refuses it with 400 `invalid_request`
 * listing every problem as `{ path, message }` (`body.subject`, `query.limit`), one entry per
 * unknown field.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = ({ schema, httpPart }) => {
  const part = PART_NAMES[httpPart ?? 'body'] ?? httpPart ?? 'body';
  // A request without a body reaches here as null: a route whose body is optional takes it as absent.
  const bodyOptional = part === 'body' && z.safeParse(schema, undefined).success;
  // Most requests have no query string. When the schema takes an empty one as it is (no defaults
  // to fill in), such a request needs no parse: it would answer a new empty object.
  const emptyQuery = part === 'query' ? z.safeParse(schema, {}) : undefined;
  const emptyAsIs = emptyQuery?.success === true && isEmpty(emptyQuery.data);
  return (data) => {
    if (emptyAsIs && isEmpty(data)) return { value: {} };
    const result = z.safeParse(schema, data === null && bodyOptional ? undefined : data);
    if (result.success) return { value: result.data };
    const errors = result.error.issues.flatMap((issue) => fieldErrors(schema, part, issue));
    const listed = errors.map((e) => `${e.path}: ${e.message}`).join('; ');
    return { error: invalidRequest(`The request is not valid: ${listed}.`, errors) };
  };
};

function isEmpty(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const _ in value) return false;
  return true;
}

function fieldErrors(schema: z.core.$ZodType, part: string, issue: z.core.$ZodIssue): FieldError[] {
  const pathOf = (path: readonly PropertyKey[]) => [part, ...path.map(String)].join('.');
  if (issue.code !== 'unrecognized_keys') return [{ path: pathOf(issue.path), message: issue.message }];
  const unknown = part === 'query' ? 'unknown query parameter' : 'unknown field';
  const declared = fieldsAt(schema, issue.path);
  return issue.keys.map((key) => {
    const meant = closestField(key, declared);
    return {
      path: pathOf([...issue.path, key]),
      message: meant ? `${unknown} (did you mean \`${meant}\`?)` : unknown,
    };
  });
}

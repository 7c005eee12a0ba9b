import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Responses are serialized by fast-json-stringify from the JSON Schema of the route's Zod response
 * schema, compiled once per route: the same schema the OpenAPI document shows, several times faster
 * than validating each response with Zod. Fields a schema does not declare are left out; the tests
 * check that handlers send none (`checkResponses`).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
};

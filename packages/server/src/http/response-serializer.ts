import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One serializer per schema object in the process, however many routes and apps declare it. */
const compiled = new WeakMap<z.ZodType, Serialize>();

function compile(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    serialize = fastJson(json as Parameters<typeof fastJson>[0]);
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Responses are serialized by fast-json-stringify from the JSON Schema of the route's Zod response
 * schema: the same schema the OpenAPI document shows, several times faster than validating each
 * response with Zod. Fields a schema does not declare are left out; the tests check that handlers
 * send none (`checkResponses`).
 *
 * Fastify asks for a serializer for every status of every route when the app starts (a route under
 * `/v1` is registered twice, with and without the workspace prefix, and declares its problem
 * responses too, which the problem handler serializes itself). Building them all took about as long
 * as the rest of the start, so each is built on the first response that needs it, and once per schema
 * object in the process: the requests after the first find it built.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize: Serialize | undefined;
  return (data) => {
    serialize ??= compile(schema);
    return serialize(data);
  };
};

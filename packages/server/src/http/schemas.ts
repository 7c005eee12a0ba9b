import { z } from 'zod';

/** Shapes shared by every route: the envelopes, the problem document, pagination. */

const problemSchema = z
  .looseObject({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string(),
    requestId: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details; `code` is stable and machine-readable.' });

/** Error responses for the OpenAPI document; the problem handler serializes them itself. */
export const problemResponses = {
  '4XX': {
    description: 'A problem with the request (RFC 9457 problem details).',
    content: { 'application/problem+json': { schema: problemSchema } },
  },
  '5XX': {
    description: 'A problem on the server (RFC 9457 problem details).',
    content: { 'application/problem+json': { schema: problemSchema } },
  },
} as const;

export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** What a DELETE answers. */
export const deletedEnvelope = dataEnvelope(z.object({ id: z.string(), deleted: z.literal(true) }));

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().optional() });

export const paginationQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number between 1 and 100' })
    .int('limit must be a whole number between 1 and 100')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(20),
  cursor: z.string().max(512).optional(),
});

/** `?dryRun=true` on a paid call: validate and quote, create and charge nothing. */
export const dryRunQuery = z.object({
  dryRun: z.enum(['true', 'false'], { message: 'dryRun must be true or false' }).optional(),
});

const quoteSchema = z
  .object({ credits: z.number().int(), balance: z.number().int(), sufficient: z.boolean() })
  .meta({ id: 'Quote' });

export const quoteEnvelope = z.object({ data: z.object({ quote: quoteSchema }) });

export const idSchema = z.string().min(1).max(64);

/** An http(s) URL a user gives (a webhook receiver, a Bluesky server). */
export const httpUrlSchema = z
  .string()
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http or https URL');

/** An ISO-8601 date and time with its offset, answered in UTC. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO-8601 date and time, e.g. 2026-12-01T09:00:00Z' })
  .transform((v) => new Date(v).toISOString());

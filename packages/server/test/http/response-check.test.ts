import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResponseMismatchError } from '../../src/http/response-check.js';
import type { ScopedRoutes } from '../../src/http/routes/v1.js';
import { dataEnvelope, problemResponses } from '../../src/http/schemas.js';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

/** `GET /test-shapes?shape=…` answers a body that matches its declared schema, or drifts from it in one way. */
const shapesRoute: ScopedRoutes = (app) => {
  const thing = z.object({
    id: z.string(),
    count: z.number().int(),
    note: z.string().optional(),
    size: z.object({ width: z.number() }),
  });
  const valid = { id: 'thing_1', count: 2, size: { width: 3 } };
  const bodies: Record<string, unknown> = {
    valid,
    undeclared: { ...valid, secret: 'internal' },
    nestedUndeclared: { ...valid, size: { width: 3, depth: 4 } },
    missing: { id: 'thing_1', size: { width: 3 } },
    wrongType: { ...valid, count: '2' },
    fraction: { ...valid, count: 2.5 },
  };
  app.get(
    '/test-shapes',
    {
      schema: {
        querystring: z.object({ shape: z.string() }),
        response: { 200: dataEnvelope(thing), ...problemResponses },
      },
    },
    async (request, reply) => {
      const { shape } = request.query;
      if (shape === 'undeclaredStatus') return reply.code(201).send({ data: valid });
      return { data: bodies[shape] } as { data: z.infer<typeof thing> };
    },
  );
};

let checked: TestContext;
let unchecked: TestContext;
let token: string;
let uncheckedToken: string;
const mismatches: ResponseMismatchError[] = [];

beforeAll(async () => {
  checked = await createTestContext({
    jobs: false,
    app: { extraScopedRoutes: [shapesRoute], checkResponses: (m) => mismatches.push(m) },
  });
  unchecked = await createTestContext({
    jobs: false,
    app: { extraScopedRoutes: [shapesRoute], checkResponses: undefined },
  });
  token = (await checked.account()).token;
  uncheckedToken = (await unchecked.account()).token;
});
afterAll(async () => {
  await checked?.close();
  await unchecked?.close();
});

const get = (ctx: TestContext, shape: string, as = token) =>
  ctx.app.inject({ method: 'GET', url: `/v1/test-shapes?shape=${shape}`, headers: bearer(as) });

describe('response checks (tests)', () => {
  it('let a response that is exactly its declared shape through', async () => {
    mismatches.length = 0;
    const res = await get(checked, 'valid');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: 'thing_1', count: 2, size: { width: 3 } } });
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['undeclared', /secret/],
    ['nestedUndeclared', /data\.size.*depth/],
    ['missing', /data\.count/],
    ['wrongType', /data\.count.*expected number/],
    ['fraction', /data\.count/],
    ['undeclaredStatus', /answered 201 but the route declares no response for this status/],
  ])('fail loudly on a %s response: 500, and the mismatch is reported', async (shape, why) => {
    mismatches.length = 0;
    const res = await get(checked, shape);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal');
    expect(res.body).not.toMatch(/secret|depth/);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]!.message).toMatch(/^GET \/v1\/test-shapes answered/);
    expect(mismatches[0]!.message).toMatch(why);
  });

  it('are off unless asked for: the serializer then drops undeclared fields in silence', async () => {
    const res = await get(unchecked, 'undeclared', uncheckedToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: 'thing_1', count: 2, size: { width: 3 } } });
  });
});

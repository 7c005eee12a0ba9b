import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document of the API without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/v1/me',
      '/v1/workspaces',
      '/v1/presets',
      '/v1/credits',
      '/v1/credits/purchase-link',
      '/v1/credits/transactions',
      '/v1/workspaces/{workspace_id}/credits',
      '/v1/workspaces/{workspace_id}/presets',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    // Generated from the same Zod schemas that validate requests.
    const limit = doc.paths['/v1/credits/transactions'].get.parameters.find(
      (p: { name: string }) => p.name === 'limit',
    );
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
    expect(doc.components.schemas.Problem).toBeDefined();
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('says every request body refuses undeclared fields, and that unknown query parameters are refused', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const objects: Array<[string, Record<string, unknown>]> = [];
    const collect = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const s = schema as Record<string, unknown>;
      // A map (`propertyNames`: its keys are data, such as media ids) declares no fields to refuse.
      if ((s.type === 'object' || s.properties) && !s.propertyNames) objects.push([where, s]);
      for (const [key, value] of Object.entries(s)) collect(value, `${where}.${key}`);
    };
    for (const [path, item] of Object.entries<Record<string, { requestBody?: unknown }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        collect(operation.requestBody, `${method.toUpperCase()} ${path}`);
      }
    }
    expect(objects.map(([where]) => where)).toContain(
      'POST /v1/generations/preset.content.application/json.schema',
    );
    for (const [where, schema] of objects) expect(schema.additionalProperties, where).toBe(false);
    expect(doc.info.description).toMatch(/query parameter .* refused with 400 `invalid_request`/);
  });

  it('renders the document at /docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let stranger: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.account();
  stranger = await ctx.account();
});
afterAll(async () => ctx?.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = account.token,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('campaigns', () => {
  it('creates, reads, renames and archives a campaign', async () => {
    const created = await api('POST', '/v1/campaigns', {
      name: '  Spring launch ',
      description: 'Serum drop',
    });
    expect(created.statusCode).toBe(201);
    const campaign = created.json().data;
    expect(campaign).toMatchObject({
      workspaceId: account.workspaceId,
      name: 'Spring launch',
      description: 'Serum drop',
      status: 'active',
    });
    expect(campaign.id).toMatch(/^cmp_/);
    expect((await api('GET', `/v1/campaigns/${campaign.id}`)).json().data).toEqual(campaign);

    const renamed = await api('PATCH', `/v1/campaigns/${campaign.id}`, {
      name: 'Spring 2027',
      description: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Spring 2027', status: 'active' });
    expect(renamed.json().data.description).toBeUndefined();

    const archived = await api('DELETE', `/v1/campaigns/${campaign.id}`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ status: 'archived', archivedAt: expect.any(String) });
    // Archived: still readable, no longer changeable.
    expect((await api('GET', `/v1/campaigns/${campaign.id}`)).json().data.status).toBe('archived');
    const late = await api('PATCH', `/v1/campaigns/${campaign.id}`, { name: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('conflict');
    expect((await api('DELETE', `/v1/campaigns/${campaign.id}`)).statusCode).toBe(409);
  });

  it('lists active campaigns newest first, archived ones when asked, in pages', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await api('POST', '/v1/campaigns', { name: `C${i}` })).json().data.id);
    await api('DELETE', `/v1/campaigns/${ids[0]}`);
    const active = (await api('GET', '/v1/campaigns?limit=2')).json();
    expect(active.data.map((c: { id: string }) => c.id)).toEqual([ids[3], ids[2]]);
    const next = (await api('GET', `/v1/campaigns?limit=2&cursor=${active.nextCursor}`)).json();
    expect(next.data.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    const archived = (await api('GET', '/v1/campaigns?status=archived&limit=100'))
      .json()
      .data.map((c: { id: string }) => c.id);
    expect(archived).toContain(ids[0]);
    expect(archived).not.toContain(ids[1]);
    const all = (await api('GET', '/v1/campaigns?status=all&limit=100'))
      .json()
      .data.map((c: { id: string }) => c.id);
    expect(all).toEqual(expect.arrayContaining(ids));
    expect((await api('GET', '/v1/campaigns?status=deleted')).statusCode).toBe(400);
  });

  it("keeps another workspace's campaigns out of reach (404) and refuses viewers' changes (403)", async () => {
    const theirs = (await api('POST', '/v1/campaigns', { name: 'Theirs' }, stranger.token)).json().data;
    expect((await api('GET', `/v1/campaigns/${theirs.id}`)).statusCode).toBe(404);
    expect((await api('PATCH', `/v1/campaigns/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/campaigns/${theirs.id}`)).statusCode).toBe(404);
    const listed = (await api('GET', '/v1/campaigns?status=all&limit=100'))
      .json()
      .data.map((c: { id: string }) => c.id);
    expect(listed).not.toContain(theirs.id);
    const viewer = await ctx.token({ accountId: account.accountId, role: 'viewer' });
    expect((await api('POST', '/v1/campaigns', { name: 'No' }, viewer.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/campaigns', undefined, viewer.token)).statusCode).toBe(200);
  });

  it('validates names and descriptions', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'ok', description: 'd'.repeat(2001) },
    ]) {
      const res = await api('POST', '/v1/campaigns', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
  });
});

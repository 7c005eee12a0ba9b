import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, browserSession } from '../../support/signed-in.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
const password = 'a long enough password';

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An account whose first owner is signed in, and a way to bring more users in by invitation. */
async function team(name: string) {
  const account = await ctx.account({ name, credits: 50 });
  const owner = browserSession(
    await call(
      'POST',
      '/v1/users/bootstrap',
      {},
      { ownerToken: account.token, email: `owner@${name}.test`, password },
    ),
  );
  async function invite(by: BrowserSession, email: string, role: 'owner' | 'editor' | 'viewer') {
    const res = await call('POST', '/v1/invitations', by.unsafe, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; acceptUrl: string };
  }
  const accept = (acceptUrl: string) =>
    call('POST', `/v1/invitations/${acceptUrl.split('/invite/')[1]}/accept`, {}, { password });
  async function join(email: string, role: 'owner' | 'editor' | 'viewer') {
    const res = await accept((await invite(owner, email, role)).acceptUrl);
    expect(res.statusCode, res.body).toBe(201);
    return browserSession(res);
  }
  return { account, owner, invite, accept, join };
}

async function mintToken(by: BrowserSession | string, input: { kind?: 'api' | 'agent'; role?: string } = {}) {
  const headers = typeof by === 'string' ? bearer(by) : by.unsafe;
  return call('POST', '/v1/tokens', headers, { name: 'minted', role: 'owner', ...input });
}

describe('a removed member', () => {
  it('loses what they created: their tokens, the tokens those made, and their pending invitations', async () => {
    const { owner, join, invite, accept } = await team('removal');
    const leaver = await join('leaver@removal.test', 'owner');
    const apiToken = (await mintToken(leaver)).json().data.token as string;
    const agentToken = (await mintToken(leaver, { kind: 'agent', role: 'editor' })).json().data
      .token as string;
    // A token minted with their token acts for them too.
    const grandchild = (await mintToken(apiToken)).json().data.token as string;
    const sent = await invite(leaver, 'friend@removal.test', 'owner');
    for (const token of [apiToken, agentToken, grandchild]) {
      const me = await call('GET', '/v1/me', bearer(token));
      expect(me.json().data.userId).toBe(leaver.userId);
    }

    const removed = await call('DELETE', `/v1/users/${leaver.userId}`, owner.unsafe);
    expect(removed.statusCode).toBe(200);

    for (const token of [apiToken, agentToken, grandchild]) {
      const me = await call('GET', '/v1/me', bearer(token));
      expect(me.statusCode).toBe(401);
      expect((await mintToken(token)).statusCode).toBe(401);
      const spend = await call('POST', '/v1/generations/copy', bearer(token), { subject: 'Glow serum' });
      expect(spend.statusCode).toBe(401);
    }
    const tokens = (await call('GET', '/v1/tokens', owner.unsafe)).json().data as Array<{ name: string }>;
    expect(tokens.filter((t) => t.name === 'minted')).toEqual([]);
    const pending = (await call('GET', '/v1/invitations', owner.unsafe)).json().data as Array<{ id: string }>;
    expect(pending.map((i) => i.id)).not.toContain(sent.id);
    expect((await accept(sent.acceptUrl)).statusCode).toBe(404);
  });

  it('whose tokens outlived the removal (removed before this was enforced) is refused all the same', async () => {
    const { account, owner, join, invite, accept } = await team('legacy');
    const leaver = await join('leaver@legacy.test', 'owner');
    const token = (await mintToken(leaver)).json().data.token as string;
    const sent = await invite(leaver, 'friend@legacy.test', 'owner');
    // What an earlier version did on removal: the membership and sessions only.
    await ctx.services.store.users.removeMembership(account.accountId, leaver.userId);
    await new Promise((r) => setTimeout(r, 1100)); // the token lookup cache's second
    const me = await call('GET', '/v1/me', bearer(token));
    expect(me.statusCode).toBe(401);
    expect(me.body).not.toContain(leaver.userId);
    expect((await accept(sent.acceptUrl)).statusCode).toBe(404);
    expect((await call('GET', '/v1/me', owner.unsafe)).statusCode).toBe(200);
  });
});

describe('invitations', () => {
  it('are listed while pending and can be withdrawn, by owners only', async () => {
    const { owner, invite, accept, join } = await team('invites');
    const editor = await join('editor@invites.test', 'editor');
    const first = await invite(owner, 'one@invites.test', 'viewer');
    const second = await invite(owner, 'two@invites.test', 'editor');
    const accepted = await invite(owner, 'three@invites.test', 'viewer');
    expect((await accept(accepted.acceptUrl)).statusCode).toBe(201);

    const list = await call('GET', '/v1/invitations', owner.unsafe);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: second.id,
        email: 'two@invites.test',
        role: 'editor',
        invitedByUserId: owner.userId,
      }),
      expect.objectContaining({ id: first.id, email: 'one@invites.test', role: 'viewer' }),
    ]);
    expect(list.body).not.toContain('acceptUrl');
    const paged = await call('GET', '/v1/invitations?limit=1', owner.unsafe);
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().nextCursor).toEqual(expect.any(String));

    expect((await call('GET', '/v1/invitations', editor.unsafe)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/invitations/${first.id}`, editor.unsafe)).statusCode).toBe(403);

    const withdrawn = await call('DELETE', `/v1/invitations/${first.id}`, owner.unsafe);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toEqual({ id: first.id, deleted: true });
    expect((await accept(first.acceptUrl)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/invitations/${first.id}`, owner.unsafe)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/invitations/${accepted.id}`, owner.unsafe)).statusCode).toBe(404);

    // Another account's owner reaches none of them.
    const stranger = (await team('stranger')).owner;
    expect((await call('DELETE', `/v1/invitations/${second.id}`, stranger.unsafe)).statusCode).toBe(404);
    expect((await call('GET', '/v1/invitations', stranger.unsafe)).json().data).toEqual([]);
  });
});

describe('changing a role', () => {
  it('applies to the user’s next request and to the tokens they created', async () => {
    const { owner, join } = await team('roles');
    const member = await join('member@roles.test', 'owner');
    const token = (await mintToken(member)).json().data.token as string;

    const demoted = await call('PATCH', `/v1/users/${member.userId}`, owner.unsafe, { role: 'viewer' });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data).toMatchObject({
      id: member.userId,
      email: 'member@roles.test',
      role: 'viewer',
    });

    expect((await call('GET', '/v1/me', { cookie: member.cookie })).json().data.role).toBe('viewer');
    await new Promise((r) => setTimeout(r, 1100)); // the token lookup cache's second
    const asToken = await call('GET', '/v1/me', bearer(token));
    expect(asToken.json().data.role).toBe('viewer');
    expect((await mintToken(token)).statusCode).toBe(403);
    expect((await call('POST', '/v1/campaigns', bearer(token), { name: 'Nope' })).statusCode).toBe(403);
    // Raised again, the token is an owner's again.
    await call('PATCH', `/v1/users/${member.userId}`, owner.unsafe, { role: 'owner' });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call('GET', '/v1/me', bearer(token))).json().data.role).toBe('owner');
  });

  it('is for owners, keeps the last owner, and withdraws a demoted owner’s pending invitations', async () => {
    const { owner, join, invite, accept } = await team('guarded');
    const editor = await join('editor@guarded.test', 'editor');
    const byEditor = await call('PATCH', `/v1/users/${owner.userId}`, editor.unsafe, { role: 'viewer' });
    expect(byEditor.statusCode).toBe(403);
    const last = await call('PATCH', `/v1/users/${owner.userId}`, owner.unsafe, { role: 'editor' });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('conflict');
    expect((await call('PATCH', '/v1/users/usr_unknown', owner.unsafe, { role: 'viewer' })).statusCode).toBe(
      404,
    );
    const extra = await call('PATCH', `/v1/users/${editor.userId}`, owner.unsafe, {
      role: 'viewer',
      email: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toMatch(/email/);

    const second = await join('second@guarded.test', 'owner');
    const sent = await invite(second, 'friend@guarded.test', 'owner');
    expect(
      (await call('PATCH', `/v1/users/${second.userId}`, owner.unsafe, { role: 'editor' })).statusCode,
    ).toBe(200);
    expect((await accept(sent.acceptUrl)).statusCode).toBe(404);
  });

  it('keeps one owner when two owners demote each other at the same moment', async () => {
    const { owner, join } = await team('duel');
    const second = await join('second@duel.test', 'owner');
    const [a, b] = await Promise.all([
      call('PATCH', `/v1/users/${second.userId}`, owner.unsafe, { role: 'editor' }),
      call('PATCH', `/v1/users/${owner.userId}`, second.unsafe, { role: 'editor' }),
    ]);
    // One wins; the other is the last owner now (409), or no longer an owner itself (403).
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const users = (await call('GET', '/v1/users', owner.unsafe)).json().data as Array<{ role: string }>;
    expect(users.filter((u) => u.role === 'owner')).toHaveLength(1);
  });
});

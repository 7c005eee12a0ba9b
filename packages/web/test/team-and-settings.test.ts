import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import { bearer } from '../../server/test/support/test-app.js';
import {
  ensureWebAppBuilt,
  launchChromium,
  seriousViolations,
  signUpOwner,
} from './support/browser-session.js';

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

const OWNER = { email: 'owner@acme.test', password: 'correct horse battery' };
const EDITOR = { email: 'editor@acme.test', password: 'editor horse battery' };

describe('team and settings pages in a real browser', () => {
  let service: Service;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let editor: Page;
  let account: { accountId: string; workspaceId: string; token: string };

  beforeAll(async () => {
    await ensureWebAppBuilt();
    service = await startListeningPublishing();
    account = await service.ctx.account({ name: 'Acme' });
    browser = await launchChromium();
    ownerContext = await browser.newContext({
      baseURL: service.publicUrl,
      viewport: { width: 1280, height: 800 },
    });
    owner = await ownerContext.newPage();
    owner.on('dialog', (dialog) => dialog.accept());
    // The invitee opens the link in a browser of their own: nothing shared with the owner's.
    const editorContext = await browser.newContext({
      baseURL: service.publicUrl,
      viewport: { width: 390, height: 844 },
    });
    editor = await editorContext.newPage();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  const accessible = async (page: Page, name: string) =>
    expect(await seriousViolations(page), name).toEqual([]);
  const asOwner = (url: string) => service.ctx.app.inject({ url, headers: bearer(account.token) });
  const status = (page: Page) => page.evaluate(async () => (await fetch('/v1/me')).status);

  it('invites an editor who joins, then removes them; campaigns, webhooks and sessions', async () => {
    await owner.goto('/');
    await signUpOwner(owner, account.token, OWNER);

    // Team: the owner is listed; the account's last owner cannot be removed, said in words.
    await owner.getByRole('link', { name: 'Team' }).click();
    await owner.getByRole('cell', { name: `${OWNER.email} (you)` }).waitFor();
    await accessible(owner, 'team');
    await owner.getByRole('button', { name: `Remove ${OWNER.email}` }).click();
    await owner.getByRole('alert').filter({ hasText: 'last owner' }).waitFor();

    // An invitation's link is shown once, with a copy button.
    await owner.getByLabel('Email').fill(EDITOR.email);
    await owner.getByLabel('Role').selectOption('editor');
    await owner.getByRole('button', { name: 'Create invitation' }).click();
    const acceptUrl = (await owner.getByTestId('accept-url').textContent())!;
    expect(acceptUrl).toMatch(new RegExp(`^${service.publicUrl}/invite/`));
    await owner.getByRole('button', { name: 'Copy the invitation link' }).waitFor();

    // The invitee opens the link signed out, chooses a password and lands signed in as an editor.
    await editor.goto(acceptUrl);
    await editor.getByRole('heading', { name: 'Join the account' }).waitFor();
    await accessible(editor, 'invitation');
    await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await editor.getByLabel('Password again').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Accept and sign in' }).click();
    await editor.getByRole('heading', { name: 'Library' }).waitFor();
    await editor.getByText(EDITOR.email).waitFor();

    // An editor sees the team but none of the owner's actions.
    await editor.goto('/users');
    await editor.getByRole('cell', { name: `${EDITOR.email} (you)` }).waitFor();
    await editor.getByText('Only an owner can invite or remove users.').waitFor();
    expect(await editor.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(await editor.getByRole('button', { name: 'Create invitation' }).count()).toBe(0);
    await accessible(editor, 'team as an editor');
    await editor.goto('/webhooks');
    await editor.getByText('Only an owner can create or delete webhooks.').waitFor();

    // The link works once; an unknown or expired one says what to do.
    await editor.goto(acceptUrl);
    await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await editor.getByLabel('Password again').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Accept and sign in' }).click();
    await editor.getByRole('alert').filter({ hasText: 'already been accepted' }).waitFor();
    await editor.goto('/invite/cfi_not-a-real-invitation');
    await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await editor.getByLabel('Password again').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Accept and sign in' }).click();
    await editor
      .getByRole('alert')
      .filter({ hasText: 'Ask an owner of the account to invite you again' })
      .waitFor();
    await editor.goto('/campaigns');
    await editor.getByRole('heading', { name: 'Campaigns' }).waitFor();

    // The owner sees the editor and removes them: the editor's next request is signed out.
    await owner.reload();
    const editorRow = owner.getByRole('row').filter({ hasText: EDITOR.email });
    await editorRow.getByRole('cell', { name: 'editor', exact: true }).waitFor();
    await owner.getByRole('button', { name: `Remove ${EDITOR.email}` }).click();
    await editorRow.waitFor({ state: 'detached' });
    await editor.getByRole('link', { name: 'Webhooks' }).click();
    await editor.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await status(editor)).toBe(401);

    // Campaigns: created, edited, archived.
    await owner.getByRole('link', { name: 'Campaigns' }).click();
    await owner.getByText('No active campaigns').waitFor();
    await owner.getByLabel('Name').fill('Spring launch');
    await owner.getByLabel('Description').fill('Face cream, April');
    await owner.getByRole('button', { name: 'Create campaign' }).click();
    const campaigns = owner.getByRole('list', { name: 'Campaigns' });
    await campaigns.getByRole('heading', { name: 'Spring launch' }).waitFor();
    await accessible(owner, 'campaigns');
    await owner.getByRole('button', { name: 'Edit Spring launch' }).click();
    await campaigns.getByLabel('Description').fill('Face cream and serum, April');
    await owner.getByRole('button', { name: 'Save' }).click();
    await campaigns.getByText('Face cream and serum, April').waitFor();
    await owner.getByRole('button', { name: 'Archive Spring launch' }).click();
    await owner.getByText('No active campaigns').waitFor();
    await owner.getByRole('button', { name: 'Archived' }).click();
    await campaigns.getByRole('heading', { name: 'Spring launch' }).waitFor();
    const [archived] = (await asOwner('/v1/campaigns?status=archived')).json().data;
    expect(archived).toMatchObject({ name: 'Spring launch', status: 'archived' });

    // Webhooks: the signing secret is shown once.
    await owner.getByRole('link', { name: 'Webhooks' }).click();
    await owner.getByText('No webhooks.').waitFor();
    const hookUrl = service.receiver.url('/contentforge');
    await owner.getByLabel('URL').fill(hookUrl);
    await owner.getByRole('checkbox', { name: /generation\.succeeded/ }).check();
    await owner.getByRole('checkbox', { name: /post\.published/ }).check();
    await owner.getByRole('button', { name: 'Create webhook' }).click();
    expect(await owner.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await owner.getByRole('cell', { name: hookUrl, exact: true }).waitFor();
    await accessible(owner, 'webhooks');
    const [hook] = (await asOwner('/v1/webhooks')).json().data;
    expect(hook).toMatchObject({ url: hookUrl, events: ['generation.succeeded', 'post.published'] });
    await owner.reload();
    await owner.getByRole('cell', { name: hookUrl, exact: true }).waitFor();
    expect(await owner.getByTestId('webhook-secret').count()).toBe(0);
    await owner.getByRole('button', { name: `Delete the webhook to ${hookUrl}` }).click();
    await owner.getByText('No webhooks.').waitFor();

    // Sessions: this browser marked; another device's session signed out from here.
    const phone = await service.ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
      payload: OWNER,
    });
    expect(phone.statusCode).toBe(201);
    const phoneCookie = `cf_session=${phone.cookies.find((c) => c.name === 'cf_session')!.value}`;
    const phoneStatus = async () =>
      (await service.ctx.app.inject({ url: '/v1/me', headers: { cookie: phoneCookie } })).statusCode;
    expect(await phoneStatus()).toBe(200);
    await owner.getByRole('link', { name: 'Sessions' }).click();
    const sessions = owner.getByRole('list', { name: 'Sessions' });
    await sessions.getByText('Safari on iOS', { exact: true }).waitFor();
    await sessions.getByText('This browser').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await accessible(owner, 'sessions');
    await owner.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
    await sessions.getByText('Safari on iOS', { exact: true }).waitFor({ state: 'detached' });
    expect(await phoneStatus()).toBe(401);
    await sessions.getByRole('button', { name: 'Sign out' }).click();
    await owner.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await status(owner)).toBe(401);
  }, 60_000);
});

import { Contentforge } from '@contentforge/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import {
  checkPage,
  ensureWebAppBuilt,
  launchChromium,
  OWNER,
  pageHeading,
  signedInShell,
  signUpOwner,
  VIEWPORTS,
} from './support/browser-session.js';

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

const EDITOR = { email: 'ana@acme.test', password: 'a long editor password' };

describe('the team, workspaces and settings, on a desktop and on a phone', () => {
  let service: Service;
  let browser: Browser;
  let owner: Page;
  let editor: Page;
  let account: { accountId: string; workspaceId: string; token: string };
  let cf: Contentforge;

  beforeAll(async () => {
    await ensureWebAppBuilt();
    service = await startListeningPublishing();
    account = await service.ctx.account({ name: 'Acme' });
    cf = new Contentforge({ baseUrl: service.publicUrl, token: account.token });
    browser = await launchChromium();
    owner = await (
      await browser.newContext({ baseURL: service.publicUrl, viewport: VIEWPORTS.desktop })
    ).newPage();
    // The invitee opens the link on a phone of their own: nothing shared with the owner's browser.
    editor = await (
      await browser.newContext({
        baseURL: service.publicUrl,
        viewport: VIEWPORTS.phone,
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    await owner.goto('/');
    await signUpOwner(owner, account.token, OWNER);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  const status = (page: Page) => page.evaluate<number>("fetch('/v1/me').then((r) => r.status)");
  const users = (page: Page) => page.getByRole('table', { name: 'Users' });

  it('invites an editor who joins on a phone and acts as an editor, then removes them', async () => {
    await owner.goto('/users');
    await users(owner)
      .getByRole('cell', { name: `${OWNER.email} (you)` })
      .waitFor();
    await checkPage(owner, 'team');
    // The account's last owner cannot be removed, said in words.
    await owner.getByRole('button', { name: `Remove ${OWNER.email}` }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await owner.getByRole('alert').filter({ hasText: 'last owner' }).waitFor();

    await owner.getByLabel('Email').fill(EDITOR.email);
    await owner.getByLabel('Role', { exact: true }).selectOption('editor');
    await owner.getByRole('button', { name: 'Create invitation' }).click();
    const acceptUrl = (await owner.getByTestId('accept-url').textContent())!;
    expect(acceptUrl).toMatch(new RegExp(`^${service.publicUrl}/invite/`));
    await owner.getByRole('button', { name: 'Copy the invitation link' }).waitFor();
    const invitations = owner.getByRole('table', { name: 'Invitations' });
    await invitations.getByRole('row').filter({ hasText: EDITOR.email }).waitFor();

    // An invitation sent to the wrong address is withdrawn: its link stops working.
    await owner.getByLabel('Email').fill('typo@acme.tset');
    await owner.getByRole('button', { name: 'Create invitation' }).click();
    await owner.getByText('typo@acme.tset is invited as editor.').waitFor();
    const wrongUrl = (await owner.getByTestId('accept-url').textContent())!;
    await invitations.getByRole('row').filter({ hasText: 'typo@acme.tset' }).waitFor();
    await owner.getByRole('button', { name: 'Withdraw the invitation to typo@acme.tset' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await invitations.getByRole('row').filter({ hasText: 'typo@acme.tset' }).waitFor({ state: 'detached' });
    expect((await cf.invitations.list()).data.map((i) => i.email)).toEqual([EDITOR.email]);
    expect(
      (
        await fetch(`${service.publicUrl}/v1/invitations/${wrongUrl.split('/invite/')[1]}/accept`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: 'a long enough password' }),
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);

    await editor.goto(acceptUrl);
    await pageHeading(editor, 'Join the account').waitFor();
    await checkPage(editor, 'invitation on a phone');
    await editor.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await editor.getByLabel('Password again').fill('not the same');
    await editor.getByRole('button', { name: 'Accept and sign in' }).click();
    await editor.getByText('Type the same password twice').waitFor();
    await editor.getByLabel('Password again').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Accept and sign in' }).click();
    await pageHeading(editor, 'Library').waitFor();

    // An editor sees the team but none of an owner's actions.
    await editor.goto('/users');
    await users(editor)
      .getByRole('cell', { name: `${EDITOR.email} (you)` })
      .waitFor();
    await editor.getByText('Only an owner can invite people, change roles or remove people.').waitFor();
    expect(await editor.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await checkPage(editor, 'team as an editor on a phone');
    await editor.goto('/webhooks');
    await editor.getByText('Only an owner can create or delete webhooks.').waitFor();
    await editor.goto('/workspaces');
    await editor.getByText('Only an owner can create or rename workspaces.').waitFor();

    // The link works once; an unknown one says what to do.
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

    // Accepted, the invitation no longer waits; made a viewer, the editor can no longer upload.
    await owner.reload();
    await users(owner).getByRole('row').filter({ hasText: EDITOR.email }).waitFor();
    expect(await owner.getByRole('table', { name: 'Invitations' }).count()).toBe(0);
    await owner.getByLabel(`Role of ${EDITOR.email}`).selectOption('viewer');
    await expect
      .poll(async () => (await cf.users.list()).find((u) => u.email === EDITOR.email)?.role)
      .toBe('viewer');
    await editor.goto('/users');
    await users(editor).getByRole('cell', { name: 'viewer' }).waitFor();
    // The last owner cannot step down, said in words.
    await owner.getByLabel(`Role of ${OWNER.email}`).selectOption('editor');
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Become editor' }).click();
    await owner.getByRole('alert').filter({ hasText: 'last owner' }).waitFor();
    expect(await owner.getByLabel(`Role of ${OWNER.email}`).inputValue()).toBe('owner');

    // Removed by the owner, the editor's next click brings back the sign-in form.
    await editor.goto('/campaigns');
    await pageHeading(editor, 'Campaigns').waitFor();
    await owner.reload();
    await owner.getByRole('button', { name: `Remove ${EDITOR.email}` }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await users(owner).getByRole('row').filter({ hasText: EDITOR.email }).waitFor({ state: 'detached' });
    await editor.getByRole('button', { name: 'Menu' }).click();
    await editor.getByRole('dialog').getByRole('link', { name: 'Webhooks' }).click();
    await pageHeading(editor, 'Sign in').waitFor();
    expect(await status(editor)).toBe(401);
  }, 120_000);

  it('creates, renames and switches workspaces; campaigns, tokens, webhooks and sessions', async () => {
    await owner.goto('/workspaces');
    await checkPage(owner, 'workspaces');
    await owner.getByRole('button', { name: 'New workspace' }).click();
    await owner.getByRole('dialog').getByLabel('Name').fill('Lumen Skincare');
    await owner.getByRole('dialog').getByRole('button', { name: 'Create workspace' }).click();
    // The new workspace is opened: the switcher names it, and the library is its own, empty.
    await owner
      .getByRole('button', { name: /Workspace\s*Lumen Skincare/ })
      .first()
      .waitFor();
    await owner.goto('/library');
    await owner.getByText('The library is empty').waitFor();
    await owner.goto('/workspaces');
    await owner.getByRole('button', { name: 'Rename Lumen Skincare' }).click();
    await owner.getByRole('dialog').getByLabel('Name').fill('Lumen');
    await owner.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await owner
      .getByRole('list', { name: 'Workspaces' })
      .getByRole('heading', { name: 'Lumen', exact: true })
      .waitFor();
    expect((await cf.workspaces.list()).data.map((w) => w.name)).toEqual(['Default', 'Lumen']);
    const lumen = (await cf.workspaces.list()).data[1]!;
    // Back to the first workspace through the switcher; the choice is kept across a reload.
    await owner
      .getByRole('button', { name: /Workspace\s*Lumen/ })
      .first()
      .click();
    await owner.getByRole('menuitemradio', { name: 'Default' }).click();
    await owner.reload();
    await owner
      .getByRole('button', { name: /Workspace\s*Default/ })
      .first()
      .waitFor();

    // Campaigns: created, edited, archived — in the workspace open.
    await owner.goto('/campaigns');
    await owner.getByText('No active campaigns').waitFor();
    await owner.getByRole('button', { name: 'New campaign' }).click();
    await owner.getByRole('dialog').getByLabel('Name').fill('Spring launch');
    await owner.getByRole('dialog').getByLabel('Description').fill('Face cream, April');
    await owner.getByRole('dialog').getByRole('button', { name: 'Create campaign' }).click();
    const campaigns = owner.getByRole('list', { name: 'Campaigns' });
    await campaigns.getByRole('heading', { name: 'Spring launch' }).waitFor();
    await checkPage(owner, 'campaigns');
    await owner.getByRole('button', { name: 'Edit Spring launch' }).click();
    await owner.getByRole('dialog').getByLabel('Description').fill('Face cream and serum, April');
    await owner.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await campaigns.getByText('Face cream and serum, April').waitFor();
    await owner.getByRole('button', { name: 'Archive Spring launch' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await owner.getByText('No active campaigns').waitFor();
    await owner.getByRole('radio', { name: 'Archived' }).click();
    await campaigns.getByRole('heading', { name: 'Spring launch' }).waitFor();
    expect((await cf.withWorkspace(lumen.id).campaigns.list({ status: 'all' })).data).toEqual([]);
    expect((await cf.campaigns.list({ status: 'archived' })).data).toMatchObject([{ name: 'Spring launch' }]);

    // The brand kit: a name, a colour, hashtags and words never written, saved as a version.
    await owner.goto('/brand');
    await owner.getByLabel('Brand name').fill('Lumen Skincare');
    await owner.getByLabel('Primary', { exact: true }).fill('#0a7d4f');
    await owner.getByLabel('Hashtags on every caption').fill('#lumen glowup');
    await owner.getByLabel('Words never written').fill('cheap, miracle');
    await owner.getByText('Lumen Skincare', { exact: true }).waitFor();
    // The service draws the brand being edited, before it is saved.
    const drawn = owner.getByRole('img', { name: 'The colour card drawn with the brand Lumen Skincare' });
    await drawn.waitFor();
    expect(await drawn.getAttribute('src')).toMatch(/^data:image\/(jpeg|png|webp);base64,/);
    expect((await cf.brand.get()).version).toBe(0);
    await checkPage(owner, 'brand kit');
    await owner.getByRole('button', { name: 'Save the brand' }).click();
    await owner.getByRole('button', { name: 'Saved' }).waitFor();
    expect(await cf.brand.get()).toMatchObject({
      version: 1,
      name: 'Lumen Skincare',
      colors: { primary: '#0a7d4f' },
      voice: { hashtags: ['#lumen', '#glowup'], bannedWords: ['cheap', 'miracle'] },
    });
    const brandOnPhone = await (
      await browser.newContext({
        baseURL: service.publicUrl,
        viewport: VIEWPORTS.phone,
        isMobile: true,
        storageState: await owner.context().storageState(),
      })
    ).newPage();
    await brandOnPhone.goto('/brand');
    await expect.poll(() => brandOnPhone.getByLabel('Brand name').inputValue()).toBe('Lumen Skincare');
    await checkPage(brandOnPhone, 'brand kit on a phone');
    await brandOnPhone.context().close();

    // Tokens: the secret is shown once, the token works, and revoking it stops it.
    await owner.goto('/tokens');
    await owner.getByLabel('Name').fill('Shop sync');
    await owner.getByLabel('Workspace').selectOption({ label: 'Lumen' });
    await owner.getByRole('button', { name: 'Create token' }).click();
    const token = (await owner.getByTestId('new-token').textContent())!;
    const synced = new Contentforge({ baseUrl: service.publicUrl, token });
    expect((await synced.me()).workspaceId).toBe(lumen.id);
    await checkPage(owner, 'tokens');
    await owner.getByRole('button', { name: 'Revoke Shop sync' }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await owner
      .getByRole('table', { name: 'Tokens' })
      .getByRole('row')
      .filter({ hasText: 'Shop sync' })
      .waitFor({ state: 'detached' });
    // Other processes learn of a revocation within a second (the service's token cache).
    await expect
      .poll(() =>
        synced.me().then(
          () => 200,
          (e: { status: number }) => e.status,
        ),
      )
      .toBe(401);

    // Webhooks: every event chosen from the list, the signing secret shown once.
    await owner.goto('/webhooks');
    await owner.getByText('No webhooks').waitFor();
    const hookUrl = service.receiver.url('/contentforge');
    await owner.getByLabel('URL').fill(hookUrl);
    await owner.getByRole('button', { name: 'Create webhook' }).click();
    await owner.getByText('Tick at least one event').waitFor();
    await owner.getByRole('checkbox', { name: /generation\.succeeded/ }).check();
    await owner.getByRole('checkbox', { name: /post\.published/ }).check();
    await owner.getByRole('button', { name: 'Create webhook' }).click();
    expect(await owner.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await checkPage(owner, 'webhooks');
    expect((await cf.webhooks.list()).data).toMatchObject([
      { url: hookUrl, events: ['generation.succeeded', 'post.published'] },
    ]);
    await owner.reload();
    await owner
      .getByRole('table', { name: 'Webhooks' })
      .getByRole('cell', { name: hookUrl, exact: true })
      .waitFor();
    expect(await owner.getByTestId('webhook-secret').count()).toBe(0);
    await owner.getByRole('button', { name: `Delete the webhook to ${hookUrl}` }).click();
    await owner.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
    await owner.getByText('No webhooks').waitFor();

    // Sessions, on a phone: this browser marked; another device's session signed out from here.
    const phone = await (
      await browser.newContext({ baseURL: service.publicUrl, viewport: VIEWPORTS.phone, isMobile: true })
    ).newPage();
    await phone.goto('/sessions');
    await phone.getByLabel('Email').fill(OWNER.email);
    await phone.getByLabel('Password').fill(OWNER.password);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await signedInShell(phone).waitFor();
    const sessions = phone.getByRole('list', { name: 'Sessions' });
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    await checkPage(phone, 'sessions on a phone');
    await sessions.getByRole('button', { name: /^Sign out Chrome on Linux/ }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    expect(await status(owner)).toBe(401);
    await sessions.getByRole('button', { name: 'Sign out' }).click();
    await pageHeading(phone, 'Sign in').waitFor();
    expect(await status(phone)).toBe(401);
  }, 120_000);
});

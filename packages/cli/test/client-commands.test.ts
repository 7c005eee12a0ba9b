import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type LiveService, startLiveService } from '../../server/test/support/live-service.js';
import { productPhoto } from '../../server/test/support/media-upload.js';
import { agentAccount, client, draft, webhookAccount } from '../../server/test/support/publishing.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../server/test/support/webhook-receiver.js';
import { main } from '../src/main.js';

/** The standalone command line, as `@contentforge/cli` runs it (from the repository's build). */
const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/contentforge.js');

let service: LiveService;
let receiver: WebhookReceiver;
let work: string;
let photo: string;

beforeAll(async () => {
  // A delivery to a webhook costs a credit here, so that publishing spends and asks first.
  // No Stripe: credits come the way the operator says.
  service = await startLiveService({
    PUBLISH_COSTS: 'webhook=1',
    PURCHASE_INSTRUCTIONS: 'Credits are sold by invoice: **100 credits for 9 EUR**.',
    PURCHASE_CONTACT: 'billing@acme.test',
  });
  receiver = await startWebhookReceiver();
  work = mkdtempSync(path.join(tmpdir(), 'contentforge-cli-'));
  photo = path.join(work, 'serum.jpg');
  writeFileSync(photo, await productPhoto(600, 750));
});
afterAll(async () => {
  await receiver?.close();
  await service?.close();
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The built `contentforge` command, as a user runs it, with only the variables given. */
function cli(args: string[], env: Record<string, string> = {}, input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', CONTENTFORGE_CONFIG_DIR: path.join(work, 'config'), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

/** `--json` output: exactly one JSON object on one line. */
const json = (run: Run) => {
  expect(run.stdout.trim().split('\n'), run.stderr).toHaveLength(1);
  return JSON.parse(run.stdout);
};

async function account(credits: number) {
  const created = await service.ctx.account({ credits });
  return {
    ...created,
    env: { CONTENTFORGE_URL: service.url, CONTENTFORGE_TOKEN: created.token },
    api: client(service.ctx, created.token),
  };
}

describe('contentforge client commands', () => {
  it('logs in with a token from standard input, keeps it for the user alone, and logs out', async () => {
    const owner = await account(5);
    const refused = await cli(['login', '--url', service.url], {}, 'cf_not_a_token\n');
    expect(refused.code).toBe(4);
    expect(readdirSync(work)).not.toContain('config');

    const login = await cli(['login', '--url', service.url, '--json'], {}, `${owner.token}\n`);
    expect(login.code, login.stderr).toBe(0);
    const saved = json(login);
    expect(saved).toMatchObject({
      url: service.url,
      me: { kind: 'api', role: 'owner', accountId: owner.accountId },
    });
    expect(statSync(saved.configPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(saved.configPath)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(saved.configPath, 'utf8'))).toEqual({
      url: service.url,
      token: owner.token,
    });

    // The stored login serves every client command with no variable set.
    const credits = await cli(['credits', '--json']);
    expect(json(credits)).toMatchObject({ credits: { accountId: owner.accountId, balance: 5 } });
    expect(json(await cli(['whoami', '--json']))).toMatchObject({
      url: service.url,
      me: { accountId: owner.accountId },
    });

    expect(json(await cli(['logout', '--json']))).toEqual({ removed: true });
    const none = await cli(['credits']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/CONTENTFORGE_URL and CONTENTFORGE_TOKEN, or run contentforge login/);
  });

  it('uploads files and addresses, and refuses a missing file before sending anything', async () => {
    const owner = await account(0);
    const png = path.join(work, 'logo.png');
    writeFileSync(
      png,
      await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c00' } })
        .png()
        .toBuffer(),
    );
    const uploaded = json(await cli(['upload', photo, png, '--json'], owner.env));
    expect(uploaded.items.map((m: { mimeType: string }) => m.mimeType)).toEqual(['image/jpeg', 'image/png']);
    expect(uploaded.items[0]).toMatchObject({ width: 600, height: 750, source: 'upload' });

    const fetched = json(await cli(['upload', uploaded.items[1].url, '--json'], owner.env));
    expect(fetched.items[0]).toMatchObject({ width: 64, height: 32 });

    const missing = await cli(['upload', png, path.join(work, 'nope.jpg')], owner.env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.jpg is not a file');
    const library = json(await cli(['media', '--json'], owner.env));
    expect(library.items).toHaveLength(3);
  });

  it('runs a preset with a local reference, downloads the images into ./contentforge-output and reports what it cost', async () => {
    const owner = await account(10);
    const run = await cli(
      ['generate', 'ugc-selfie-review', '--subject', 'Glow serum', '--ref', photo, '--json'],
      owner.env,
    );
    expect(run.code, run.stderr).toBe(0);
    const { generation, files, balance } = json(run);
    expect(generation).toMatchObject({
      status: 'succeeded',
      presetId: 'ugc-selfie-review',
      creditsCharged: 3,
    });
    expect(balance).toBe(7);
    expect(files).toHaveLength(3);
    for (const file of files as string[]) {
      // In a folder of their own in the current directory, never loose beside the user's files.
      expect(path.dirname(path.resolve(work, file))).toBe(path.join(work, 'contentforge-output'));
      const meta = await sharp(readFileSync(path.resolve(work, file))).metadata();
      expect(meta).toMatchObject({ width: 1080, height: 1350 });
    }
    // The reference was uploaded to the library first, and is the run's reference.
    const uploads = json(await cli(['media', '--source', 'upload', '--json'], owner.env)).items;
    expect(uploads).toHaveLength(1);

    const out = path.join(work, 'chosen');
    const text = await cli(
      ['image', '--prompt', 'A serum bottle on marble', '--count', '2', '--out', out],
      owner.env,
    );
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^2 images for 2 credits \(5 left\)/);
    expect(readdirSync(out)).toHaveLength(2);
  });

  it('cuts a product out of a photo file into a PNG with alpha, trimmed with --crop', async () => {
    const owner = await account(2);
    const cup = path.join(work, 'cup.jpg');
    writeFileSync(
      cup,
      readFileSync(
        new URL('../../server/test/fixtures/photos/coffee-cup-on-wooden-table.jpg', import.meta.url),
      ),
    );
    const out = path.join(work, 'cutouts');
    const run = await cli(['cutout', cup, '--crop', '--out', out, '--json'], owner.env);
    expect(run.code, run.stderr).toBe(0);
    const { generation, files, balance } = json(run);
    expect(generation).toMatchObject({ type: 'cutout', status: 'succeeded', creditsCharged: 1 });
    expect(balance).toBe(1);
    expect(files).toEqual([expect.stringMatching(/cutouts\/gen_\w+-1\.png$/)]);
    const meta = await sharp(readFileSync(files[0])).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
    expect(meta.width).toBeLessThan(600);
  });

  it('exits 3 with the operator’s way to get credits when they are short, charging nothing', async () => {
    const owner = await account(2);
    const run = await cli(
      ['generate', 'product-hero-studio', '--subject', 'Walnut lamp', '--json'],
      owner.env,
    );
    expect(run.code).toBe(3);
    const { error } = json(run);
    expect(error).toMatchObject({ status: 402, code: 'insufficient_credits', required: 4, balance: 2 });
    expect(error).toMatchObject({
      instructions: 'Credits are sold by invoice: **100 credits for 9 EUR**.',
      contact: 'billing@acme.test',
    });
    expect(run.stderr).toContain('Credits are sold by invoice: **100 credits for 9 EUR**.');
    expect(run.stderr).toContain('Contact: billing@acme.test');
    expect(run.stderr).toContain(`Buy credits: ${error.purchaseUrl}`);
    expect(json(await cli(['credits', '--json'], owner.env)).credits.balance).toBe(2);
    expect(json(await cli(['buy', '--json'], owner.env))).toEqual({
      purchaseUrl: error.purchaseUrl,
      instructions: 'Credits are sold by invoice: **100 credits for 9 EUR**.',
      contact: 'billing@acme.test',
      items: [],
    });
    const buy = await cli(['buy'], owner.env);
    expect(buy.code).toBe(0);
    expect(buy.stdout).toContain('How to get credits:\n  Credits are sold by invoice');
    expect(buy.stdout).toContain('Contact: billing@acme.test');
    // No packs on sale: asking for one says the same way out.
    const pack = await cli(['buy', 'p100'], owner.env);
    expect(pack.code).toBe(6);
    expect(pack.stderr).toContain('Contact: billing@acme.test');
  });

  it('gives scripts exit codes: 2 for usage, 4 for a refused token, 5 for not found, 6 for an invalid request', async () => {
    const owner = await account(1);
    expect((await cli(['generate', 'ugc-unboxing'], owner.env)).code).toBe(2);
    expect((await cli(['copy', '--subject', 'x', '--tone', 'grumpy'], owner.env)).code).toBe(2);
    expect((await cli(['credits'], { ...owner.env, CONTENTFORGE_TOKEN: 'cf_revoked' })).code).toBe(4);
    const missing = await cli(['generate', 'no-such-preset', '--subject', 'x', '--json'], owner.env);
    expect(missing.code).toBe(5);
    expect(json(missing).error).toMatchObject({ status: 404, code: 'not_found' });
    const tooLong = await cli(['copy', '--subject', 'x'.repeat(501)], owner.env);
    expect(tooLong.code).toBe(6);
  });

  it('names a mistyped option with what was meant, before any missing one', async () => {
    const owner = await account(1);
    const typo = await cli(['generate', 'ugc-unboxing', '--subjet', 'Mug', '--json'], owner.env);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/unknown option '--subjet'\n\(Did you mean --subject\?\)/);
    expect(typo.stderr).not.toMatch(/required option/);
    expect(json(typo).error).toMatchObject({ code: 'usage', detail: expect.stringMatching(/--subjet/) });
    const subcommand = await cli(['campaigns', 'lst'], owner.env);
    expect(subcommand.code).toBe(2);
    expect(subcommand.stderr).toMatch(/unknown command 'lst'\n\(Did you mean list\?\)/);
  });

  it('says which address could not be reached, and why', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const run = await cli(['credits', '--json'], { CONTENTFORGE_URL: url, CONTENTFORGE_TOKEN: 'cf_x' });
    expect(run.code).toBe(1);
    expect(json(run).error).toMatchObject({ code: 'connection_failed', status: 0 });
    expect(run.stderr).toContain(
      `Could not reach ${url}/v1/credits: nothing is listening there (connect ECONNREFUSED`,
    );
    expect(run.stderr).not.toMatch(/fetch failed/);
  });

  it('passes the language, the seed and the facts the caller vouches for to the copy and the run', async () => {
    const owner = await account(4);
    const args = ['copy', '--subject', 'Cedar candle', '--variants', '2', '--language', 'en', '--seed', '42'];
    const claims = [
      '--rating',
      '4',
      '--review',
      'Smells like a forest',
      '--reviewer',
      'Dana',
      '--offer',
      '20% off this week',
    ];
    const first = json(await cli([...args, ...claims, '--json'], owner.env));
    expect(first).toMatchObject({ language: 'en', seed: 42 });
    expect(first.items.map((v: { language: string }) => v.language)).toEqual(['en', 'en']);
    for (const v of first.items) {
      expect(v.caption).toContain('“Smells like a forest”');
      expect(v.caption).toContain('20% off this week');
    }
    expect(json(await cli([...args, ...claims, '--json'], owner.env))).toEqual(first);
    // Without the facts, none of them is stated.
    const plain = json(await cli([...args, '--json'], owner.env));
    for (const v of plain.items) expect(v.caption).not.toMatch(/forest|20% off/);
    expect((await cli([...args, '--rating', '6'], owner.env)).code).toBe(2);
    expect((await cli([...args, '--language', 'klingon'], owner.env)).code).toBe(2);

    const run = json(
      await cli(
        [
          'generate',
          'product-hero-studio',
          '--subject',
          'Cedar candle',
          '--language',
          'en',
          '--new',
          '--limited-stock',
          '--no-download',
          '--json',
        ],
        owner.env,
      ),
    );
    expect(run.generation).toMatchObject({ status: 'succeeded', language: 'en' });
  });

  it('answers every list as {"items": [...]} and one thing under its name', async () => {
    const owner = await account(0);
    const copy = json(
      await cli(
        ['copy', '--subject', 'Linen shirt', '--platform', 'x', '--variants', '2', '--json'],
        owner.env,
      ),
    );
    expect(copy.items).toHaveLength(2);
    for (const v of copy.items) expect(v.characterCount).toBeLessThanOrEqual(280);
    const presets = json(await cli(['presets', '--json'], owner.env)).items;
    expect(presets.map((p: { presetId: string }) => p.presetId)).toContain('video-storyboard-ugc');
    const created = json(await cli(['campaigns', 'create', '--name', 'Spring drop', '--json'], owner.env));
    const listed = json(await cli(['campaigns', 'list', '--json'], owner.env));
    expect(listed.items.map((c: { id: string }) => c.id)).toEqual([created.campaign.id]);
    const hook = await webhookAccount(owner.api, receiver.url('/lists'));
    expect(json(await cli(['accounts', '--json'], owner.env)).items).toEqual([
      expect.objectContaining({ id: hook.id, platform: 'webhook' }),
    ]);
    const post = json(
      await cli(['posts', 'create', '--caption', 'Hi', '--to', hook.id, '--json'], owner.env),
    );
    expect(json(await cli(['posts', 'list', '--json'], owner.env)).items).toEqual([
      expect.objectContaining({ id: post.post.id }),
    ]);
    expect(json(await cli(['posts', 'show', post.post.id, '--json'], owner.env)).post.id).toBe(post.post.id);
    expect((await cli(['presets'], owner.env)).stdout).toMatch(
      /^PRESET +KIND +OUTPUTS +CREDITS +REFERENCE$/m,
    );
  });

  it('drafts a thread and a LinkedIn document post, and shows their parts', async () => {
    const owner = await account(0);
    const hook = await webhookAccount(owner.api, receiver.url('/thread'));
    const created = json(
      await cli(
        [
          'posts',
          'create',
          '--caption',
          'Linen, washed soft.',
          '--to',
          hook.id,
          '--reply',
          'Made in Porto.',
          '--reply',
          'Shop: https://shop.example/linen',
          '--linkedin-document',
          '--linkedin-title',
          'The linen lookbook',
          '--json',
        ],
        owner.env,
      ),
    ).post;
    expect(created.replies).toEqual([
      { caption: 'Made in Porto.', mediaIds: [] },
      { caption: 'Shop: https://shop.example/linen', mediaIds: [] },
    ]);
    expect(created.perPlatform.linkedin).toEqual({ format: 'document', title: 'The linen lookbook' });
    const shown = (await cli(['posts', 'show', created.id], owner.env)).stdout.split('\n');
    expect(shown).toEqual(
      expect.arrayContaining([
        '  reply 1: Made in Porto.',
        '  reply 2: Shop: https://shop.example/linen',
        '  linkedin: a PDF document, "The linen lookbook"',
      ]),
    );
    const titleAlone = await cli(
      ['posts', 'create', '--caption', 'Hi', '--to', hook.id, '--linkedin-title', 'T'],
      owner.env,
    );
    expect(titleAlone.code).toBe(2);
    expect(titleAlone.stderr).toContain('--linkedin-document');
  });

  it('shows the preview and asks before every publish, even a free one: exit 2 with nobody to ask', async () => {
    const owner = await account(3);
    const agent = await agentAccount(service.ctx, owner.accountId, 'bluesky', 'free.bsky.social');
    const free = await draft(owner.api, { caption: 'Free to post', socialAccountIds: [agent.id] });
    const unasked = await cli(['publish', free.id], owner.env);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toMatch(/^ACCOUNT +PLATFORM +CONNECTION +COST$/m);
    expect(unasked.stderr).toMatch(new RegExp(`^${agent.id} +bluesky +agent_session +0$`, 'm'));
    expect(unasked.stderr).toContain('Up to 0 credits; 3 available.');
    expect(unasked.stderr).toContain('add --yes');
    const unaskedJson = await cli(['publish', free.id, '--json'], owner.env);
    expect(json(unaskedJson)).toMatchObject({
      error: { code: 'confirmation_required' },
      cost: { postId: free.id, maxCost: 0, problems: [] },
    });
    const post = (await owner.api('GET', `/v1/posts/${free.id}`)).json().data;
    expect(post).toMatchObject({ status: 'draft', publication: null });

    const hook = await webhookAccount(owner.api, receiver.url('/cli'));
    const paid = await draft(owner.api, { caption: 'Out now', socialAccountIds: [hook.id] });
    expect((await cli(['publish', paid.id], owner.env)).code).toBe(2);
    expect(json(await cli(['credits', '--json'], owner.env)).credits.balance).toBe(3);

    const published = await cli(['publish', paid.id, '--yes', '--json'], owner.env);
    expect(published.code, published.stderr).toBe(0);
    expect(json(published)).toMatchObject({
      cost: { maxCost: 1, balance: 3, sufficient: true },
      publication: {
        postId: paid.id,
        status: 'published',
        creditsCharged: 1,
        targets: [{ socialAccountId: hook.id, status: 'delivered' }],
      },
    });
    expect(receiver.on('/cli')).toHaveLength(1);
    expect(json(await cli(['credits', '--json'], owner.env)).credits.balance).toBe(2);
    const again = await cli(['publish', paid.id, '--yes', '--json'], owner.env);
    expect(again.code).toBe(6);
  });

  it('refuses before sending: exit 6 for a post with problems, exit 3 when credits are short', async () => {
    const owner = await account(0);
    const agent = await agentAccount(service.ctx, owner.accountId, 'bluesky', 'brand.bsky.social');
    const long = await draft(owner.api, { caption: 'a'.repeat(301), socialAccountIds: [agent.id] });
    const blocked = await cli(['publish', long.id, '--yes', '--json'], owner.env);
    expect(blocked.code).toBe(6);
    expect(json(blocked).error).toMatchObject({
      code: 'publish_blocked',
      problems: [expect.objectContaining({ socialAccountId: agent.id, code: 'caption_too_long' })],
    });
    expect(blocked.stderr).toMatch(/caption_too_long/);

    const hook = await webhookAccount(owner.api, receiver.url('/short'));
    const paid = await draft(owner.api, { caption: 'No credits', socialAccountIds: [hook.id] });
    const short = await cli(['publish', paid.id, '--json'], owner.env);
    expect(short.code).toBe(3);
    expect(json(short).error).toMatchObject({
      code: 'insufficient_credits',
      required: 1,
      balance: 0,
      purchaseUrl: expect.stringMatching(/^http/),
      contact: 'billing@acme.test',
    });
    expect(receiver.on('/short')).toHaveLength(0);
  });

  it('exits 1 when a target was not delivered, saying how to send it again', async () => {
    const owner = await account(2);
    receiver.script([{ status: 400, body: '{"error":"no"}' }], '/refused');
    const hook = await webhookAccount(owner.api, receiver.url('/refused'));
    const post = await draft(owner.api, { caption: 'Refused', socialAccountIds: [hook.id] });
    const run = await cli(['publish', post.id, '--yes'], owner.env);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`^Post ${post.id}: failed`));
    expect(run.stderr).toContain(
      `1 of 1 target was not delivered; send it again with contentforge retry ${post.id}`,
    );
  });

  it('asks at a terminal, and a “no” sends nothing', async () => {
    const owner = await account(2);
    const hook = await webhookAccount(owner.api, receiver.url('/asked'));
    const post = await draft(owner.api, { caption: 'Asked first', socialAccountIds: [hook.id] });
    const ask = (answer: string) => {
      const asked: string[] = [];
      let stdout = '';
      let stderr = '';
      const io = {
        stdout: (t: string) => {
          stdout += t;
        },
        stderr: (t: string) => {
          stderr += t;
        },
        env: owner.env,
        ask: async (question: string) => {
          asked.push(question);
          return answer;
        },
      };
      return { io, asked, output: () => stdout, errors: () => stderr };
    };
    const no = ask('n');
    expect(await main(['node', 'contentforge', 'publish', post.id], no.io)).toBe(1);
    expect(no.asked).toEqual(['Publish to 1 account for up to 1 credit? [y/N] ']);
    expect(no.errors()).toContain('Nothing was sent.');
    expect(receiver.on('/asked')).toHaveLength(0);

    const yes = ask('y');
    expect(await main(['node', 'contentforge', 'publish', post.id], yes.io)).toBe(0);
    expect(yes.errors()).toContain('Up to 1 credit; 2 available.');
    expect(yes.output()).toMatch(/published, 1 credit charged/);
    expect(receiver.on('/asked')).toHaveLength(1);
  });

  it('leaves the service to the service: serve is not in this package', async () => {
    const run = await cli(['serve']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/serve belongs to the service itself/);
    expect(existsSync(path.join(work, 'data'))).toBe(false);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main.js';
import { type LiveService, startLiveService } from '../support/live-service.js';
import { productPhoto } from '../support/media-upload.js';
import { agentAccount, client, draft, webhookAccount } from '../support/publishing.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/contentforge.js');

let service: LiveService;
let receiver: WebhookReceiver;
let work: string;
let photo: string;

beforeAll(async () => {
  // A delivery to a webhook costs a credit here, so that publishing spends and asks first.
  service = await startLiveService({ PUBLISH_COSTS: 'webhook=1' });
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
    expect(saved).toMatchObject({ url: service.url, kind: 'api', role: 'owner', accountId: owner.accountId });
    expect(statSync(saved.configPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(saved.configPath)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(saved.configPath, 'utf8'))).toEqual({
      url: service.url,
      token: owner.token,
    });

    // The stored login serves every client command with no variable set.
    const credits = await cli(['credits', '--json']);
    expect(json(credits)).toMatchObject({ accountId: owner.accountId, balance: 5 });
    expect((await cli(['whoami'])).stdout).toContain(owner.accountId);

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

  it('runs a preset with a local reference, downloads the images and reports what it cost', async () => {
    const owner = await account(10);
    const out = path.join(work, 'out');
    const run = await cli(
      ['generate', 'ugc-selfie-review', '--subject', 'Glow serum', '--ref', photo, '--out', out, '--json'],
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
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta).toMatchObject({ width: 1080, height: 1350 });
    }
    // The reference was uploaded to the library first, and is the run's reference.
    const uploads = json(await cli(['media', '--source', 'upload', '--json'], owner.env)).items;
    expect(uploads).toHaveLength(1);

    const text = await cli(
      ['image', '--prompt', 'A serum bottle on marble', '--count', '2', '--no-download'],
      owner.env,
    );
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^2 images for 2 credits \(5 left\)/);
  });

  it('exits 3 with the purchase link when credits are short, charging nothing', async () => {
    const owner = await account(2);
    const run = await cli(
      ['generate', 'product-hero-studio', '--subject', 'Walnut lamp', '--json'],
      owner.env,
    );
    expect(run.code).toBe(3);
    const { error } = json(run);
    expect(error).toMatchObject({ status: 402, code: 'insufficient_credits', required: 4, balance: 2 });
    expect(run.stderr).toContain(`Buy credits: ${error.purchaseUrl}`);
    expect(json(await cli(['credits', '--json'], owner.env)).balance).toBe(2);
    expect(json(await cli(['buy', '--json'], owner.env))).toEqual({
      purchaseUrl: error.purchaseUrl,
      packs: [],
    });
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

  it('writes copy, lists presets and manages campaigns, each as one JSON object', async () => {
    const owner = await account(0);
    const copy = json(
      await cli(
        ['copy', '--subject', 'Linen shirt', '--platform', 'x', '--variants', '2', '--json'],
        owner.env,
      ),
    );
    expect(copy.variants).toHaveLength(2);
    for (const v of copy.variants) expect(v.characterCount).toBeLessThanOrEqual(280);
    const presets = json(await cli(['presets', '--json'], owner.env)).presets;
    expect(presets.map((p: { presetId: string }) => p.presetId)).toContain('video-storyboard-ugc');
    const created = json(await cli(['campaigns', 'create', '--name', 'Spring drop', '--json'], owner.env));
    const listed = json(await cli(['campaigns', 'list', '--json'], owner.env));
    expect(listed.campaigns.map((c: { id: string }) => c.id)).toEqual([created.campaign.id]);
    expect((await cli(['presets'], owner.env)).stdout).toMatch(
      /^PRESET +KIND +OUTPUTS +CREDITS +REFERENCE$/m,
    );
  });

  it('publishes only when told to, shows the outcome per target, and refuses a post with problems', async () => {
    const owner = await account(3);
    const hook = await webhookAccount(owner.api, receiver.url('/cli'));
    const post = await draft(owner.api, { caption: 'Out now', socialAccountIds: [hook.id] });

    // No one to ask, no --yes: nothing is spent.
    const unasked = await cli(['publish', post.id], owner.env);
    expect(unasked.code).toBe(2);
    expect(unasked.stderr).toContain('add --yes');
    expect(json(await cli(['credits', '--json'], owner.env)).balance).toBe(3);

    const published = await cli(['publish', post.id, '--yes', '--json'], owner.env);
    expect(published.code, published.stderr).toBe(0);
    expect(json(published).publication).toMatchObject({
      postId: post.id,
      status: 'published',
      creditsCharged: 1,
      targets: [{ socialAccountId: hook.id, status: 'delivered' }],
    });
    expect(receiver.on('/cli')).toHaveLength(1);
    expect(json(await cli(['credits', '--json'], owner.env)).balance).toBe(2);
    const again = await cli(['publish', post.id, '--yes', '--json'], owner.env);
    expect(again.code).toBe(6);

    const agent = await agentAccount(service.ctx, owner.accountId, 'bluesky', 'brand.bsky.social');
    const long = await draft(owner.api, { caption: 'a'.repeat(301), socialAccountIds: [agent.id] });
    const blocked = await cli(['publish', long.id, '--yes', '--json'], owner.env);
    expect(blocked.code).toBe(6);
    expect(json(blocked).problems).toEqual([
      expect.objectContaining({ socialAccountId: agent.id, code: 'caption_too_long' }),
    ]);
  });

  it('asks before spending at a terminal, and a “no” sends nothing', async () => {
    const owner = await account(2);
    const hook = await webhookAccount(owner.api, receiver.url('/asked'));
    const post = await draft(owner.api, { caption: 'Asked first', socialAccountIds: [hook.id] });
    const ask = (answer: string) => {
      const asked: string[] = [];
      let stdout = '';
      const io = {
        stdout: (t: string) => {
          stdout += t;
        },
        stderr: () => undefined,
        env: owner.env,
        ask: async (question: string) => {
          asked.push(question);
          return answer;
        },
      };
      return { io, asked, output: () => stdout };
    };
    const no = ask('n');
    expect(await main(['node', 'contentforge', 'publish', post.id], no.io)).toBe(1);
    expect(no.asked).toEqual(['Publish for up to 1 credits? [y/N] ']);
    expect(no.output()).toContain('Nothing was sent.');
    expect(receiver.on('/asked')).toHaveLength(0);

    const yes = ask('y');
    expect(await main(['node', 'contentforge', 'publish', post.id], yes.io)).toBe(0);
    expect(yes.output()).toMatch(/published, 1 credits charged/);
    expect(receiver.on('/asked')).toHaveLength(1);
  });
});

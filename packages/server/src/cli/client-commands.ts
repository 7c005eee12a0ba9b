/**
 * The command line's client commands: the public API through `@contentforge/sdk`, for people at a
 * terminal (progress bars, a question before spending) and for scripts (`--json` prints one JSON
 * object on stdout; exit codes say what went wrong, see terminal.ts).
 */
import {
  ASPECT_RATIOS,
  COPY_PLATFORMS,
  COPY_TONES,
  Contentforge,
  ContentforgeError,
  type Generation,
  type ImageGenerationInput,
  InsufficientCreditsError,
  type Post,
  type Publication,
  PublishBlockedError,
  type PublishCost,
} from '@contentforge/sdk';
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { Io } from '../main.js';
import { ClientConfigError, forgetLogin, resolveClientConfig, storeLogin } from './client-config.js';
import { downloadOutputs, uploadFiles } from './client-files.js';
import { type Bars, columns, EXIT, exitCodeOf, progressBars, UsageError } from './terminal.js';

/** What one command answers: the JSON object for `--json`, the lines for a person. */
export interface Outcome {
  json: object;
  text: string[];
  /** When the command ran but did not do what was asked (a publish declined at the question). */
  exitCode?: number;
}

interface Common {
  json?: boolean;
}

const count = (name: string, min: number, max: number) => (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(value);
};
const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerClientCommands(program: Command, io: Io, setExit: (code: number) => void): void {
  /** Progress bars only for a person at a terminal, never into `--json` output. */
  const barsFor = (opts: Common): Bars => progressBars(Boolean(io.progress) && !opts.json);

  /** Runs a command against the configured service and prints its outcome, or its error. */
  const run =
    <O extends Common>(fn: (cf: Contentforge, opts: O, args: unknown[]) => Promise<Outcome>) =>
    async (...received: unknown[]) => {
      const command = received[received.length - 1] as Command;
      const opts = command.opts<O>();
      try {
        const config = resolveClientConfig(io.env);
        const cf = new Contentforge({ baseUrl: config.url, token: config.token });
        const outcome = await fn(cf, opts, command.processedArgs);
        print(io, opts, outcome);
        setExit(outcome.exitCode ?? EXIT.done);
      } catch (err) {
        setExit(report(io, opts.json, err));
      }
    };

  const client = (parent: Command, name: string, description: string) =>
    parent.command(name).description(description).option('--json', 'print one JSON object');

  client(program, 'login', 'check a token against a service and keep both for the client commands')
    .option('--url <url>', 'the service (default: CONTENTFORGE_URL, else http://localhost:8080)')
    .action(async (opts: Common & { url?: string }) => {
      try {
        const url = opts.url ?? io.env.CONTENTFORGE_URL ?? 'http://localhost:8080';
        if (!/^https?:\/\/\S+$/.test(url)) throw new UsageError('--url must be an http or https address.');
        const token = io.env.CONTENTFORGE_TOKEN || (await (io.readSecretLine?.('Token: ') ?? '')).trim();
        if (!token) {
          throw new UsageError('no token: give one on standard input, or in CONTENTFORGE_TOKEN.');
        }
        const me = await new Contentforge({ baseUrl: url, token }).me();
        const file = storeLogin(io.env, { url, token });
        print(io, opts, {
          json: { url, ...me, configPath: file },
          text: [
            `Logged in to ${url} with ${me.kind} token ${me.tokenId} (${me.role}, account ${me.accountId}).`,
            `Saved to ${file}, readable by you alone.`,
          ],
        });
        setExit(EXIT.done);
      } catch (err) {
        setExit(report(io, opts.json, err));
      }
    });

  client(program, 'logout', 'forget the stored login').action((opts: Common) => {
    const removed = forgetLogin(io.env);
    print(io, opts, {
      json: { removed },
      text: [removed ? 'Logged out.' : 'There was no stored login.'],
    });
  });

  client(program, 'whoami', 'show the token in use: kind, role, account, workspace').action(
    run(async (cf) => {
      const me = await cf.me();
      return {
        json: { url: cf.baseUrl, ...me },
        text: [
          `${cf.baseUrl}: ${me.kind} token ${me.tokenId} (${me.role}) of account ${me.accountId}${me.workspaceId ? `, workspace ${me.workspaceId}` : ''}.`,
        ],
      };
    }),
  );

  client(program, 'upload', 'add images to the library: files, or http(s) addresses the service fetches')
    .argument('<files...>', 'image files or addresses')
    .action(
      run<Common>(async (cf, opts, [files]) => {
        const bars = barsFor(opts);
        try {
          const items = await uploadFiles(cf, files as string[], bars);
          return {
            json: { items },
            text: items.map(
              (m, i) => `${(files as string[])[i]} → ${m.id} (${m.width}×${m.height}) ${m.url}`,
            ),
          };
        } finally {
          bars.stop();
        }
      }),
    );

  client(program, 'media', 'list the library, newest first')
    .addOption(
      new Option('--source <source>', 'only uploads or generated images').choices(['upload', 'generation']),
    )
    .option('--campaign <id>', 'only this campaign’s')
    .option('--limit <n>', 'at most this many (default 20)', count('--limit', 1, 10_000), 20)
    .action(
      run<Common & { source?: 'upload' | 'generation'; campaign?: string; limit: number }>(
        async (cf, opts) => {
          const items = await cf.media
            .list({ source: opts.source, campaignId: opts.campaign, limit: Math.min(100, opts.limit) })
            .toArray(opts.limit);
          return {
            json: { items },
            text: items.length
              ? [
                  columns([
                    ['ID', 'SOURCE', 'SIZE', 'CREATED', 'URL'],
                    ...items.map((m) => [m.id, m.source, `${m.width}×${m.height}`, m.createdAt, m.url]),
                  ]),
                ]
              : ['The library has no such images.'],
          };
        },
      ),
    );

  client(program, 'presets', 'list the presets with what each run makes and costs').action(
    run(async (cf) => {
      const presets = await cf.presets.list();
      return {
        json: { presets },
        text: [
          columns([
            ['PRESET', 'KIND', 'OUTPUTS', 'CREDITS', 'REFERENCE'],
            ...presets.map((p) => [
              p.presetId,
              p.kind,
              `${p.outputs.count} × ${p.outputs.width}×${p.outputs.height}`,
              String(p.creditsPerRun),
              p.referenceImage,
            ]),
          ]),
        ],
      };
    }),
  );

  const generationOptions = (command: Command) =>
    command
      .option('--ref <file|url>', 'a reference image: a file (uploaded first) or an address', collect)
      .option('--campaign <id>', 'file the images in this campaign')
      .option('--out <dir>', 'where to download the images (default: the current directory)', '.')
      .option('--no-download', 'leave the images in the library only')
      .option('--idempotency-key <key>', 'send again with the same key to be charged once');
  type GenerationOpts = Common & {
    ref?: string[];
    campaign?: string;
    out: string;
    download: boolean;
    idempotencyKey?: string;
  };

  /** References, runs, waits with a bar per image, downloads: the shared half of generate and image. */
  const generate = async (
    cf: Contentforge,
    opts: GenerationOpts,
    label: string,
    start: (
      referenceImages: string[] | undefined,
      wait: Parameters<Contentforge['generatePreset']>[1],
    ) => Promise<Generation>,
  ): Promise<Outcome> => {
    const bars = barsFor(opts);
    try {
      const references = opts.ref?.length ? await referenceUrls(cf, opts.ref, bars) : undefined;
      const bar = bars.bar(label, 1);
      const generation = await start(references, {
        ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
        pollIntervalMs: 500,
        onProgress: (g) => bar.update(g.outputs.length, expectedOutputs(g), g.status),
      });
      bar.done(`${generation.creditsCharged} credits`);
      const files = opts.download ? await downloadOutputs(generation, opts.out, bars) : [];
      const balance = (await cf.credits.get()).balance;
      return { json: { generation, files, balance }, text: describeGeneration(generation, files, balance) };
    } finally {
      bars.stop();
    }
  };

  generationOptions(client(program, 'generate', 'run a preset: images with captions (1 credit an image)'))
    .argument('<presetId>', 'a preset (see contentforge presets)')
    .requiredOption('--subject <text>', 'what the images are of, 1–500 characters')
    .addOption(
      new Option('--platform <platform>', 'write the captions for this platform').choices(COPY_PLATFORMS),
    )
    .action(
      run<GenerationOpts & { subject: string; platform?: (typeof COPY_PLATFORMS)[number] }>(
        async (cf, opts, [presetId]) =>
          generate(cf, opts, String(presetId), (referenceImages, wait) =>
            cf.generatePreset(
              {
                presetId: String(presetId),
                subject: opts.subject,
                ...(opts.campaign ? { campaignId: opts.campaign } : {}),
                ...(referenceImages ? { referenceImages } : {}),
                ...(opts.platform ? { platform: opts.platform as never } : {}),
              },
              wait,
            ),
          ),
      ),
    );

  generationOptions(client(program, 'image', 'generate images from a prompt (1 credit an image)'))
    .requiredOption('--prompt <text>', 'what to draw')
    .option('--count <n>', 'how many images, 1–4 (default 1)', count('--count', 1, 4))
    .addOption(new Option('--aspect-ratio <ratio>', 'the images’ shape (default 1:1)').choices(ASPECT_RATIOS))
    .action(
      run<GenerationOpts & { prompt: string; count?: number; aspectRatio?: string }>(async (cf, opts) =>
        generate(cf, opts, 'image', (referenceImages, wait) =>
          cf.generateImage(
            {
              prompt: opts.prompt,
              ...(opts.count ? { count: opts.count } : {}),
              ...(opts.aspectRatio
                ? { aspectRatio: opts.aspectRatio as ImageGenerationInput['aspectRatio'] }
                : {}),
              ...(opts.campaign ? { campaignId: opts.campaign } : {}),
              ...(referenceImages ? { referenceImages } : {}),
            },
            wait,
          ),
        ),
      ),
    );

  client(program, 'copy', 'write caption variants fitted to a platform (free)')
    .requiredOption('--subject <text>', 'what the post is about')
    .addOption(
      new Option('--platform <platform>', 'fit the captions to this platform').choices(COPY_PLATFORMS),
    )
    .addOption(new Option('--tone <tone>', 'how it sounds').choices(COPY_TONES))
    .option('--variants <n>', 'how many, 1–5 (default 3)', count('--variants', 1, 5))
    .option('--preset <id>', 'write in this preset’s style')
    .action(
      run<Common & { subject: string; platform?: string; tone?: string; variants?: number; preset?: string }>(
        async (cf, opts) => {
          const { variants } = await cf.generations.copy({
            subject: opts.subject,
            ...(opts.platform ? { platform: opts.platform as never } : {}),
            ...(opts.tone ? { tone: opts.tone as never } : {}),
            ...(opts.variants ? { variants: opts.variants } : {}),
            ...(opts.preset ? { presetId: opts.preset } : {}),
          });
          return {
            json: { variants },
            text: variants.flatMap((v, i) => [
              `── ${i + 1} (${v.characterCount} characters) ──`,
              v.caption,
              '',
            ]),
          };
        },
      ),
    );

  const campaigns = program.command('campaigns').description('list and create campaigns');
  client(campaigns, 'list', 'the active campaigns, newest first')
    .addOption(
      new Option('--status <status>', 'which ones (default active)').choices(['active', 'archived', 'all']),
    )
    .action(
      run<Common & { status?: 'active' | 'archived' | 'all' }>(async (cf, opts) => {
        const list = await cf.campaigns.list({ limit: 100, status: opts.status }).toArray();
        return {
          json: { campaigns: list },
          text: list.length
            ? [columns([['ID', 'STATUS', 'NAME'], ...list.map((c) => [c.id, c.status, c.name])])]
            : ['No campaigns yet: contentforge campaigns create --name …'],
        };
      }),
    );
  client(campaigns, 'create', 'start a campaign')
    .requiredOption('--name <name>', 'its name')
    .option('--description <text>', 'what it is for')
    .action(
      run<Common & { name: string; description?: string }>(async (cf, opts) => {
        const campaign = await cf.campaigns.create({
          name: opts.name,
          ...(opts.description ? { description: opts.description } : {}),
        });
        return { json: { campaign }, text: [`Campaign ${campaign.id} (${campaign.name}) created.`] };
      }),
    );
  campaigns.action(() => campaigns.help({ error: true }));

  client(program, 'accounts', 'list the social accounts posts can go to').action(
    run(async (cf) => {
      const accounts = await cf.socialAccounts.list({ limit: 100 }).toArray();
      return {
        json: { accounts },
        text: accounts.length
          ? [
              columns([
                ['ID', 'PLATFORM', 'HANDLE', 'CONNECTION', 'STATUS'],
                ...accounts.map((a) => [a.id, a.platform, a.handle, a.connection, a.status]),
              ]),
            ]
          : ['No social accounts: connect one in the web app or with the API.'],
      };
    }),
  );

  const posts = program.command('posts').description('list, show and create posts');
  client(posts, 'list', 'posts, newest first')
    .addOption(
      new Option('--status <status>', 'only posts in this state').choices([
        'draft',
        'scheduled',
        'publishing',
        'published',
        'partially_published',
        'failed',
      ]),
    )
    .option('--campaign <id>', 'only this campaign’s')
    .option('--limit <n>', 'at most this many (default 20)', count('--limit', 1, 10_000), 20)
    .action(
      run<Common & { status?: Post['status']; campaign?: string; limit: number }>(async (cf, opts) => {
        const list = await cf.posts
          .list({ status: opts.status, campaignId: opts.campaign, limit: Math.min(100, opts.limit) })
          .toArray(opts.limit);
        return {
          json: { posts: list },
          text: list.length
            ? [
                columns([
                  ['ID', 'STATUS', 'TARGETS', 'CAPTION'],
                  ...list.map((p) => [
                    p.id,
                    p.status,
                    String(p.socialAccountIds.length),
                    oneLine(p.caption, 50),
                  ]),
                ]),
              ]
            : ['No posts.'],
        };
      }),
    );
  client(posts, 'show', 'a post with its publication, target by target')
    .argument('<postId>')
    .action(
      run<Common>(async (cf, _opts, [id]) => {
        const post = await cf.posts.get(String(id));
        return { json: { post }, text: describePost(post) };
      }),
    );
  client(posts, 'create', 'draft a post')
    .requiredOption('--caption <text>', 'the text to post')
    .option('--media <id>', 'a media item to attach (repeat for more)', collect)
    .requiredOption('--to <socialAccountId>', 'a social account to post to (repeat for more)', collect)
    .option('--campaign <id>', 'file it in this campaign')
    .action(
      run<Common & { caption: string; media?: string[]; to: string[]; campaign?: string }>(
        async (cf, opts) => {
          const post = await cf.posts.create({
            caption: opts.caption,
            mediaIds: opts.media ?? [],
            socialAccountIds: opts.to,
            ...(opts.campaign ? { campaignId: opts.campaign } : {}),
          });
          return {
            json: { post },
            text: [`Draft ${post.id} created. See what publishing costs: contentforge publish ${post.id}`],
          };
        },
      ),
    );
  posts.action(() => posts.help({ error: true }));

  /** What a spending command shows and asks before it spends. */
  interface Preview {
    maxCost: number;
    balance: number;
    problems: PublishCost['problems'];
    lines: string[];
  }
  const spend = (
    name: 'publish' | 'retry',
    description: string,
    configure: (c: Command) => Command,
    preview: (cf: Contentforge, id: string, opts: SpendOpts) => Promise<Preview>,
    send: (cf: Contentforge, id: string, opts: SpendOpts) => Promise<Publication>,
  ) =>
    configure(client(program, name, description))
      .argument('<postId>')
      .option('-y, --yes', 'do not ask before spending credits')
      .option('--no-wait', 'do not wait for the deliveries')
      .option('--idempotency-key <key>', 'send again with the same key to be charged once')
      .action(
        run<SpendOpts>(async (cf, opts, [postId]) => {
          const id = String(postId);
          const before = await preview(cf, id, opts);
          if (before.problems.length > 0) return blocked(before.problems, before.lines);
          // Short of credits, the call itself refuses with 402 and the purchase link, charging nothing.
          const asks = !opts.yes && before.maxCost > 0 && before.maxCost <= before.balance;
          if (asks) {
            if (!io.ask) {
              throw new UsageError(
                `${name} spends up to ${before.maxCost} credits: add --yes to go ahead without being asked.`,
              );
            }
            io.stderr(`${before.lines.join('\n')}\n`);
            const answer = await io.ask(
              `${name === 'publish' ? 'Publish' : 'Retry'} for up to ${before.maxCost} credits? [y/N] `,
            );
            if (!/^y(es)?$/i.test(answer.trim())) {
              return { json: { sent: false }, text: ['Nothing was sent.'], exitCode: EXIT.failed };
            }
          }
          let publication = await send(cf, id, opts);
          if (opts.wait) publication = await followDeliveries(cf, id, publication, barsFor(opts));
          return { json: { publication }, text: describePublication(publication) };
        }),
      );

  spend(
    'publish',
    'show what publishing a post costs and what stops it (★9), ask, then publish it (★8)',
    (c) => c.option('--at <time>', 'schedule it instead, at this ISO 8601 time'),
    async (cf, id) => {
      const cost = await cf.posts.publishCost(id);
      return { ...cost, lines: describeCost(cost) };
    },
    (cf, id, opts) => cf.posts.publish(id, opts.at ? { scheduledAt: opts.at } : {}, idempotency(opts)),
  );
  spend(
    'retry',
    'send a post’s failed targets again',
    (c) => c.option('--include-unknown', 'also those whose outcome is unknown (they may post twice)'),
    async (cf, id, opts) => {
      const quote = await cf.posts.quoteRetry(id, retryInput(opts));
      return {
        maxCost: quote.credits,
        balance: quote.balance,
        problems: [],
        lines: [`Up to ${quote.credits} credits; ${quote.balance} available.`],
      };
    },
    (cf, id, opts) => cf.posts.retry(id, retryInput(opts), idempotency(opts)),
  );

  client(program, 'credits', 'show the credit balance').action(
    run(async (cf) => {
      const credits = await cf.credits.get();
      const expires = credits.trial.expiresAt ? `, expires ${credits.trial.expiresAt}` : '';
      return {
        json: credits,
        text: [
          `${credits.balance} credits: ${credits.trial.balance} trial${expires}, ${credits.standard.balance} standard.`,
        ],
      };
    }),
  );

  client(program, 'buy', 'where to buy credits; with a pack, a checkout page for it')
    .argument('[pack]', 'a credit pack (listed without one)')
    .action(
      run<Common>(async (cf, _opts, [pack]) => {
        if (pack) {
          const checkout = await cf.credits.checkout(String(pack));
          return { json: checkout, text: [`Pay for ${pack} here: ${checkout.checkoutUrl}`] };
        }
        const [purchaseUrl, packs] = await Promise.all([cf.credits.purchaseLink(), cf.credits.packs()]);
        return {
          json: { purchaseUrl, packs },
          text: [
            `Buy credits: ${purchaseUrl}`,
            ...(packs.length
              ? [
                  '',
                  columns([
                    ['PACK', 'CREDITS', 'PRICE'],
                    ...packs.map((p) => [p.id, String(p.credits), price(p.price)]),
                  ]),
                  '',
                  'Or open a checkout for one: contentforge buy <pack>',
                ]
              : []),
          ],
        };
      }),
    );
}

type SpendOpts = Common & {
  yes?: boolean;
  wait: boolean;
  at?: string;
  includeUnknown?: boolean;
  idempotencyKey?: string;
};

const retryInput = (opts: SpendOpts) => (opts.includeUnknown ? { includeUnknown: true } : {});
const idempotency = (opts: SpendOpts) => (opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {});

/** References as the API takes them: the service's own media URLs; files uploaded, addresses imported. */
async function referenceUrls(cf: Contentforge, refs: string[], bars: Bars): Promise<string[]> {
  const own = `${cf.baseUrl}/files/`;
  const toFetch = refs.filter((r) => !r.startsWith(own));
  const items = toFetch.length ? await uploadFiles(cf, toFetch, bars) : [];
  return refs.map((r) => (r.startsWith(own) ? r : items[toFetch.indexOf(r)]!.url));
}

const expectedOutputs = (g: Generation) => Math.max(1, g.creditsReserved);

function describeGeneration(g: Generation, files: string[], balance: number): string[] {
  const lines = [
    `${g.outputs.length} image${g.outputs.length === 1 ? '' : 's'} for ${g.creditsCharged} credit${g.creditsCharged === 1 ? '' : 's'} (${balance} left), generation ${g.id}:`,
  ];
  g.outputs.forEach((o, i) => {
    lines.push(`  ${files[i] ?? o.url}  ${o.width}×${o.height}  ${o.mediaId}`);
  });
  if (g.copy) lines.push('', 'Caption:', g.copy.caption);
  if (g.storyboard) {
    lines.push('', `Storyboard, ${g.storyboard.durationSeconds} s:`);
    for (const s of g.storyboard.scenes) {
      lines.push(
        `  ${s.index}. ${s.startSeconds}–${s.startSeconds + s.durationSeconds} s  ${s.onScreenText}`,
      );
      lines.push(`     voiceover: ${s.voiceover}`);
    }
  }
  return lines;
}

function describeCost(cost: PublishCost): string[] {
  return [
    columns([
      ['ACCOUNT', 'PLATFORM', 'CONNECTION', 'COST'],
      ...cost.targets.map((t) => [t.socialAccountId, t.platform, t.connection, String(t.cost)]),
    ]),
    `Up to ${cost.maxCost} credits; ${cost.balance} available.`,
  ];
}

function blocked(problems: PublishCost['problems'], preview: string[]): Outcome {
  return {
    json: { sent: false, problems },
    text: [
      ...preview,
      'It cannot be published as it is:',
      ...problems.map((p) => `  ${p.socialAccountId}: ${p.message} (${p.code})`),
    ],
    exitCode: EXIT.refused,
  };
}

/** Reads the post until no target is left to the service (hand-offs wait for their agent). */
async function followDeliveries(
  cf: Contentforge,
  id: string,
  first: Publication,
  bars: Bars,
): Promise<Publication> {
  const settled = (p: Publication) =>
    p.targets.filter((t) => t.status !== 'pending' || t.connection === 'agent_session').length;
  let publication = first;
  const bar = bars.bar('delivering', publication.targets.length);
  try {
    const deadline = Date.now() + 10 * 60_000;
    while (
      settled(publication) < publication.targets.length &&
      !publication.scheduledAt &&
      Date.now() < deadline
    ) {
      bar.update(settled(publication));
      await new Promise((r) => setTimeout(r, 500));
      publication = (await cf.posts.get(id)).publication ?? publication;
    }
    bar.done(publication.status);
  } finally {
    bars.stop();
  }
  return publication;
}

function describePublication(p: Publication): string[] {
  return [
    `Post ${p.postId}: ${p.status}${p.scheduledAt ? ` for ${p.scheduledAt}` : ''}, ${p.creditsCharged} credits charged.`,
    ...p.targets.map((t) => {
      const what =
        t.status === 'delivered'
          ? (t.externalUrl ?? t.externalId ?? '')
          : t.handoff
            ? 'handed to the agent'
            : (t.error?.message ?? '');
      return `  ${t.platform.padEnd(9)} ${t.socialAccountId}  ${t.status.padEnd(9)} ${what}`;
    }),
  ];
}

function describePost(post: Post): string[] {
  const head = [
    `Post ${post.id} (${post.status})`,
    `  caption: ${oneLine(post.caption, 200)}`,
    `  media:   ${post.mediaIds.join(', ') || '—'}`,
  ];
  return post.publication ? [...head, ...describePublication(post.publication)] : head;
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const price = (p: { amount: number; currency: string }) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: p.currency.toUpperCase() }).format(
    p.amount / 100,
  );

function print(io: Io, opts: Common, outcome: Outcome): void {
  io.stdout(opts.json ? `${JSON.stringify(outcome.json)}\n` : `${outcome.text.join('\n')}\n`);
}

/** Prints an error (also as `{"error": …}` on stdout with --json) and answers its exit code. */
export function report(io: Io, json: boolean | undefined, err: unknown): number {
  if (err instanceof ClientConfigError || err instanceof UsageError || err instanceof InvalidArgumentError) {
    if (json) io.stdout(`${JSON.stringify({ error: { code: 'usage', detail: err.message } })}\n`);
    io.stderr(`contentforge: ${err.message}\n`);
    return EXIT.usage;
  }
  if (err instanceof ContentforgeError) {
    if (json) {
      io.stdout(
        `${JSON.stringify({ error: { ...err.problem, status: err.status, code: err.code, detail: err.detail } })}\n`,
      );
    }
    io.stderr(`contentforge: ${err.detail ?? err.message}\n`);
    if (err instanceof InsufficientCreditsError) {
      io.stderr(`Needs ${err.required} credits; ${err.balance} available. Buy credits: ${err.purchaseUrl}\n`);
    }
    if (err instanceof PublishBlockedError) {
      for (const p of err.problems) io.stderr(`  ${p.socialAccountId}: ${p.message} (${p.code})\n`);
    }
    return exitCodeOf(err);
  }
  const message = err instanceof Error ? err.message : String(err);
  if (json) io.stdout(`${JSON.stringify({ error: { code: 'failed', detail: message } })}\n`);
  io.stderr(`contentforge: ${message}\n`);
  return EXIT.failed;
}

import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { App } from './app.js';
import { registerClientCommands } from './cli/client-commands.js';
import type { ConfigOverrides, Services } from './cli/server-side.js';
import { AppError } from './domain/app-error.js';
import { ConfigError, type Env, loadDotEnv } from './environment.js';
import { settlesWithin } from './time-limits.js';

/** The server side, loaded by the commands that use it. */
const serverSide = () => import('./cli/server-side.js');

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Env;
  /** Resolves when the process is asked to stop (serve waits on it). */
  stopSignal?: Promise<void>;
  /** The first line of standard input (a password), not echoed on a terminal. */
  readSecretLine?: (prompt: string) => Promise<string>;
  /** Show progress bars on standard error (it is a terminal). */
  progress?: boolean;
  /** Asks a person a question and answers their line; absent when no one is at a terminal. */
  ask?: (question: string) => Promise<string>;
}

const defaultIo = (): Io => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  env: process.env,
  progress: Boolean(process.stderr.isTTY),
  readSecretLine,
  ...(process.stdin.isTTY && process.stderr.isTTY ? { ask: askOnTerminal } : {}),
});

/** Asks on standard error and reads the answer from the terminal. */
async function askOnTerminal(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await lines.question(question);
  } finally {
    lines.close();
  }
}

const wholeNumber = (name: string, min: number) => (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError(`${name} must be a whole number of at least ${min}.`);
  }
  return Number(value);
};

/** The `contentforge` command. Answers the exit code. */
export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  if (io.env === process.env) loadDotEnv();
  let exitCode = 0;
  const program = new Command('contentforge')
    .description('Contentforge: self-hostable content generation with one credit balance.')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  const serverCommand = (cmd: Command) => cmd.option('--data-dir <dir>', 'data directory (same as DATA_DIR)');

  serverCommand(program.command('serve'))
    .description('run the service (what npm start runs)')
    .option('--port <n>', 'port to listen on (same as PORT)', wholeNumber('--port', 0))
    .addOption(
      new Option('--role <role>', 'which part to run').choices(['api', 'worker', 'all']).default('all'),
    )
    .action(async (opts: { port?: number; dataDir?: string; role: 'api' | 'worker' | 'all' }) => {
      exitCode = await serve(io, { port: opts.port, dataDir: opts.dataDir }, opts.role);
    });

  serverCommand(program.command('migrate'))
    .description('apply database migrations')
    .action(async (opts: { dataDir?: string }) => {
      const { loadConfig, openDatabase, redactUrl } = await serverSide();
      const config = loadConfig(io.env, { dataDir: opts.dataDir });
      const database = openDatabase(config.databaseUrl);
      try {
        const applied = await database.migrate();
        io.stdout(
          applied.length
            ? `Applied ${applied.length} migration(s) to ${redactUrl(config.databaseUrl)}: ${applied.join(', ')}\n`
            : `The database ${redactUrl(config.databaseUrl)} is up to date.\n`,
        );
      } finally {
        await database.close();
      }
    });

  program
    .command('mcp')
    .description('run the MCP server for AI agents on stdio (reads CONTENTFORGE_URL and CONTENTFORGE_TOKEN)')
    .action(async () => {
      const { runStdioServer } = await import('./mcp/stdio-server.js');
      exitCode = await runStdioServer({ ...io, stopSignal: io.stopSignal ?? untilSignal(io) });
    });

  const admin = program
    .command('admin')
    .description('manage accounts, tokens and credits on the configured database');
  const adminCommand = (name: string, description: string) =>
    serverCommand(admin.command(name).description(description)).option('--json', 'print one JSON object');

  adminCommand('create-account', 'create an account with its default workspace and an owner token')
    .requiredOption('--name <name>', 'account name')
    .option(
      '--credits <n>',
      'start with exactly N standard credits and no trial',
      wholeNumber('--credits', 0),
    )
    .action(async (opts: { name: string; credits?: number; dataDir?: string; json?: boolean }) =>
      withServices(io, opts, async (s, { createAccount }) => {
        const created = await createAccount(s.accounts, {
          name: opts.name,
          ...(opts.credits !== undefined ? { credits: opts.credits } : {}),
        });
        const out = {
          accountId: created.account.id,
          workspaceId: created.workspace.id,
          token: created.token,
        };
        print(io, opts.json, out, [
          `Account ${out.accountId} created with workspace ${out.workspaceId}.`,
          `Owner token (shown once): ${out.token}`,
        ]);
      }),
    );

  adminCommand('create-workspace', 'add a workspace to an account')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--name <name>', 'workspace name')
    .action(async (opts: { account: string; name: string; dataDir?: string; json?: boolean }) =>
      withServices(io, opts, async (s, { createWorkspace }) => {
        const ws = await createWorkspace(s.accounts, { accountId: opts.account, name: opts.name });
        print(io, opts.json, { workspaceId: ws.id }, [`Workspace ${ws.id} created.`]);
      }),
    );

  adminCommand('create-token', 'issue an API or agent token')
    .requiredOption('--account <id>', 'account id')
    .option('--workspace <id>', 'restrict the token to this workspace')
    .addOption(new Option('--kind <kind>', 'token kind').choices(['api', 'agent']).default('api'))
    .addOption(
      new Option('--role <role>', 'token role').choices(['owner', 'editor', 'viewer']).default('owner'),
    )
    .option('--expires-in <days>', 'expire after this many days', wholeNumber('--expires-in', 1))
    .action(
      async (opts: {
        account: string;
        workspace?: string;
        kind: 'api' | 'agent';
        role: 'owner' | 'editor' | 'viewer';
        expiresIn?: number;
        dataDir?: string;
        json?: boolean;
      }) =>
        withServices(io, opts, async (s, { issueToken }) => {
          if (!(await s.store.accounts.findAccount(opts.account)))
            throw new AppError('not_found', 'The account was not found.');
          const { token, record } = await issueToken(s.store, s.clock, {
            accountId: opts.account,
            workspaceId: opts.workspace ?? null,
            kind: opts.kind,
            role: opts.role,
            expiresInDays: opts.expiresIn ?? null,
          });
          print(io, opts.json, { token, tokenId: record.id }, [
            `Token ${record.id} (${record.kind}, ${record.role}${record.workspaceId ? `, workspace ${record.workspaceId}` : ''}${record.expiresAt ? `, expires ${record.expiresAt}` : ''}) created.`,
            `Token (shown once): ${token}`,
          ]);
        }),
    );

  adminCommand('revoke-token', 'revoke a token at once')
    .requiredOption('--token-id <id>', 'token id')
    .action(async (opts: { tokenId: string; dataDir?: string; json?: boolean }) =>
      withServices(io, opts, async (s, { revokeToken }) => {
        const record = await revokeToken(s.store, s.clock, opts.tokenId);
        print(io, opts.json, { tokenId: record.id, revokedAt: record.revokedAt }, [
          `Token ${record.id} revoked.`,
        ]);
      }),
    );

  adminCommand('set-password', "set a user's password from standard input, creating the owner's user")
    .requiredOption('--email <email>', "the user's email")
    .option('--account <id>', 'for a new user: the account it owns (needed when there are several)')
    .action(async (opts: { email: string; account?: string; dataDir?: string; json?: boolean }) => {
      // The API's own rules: a user made here must be able to sign in there.
      const { emailSchema, passwordSchema, setPassword } = await serverSide();
      if (!emailSchema.safeParse(opts.email.trim()).success) {
        throw new AppError('invalid_request', '--email must be an email address.');
      }
      const password = await (io.readSecretLine ?? readSecretLine)('New password: ');
      if (!passwordSchema.safeParse(password).success) {
        throw new AppError(
          'invalid_request',
          'The password must be 8 to 256 characters (read from standard input).',
        );
      }
      await withServices(io, opts, async (s) => {
        const result = await setPassword(s.users, { email: opts.email, password, accountId: opts.account });
        print(io, opts.json, { userId: result.user.id, email: result.user.email, created: result.created }, [
          result.created
            ? `User ${result.user.email} (${result.user.id}) created as an owner of account ${result.accountId}; they can sign in now.`
            : `Password of ${result.user.email} set; their sessions were signed out.`,
        ]);
      });
    });

  adminCommand('grant-credits', 'add standard credits to an account')
    .requiredOption('--account <id>', 'account id')
    .requiredOption('--amount <n>', 'credits to add', wholeNumber('--amount', 1))
    .option('--reason <text>', 'why, as shown in the ledger')
    .action(
      async (opts: { account: string; amount: number; reason?: string; dataDir?: string; json?: boolean }) =>
        withServices(io, opts, async (s) => {
          const view = await s.credits.grant(opts.account, opts.amount, {
            kind: 'grant',
            ...(opts.reason ? { reason: opts.reason } : {}),
          });
          print(io, opts.json, { balance: view.balance }, [
            `Granted ${opts.amount} credits; the balance is ${view.balance}.`,
          ]);
        }),
    );

  registerClientCommands(program, io, (code) => {
    exitCode = code;
  });

  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    if (err instanceof ConfigError) {
      io.stderr(`contentforge: configuration error: ${err.message}\n`);
      return 2;
    }
    if (err instanceof AppError) {
      io.stderr(`contentforge: ${err.detail}\n`);
      return 1;
    }
    io.stderr(`contentforge: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

/** Reads one line of standard input; on a terminal, prompts on stderr and does not echo it. */
async function readSecretLine(prompt: string): Promise<string> {
  const terminal = Boolean(process.stdin.isTTY);
  if (terminal) process.stderr.write(prompt);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
    if (terminal) process.stderr.write('\n');
  }
}

function print(io: Io, json: boolean | undefined, value: object, lines: string[]): void {
  io.stdout(json ? `${JSON.stringify(value)}\n` : `${lines.join('\n')}\n`);
}

async function open(io: Io, overrides: ConfigOverrides, runsJobs = false): Promise<Services> {
  const { loadConfig, openDatabase, createServices } = await serverSide();
  const config = loadConfig(io.env, overrides);
  const database = openDatabase(config.databaseUrl);
  try {
    await database.migrate();
    return createServices(config, database, { runsJobs });
  } catch (err) {
    await database.close();
    throw err;
  }
}

async function withServices(
  io: Io,
  opts: { dataDir?: string },
  fn: (s: Services, modules: Awaited<ReturnType<typeof serverSide>>) => Promise<void>,
): Promise<void> {
  const services = await open(io, { dataDir: opts.dataDir });
  try {
    await fn(services, await serverSide());
  } finally {
    await services.close();
  }
}

async function serve(io: Io, overrides: ConfigOverrides, role: 'api' | 'worker' | 'all'): Promise<number> {
  const services = await open(io, overrides, role !== 'api');
  const { config } = services;
  let app: App | undefined;
  let working = false;
  try {
    if (role !== 'worker') {
      // Rate limits and sign-in throttling are shared through Redis, or counted by each process.
      if (services.redis) await services.redis.connect();
      else if (services.database.dialect === 'postgres') {
        io.stderr(
          'contentforge: warning: REDIS_URL is not set, so rate limits and sign-in throttling are counted per API process (N processes allow N times the limit).\n',
        );
      }
    }
    if (role !== 'api') {
      // Jobs and housekeeping run here. Jobs interrupted by the last stop resume (or are refunded
      // when they cannot).
      await services.jobWorker.start();
      working = true;
    }
    if (role !== 'worker') {
      const { bootstrap, buildApp } = await serverSide();
      const created = await bootstrap(services.accounts, config.bootstrapToken);
      app = await buildApp(services);
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
      io.stdout(
        [
          `Contentforge is listening on port ${port} (${config.databaseUrl.startsWith('sqlite:') ? 'embedded SQLite' : 'PostgreSQL'}, data in ${config.dataDir}).`,
          `  Web app: ${base}/`,
          `  API:     ${base}/v1  (reference: ${base}/docs)`,
          ...(created
            ? [
                `Created account ${created.account.id} with workspace ${created.workspace.id}.`,
                `Owner token, shown only this once — keep it safe:`,
                `  ${created.token}`,
              ]
            : []),
          '',
        ].join('\n'),
      );
    } else {
      io.stdout('Contentforge worker started.\n');
    }
    await (io.stopSignal ?? untilSignal(io));
    io.stdout(
      `Stopping: finishing what is in flight (at most ${config.shutdownTimeoutMs / 1000} s); a second signal stops at once.\n`,
    );
    return 0;
  } finally {
    await shutDown(services, app, working);
  }
}

/**
 * A graceful stop, in order: no new connections, requests in flight answered (a request arriving
 * on a connection kept open gets 503), then the worker stops and hands its running jobs back to
 * the queue, then the connections close. SHUTDOWN_TIMEOUT_SECONDS bounds it: requests still in
 * flight then are cut, and running jobs get what is left of it (at least a second) to be handed back.
 */
async function shutDown(services: Services, app: App | undefined, working: boolean): Promise<void> {
  const deadline = Date.now() + services.config.shutdownTimeoutMs;
  if (app) {
    const closing = app.close();
    if (!(await settlesWithin(closing, deadline - Date.now()))) {
      app.log.warn('requests still in flight when the stop ran out of time are cut');
      app.server.closeAllConnections();
      await closing;
    }
  }
  if (working) await services.jobWorker.stop({ timeoutMs: Math.max(1000, deadline - Date.now()) });
  await services.close();
}

/** Resolves on the first SIGINT or SIGTERM; a second one ends the process at once. */
function untilSignal(io: Io): Promise<void> {
  return new Promise((resolve) => {
    const first = () => {
      process.off('SIGINT', first);
      process.off('SIGTERM', first);
      const now = () => {
        io.stderr('contentforge: stopping at once.\n');
        process.exit(1);
      };
      process.once('SIGINT', now);
      process.once('SIGTERM', now);
      resolve();
    };
    process.once('SIGINT', first);
    process.once('SIGTERM', first);
  });
}

/**
 * What a command reads and writes, passed in rather than taken from `process` so that tests run
 * commands in their own process with their own environment and answers.
 */
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

export type Env = Record<string, string | undefined>;

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Env;
  /** Resolves when the process is asked to stop (serve and mcp wait on it). */
  stopSignal?: Promise<void>;
  /** The first line of standard input (a password, a token), not echoed on a terminal. */
  readSecretLine?: (prompt: string) => Promise<string>;
  /** Show progress bars on standard error (it is a terminal). */
  progress?: boolean;
  /** Asks a person a question and answers their line; absent when no one is at a terminal. */
  ask?: (question: string) => Promise<string>;
}

/** The process's own streams, environment and terminal. */
export function processIo(): Io {
  endQuietlyWhenOutputCloses();
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    progress: Boolean(process.stderr.isTTY),
    readSecretLine,
    ...(process.stdin.isTTY && process.stderr.isTTY ? { ask: askOnTerminal } : {}),
  };
}

let watchingOutput = false;

/** `contentforge presets | head -3`: a reader that stops early ends the command, without a stack trace. */
function endQuietlyWhenOutputCloses(): void {
  if (watchingOutput) return;
  watchingOutput = true;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    process.exit(process.exitCode ?? 0);
  });
}

/** Reads `.env` from the working directory into the environment without overriding what is set. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Asks on standard error and reads the answer from the terminal. */
async function askOnTerminal(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await lines.question(question);
  } finally {
    lines.close();
  }
}

/** Reads one line of standard input; on a terminal, prompts on stderr and does not echo it. */
export async function readSecretLine(prompt: string): Promise<string> {
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

/** Resolves on the first SIGINT or SIGTERM; a second one ends the process at once. */
export function untilSignal(io: Pick<Io, 'stderr'>): Promise<void> {
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

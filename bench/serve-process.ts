import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TSX_LOADER } from './child-server.js';

const COMMAND = fileURLToPath(new URL('./servers/contentforge.ts', import.meta.url));
// The whole server is compiled by tsx on start; on a busy two-core machine that takes a while.
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const KEPT_OUTPUT = 4_000;

/** One `contentforge serve` process. */
export interface ServeProcess {
  /** Its origin, `http://127.0.0.1:<port>` (empty for the worker role). */
  url: string;
  /** The last lines it printed, for an error message. */
  output(): string;
  /** SIGTERM (the command's own clean stop), SIGKILL after 10 s; then removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts `contentforge serve --role <role> --port 0` from the sources, on 127.0.0.1, with `env` as
 * its whole configuration: nothing of this process's environment but PATH and HOME, and a fresh
 * data directory as its working directory, so that neither a developer's variables nor a `.env`
 * file change what is measured. Resolves once it prints where its API listens (or, for a worker,
 * that it started).
 */
export async function startServeProcess(
  name: string,
  role: 'api' | 'worker' | 'all',
  env: Record<string, string>,
): Promise<ServeProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-serve-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', TSX_LOADER, COMMAND, 'serve', '--role', role, '--port', '0'],
    {
      cwd: dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  // Should the bench end without stop() (a crash), the server does not outlive it.
  const onExit = () => {
    if (running()) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', onExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let output = '';
  const keep = (data: Buffer) => {
    output = (output + data.toString('utf8')).slice(-KEPT_OUTPUT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (running()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      process.off('exit', onExit);
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      const check = () => {
        const listening = /API: +http:\/\/[^\s:/]+:(\d+)\/v1/.exec(output);
        if (listening || (role === 'worker' && output.includes('worker started'))) {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          // The printed address is PUBLIC_URL's host; the process listens on 127.0.0.1.
          resolve(listening ? `http://127.0.0.1:${listening[1]}` : '');
        }
      };
      child.stdout!.on('data', check);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before listening`));
      });
    });
    return { url, output: () => output, stop };
  } catch (error) {
    await stop();
    const tail = output.trim().split('\n').slice(-8).join('\n');
    throw new Error(`${(error as Error).message}${tail ? `:\n${tail}` : ''}`);
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './test-database.js';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/contentforge.js');

export interface ServeProcess {
  child: ChildProcess;
  /** Everything it printed so far, on stdout and stderr. */
  readonly output: string;
  baseUrl: string;
}

/**
 * Starts the real `contentforge serve` on a free port over `database` and resolves once it is
 * listening (and, when it bootstraps, once it has printed the owner token). `children` collects the
 * process so that the test can stop it whatever happens.
 */
export function serveProcess(
  database: TestDatabase,
  env: Record<string, string>,
  children: ChildProcess[],
  role: 'api' | 'worker' | 'all' = 'all',
): Promise<ServeProcess> {
  const args = [BIN, 'serve', '--port', '0', '--data-dir', database.dataDir, '--role', role];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn', PORT: '', PUBLIC_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const started = (baseUrl: string) => ({
      child,
      baseUrl,
      get output() {
        return output;
      },
    });
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /API: +(http:\/\/\S+)\/v1/.exec(output);
      if (m && (output.includes('keep it safe') ? /keep it safe:\n +\S+\n/.test(output) : true)) {
        clearTimeout(timer);
        resolve(started(m[1]!));
      } else if (role === 'worker' && output.includes('worker started')) {
        clearTimeout(timer);
        resolve(started(''));
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

/** Resolves with the process's exit code once it has ended. */
export const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** One API call to a served process with `token`, its JSON answer read whole. */
export async function callApi(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as { data: any } };
}

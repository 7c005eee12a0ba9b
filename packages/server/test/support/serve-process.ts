import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './test-database.js';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/contentforge.js');

export interface ServeProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: string;
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
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /API: +(http:\/\/\S+)\/v1/.exec(output);
      if (m && (output.includes('keep it safe') ? /keep it safe:\n +\S+\n/.test(output) : true)) {
        clearTimeout(timer);
        resolve({ child, output, baseUrl: m[1]! });
      } else if (role === 'worker' && output.includes('worker started')) {
        clearTimeout(timer);
        resolve({ child, output, baseUrl: '' });
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

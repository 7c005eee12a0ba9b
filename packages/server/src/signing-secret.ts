import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';

/**
 * SIGNING_SECRET when set; otherwise the secret kept in the data dir, generated (256 bits, file
 * mode 0600, in a directory of mode 0700) on first use. Several processes on one machine share it
 * through the file; on several machines the operator sets SIGNING_SECRET.
 */
export function resolveSigningSecret(config: Config): string {
  if (config.signingSecret) return config.signingSecret;
  const file = path.join(config.dataDir, 'signing-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
}

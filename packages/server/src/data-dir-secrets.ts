import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js';

/**
 * A secret kept in the data dir: read when the file exists, else generated (256 bits, file mode
 * 0600, in a directory of mode 0700) on first use. Several processes on one machine share it
 * through the file; on several machines the operator sets the variable instead.
 */
function dataDirSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
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

/** SIGNING_SECRET when set, else `signing-secret` in the data dir: signs upload URLs. */
export function resolveSigningSecret(config: Config): string {
  return config.signingSecret ?? dataDirSecret(config.dataDir, 'signing-secret');
}

/**
 * The 32-byte key that encrypts credentials at rest: SECRETS_KEY when set (validated by the
 * configuration), else `secrets-key` in the data dir.
 */
export function resolveSecretsKey(config: Config): Buffer {
  if (config.secretsKey) return config.secretsKey;
  return Buffer.from(dataDirSecret(config.dataDir, 'secrets-key'), 'base64url');
}

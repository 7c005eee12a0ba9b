/**
 * Where the client commands find the service and the token: `CONTENTFORGE_URL` and
 * `CONTENTFORGE_TOKEN`, else what `contentforge login` stored in the user's config directory
 * (`$XDG_CONFIG_HOME/contentforge/config.json` on Linux, the platform's own place elsewhere, or
 * `CONTENTFORGE_CONFIG_DIR`), readable by the user alone.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import envPaths from 'env-paths';
import type { Env } from './io.js';

export interface ClientConfig {
  url: string;
  token: string;
}

export class ClientConfigError extends Error {
  override name = 'ClientConfigError';
}

export function clientConfigPath(env: Env): string {
  const dir = env.CONTENTFORGE_CONFIG_DIR || envPaths('contentforge', { suffix: '' }).config;
  return path.join(dir, 'config.json');
}

/** The stored login, if any. */
export function readStoredLogin(env: Env): ClientConfig | undefined {
  let text: string;
  try {
    text = readFileSync(clientConfigPath(env), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const stored = JSON.parse(text) as Partial<ClientConfig>;
    if (typeof stored.url === 'string' && typeof stored.token === 'string') {
      return { url: stored.url, token: stored.token };
    }
  } catch {
    // Refused below, with the file's path.
  }
  throw new ClientConfigError(
    `${clientConfigPath(env)} is not a login this command wrote; run contentforge login again.`,
  );
}

/** Stores a login with mode 0600 in a directory of mode 0700, replacing any earlier one whole. */
export function storeLogin(env: Env, login: ClientConfig): string {
  const file = clientConfigPath(env);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
  return file;
}

export function forgetLogin(env: Env): boolean {
  const file = clientConfigPath(env);
  try {
    rmSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The service and token to use: the environment first, then the stored login. */
export function resolveClientConfig(env: Env): ClientConfig {
  const stored = readStoredLogin(env);
  const url = env.CONTENTFORGE_URL || stored?.url;
  const token = env.CONTENTFORGE_TOKEN || stored?.token;
  if (!url || !token) {
    throw new ClientConfigError(
      `no ${url ? 'token' : 'service'} to call: set CONTENTFORGE_URL and CONTENTFORGE_TOKEN, or run contentforge login.`,
    );
  }
  if (!/^https?:\/\/[^\s]+$/.test(url)) {
    throw new ClientConfigError(
      `CONTENTFORGE_URL must be an http or https address, like http://localhost:8080.`,
    );
  }
  return { url, token };
}

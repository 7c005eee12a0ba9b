import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../packages/server/src/adapters/db/database.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createServices, type Services } from '../packages/server/src/services.js';

/**
 * Runs `use` with the service's domain over `database`, for the parts that call it directly (no
 * HTTP). The services keep the secrets they generate in their data directory: a temporary one of
 * their own, removed afterwards, so nothing is left in the system's temporary directory.
 */
export async function withDomainServices<T>(
  database: Database,
  use: (services: Services) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-services-'));
  try {
    return await use(createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

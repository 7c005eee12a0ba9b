import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './adapters/db/database.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createServices } from './services.js';

/**
 * The OpenAPI document of the API as the default configuration serves it, built on a throwaway
 * embedded database: what the SDK's types are generated from, without a running service.
 */
export async function describeApi(publicUrl = 'http://localhost:8080'): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent' });
    const database = openDatabase(config.databaseUrl);
    const services = createServices(config, database, { runsJobs: false });
    try {
      const app = await buildApp(services, { logger: false });
      await app.ready();
      const document = app.swagger() as unknown as Record<string, unknown>;
      await app.close();
      return document;
    } finally {
      await services.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

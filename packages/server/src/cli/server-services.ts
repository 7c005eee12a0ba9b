/**
 * What the server-side commands share: the data directory option, whole-number options, and the
 * services opened on the configured database for one command and closed after it.
 */
import type { Io } from '@contentforge/cli';
import { type Command, InvalidArgumentError } from 'commander';
import type { ConfigOverrides, Services } from './server-side.js';

/** The server side, loaded by the commands that use it: the client commands start without it. */
export const serverSide = () => import('./server-side.js');

export type ServerModules = Awaited<ReturnType<typeof serverSide>>;

/** Every server-side command reads `--data-dir` like `DATA_DIR`. */
export const withDataDir = (command: Command) =>
  command.option('--data-dir <dir>', 'data directory (same as DATA_DIR)');

export const wholeNumber = (name: string, min: number) => (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError(`${name} must be a whole number of at least ${min}.`);
  }
  return Number(value);
};

/** The configured database, migrated, with the services over it. */
export async function openServices(io: Io, overrides: ConfigOverrides, runsJobs = false): Promise<Services> {
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

/** Runs `fn` with services opened for it, and closes them whatever happens. */
export async function withServices<T>(
  io: Io,
  opts: { dataDir?: string },
  fn: (s: Services, modules: ServerModules) => Promise<T>,
): Promise<T> {
  const services = await openServices(io, { dataDir: opts.dataDir });
  try {
    return await fn(services, await serverSide());
  } finally {
    await services.close();
  }
}

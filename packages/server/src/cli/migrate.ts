import { defineCommand } from '@contentforge/cli';
import { serverSide, withDataDir } from './server-services.js';

export const migrate = defineCommand<{ dataDir?: string }>({
  name: 'migrate',
  description: 'apply database migrations',
  json: false,
  configure: withDataDir,
  async run({ opts, io }) {
    const { loadConfig, openDatabase, redactUrl } = await serverSide();
    const config = loadConfig(io.env, { dataDir: opts.dataDir });
    const database = openDatabase(config.databaseUrl);
    try {
      const applied = await database.migrate();
      return {
        text: [
          applied.length
            ? `Applied ${applied.length} migration(s) to ${redactUrl(config.databaseUrl)}: ${applied.join(', ')}`
            : `The database ${redactUrl(config.databaseUrl)} is up to date.`,
        ],
      };
    } finally {
      await database.close();
    }
  },
});

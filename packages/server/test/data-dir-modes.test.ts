import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from './support/images.js';
import { uploadImage } from './support/media-upload.js';
import { createTestContext, type TestContext } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';

// Everything the service writes under its data dir is readable by its own user only, whatever
// the umask of the process that starts it.
let ctx: TestContext;
let dataDir: string;
const umask = process.umask(0o022);

beforeAll(async () => {
  const database = await createTestDatabase();
  // A fresh data dir inside the test's own temporary one, created by the service itself.
  dataDir = path.join(database.dataDir, 'data');
  ctx = await createTestContext({
    database,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'contentforge.db')}`,
      SIGNING_SECRET: '',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  process.umask(umask);
});

const modeOf = (file: string) => statSync(file).mode & 0o777;

function everything(dir: string): string[] {
  return [
    dir,
    ...readdirSync(dir, { recursive: true, withFileTypes: true }).map((d) => path.join(d.parentPath, d.name)),
  ];
}

describe('the data dir', () => {
  it('holds only directories of mode 0700 and files of mode 0600', async () => {
    const { token } = await ctx.account();
    await uploadImage(ctx, token, await sampleImage('jpeg', 32, 32));
    const names = everything(dataDir).map((f) => path.relative(dataDir, f));
    // The database with its WAL files, the generated secret and stored media are all there.
    expect(names).toEqual(
      expect.arrayContaining([
        'contentforge.db',
        'contentforge.db-wal',
        'contentforge.db-shm',
        'signing-secret',
      ]),
    );
    expect(names.some((n) => n.startsWith('storage/media/') && n.endsWith('.jpg'))).toBe(true);
    for (const file of everything(dataDir)) {
      const expected = statSync(file).isDirectory() ? 0o700 : 0o600;
      expect(modeOf(file).toString(8), path.relative(dataDir, file) || '.').toBe(expected.toString(8));
    }
  });
});

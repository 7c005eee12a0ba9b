/**
 * The house rule that a source file stays within 400 lines, so that each file holds one idea a
 * reader can take in: every TypeScript file under a package's src/ is measured, and a file over the
 * limit that is not exempt below fails the test by name, with its length.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 400;

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Files the rule does not apply to, each with the reason (a path ending in / exempts a folder). */
const EXEMPT: Record<string, string> = {
  'packages/sdk/src/openapi.ts': 'generated from the OpenAPI document (npm run generate -w packages/sdk)',
  'packages/server/src/studio/pixels.ts':
    'the pixel kernels: the canvas operations and their WebAssembly interface, kept together',
  'packages/server/src/domain/copy/languages/':
    'language packs: every word the service writes in one language, for review in one place',
};

const isExempt = (file: string) =>
  Object.keys(EXEMPT).some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

function sourceFiles(): string[] {
  const files: string[] = [];
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    const src = path.join(root, 'packages', pkg, 'src');
    if (!statSync(src, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const entry of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry)) continue;
      files.push(path.posix.join('packages', pkg, 'src', entry.split(path.sep).join('/')));
    }
  }
  return files.sort();
}

/** Lines as `wc -l` counts them: a last line without a newline still counts. */
function lineCount(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('source file size', () => {
  const files = sourceFiles();

  it('finds the source files of every package', () => {
    for (const pkg of ['platforms', 'server', 'sdk', 'cli', 'web']) {
      expect(files.some((f) => f.startsWith(`packages/${pkg}/src/`))).toBe(true);
    }
  });

  it(`keeps every source file within ${MAX_LINES} lines, the exemptions aside`, () => {
    const over = files
      .filter((file) => !isExempt(file))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over, `split these along their own seams (at most ${MAX_LINES} lines a file)`).toEqual([]);
  });

  it('names only exemptions that exist', () => {
    const stale = Object.keys(EXEMPT).filter(
      (entry) => !files.some((file) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry)),
    );
    expect(stale).toEqual([]);
  });
});

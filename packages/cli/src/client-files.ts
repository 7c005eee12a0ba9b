/**
 * Files on the user's side of the client commands: local images uploaded with a bar each (or
 * addresses the service fetches itself), and generated images downloaded next to the user.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ConnectionError,
  type Contentforge,
  ContentforgeError,
  describeNetworkFailure,
  type Generation,
  type MediaItem,
} from '@contentforge/sdk';
import { type Bars, UsageError } from './terminal.js';

export const isAddress = (source: string) => /^https?:\/\//i.test(source);

/** Uploads each source in turn, files through the direct-upload flow and addresses through `media/import`. */
export async function uploadFiles(cf: Contentforge, sources: string[], bars: Bars): Promise<MediaItem[]> {
  // Every file is checked before the first byte is sent, so a typo does not leave half a batch.
  for (const source of sources) {
    if (isAddress(source)) continue;
    const info = await stat(source).catch(() => undefined);
    if (!info?.isFile()) throw new UsageError(`${source} is not a file that can be read.`);
  }
  const items: MediaItem[] = [];
  for (const source of sources) {
    const name = isAddress(source) ? source : path.basename(source);
    if (isAddress(source)) {
      const bar = bars.bar(name, 1);
      items.push(await cf.media.import(source));
      bar.done('fetched by the service');
      continue;
    }
    const bytes = await readFile(source);
    const bar = bars.bar(name, bytes.length, 'bytes');
    items.push(
      await cf.upload(bytes, {
        filename: name,
        onProgress: ({ loaded, total }) => bar.update(loaded, total),
      }),
    );
    bar.done();
  }
  return items;
}

/** Where generated images go unless `--out` says otherwise: a folder of their own, in the current directory. */
export const DEFAULT_OUTPUT_DIR = 'contentforge-output';

/** Saves a generation's images in `dir` as `<generation id>-<n>.<ext>`; answers their paths. */
export async function downloadOutputs(generation: Generation, dir: string, bars: Bars): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const bar = bars.bar('download', generation.outputs.length);
  const files: string[] = [];
  for (const [i, output] of generation.outputs.entries()) {
    const response = await fetch(output.url).catch((err: unknown) => {
      throw new ConnectionError(
        0,
        undefined,
        {
          code: 'connection_failed',
          title: 'The image could not be downloaded',
          detail: `Could not download ${output.url}: ${describeNetworkFailure(err)}.`,
        },
        undefined,
        { cause: err },
      );
    });
    if (!response.ok) {
      throw new ContentforgeError(response.status, undefined, {
        code: 'download_failed',
        title: 'The image could not be downloaded',
        detail: `${output.url} answered ${response.status}.`,
      });
    }
    const ext = path.extname(new URL(output.url).pathname) || '.img';
    const file = path.join(dir, `${generation.id}-${i + 1}${ext}`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    files.push(file);
    bar.update(i + 1);
  }
  return files;
}

/**
 * The shared half of `generate`, `image` and `cutout`: reference images (files uploaded first, addresses
 * imported), the run with a bar while it makes its images, the download, and what it cost.
 */
import type { Contentforge, Generation } from '@contentforge/sdk';
import type { Command } from 'commander';
import { DEFAULT_OUTPUT_DIR, downloadOutputs, uploadFiles } from '../client-files.js';
import type { CommandCall, Outcome } from '../define-command.js';
import type { Bars } from '../terminal.js';
import { describeGeneration } from './describe.js';
import { collect, count } from './option-values.js';

export interface GenerationOpts {
  ref?: string[];
  campaign?: string;
  seed?: number;
  out: string;
  download: boolean;
  idempotencyKey?: string;
}

export const generationOptions = (command: Command) =>
  command
    .option('--ref <file|url>', 'a reference image: a file (uploaded first) or an address', collect)
    .option('--campaign <id>', 'file the images in this campaign')
    .option(
      '--seed <n>',
      "repeat a run's pictures (its seed); without it every run gives new ones",
      count('--seed', 0, 2 ** 31 - 1),
    )
    .option('--out <dir>', 'where to download the images', `./${DEFAULT_OUTPUT_DIR}`)
    .option('--no-download', 'leave the images in the library only')
    .option('--idempotency-key <key>', 'send again with the same key to be charged once');

type Start = (
  referenceImages: string[] | undefined,
  wait: Parameters<Contentforge['generatePreset']>[1],
  backdropImage: string | undefined,
) => Promise<Generation>;

export async function runGeneration(
  { cf, opts, bars }: CommandCall<GenerationOpts>,
  label: string,
  start: Start,
  /** A scene photo to set the product into: a file (uploaded first) or an address. */
  backdrop?: string,
): Promise<Outcome> {
  const references = opts.ref?.length ? await referenceUrls(cf, opts.ref, bars) : undefined;
  const [backdropImage] = backdrop ? await referenceUrls(cf, [backdrop], bars) : [];
  const bar = bars.bar(label, 1);
  const generation = await start(
    references,
    {
      ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
      pollIntervalMs: 500,
      onProgress: (g) => bar.update(g.outputs.length, Math.max(1, g.creditsReserved), g.status),
    },
    backdropImage,
  );
  bar.done(`${generation.creditsCharged} credits`);
  const files = opts.download ? await downloadOutputs(generation, opts.out, bars) : [];
  const balance = (await cf.credits.get()).balance;
  return { json: { generation, files, balance }, text: describeGeneration(generation, files, balance) };
}

/** References as the API takes them: the service's own media URLs; files uploaded, addresses imported. */
async function referenceUrls(cf: Contentforge, refs: string[], bars: Bars): Promise<string[]> {
  const own = `${cf.baseUrl}/files/`;
  const toFetch = refs.filter((r) => !r.startsWith(own));
  const items = toFetch.length ? await uploadFiles(cf, toFetch, bars) : [];
  return refs.map((r) => (r.startsWith(own) ? r : items[toFetch.indexOf(r)]!.url));
}

/**
 * Renders the web app's sample pictures (packages/web/public/samples/): the first three outputs of
 * every preset, drawn by the studio engine from a serum bottle photographed on white, as small
 * WebP files 360 px wide. Prints each picture's composition, from which the app's descriptions of
 * them (packages/web/src/features/create/preset-samples.ts) are written.
 *
 *   node --import tsx packages/server/scripts/render-samples.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { configureSharp } from '../src/adapters/images/sharp-images.js';
import { PRESETS } from '../src/domain/presets/preset-catalogue.js';
import { renderPresetOutputs } from '../src/studio/index.js';
import { bottleOnWhite } from '../test/support/product-photos.js';

configureSharp();

const SEED = 7;
const WIDTH = 360;
const SAMPLES = 3;
const dir = new URL('../../web/public/samples/', import.meta.url);
mkdirSync(dir, { recursive: true });

const reference = { bytes: await bottleOnWhite(), mimeType: 'image/jpeg' as const, width: 800, height: 1000 };
for (const preset of PRESETS) {
  for await (const output of renderPresetOutputs({
    preset,
    subject: 'Glow serum',
    seed: SEED,
    reference,
    only: Array.from({ length: Math.min(SAMPLES, preset.outputs.count) }, (_, i) => i),
  })) {
    const name = `${preset.presetId}-${output.index + 1}.webp`;
    const bytes = await sharp(output.bytes).resize({ width: WIDTH }).webp({ quality: 70 }).toBuffer();
    writeFileSync(new URL(name, dir), bytes);
    console.log(`${name}: ${output.layout.composition} (${output.layout.stance ?? 'no product'})`);
  }
}

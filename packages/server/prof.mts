import { PRESETS } from './src/domain/presets/preset-catalogue.js';
import { renderPresetOutputs } from './src/studio/index.js';

const preset = PRESETS.find((p) => p.presetId === process.argv[2])!;
const subject = process.argv[3]!;
for (let i = 0; i < 3; i++)
  for await (const o of renderPresetOutputs({ preset, subject, seed: i })) {
  }
const t = performance.now();
for (let i = 0; i < 10; i++)
  for await (const o of renderPresetOutputs({ preset, subject, seed: 10 + i })) {
  }
console.log(subject, ((performance.now() - t) / 10).toFixed(1), 'ms/run');

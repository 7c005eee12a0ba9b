/** Tools for presets, generations and copy. */
import { ASPECT_RATIOS, COPY_PLATFORMS, COPY_TONES, type Generation } from '@contentforge/sdk';
import { z } from 'zod';
import { defineTool, idempotencyKeyInput, type ToolCall } from './define-tool.js';
import { imagesAt } from './tool-results.js';
import { copyVariantsShape, generationShape, presetShape, toGeneration, toPreset } from './tool-shapes.js';

/** How long a generation tool waits for its run before answering with its id instead. */
const WAIT_MS = 10 * 60_000;

const referenceImages = z
  .array(z.string().min(1).max(2048))
  .max(4)
  .optional()
  .describe(
    "Up to 4 URLs of images in this workspace's library (the `url` that upload_media or search_media answers). An outside address must be added with upload_media first.",
  );

const campaignId = z.string().min(1).max(64).optional().describe('Put the images in this campaign.');

export const listPresets = defineTool({
  name: 'list_presets',
  title: 'List presets',
  description:
    'Lists the presets: ready-made recipes that turn a subject (and optionally a product photo) into a set of images with captions — UGC selfie reviews, unboxing, lifestyle, product hero shots, 9:16 video storyboards. Each says how many images it makes, their size and what a run costs in credits. Free.',
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {},
  output: { presets: z.array(presetShape) },
  async run(_args, call) {
    const presets = (await call.cf.presets.list({ signal: call.signal })).map(toPreset);
    return {
      summary: presets.map((p) => `${p.presetId}: ${p.images} images, ${p.creditsPerRun} credits`).join('; '),
      data: { presets },
    };
  },
});

const generationOutput = {
  generation: generationShape,
  balance: z.number().int().optional().describe('Credits left after this run.'),
};

export const generateFromPreset = defineTool({
  name: 'generate_from_preset',
  title: 'Generate images from a preset',
  description:
    "Runs a preset (see list_presets) for a subject and waits for the result: the images (their URLs, shown as pictures too), a caption for each, the copy, and for video presets a storyboard. Costs 1 credit per image made (the preset's creditsPerRun; a failed run costs nothing) from the account's balance; answers the credits charged and the balance left. Give the product photo as `referenceImages` (upload it with upload_media first). Not enough credits is an error with a purchase link, and nothing is charged.",
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  input: {
    presetId: z.string().min(1).max(100).describe('A presetId of list_presets, e.g. ugc-selfie-review.'),
    subject: z
      .string()
      .min(1)
      .max(500)
      .describe('What the images are about, e.g. "Glow serum with vitamin C".'),
    referenceImages,
    campaignId,
    platform: z.enum(COPY_PLATFORMS).optional().describe('Write the captions for this platform.'),
    idempotencyKey: idempotencyKeyInput,
  },
  output: generationOutput,
  async run({ idempotencyKey, ...input }, call) {
    const generation = await call.cf.generatePreset(input, waitOptions(call, idempotencyKey));
    return generationAnswer(generation, call, `with ${input.presetId}`);
  },
});

export const generateImages = defineTool({
  name: 'generate_images',
  title: 'Generate images from a prompt',
  description:
    'Makes 1–4 images from a prompt, optionally with reference images, and waits for them: their URLs (shown as pictures too). Costs 1 credit per image made (a failed run costs nothing); answers the credits charged and the balance left. Not enough credits is an error with a purchase link, and nothing is charged.',
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  input: {
    prompt: z.string().min(1).max(2000).describe('What to draw.'),
    count: z
      .number()
      .int()
      .min(1)
      .max(4)
      .optional()
      .describe('Images to make, 1–4 (default 1); 1 credit each.'),
    aspectRatio: z.enum(ASPECT_RATIOS).optional().describe('Default 1:1.'),
    referenceImages,
    campaignId,
    idempotencyKey: idempotencyKeyInput,
  },
  output: generationOutput,
  async run({ idempotencyKey, ...input }, call) {
    const generation = await call.cf.generateImage(input, waitOptions(call, idempotencyKey));
    return generationAnswer(generation, call, 'from the prompt');
  },
});

export const getGeneration = defineTool({
  name: 'get_generation',
  title: 'Read a generation',
  description:
    'Reads a generation by id: its status (queued, running, succeeded, failed, canceled), its images so far with their captions (shown as pictures too), copy, storyboard and the credits it cost. Use it for a run that was still going when a generate tool stopped waiting. Free.',
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: { generationId: z.string().min(1).max(64) },
  output: { generation: generationShape },
  async run({ generationId }, call) {
    const generation = toGeneration(await call.cf.generations.get(generationId, { signal: call.signal }));
    return {
      summary: `Generation ${generation.generationId} is ${generation.status}: ${generation.outputs.length} image(s), ${generation.creditsCharged} credit(s).`,
      data: { generation },
      images: await imagesAt(
        generation.outputs.map((o) => o.thumbnailUrl),
        call.fetch,
        call.signal,
      ),
    };
  },
});

export const writeCopy = defineTool({
  name: 'write_copy',
  title: 'Write captions',
  description:
    "Writes caption variants for a subject, each fitted to the platform's length limit counted the platform's way (X's weighted count, Bluesky's graphemes, …): the full caption to post, its hook, call to action and hashtags, and its length. Free. The same request gives the same variants; another `seed` gives others.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {
    subject: z.string().min(1).max(500),
    platform: z.enum(COPY_PLATFORMS).optional(),
    tone: z.enum(COPY_TONES).optional(),
    presetId: z.string().min(1).max(100).optional().describe("Write in this preset's style."),
    variants: z.number().int().min(1).max(5).optional().describe('1–5 (default 3).'),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .optional(),
  },
  output: { variants: copyVariantsShape },
  async run(input, call) {
    const { variants } = await call.cf.generations.copy(input, { signal: call.signal });
    return { summary: `${variants.length} caption variant(s).`, data: { variants } };
  },
});

function waitOptions(call: ToolCall, idempotencyKey: string | undefined) {
  let told = -1;
  return {
    idempotencyKey,
    signal: call.signal,
    waitTimeoutMs: WAIT_MS,
    onProgress: (g: Generation) => {
      // Progress must grow with each notification: tell each new image once.
      if (g.outputs.length <= told) return;
      told = g.outputs.length;
      void call.progress(
        told,
        g.creditsReserved,
        `Generation ${g.id} ${g.status}: ${told} of ${g.creditsReserved} images`,
      );
    },
  };
}

async function generationAnswer(made: Generation, call: ToolCall, how: string) {
  const generation = toGeneration(made);
  // The run is done and charged: a balance that cannot be read now must not turn it into an error.
  const [balance, images] = await Promise.all([
    call.cf.credits.get({ signal: call.signal }).then(
      (credits) => credits.balance,
      () => undefined,
    ),
    imagesAt(
      generation.outputs.map((o) => o.thumbnailUrl),
      call.fetch,
      call.signal,
    ),
  ]);
  return {
    summary: `Made ${generation.outputs.length} image(s) ${how} for ${generation.creditsCharged} credit(s)${balance === undefined ? '' : `; ${balance} left`}.`,
    data: { generation, balance },
    images,
  };
}

export const generationTools = [listPresets, generateFromPreset, generateImages, getGeneration, writeCopy];

/** Tools for presets, generations and copy. */
import { ASPECT_RATIOS, COPY_PLATFORMS, COPY_TONES, type Generation, LANGUAGES } from '@contentforge/sdk';
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

/** The facts the caller vouches for: the only ratings, reviews, newness, offers or scarcity stated. */
const claims = z
  .object({
    rating: z.number().int().min(1).max(5).optional().describe('The rating you report, 1–5.'),
    review: z.string().min(1).max(280).optional().describe("A real customer's words, quoted as given."),
    reviewer: z.string().min(1).max(60).optional().describe('Who wrote the review.'),
    isNew: z.boolean().optional().describe('The product is new.'),
    offer: z.string().min(1).max(120).optional().describe('A time-bound offer in your words.'),
    limitedStock: z.boolean().optional().describe('Stock is limited.'),
  })
  .optional()
  .describe(
    'Facts you vouch for. Without them no rating, review, newness, offer, price or scarcity is written or drawn.',
  );

const language = z
  .enum(LANGUAGES)
  .optional()
  .describe(
    "A BCP 47 tag of the documented list (en, es, fr, de, …); languages not yet written are refused. Without it: the subject's language when it can be told, else the workspace's default, else English (the answer says which).",
  );

const seed = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .optional()
  .describe(
    "Without it every run draws a fresh seed (answered as the generation's seed), so running again gives new variations; pass a run's seed again to get exactly its pictures back.",
  );

const brand = z
  .boolean()
  .optional()
  .describe("false: draw and write without the workspace's brand kit (see get_brand). Default: with it.");

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
    "Runs a preset (see list_presets) for a subject and waits for the result: the images (their URLs, shown as pictures too), a caption for each, the copy, and for video presets a storyboard. Costs 1 credit per image made (the preset's creditsPerRun; a failed run costs nothing) from the account's balance; answers the credits charged and the balance left. Give the product photo as `referenceImages` (upload it with upload_media first): the product is cut out and composited into each scene. Give a photo of the customer's own place (a shop counter, a kitchen) as `backdropImage` and the lifestyle, selfie, unboxing and storyboard place shots are set in it. The default engine, studio, is a compositing renderer, not a generative model: it draws designed scenes around the product. Each run gives new variations unless `seed` repeats one. Not enough credits is an error with a purchase link, and nothing is charged.",
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  input: {
    presetId: z.string().min(1).max(100).describe('A presetId of list_presets, e.g. ugc-selfie-review.'),
    subject: z
      .string()
      .min(1)
      .max(500)
      .describe('What the images are about, e.g. "Glow serum with vitamin C".'),
    referenceImages,
    backdropImage: z
      .string()
      .min(1)
      .max(2048)
      .optional()
      .describe(
        "URL of a photo in this workspace's library of the customer's own scene (upload it with upload_media first); place-based presets set the product into it.",
      ),
    campaignId,
    platform: z.enum(COPY_PLATFORMS).optional().describe('Write the captions for this platform.'),
    seed,
    brand,
    claims,
    language,
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
    'Makes 1–4 images from a prompt, optionally with reference images, and waits for them: their URLs (shown as pictures too). On the default studio engine, a compositing renderer and not a generative model, the prompt sets up a scene around the product of the first reference image: its colours, surface (marble, wood, concrete, linen, terrazzo…), light (soft, morning, dramatic, neon), mood and layout words are read, and only text in quotes is written on the picture; a provider engine (OpenAI-compatible), when the operator configured one, draws what the prompt describes. Costs 1 credit per image made (a failed run costs nothing); answers the credits charged and the balance left. Not enough credits is an error with a purchase link, and nothing is charged.',
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  input: {
    prompt: z
      .string()
      .min(1)
      .max(2000)
      .describe('The picture in words: colours, surface, light, mood, layout; text to write goes in quotes.'),
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
    seed,
    brand,
    language: z
      .enum(LANGUAGES)
      .optional()
      .describe(
        "The language of the quoted text, which picks its typefaces; without it, told from the text's script.",
      ),
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
    "Writes caption variants for a subject, each fitted to the platform's length limit counted the platform's way (X's weighted count, Bluesky's graphemes, …): the full caption to post, its hook, call to action and hashtags, and its length. Free. Each call draws a fresh seed (answered); pass it again for the same variants. Nothing is claimed about the product beyond `claims`.",
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
    claims,
    language,
  },
  output: {
    language: z.enum(LANGUAGES).describe('The language the captions are written in.'),
    seed: z.number().int().describe('Pass it again with the same input for the same variants.'),
    variants: copyVariantsShape,
  },
  async run(input, call) {
    const { language, seed, variants } = await call.cf.generations.copy(input, { signal: call.signal });
    return {
      summary: `${variants.length} caption variant(s) in ${language} (seed ${seed}).`,
      data: { language, seed, variants },
    };
  },
});

export const removeBackground = defineTool({
  name: 'remove_background',
  title: 'Remove the background of a photo',
  description:
    "Cuts the product out of a photo of this workspace's library with the segmentation model that runs in the service, and waits for it: one PNG with a transparent background (its URL, shown as a picture too), the photo's size, or trimmed to the product with `crop`. A transparent PNG keeps its own alpha. When the photo has no subject the model can find, the output is the whole photo and `cutout` says `whole_photo`. Costs 1 credit (a failed run costs nothing); answers the credits charged and the balance left. Not enough credits is an error with a purchase link, and nothing is charged.",
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  input: {
    image: z
      .string()
      .min(1)
      .max(2048)
      .describe(
        "The URL of a photo in this workspace's library (the `url` that upload_media or search_media answers). An outside address must be added with upload_media first.",
      ),
    crop: z.boolean().optional().describe("Trim the PNG to the product instead of keeping the photo's size."),
    idempotencyKey: idempotencyKeyInput,
  },
  output: generationOutput,
  async run({ idempotencyKey, ...input }, call) {
    const generation = await call.cf.removeBackground(input, waitOptions(call, idempotencyKey));
    const answer = await generationAnswer(generation, call, 'without its background');
    const whole = answer.data.generation.outputs[0]?.cutout === 'whole_photo';
    return whole
      ? {
          ...answer,
          summary: `No subject was found in the photo: the output is the whole photo. ${answer.summary}`,
        }
      : answer;
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

export const generationTools = [
  listPresets,
  generateFromPreset,
  generateImages,
  removeBackground,
  getGeneration,
  writeCopy,
];

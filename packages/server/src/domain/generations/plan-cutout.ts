import { seedOfRequest } from '../seeded-random.js';
import { type Caller, common, type PlannedGeneration } from './accept-generation.js';
import type { GenerationDeps } from './generation-deps.js';
import { resolveReferenceImages } from './reference-images.js';

/** `POST /generations/cutout`: the product of one photo of the library on transparency. */
export interface CutoutGenerationRequest {
  /** A completed media URL of the workspace. */
  image: string;
  /** Trimmed to the product's visible pixels instead of the photo's size. */
  crop?: boolean | undefined;
}

/** What a cut-out costs: one output, one credit. */
const CUTOUT_CREDITS = 1;

/**
 * The version of the cut-out recipe (network, cleaning, edge refinement), recorded in each output's
 * render manifest like a preset's version.
 */
export const CUTOUT_RECIPE_VERSION = 1;

/**
 * Validates a cut-out exactly as the real call does: the image must be a completed media item of
 * the workspace (422 `invalid_reference_image` otherwise), before anything is charged.
 */
export async function planCutoutGeneration(
  deps: GenerationDeps,
  caller: Caller,
  request: CutoutGenerationRequest,
): Promise<PlannedGeneration> {
  const [photo] = await resolveReferenceImages(deps, caller.workspaceId, [request.image], {
    name: 'image',
    single: true,
  });
  const crop = request.crop ?? false;
  return {
    cost: CUTOUT_CREDITS,
    record: {
      ...common(deps, caller, null, [photo!]),
      imageEngine: deps.backgroundRemover.name,
      type: 'cutout',
      presetId: null,
      presetVersion: CUTOUT_RECIPE_VERSION,
      subject: null,
      prompt: null,
      platform: null,
      aspectRatio: null,
      backdropMediaId: null,
      outputCount: 1,
      // The photo's size (as stored: upright); trimmed outputs are smaller.
      width: photo!.width,
      height: photo!.height,
      crop,
      // A cut-out is the photo's own pixels: no brand is drawn on it.
      brandVersion: null,
      creditsReserved: CUTOUT_CREDITS,
      seed: seedOfRequest(['cutout', CUTOUT_RECIPE_VERSION, photo!.sha256, crop]),
    },
  };
}

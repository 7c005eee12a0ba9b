/**
 * A brand as it would look, before it is saved: one picture of a preset drawn with the brand being
 * edited (its name, colours, fonts, voice and logo placement; the logo as currently saved). Drawn
 * by the studio, whatever engine the runs use, so a preview is free and instant; nothing is stored
 * or charged.
 */
import type { ImageEngine } from '../../ports/image-engine.js';
import { invalidRequest } from '../app-error.js';
import { findPreset, isStoryboardPreset, type PresetId } from '../presets/preset-catalogue.js';
import { type AuthContext, requireRole } from '../tokens.js';
import type { BrandDeps } from './brand-deps.js';
import { kitOf } from './brand-kit.js';
import { type BrandInput, documentOf } from './brand-settings.js';

export interface BrandPreviewDeps extends BrandDeps {
  /** The studio: previews never reach a paid provider. */
  previewEngine: ImageEngine;
}

export interface BrandPreview {
  presetId: PresetId;
  bytes: Buffer;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

/** The preset a preview draws unless asked for another: a colour card shows colours, type and logo. */
export const PREVIEW_PRESET: PresetId = 'product-hero-color';

export async function previewBrand(
  deps: BrandPreviewDeps,
  caller: AuthContext,
  workspaceId: string,
  input: { brand: BrandInput; subject?: string | undefined; presetId?: PresetId | undefined },
): Promise<BrandPreview> {
  requireRole(caller, 'editor', 'preview brand changes');
  const preset = findPreset(input.presetId ?? PREVIEW_PRESET)!;
  if (isStoryboardPreset(preset))
    throw invalidRequest(
      'A preview draws a picture preset; a video storyboard has keyframes, not one picture.',
    );
  const current = await deps.store.brand.current(workspaceId);
  const document = await documentOf(deps, workspaceId, input.brand, current?.document ?? null, 'current');
  const brand = await kitOf(deps, workspaceId, document, current?.version ?? 0);
  const language = document.voice.language;
  for await (const image of deps.previewEngine.renderPreset({
    preset,
    subject: input.subject ?? `${document.name} signature product`,
    seed: 1,
    only: [0],
    brand,
    ...(language ? { language } : {}),
  })) {
    return { presetId: preset.presetId, ...image };
  }
  throw new Error(`the studio drew nothing for ${preset.presetId}`);
}

/**
 * A typographic card of a prompt, for image requests without a reference image: the prompt set as
 * the picture, in one of four layouts, in colours hashed from the prompt.
 */
import { hex, inkOn, mix, parseHex, WHITE } from '../colour.js';
import type { Scene, SceneContext } from '../scene.js';
import { fill, linearGradient, n } from '../svg-markup.js';
import { placeText } from '../text-block.js';

/** The longest prompt shown whole; a longer one ends in "…" at a word boundary. */
const PROMPT_MAX_CHARS = 160;

export function imageCardScene(context: SceneContext): Scene {
  const { size, palette, index, random } = context;
  const { width: W, height: H } = size;
  const variant = (context.runVariant + index) % 4;
  const backgrounds = [palette.soft, palette.brand, palette.deep, mix(palette.soft, WHITE, 0.5)];
  const background = backgrounds[variant]!;
  const ink = inkOn(background, variant === 2 ? palette.soft : undefined);
  const short = Math.min(W, H);
  const accent =
    variant === 1 ? mix(palette.brand, WHITE, 0.25) : variant === 2 ? palette.brand : palette.accent;
  const shapes = [
    `<circle cx="${n(W * random.range(0.75, 0.9))}" cy="${n(H * random.range(0.08, 0.2))}" r="${n(short * 0.22)}" ${fill(accent, 0.9)}/>`,
    `<rect x="${n(-short * 0.1)}" y="${n(H * 0.8)}" width="${n(W * 0.6)}" height="${n(short * 0.5)}" rx="${n(short * 0.1)}" ${fill(mix(background, WHITE, 0.18))}/>`,
    `<circle cx="${n(W * 0.1)}" cy="${n(H * 0.92)}" r="${n(short * 0.3)}" ${fill(accent, 0.6)}/>`,
    `<rect x="${n(W * 0.62)}" y="${n(-short * 0.1)}" width="${n(short * 0.5)}" height="${n(short * 0.5)}" rx="${n(short * 0.25)}" ${fill(accent, 0.8)}/>`,
  ][variant]!;
  const margin = short * 0.1;
  const textTop = H * 0.3;
  const textBottom = H * 0.78;
  const eyebrow = placeText({
    role: 'eyebrow',
    text: ['IDEA', 'CONCEPT', 'MOODBOARD', 'DRAFT'][variant]!,
    face: 'sansMedium',
    colour: ink,
    x: margin,
    y: textTop - short * 0.08,
    maxWidth: W - 2 * margin,
    maxLines: 1,
    maxSize: short * 0.03,
    minSize: short * 0.022,
    letterSpacing: 3,
  });
  const prompt = placeText({
    role: 'prompt',
    text: context.subject,
    face: variant % 2 === 0 ? 'serif' : 'sansBold',
    colour: ink,
    x: margin,
    y: (textTop + textBottom) / 2,
    anchor: 'middle',
    maxWidth: Math.min(W - 2 * margin, short * 1.2),
    maxLines: Math.max(3, Math.floor((textBottom - textTop) / (short * 0.07))),
    maxSize: short * 0.1,
    minSize: short * 0.04,
    lineHeight: 1.1,
    maxChars: PROMPT_MAX_CHARS,
  });
  // Nothing decorative may sit under the words: the shapes keep to the corners, the text to the middle band.
  const backdrop =
    `<defs>${linearGradient('bg', [
      [0, mix(background, WHITE, 0.06)],
      [1, mix(background, parseHex('#000000'), 0.06)],
    ])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>${shapes}` +
    `<rect x="${n(margin)}" y="${n(H * 0.86)}" width="${n(short * 0.12)}" height="${n(short * 0.012)}" fill="${hex(ink)}"/>`;
  return {
    backdrop,
    backdropScale: 0.5,
    overlays: [eyebrow.overlay, prompt.overlay],
    texts: [eyebrow.text, prompt.text],
    grain: 0.05,
  };
}

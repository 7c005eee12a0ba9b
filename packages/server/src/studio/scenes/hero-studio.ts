/**
 * Product hero, studio: a seamless sweep (wall curving into floor, no horizon line), a key light
 * behind the product, a soft contact shadow and a reflection on the floor, in four light and colour
 * variants, one per output.
 */
import { hsl, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { heroObject } from '../hero-object.js';
import type { Scene, SceneContext } from '../scene.js';
import { contactShadow, linearGradient, softEllipse } from '../svg-markup.js';

interface Variant {
  name: string;
  wall: Rgb;
  floor: Rgb;
  glow: Rgb;
  glowOpacity: number;
  shadow: number;
  reflection: number;
  dark: boolean;
}

function variants(context: SceneContext): Variant[] {
  const { palette } = context;
  return [
    {
      name: 'daylight',
      wall: parseHex('#f2f0ec'),
      floor: parseHex('#dcd8d1'),
      glow: WHITE,
      glowOpacity: 0.9,
      shadow: 0.42,
      reflection: 0.14,
      dark: false,
    },
    {
      name: 'warm sand',
      wall: hsl(32, 0.38, 0.8),
      floor: hsl(28, 0.3, 0.66),
      glow: hsl(40, 0.9, 0.92),
      glowOpacity: 0.85,
      shadow: 0.45,
      reflection: 0.12,
      dark: false,
    },
    {
      name: 'low key',
      wall: parseHex('#2a2c31'),
      floor: parseHex('#18191c'),
      glow: mix(palette.brand, WHITE, 0.25),
      glowOpacity: 0.45,
      shadow: 0.6,
      reflection: 0.24,
      dark: true,
    },
    {
      name: 'brand tint',
      wall: palette.soft,
      floor: mix(palette.soft, palette.brand, 0.28),
      glow: WHITE,
      glowOpacity: 0.8,
      shadow: 0.4,
      reflection: 0.14,
      dark: false,
    },
  ];
}

export function heroStudioScene(context: SceneContext): Scene {
  const { size, random } = context;
  const { width: W, height: H } = size;
  const variant = variants(context)[context.index % 4]!;
  const floorY = H * random.range(0.8, 0.84);
  const centreX = W * (0.5 + random.range(-0.04, 0.04));
  const areaHeight = H * random.range(0.6, 0.66);
  const areaWidth = Math.min(W * 0.6, areaHeight * 1.1);
  const lightFromLeft = random.next() < 0.5;
  const object = heroObject(
    context,
    { x: centreX - areaWidth / 2, y: floorY - areaHeight, width: areaWidth, height: areaHeight },
    {
      rotation: 0,
      shadow: { dx: lightFromLeft ? 14 : -14, dy: 6, blur: 22, opacity: variant.shadow * 0.55 },
      reflection: { opacity: variant.reflection },
      light: {
        angle: lightFromLeft ? 20 : 160,
        highlight: WHITE,
        shade: variant.dark ? parseHex('#000000') : mix(variant.floor, parseHex('#000000'), 0.5),
        strength: variant.dark ? 0.22 : 0.12,
      },
    },
    {
      surface: variant.dark ? context.palette.brand : mix(context.palette.brand, WHITE, 0.1),
      eyebrow: 'New',
    },
  );
  const box = object.box;
  const contact = contactShadow(box, 0.62, H * 0.035, variant.shadow);
  const glow = softEllipse(
    'glow',
    box.x + box.width / 2 + (lightFromLeft ? -W * 0.08 : W * 0.08),
    box.y + box.height * 0.4,
    W * 0.55,
    H * 0.5,
    variant.glow,
    variant.glowOpacity,
  );
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${variant.dark ? 0.55 : 0.18}"/></radialGradient>`;
  const sweepTop = floorY / H;
  const backdrop =
    `<defs>${linearGradient('sweep', [
      [0, mix(variant.wall, parseHex('#000000'), 0.06)],
      [Math.max(0, sweepTop - 0.3), variant.wall],
      [Math.max(0, sweepTop - 0.08), mix(variant.wall, variant.floor, 0.35)],
      [Math.min(1, sweepTop + 0.04), variant.floor],
      [1, mix(variant.floor, parseHex('#000000'), 0.12)],
    ])}${glow.defs}${contact.defs}${vignette}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sweep)"/>${glow.body}${contact.body}` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return {
    backdrop,
    // Only soft gradients: an eighth of the size loses nothing once enlarged, and rasterising
    // four full-frame gradients at a quarter cost more than the picture's JPEG encode.
    backdropScale: 0.125,
    ...(object.product ? { product: object.product } : {}),
    overlays: object.overlays,
    texts: object.texts,
    grain: 0.1,
  };
}

/**
 * UGC lifestyle: the product on a table at home, window light falling across wall and table, the
 * soft shadow of a plant's leaves on the wall, and a short handwritten caption.
 */

import { captionPill } from '../caption-pill.js';
import { hsl, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { heroObject } from '../hero-object.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { contactShadow, fill, linearGradient, n } from '../svg-markup.js';

const CAPTIONS = [
  'slow mornings, good things',
  'little daily rituals',
  'my everyday essential',
  'sunday reset',
];

interface Setting {
  wall: Rgb;
  table: Rgb;
  tableEdge: Rgb;
}

const SETTINGS: Setting[] = [
  { wall: parseHex('#efe8de'), table: parseHex('#c89b6d'), tableEdge: parseHex('#8d6340') },
  { wall: parseHex('#e6e9e4'), table: parseHex('#ecebe7'), tableEdge: parseHex('#b9b6ae') },
  { wall: hsl(28, 0.28, 0.86), table: parseHex('#6f4b33'), tableEdge: parseHex('#3f2919') },
  { wall: parseHex('#f3efe9'), table: parseHex('#d7c3a5'), tableEdge: parseHex('#a38a67') },
];

export function lifestyleScene(context: SceneContext): Scene {
  const { size, random, index, palette } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  const setting = SETTINGS[variant % SETTINGS.length]!;
  const lightFromLeft = variant % 2 === 0;
  const tableTop = H * random.range(0.56, 0.62);
  const standY = H * random.range(0.8, 0.84);
  const cx = W * (0.5 + (lightFromLeft ? 0.06 : -0.06) + random.range(-0.04, 0.04));
  const areaHeight = H * 0.54;
  const areaWidth = W * 0.5;
  const object = heroObject(
    context,
    { x: cx - areaWidth / 2, y: standY - areaHeight, width: areaWidth, height: areaHeight },
    {
      rotation: 0,
      shadow: { dx: lightFromLeft ? 46 : -46, dy: 8, blur: 30, opacity: 0.32 },
      light: {
        angle: lightFromLeft ? 15 : 165,
        highlight: parseHex('#fff4de'),
        shade: parseHex('#21170f'),
        strength: 0.16,
      },
    },
    { surface: palette.brand, eyebrow: 'Everyday', aspect: 0.72 },
  );
  const box = object.box;
  const contact = contactShadow(box, 0.6, H * 0.022, 0.45);
  const backdrop = interior(W, H, setting, tableTop, lightFromLeft, context);

  const overlays: Overlay[] = [...object.overlays];
  const texts: PlacedText[] = [...object.texts];
  if (!context.textFree) {
    const caption = captionPill({
      role: 'caption',
      text: CAPTIONS[variant % CAPTIONS.length]!,
      face: 'hand',
      plate: parseHex('#fffdf8'),
      x: W / 2,
      y: H * 0.07,
      maxWidth: W * 0.8,
      maxLines: 1,
      maxSize: W * 0.068,
      minSize: W * 0.045,
      padding: 0.45,
    });
    overlays.push(...caption.overlays);
    texts.push(...caption.texts);
  }
  return {
    backdrop,
    backdropScale: 0.25,
    // Window light, leaf shadows and the far end of the table are out of focus; the contact shadow is not.
    backdropBlur: 10,
    backdropFront: `<defs>${contact.defs}</defs>${contact.body}`,
    ...(object.product ? { product: object.product } : {}),
    overlays,
    texts,
    grain: 0.16,
  };
}

function interior(
  W: number,
  H: number,
  setting: Setting,
  tableTop: number,
  lightFromLeft: boolean,
  context: SceneContext,
): string {
  const { random } = context;
  const sun = parseHex('#fff6e0');
  const side = lightFromLeft ? 1 : -1;
  const x0 = lightFromLeft ? W * 0.05 : W * 0.95;
  // Window light: a slanted bright patch on the wall that carries on across the table.
  const patch = `<path d="M${n(x0)} ${n(H * 0.08)} L${n(x0 + side * W * 0.42)} ${n(H * 0.16)} L${n(x0 + side * W * 0.5)} ${n(tableTop)} L${n(x0 + side * W * 0.02)} ${n(tableTop)} Z" ${fill(sun, 0.55)}/>`;
  const tablePatch = `<path d="M${n(x0 + side * W * 0.02)} ${n(tableTop)} L${n(x0 + side * W * 0.5)} ${n(tableTop)} L${n(x0 + side * W * 0.8)} ${n(H)} L${n(x0 + side * W * 0.1)} ${n(H)} Z" ${fill(sun, 0.28)}/>`;
  const plantX = lightFromLeft ? W * 0.2 : W * 0.8;
  const leaves = Array.from({ length: 11 }, (_, i) => {
    const angle = -70 + i * 14 + random.range(-6, 6);
    const length = H * random.range(0.12, 0.2);
    return `<ellipse cx="${n(plantX)}" cy="${n(H * 0.22 - length / 2)}" rx="${n(W * 0.028)}" ry="${n(length / 2)}" transform="rotate(${n(angle)} ${n(plantX)} ${n(H * 0.3)})"/>`;
  }).join('');
  const pot = lightFromLeft ? W * 0.1 : W * 0.78;
  return (
    `<defs>${linearGradient('wall', [
      [0, mix(setting.wall, parseHex('#000000'), 0.08)],
      [1, setting.wall],
    ])}${linearGradient('table', [
      [0, mix(setting.table, WHITE, 0.12)],
      [1, mix(setting.table, parseHex('#000000'), 0.18)],
    ])}</defs>` +
    `<rect width="${W}" height="${n(tableTop)}" fill="url(#wall)"/>` +
    `<g>${patch}<g fill="#3b3024" fill-opacity="0.22" transform="translate(${n(side * W * 0.12)} ${n(H * 0.06)})">${leaves}</g></g>` +
    `<rect y="${n(tableTop)}" width="${W}" height="${n(H - tableTop)}" fill="url(#table)"/>` +
    `<rect y="${n(tableTop)}" width="${W}" height="4" ${fill(setting.tableEdge, 0.5)}/>` +
    `<g>${tablePatch}</g>` +
    `<g><rect x="${n(pot)}" y="${n(tableTop - H * 0.1)}" width="${n(W * 0.12)}" height="${n(H * 0.12)}" rx="10" fill="#c47a55"/>` +
    `<g fill="#4d7a45">${Array.from({ length: 7 }, (_, i) => `<ellipse cx="${n(pot + W * 0.06)}" cy="${n(tableTop - H * 0.17)}" rx="${n(W * 0.025)}" ry="${n(H * 0.07)}" transform="rotate(${-60 + i * 20} ${n(pot + W * 0.06)} ${n(tableTop - H * 0.1)})"/>`).join('')}</g></g>`
  );
}

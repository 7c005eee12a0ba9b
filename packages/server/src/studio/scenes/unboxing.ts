/**
 * UGC unboxing, shot from above: an open kraft box on a table, its flaps folded out, tissue paper
 * inside, the product emerging from it, and a "just arrived" sticker.
 */
import { hex, hsl, inkOn, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { Box } from '../geometry.js';
import { heroObject } from '../hero-object.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { fill, linearGradient, n } from '../svg-markup.js';
import { placeText } from '../text-block.js';

const KRAFT = parseHex('#c49a66');
const STICKER_LINES = ['just arrived!', 'just arrived', 'it just arrived!'];

export function unboxingScene(context: SceneContext): Scene {
  const { size, random, palette, index } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  const surface = [
    parseHex('#e9dcc8'),
    parseHex('#f1efea'),
    mix(palette.soft, WHITE, 0.3),
    parseHex('#d9cbb8'),
  ][variant % 4]!;
  const boxWidth = W * random.range(0.7, 0.76);
  // A tall frame (a 9:16 keyframe) has room for a deeper box, below the text placed above the
  // scene rather than behind it.
  const tall = H / W > 1.4;
  const boxHeight = Math.min(H * (tall ? 0.62 : 0.6), boxWidth * (tall ? 1.3 : 1.05));
  const box: Box = {
    x: (W - boxWidth) / 2 + W * random.range(-0.03, 0.03),
    y: Math.max(H * 0.24 + H * random.range(-0.02, 0.02), tall ? (context.textZone?.top ?? 0) : 0),
    width: boxWidth,
    height: boxHeight,
  };
  const tissue = [parseHex('#fbf7f2'), hsl(palette.hue, 0.45, 0.9), parseHex('#f6e6e1')][variant % 3]!;
  const backdrop =
    table(W, H, surface, variant % 4 === 0 || variant % 4 === 3, context) + kraftBox(box, tissue, context);

  const inner = {
    x: box.x + box.width * 0.12,
    y: box.y + box.height * 0.1,
    width: box.width * 0.76,
    height: box.height * 0.8,
  };
  // A narrow product (a tall bottle) stands up out of the box, rather than shrinking to the box's
  // depth: it keeps its presence in the frame. It stays clear of the text above the scene.
  const narrow = context.product !== undefined && context.product.aspect < 0.75;
  const risen = Math.min(
    inner.y,
    Math.max(inner.y - inner.height * 0.35, context.textZone?.top ?? 0, H * 0.12),
  );
  const area = narrow ? { ...inner, y: risen, height: inner.y + inner.height - risen } : inner;
  const object = heroObject(
    context,
    area,
    {
      rotation: random.range(-14, 14),
      shadow: { dx: 14, dy: 18, blur: 20, opacity: 0.34 },
      light: { angle: 45, highlight: WHITE, shade: parseHex('#2a1d12'), strength: 0.1 },
    },
    { surface: palette.brand, eyebrow: 'Unboxing', aspect: 0.78 },
    narrow ? 'bottom' : 'centre',
  );
  const underlays: Overlay[] = [];
  const overlays: Overlay[] = [...object.overlays];
  const texts: PlacedText[] = [...object.texts];
  // A fold of tissue over the lower edge of the product: it is coming out of the paper.
  if (object.product) {
    const p = object.box;
    const foldTop = p.y + p.height * 0.84;
    const fold =
      `<path d="M${n(inner.x - 10)} ${n(foldTop + 30)} Q ${n(p.x + p.width * 0.3)} ${n(foldTop - 22)} ${n(p.x + p.width * 0.55)} ${n(foldTop + 6)} T ${n(inner.x + inner.width + 10)} ${n(foldTop - 8)} L ${n(inner.x + inner.width + 10)} ${n(box.y + box.height * 0.96)} L ${n(inner.x - 10)} ${n(box.y + box.height * 0.96)} Z" ${fill(tissue, 0.94)}/>` +
      `<path d="M${n(p.x + p.width * 0.1)} ${n(foldTop + 24)} q ${n(p.width * 0.2)} -14 ${n(p.width * 0.4)} 6" stroke="${hex(mix(tissue, parseHex('#000000'), 0.12))}" stroke-width="3" fill="none"/>`;
    overlays.push({
      box: {
        x: inner.x - 12,
        y: foldTop - 40,
        width: inner.width + 24,
        height: box.y + box.height - foldTop + 40,
      },
      svg: fold,
    });
  }

  if (!context.textFree) {
    const colour = [palette.accent, hsl(350, 0.75, 0.62), hsl(48, 0.95, 0.6)][variant % 3]!;
    const radius = W * 0.13;
    const cx = variant % 2 === 0 ? W - radius - W * 0.06 : radius + W * 0.06;
    const cy = H * 0.13;
    const ink = inkOn(colour);
    const label = placeText({
      role: 'sticker',
      text: STICKER_LINES[variant % STICKER_LINES.length]!,
      face: 'hand',
      colour: ink,
      x: cx,
      y: cy,
      align: 'middle',
      anchor: 'middle',
      maxWidth: radius * 1.5,
      maxLines: 2,
      maxSize: radius * 0.52,
      minSize: radius * 0.3,
      lineHeight: 0.95,
    });
    const badge =
      `<circle cx="${n(cx + 5)}" cy="${n(cy + 8)}" r="${n(radius)}" fill="#000" fill-opacity="0.14"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" ${fill(colour)}/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.88)}" fill="none" stroke="${hex(ink)}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="8 8"/>`;
    overlays.push(
      {
        box: { x: cx - radius - 2, y: cy - radius - 2, width: radius * 2 + 14, height: radius * 2 + 16 },
        svg: badge,
      },
      label.overlay,
    );
    texts.push(label.text);
  }

  return {
    backdrop,
    backdropScale: 0.5,
    underlays,
    ...(object.product ? { product: object.product } : {}),
    overlays,
    texts,
    grain: 0.18,
  };
}

function table(W: number, H: number, surface: Rgb, wood: boolean, context: SceneContext): string {
  const { random } = context;
  const grainLines = wood
    ? Array.from({ length: 18 }, (_, i) => {
        const y = (H / 18) * i + random.range(-10, 10);
        return `<path d="M0 ${n(y)} C ${n(W * 0.3)} ${n(y + random.range(-14, 14))}, ${n(W * 0.7)} ${n(y + random.range(-14, 14))}, ${W} ${n(y)}" stroke="${hex(mix(surface, parseHex('#6b4a2b'), 0.35))}" stroke-opacity="0.35" stroke-width="${n(random.range(1.5, 4))}" fill="none"/>`;
      }).join('')
    : '';
  return `<defs>${linearGradient(
    'surface',
    [
      [0, mix(surface, WHITE, 0.2)],
      [1, mix(surface, parseHex('#000000'), 0.08)],
    ],
    60,
  )}</defs><rect width="${W}" height="${H}" fill="url(#surface)"/>${grainLines}`;
}

/** The box from above: flaps folded out, inner walls in shade, tissue paper crumpled inside. */
function kraftBox(box: Box, tissue: Rgb, context: SceneContext): string {
  const { random } = context;
  const { x, y, width: w, height: h } = box;
  const dark = mix(KRAFT, parseHex('#3b2612'), 0.35);
  const light = mix(KRAFT, WHITE, 0.12);
  const flap = w * 0.28;
  const wall = w * 0.07;
  const shadow = `<rect x="${n(x + 18)}" y="${n(y + 26)}" width="${n(w)}" height="${n(h)}" rx="8" fill="#000" fill-opacity="0.22"/>`;
  const flaps =
    `<path d="M${n(x)} ${n(y)} L${n(x + w)} ${n(y)} L${n(x + w - w * 0.04)} ${n(y - flap * 0.7)} L${n(x + w * 0.04)} ${n(y - flap * 0.7)} Z" ${fill(light)}/>` +
    `<path d="M${n(x)} ${n(y + h)} L${n(x + w)} ${n(y + h)} L${n(x + w - w * 0.04)} ${n(y + h + flap * 0.55)} L${n(x + w * 0.04)} ${n(y + h + flap * 0.55)} Z" ${fill(mix(light, dark, 0.2))}/>` +
    `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(y + h)} L${n(x - flap * 0.45)} ${n(y + h - h * 0.05)} L${n(x - flap * 0.45)} ${n(y + h * 0.05)} Z" ${fill(mix(light, dark, 0.1))}/>` +
    `<path d="M${n(x + w)} ${n(y)} L${n(x + w)} ${n(y + h)} L${n(x + w + flap * 0.45)} ${n(y + h - h * 0.05)} L${n(x + w + flap * 0.45)} ${n(y + h * 0.05)} Z" ${fill(mix(light, dark, 0.3))}/>`;
  const label = `<rect x="${n(x + w * 0.3)}" y="${n(y - flap * 0.55)}" width="${n(w * 0.3)}" height="${n(flap * 0.36)}" rx="4" fill="#fbfaf7"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${n(x + w * 0.33 + i * w * 0.017)}" y="${n(y - flap * 0.48)}" width="${n(i % 3 === 0 ? 5 : 2.5)}" height="${n(flap * 0.2)}" fill="#222"/>`).join('')}`;
  const walls =
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${fill(dark)}/>` +
    `<path d="M${n(x)} ${n(y)} L${n(x + w)} ${n(y)} L${n(x + w - wall)} ${n(y + wall)} L${n(x + wall)} ${n(y + wall)} Z" ${fill(mix(dark, parseHex('#000000'), 0.2))}/>` +
    `<path d="M${n(x)} ${n(y)} L${n(x + wall)} ${n(y + wall)} L${n(x + wall)} ${n(y + h - wall)} L${n(x)} ${n(y + h)} Z" ${fill(mix(dark, parseHex('#000000'), 0.1))}/>` +
    `<path d="M${n(x + w)} ${n(y)} L${n(x + w - wall)} ${n(y + wall)} L${n(x + w - wall)} ${n(y + h - wall)} L${n(x + w)} ${n(y + h)} Z" ${fill(mix(dark, WHITE, 0.08))}/>`;
  const creases = mix(tissue, parseHex('#000000'), 0.1);
  const sheets = Array.from({ length: 5 }, (_, i) => {
    const cx = x + w * (0.2 + 0.15 * i) + random.range(-20, 20);
    const cy = y + h * random.range(0.3, 0.7);
    const r = w * random.range(0.22, 0.3);
    const points = Array.from({ length: 7 }, (_, k) => {
      const a = (Math.PI * 2 * k) / 7 + random.range(-0.2, 0.2);
      const rr = r * random.range(0.75, 1.1);
      return `${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`;
    }).join(' ');
    return `<polygon points="${points}" ${fill(i % 2 === 0 ? tissue : mix(tissue, WHITE, 0.4))} stroke="${hex(creases)}" stroke-width="2" stroke-linejoin="round"/>`;
  }).join('');
  return (
    shadow +
    flaps +
    label +
    walls +
    `<clipPath id="inside"><rect x="${n(x + wall * 0.6)}" y="${n(y + wall * 0.6)}" width="${n(w - wall * 1.2)}" height="${n(h - wall * 1.2)}"/></clipPath>` +
    `<g clip-path="url(#inside)">${sheets}</g>`
  );
}

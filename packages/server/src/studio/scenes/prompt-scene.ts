/**
 * `/generations/image` on the studio engine: a scene set up from what the prompt says (see
 * prompt-reading.ts) — a wall and a surface of the named material in the named colours, the named
 * light, the product (cut out of the first reference image) standing where the layout words put
 * it, or lying on the surface from above. Without a reference the scene is a set without a
 * product: a stage with a plinth in the prompt's colours, ready to be used as a background. Only
 * quoted text is written on it.
 */
import { captionPill } from '../caption-pill.js';
import { hex, hsl, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { Box } from '../geometry.js';
import { standBox } from '../hero-object.js';
import { type Framing, type Lighting, readPrompt, type Surface } from '../prompt-reading.js';
import type { Random } from '../random.js';
import type { Overlay, PlacedText, ProductPlacement, Scene, SceneContext } from '../scene.js';
import { contactShadow, fill, linearGradient, n, softEllipse } from '../svg-markup.js';

const SURFACE_COLOURS: Record<Surface, Rgb> = {
  marble: parseHex('#eeece8'),
  terrazzo: parseHex('#efe7dc'),
  concrete: parseHex('#b9b7b2'),
  linen: parseHex('#e3d8c6'),
  wood: parseHex('#b9865a'),
  stone: parseHex('#a9a29a'),
  paper: parseHex('#f3f0ea'),
  sand: parseHex('#dcc7a2'),
};
const SURFACE_CYCLE: readonly Surface[] = ['marble', 'wood', 'linen', 'concrete', 'terrazzo'];
const LIGHT_CYCLE: readonly Lighting[] = ['soft', 'morning', 'studio', 'golden'];
const FRAMING_CYCLE: readonly Framing[] = ['centred', 'left', 'right'];

export function promptScene(context: SceneContext): Scene {
  const { size, random, index, palette } = context;
  const { width: W, height: H } = size;
  const reading = readPrompt(context.subject);
  const v = context.runVariant + index;
  // What the prompt names is kept in every output; what it leaves open varies from one to the next.
  const surface = reading.surface ?? SURFACE_CYCLE[v % SURFACE_CYCLE.length]!;
  const lighting = reading.lighting ?? LIGHT_CYCLE[(context.runVariant + index * 3) % LIGHT_CYCLE.length]!;
  const framing =
    reading.framing ?? FRAMING_CYCLE[(Math.floor(context.runVariant / 4) + index) % FRAMING_CYCLE.length]!;
  const [first, second] = reading.colours;
  const wall = first
    ? mix(first, WHITE, reading.mood === 'bold' ? 0.05 : 0.35)
    : mix(palette.soft, WHITE, 0.2);
  const surfaceColour =
    second ?? (reading.surface || !first ? SURFACE_COLOURS[surface] : mix(first, parseHex('#000000'), 0.15));
  const dark = lighting === 'dramatic' || lighting === 'neon';
  const topDown = framing === 'top-down';
  const horizon = topDown ? 0 : H * (framing === 'close-up' ? 0.72 : framing === 'wide' ? 0.62 : 0.66);
  const lightFromLeft = v % 2 === 0;

  const texts: PlacedText[] = [];
  const overlays: Overlay[] = [];
  let textBottom = 0;
  if (reading.quoted.length > 0) {
    const words = captionPill({
      role: 'headline',
      text: reading.quoted.join(' · '),
      face: 'sansBold',
      plate: dark ? WHITE : mix(palette.deep, parseHex('#000000'), 0.2),
      x: W / 2,
      y: H * 0.06,
      maxWidth: W * 0.84,
      maxLines: 2,
      maxSize: Math.min(W, H) * 0.07,
      minSize: Math.min(W, H) * 0.04,
      maxChars: 120,
      padding: 0.55,
    });
    overlays.push(...words.overlays);
    texts.push(...words.texts);
    textBottom = words.bottom;
  }

  const x = framing === 'left' ? 0.36 : framing === 'right' ? 0.64 : 0.5;
  const standY = topDown ? H * 0.55 : Math.min(H * 0.94, horizon + (H - horizon) * 0.5);
  const share = framing === 'close-up' ? 0.6 : framing === 'wide' ? 0.34 : 0.48;
  const bounds: Box = {
    x: W * 0.06,
    y: textBottom + H * 0.03,
    width: W * 0.88,
    height: standY - textBottom - H * 0.03,
  };
  const box = context.product
    ? standBox(
        size,
        { x: W * x, y: topDown ? H * 0.58 : standY, anchor: topDown ? 'centre' : 'bottom', share, bounds },
        context.product.aspect,
      )
    : standBox(size, { x: W * x, y: standY, anchor: 'bottom', share: 0.3, bounds }, 1.4);
  const light = {
    angle: lightFromLeft ? 20 : 160,
    highlight: lighting === 'golden' || lighting === 'morning' ? parseHex('#fff1d6') : WHITE,
    shade: parseHex('#120d09'),
    strength: dark ? 0.25 : 0.12,
  };
  const product: ProductPlacement | undefined = context.product
    ? topDown
      ? {
          box,
          rotation: random.range(-8, 8),
          stance: 'lying',
          shadow: { dx: 10, dy: 14, blur: 16, opacity: 0.3 },
          light,
        }
      : {
          box,
          rotation: 0,
          stance: 'standing',
          cast: { lean: lightFromLeft ? 0.6 : -0.6, length: 0.18, blur: 12, opacity: dark ? 0.55 : 0.32 },
          light,
        }
    : undefined;
  // Without a product, a plinth holds the place where one would stand.
  const plinth = context.product
    ? ''
    : `<rect x="${n(box.x)}" y="${n(box.y + box.height * 0.55)}" width="${n(box.width)}" height="${n(box.height * 0.45)}" ${fill(mix(wall, WHITE, 0.4))}/>` +
      `<ellipse cx="${n(box.x + box.width / 2)}" cy="${n(box.y + box.height * 0.55)}" rx="${n(box.width / 2)}" ry="${n(box.height * 0.09)}" ${fill(mix(wall, WHITE, 0.6))}/>`;
  const contact = topDown
    ? undefined
    : contactShadow(box, 0.56, Math.max(6, box.width * 0.06), dark ? 0.6 : 0.4);
  const backdrop =
    (topDown
      ? material(surface, surfaceColour, { x: 0, y: 0, width: W, height: H }, random)
      : `<defs>${linearGradient('wall', [
          [0, mix(wall, parseHex('#000000'), dark ? 0.7 : 0.06)],
          [1, mix(wall, parseHex('#000000'), dark ? 0.5 : 0)],
        ])}</defs><rect width="${W}" height="${n(horizon)}" fill="url(#wall)"/>` +
        material(
          surface,
          dark ? mix(surfaceColour, parseHex('#000000'), 0.45) : surfaceColour,
          { x: 0, y: horizon, width: W, height: H - horizon },
          random,
        )) +
    lightingSvg(lighting, W, H, lightFromLeft, box, palette.brand, reading.colours) +
    plinth;
  return {
    composition: `${surface} ${topDown ? 'from above' : 'surface'}, ${lighting} light, ${framing}${context.product ? '' : ', empty stage'}`,
    backdrop,
    backdropScale: 0.5,
    ...(contact
      ? { underlays: [{ box: contact.box, svg: `<defs>${contact.defs}</defs>${contact.body}` }] }
      : {}),
    ...(product ? { product } : {}),
    overlays,
    texts,
    grain: dark ? 0.14 : 0.08,
  };
}

/** A surface of the material, drawn over `area`. */
function material(surface: Surface, colour: Rgb, area: Box, random: Random): string {
  const { x, y, width: w, height: h } = area;
  const base = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${fill(colour)}/>`;
  const darker = (t: number) => hex(mix(colour, parseHex('#000000'), t));
  const lines = (count: number, make: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => make(i)).join('');
  switch (surface) {
    case 'marble':
      return (
        base +
        lines(9, () => {
          const y0 = y + h * random.next();
          return `<path d="M${n(x - 20)} ${n(y0)} C ${n(x + w * 0.3)} ${n(y0 + random.range(-h * 0.2, h * 0.2))}, ${n(x + w * 0.6)} ${n(y0 + random.range(-h * 0.3, h * 0.3))}, ${n(x + w + 20)} ${n(y0 + random.range(-h * 0.2, h * 0.2))}" stroke="${darker(0.28)}" stroke-opacity="${n(random.range(0.15, 0.4))}" stroke-width="${n(random.range(1, 4))}" fill="none"/>`;
        })
      );
    case 'wood':
      return (
        base +
        lines(26, (i) => {
          const y0 = y + (h / 26) * i + random.range(-3, 3);
          return `<path d="M${n(x)} ${n(y0)} C ${n(x + w * 0.3)} ${n(y0 + random.range(-6, 6))}, ${n(x + w * 0.7)} ${n(y0 + random.range(-6, 6))}, ${n(x + w)} ${n(y0)}" stroke="${darker(0.3)}" stroke-opacity="0.3" stroke-width="${n(random.range(1.5, 4))}" fill="none"/>`;
        })
      );
    case 'concrete':
    case 'stone':
    case 'sand':
      return (
        base +
        lines(
          220,
          () =>
            `<circle cx="${n(x + w * random.next())}" cy="${n(y + h * random.next())}" r="${n(random.range(1, 3))}" fill="${random.next() < 0.5 ? darker(0.25) : hex(mix(colour, WHITE, 0.3))}" fill-opacity="0.5"/>`,
        )
      );
    case 'linen':
      return (
        `<defs><pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 0 L6 0 M0 3 L6 3" stroke="${darker(0.12)}" stroke-width="1"/><path d="M0 0 L0 6 M3 0 L3 6" stroke="${hex(mix(colour, WHITE, 0.2))}" stroke-width="1"/></pattern></defs>` +
        base +
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#weave)" fill-opacity="0.6"/>`
      );
    case 'terrazzo':
      return (
        base +
        lines(120, () => {
          const cx = x + w * random.next();
          const cy = y + h * random.next();
          const r = random.range(3, 11);
          const chip = [
            hsl(15, 0.55, 0.6),
            hsl(200, 0.3, 0.55),
            hsl(40, 0.6, 0.65),
            parseHex('#3a3a3a'),
            WHITE,
          ][Math.floor(random.next() * 5)]!;
          return `<polygon points="${n(cx - r)},${n(cy)} ${n(cx)},${n(cy - r * 0.7)} ${n(cx + r * 0.8)},${n(cy + r * 0.2)} ${n(cx - r * 0.2)},${n(cy + r * 0.8)}" ${fill(chip, 0.85)}/>`;
        })
      );
    case 'paper':
      return base;
  }
}

function lightingSvg(
  lighting: Lighting,
  W: number,
  H: number,
  fromLeft: boolean,
  box: Box,
  brand: Rgb,
  colours: Rgb[],
): string {
  const cx = box.x + box.width / 2;
  const side = fromLeft ? 1 : -1;
  const x0 = fromLeft ? 0 : W;
  switch (lighting) {
    case 'soft':
    case 'studio': {
      const glow = softEllipse(
        'glow',
        cx - side * W * 0.1,
        box.y + box.height * 0.3,
        W * 0.6,
        H * 0.5,
        WHITE,
        lighting === 'studio' ? 0.7 : 0.5,
      );
      return `<defs>${glow.defs}</defs>${glow.body}`;
    }
    case 'morning':
    case 'golden': {
      const sun = lighting === 'golden' ? parseHex('#ffcf8a') : parseHex('#fff3da');
      return `<path d="M${n(x0)} ${n(H * 0.05)} L${n(x0 + side * W * 0.55)} ${n(H * 0.2)} L${n(x0 + side * W * 0.85)} ${n(H)} L${n(x0 + side * W * 0.15)} ${n(H)} Z" ${fill(sun, lighting === 'golden' ? 0.35 : 0.4)}/>`;
    }
    case 'dramatic': {
      const spot = softEllipse('spot', cx, box.y + box.height * 0.5, W * 0.35, H * 0.45, WHITE, 0.35);
      return `<defs>${spot.defs}</defs>${spot.body}`;
    }
    case 'neon': {
      const a = softEllipse(
        'neon-a',
        W * 0.2,
        H * 0.3,
        W * 0.45,
        H * 0.35,
        colours[0] ?? hsl(320, 0.9, 0.6),
        0.55,
      );
      const b = softEllipse(
        'neon-b',
        W * 0.8,
        H * 0.35,
        W * 0.45,
        H * 0.35,
        colours[1] ?? mix(brand, hsl(190, 0.9, 0.55), 0.7),
        0.5,
      );
      return `<defs>${a.defs}${b.defs}</defs>${a.body}${b.body}`;
    }
  }
}

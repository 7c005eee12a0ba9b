/**
 * Storyboard keyframes for a product photographed from above: everything is seen from straight
 * over the table, as the product was, yet the scenes of one storyboard are framed apart — the
 * creator's hand pointing at it, their hand at its edge as they use it, a flat lay with their
 * things around it, an end card. The creator is the same across the scenes of a run: the same
 * skin, the same sleeve, the same phone on the table.
 */
import { hex, inkOn, legibleSurface, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { type Box, productSize } from '../geometry.js';
import { FRAME_SHARE } from '../hero-object.js';
import type { ProductPlacement, Scene, SceneContext } from '../scene.js';
import { fill, n } from '../svg-markup.js';
import { handSvg } from './hand-from-above.js';
import { flatLaySvg, SURFACES } from './surface.js';

const SKINS = ['#f1c9a8', '#e2ad86', '#c88b62', '#9b643f', '#6f452b'].map(parseHex);
const SLEEVES = ['#2f3e55', '#b4563f', '#e9e3d8', '#4d6b4f', '#c9a23f', '#6d4a6b'].map(parseHex);

/** The creator of a run as seen from above: their skin, sleeve and phone case, drawn once per run. */
export function creatorLook(context: SceneContext) {
  const skin = SKINS[Math.floor(context.runVariant / 7) % SKINS.length]!;
  const sleeve = SLEEVES[context.runVariant % SLEEVES.length]!;
  return { skin, sleeve, phone: mix(sleeve, WHITE, 0.25), side: context.creator.fromRight ? 1 : -1 };
}

/**
 * The product lying at `box`, turned `rotation` degrees: made smaller about its centre when, turned,
 * it would take more than the frame share every preset keeps to (FRAME_SHARE).
 */
function lying(
  frame: { width: number; height: number },
  box: Box,
  rotation: number,
  lightFromLeft: boolean,
): ProductPlacement {
  const a = (Math.abs(rotation) * Math.PI) / 180;
  const width = box.width * Math.cos(a) + box.height * Math.sin(a);
  const height = box.width * Math.sin(a) + box.height * Math.cos(a);
  const share = Math.max(width / frame.width, height / frame.height);
  const k = Math.min(1, (FRAME_SHARE.max - 0.01) / share);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  return {
    box: {
      x: cx - (box.width * k) / 2,
      y: cy - (box.height * k) / 2,
      width: box.width * k,
      height: box.height * k,
    },
    rotation,
    stance: 'lying',
    shadow: { dx: lightFromLeft ? 14 : -14, dy: 18, blur: 14, opacity: 0.42 },
    light: {
      angle: lightFromLeft ? 20 : 160,
      highlight: WHITE,
      shade: parseHex('#140f0a'),
      strength: 0.16,
    },
  };
}

/** The room under the storyboard's words, where the product may go. */
function zone(context: SceneContext) {
  const { height: H } = context.size;
  return { top: Math.max(H * 0.2, context.textZone?.top ?? 0), bottom: H * 0.94 };
}

/**
 * The creator's hand with it: `pointing` at it from a bottom corner (the hook: "look at this"), or
 * `holding` it, the hand flat at its edge from the creator's side of the frame (in use). The
 * product is placed away from the hand, so each is framed its own way.
 */
export function handWithProductScene(gesture: 'pointing' | 'holding') {
  return (context: SceneContext): Scene => {
    const { size, index } = context;
    const { width: W, height: H } = size;
    const look = creatorLook(context);
    const variant = context.runVariant + index;
    const lightFromLeft = variant % 2 === 0;
    const surface = SURFACES[(context.runVariant + index * 3) % SURFACES.length]!;
    const { top, bottom } = zone(context);
    const pointing = gesture === 'pointing';
    const p = productSize(W, H, context.product!.aspect, pointing ? 0.44 : 0.52);
    // Away from the hand's side, so the hand is in the frame: up under the words when it points, low
    // when it holds.
    const cx = W / 2 - look.side * W * (pointing ? 0.1 : 0.14);
    const cy = pointing
      ? top + p.height / 2 + H * 0.02
      : Math.min(bottom - p.height / 2, (top + bottom) / 2 + H * 0.04);
    const box: Box = {
      x: Math.min(W * 0.98 - p.width, Math.max(W * 0.02, cx - p.width / 2)),
      y: Math.max(top, cy - p.height / 2),
      ...p,
    };
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const radius = Math.min(box.width, box.height) / 2;
    const palm = W * 0.16;
    // Where the arm comes from, off the frame.
    const from = pointing
      ? { x: W / 2 + look.side * W * 0.62, y: H * 1.05 }
      : { x: W / 2 + look.side * W * 0.75, y: centre.y + H * 0.1 };
    const dx = from.x - centre.x;
    const dy = from.y - centre.y;
    const length = Math.hypot(dx, dy);
    const ux = dx / length;
    const uy = dy / length;
    const reach = pointing ? radius + W * 0.05 : radius * 0.9;
    const tip = { x: centre.x + ux * reach, y: centre.y + uy * reach };
    const angle = (Math.atan2(-ux, uy) * 180) / Math.PI;
    const hand = handSvg(gesture, tip, angle, look.side > 0, palm, look, lightFromLeft);
    return {
      composition: `hand ${pointing ? 'pointing at it' : 'holding it'} from the ${look.side > 0 ? 'right' : 'left'}, seen from above on the ${surface.name}, product ${centre.x < W * 0.47 ? 'left' : centre.x > W * 0.53 ? 'right' : 'centred'}`,
      backdrop: flatLaySvg(W, H, surface, lightFromLeft, box, context),
      backdropScale: 0.5,
      backdropBlur: 1.5,
      product: lying(size, box, pointing ? -look.side * 8 : look.side * 4, lightFromLeft),
      overlays: [{ box: { x: 0, y: 0, width: W, height: H }, svg: hand }],
      texts: [],
      grain: 0.22,
    };
  };
}

/**
 * The table seen from above with the creator's things around the product — their phone, a sprig, a
 * notebook, a glass of water — the product in another part of the frame in each scene.
 */
export function flatLayWithThingsScene(context: SceneContext): Scene {
  const { size, index, random } = context;
  const { width: W, height: H } = size;
  const look = creatorLook(context);
  const variant = context.runVariant + index;
  const lightFromLeft = variant % 2 === 1;
  const surface = SURFACES[(context.runVariant + index) % SURFACES.length]!;
  const { top, bottom } = zone(context);
  // A long product (a hammer, a knife) is measured by its length: a little more of the frame.
  const long = context.product!.aspect > 1.35 || context.product!.aspect < 0.74;
  const p = productSize(W, H, context.product!.aspect, [0.4, 0.36, 0.42][variant % 3]! + (long ? 0.12 : 0));
  // Where the product lies: a third of the way across on one side, high or low in the room.
  const left = (Math.floor(index / 2) + (look.side > 0 ? 1 : 0)) % 2 === 0;
  const high = index % 2 === 1;
  const x = left ? W * 0.3 - p.width / 2 : W * 0.7 - p.width / 2;
  const y = high ? top + H * 0.02 : bottom - p.height - H * 0.08;
  const box: Box = {
    x: Math.min(W * 0.97 - p.width, Math.max(W * 0.03, x)),
    y: Math.min(bottom - p.height, Math.max(top, y)),
    ...p,
  };
  // The things go in the other corners, reaching off the frame's edge as in a real flat lay.
  const far = { x: left ? W * 0.78 : W * 0.22, y: high ? H * 0.78 : top + H * 0.1 };
  const beside = { x: left ? W * 0.76 : W * 0.24, y: high ? top + H * 0.06 : H * 0.86 };
  // Two of the creator's things, another pair in each scene; their phone in every other one.
  const pairs = [
    ['phone', 'sprig'],
    ['notebook', 'glass of water'],
    ['phone', 'glass of water'],
    ['notebook', 'sprig'],
  ] as const;
  const names = pairs[variant % pairs.length]!;
  const draw = (name: (typeof names)[number], at: { x: number; y: number }) =>
    name === 'phone'
      ? phoneSvg(at.x, at.y, W * 0.3, look.phone, random.range(-20, 20))
      : (name === 'sprig' ? sprigSvg : name === 'notebook' ? notebookSvg : glassSvg)(
          at.x,
          at.y,
          W * 0.3,
          random.range(-30, 30),
        );
  const things = [draw(names[0], far), draw(names[1], beside)];
  return {
    composition: `flat lay with the creator's ${names.join(' and ')}, on the ${surface.name}, product ${left ? 'left' : 'right'} ${high ? 'high' : 'low'}`,
    backdrop: flatLaySvg(W, H, surface, lightFromLeft, box, context) + things.join(''),
    backdropScale: 0.5,
    backdropBlur: 1.5,
    product: lying(size, box, [-8, 6, 12, -4][variant % 4]!, lightFromLeft),
    overlays: [],
    texts: [],
    grain: 0.2,
  };
}

const turned = (cx: number, cy: number, degrees: number, body: string) =>
  `<g transform="rotate(${n(degrees)} ${n(cx)} ${n(cy)})"><g opacity="0.18" transform="translate(10 14)">${body.replace(/fill="[^"]*"/g, 'fill="#000"').replace(/stroke="[^"]*"/g, 'stroke="none"')}</g>${body}</g>`;

/** The creator's phone, face down in its case. */
function phoneSvg(cx: number, cy: number, size: number, colour: Rgb, degrees: number): string {
  const w = size * 0.5;
  const h = size;
  const body =
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.18)}" ${fill(colour)}/>` +
    `<rect x="${n(cx - w * 0.36)}" y="${n(cy - h * 0.44)}" width="${n(w * 0.36)}" height="${n(w * 0.36)}" rx="${n(w * 0.1)}" ${fill(mix(colour, parseHex('#000000'), 0.35))}/>` +
    `<circle cx="${n(cx - w * 0.26)}" cy="${n(cy - h * 0.4)}" r="${n(w * 0.07)}" fill="#1b1b1b"/>` +
    `<circle cx="${n(cx - w * 0.26)}" cy="${n(cy - h * 0.31)}" r="${n(w * 0.07)}" fill="#1b1b1b"/>`;
  return turned(cx, cy, degrees, body);
}

/** A sprig of eucalyptus: a curved stem, round leaves in pairs. */
function sprigSvg(cx: number, cy: number, size: number, degrees: number): string {
  const leaf = parseHex('#7f9c84');
  const stem = `<path d="M${n(cx - size / 2)} ${n(cy + size * 0.1)} Q ${n(cx)} ${n(cy - size * 0.12)} ${n(cx + size / 2)} ${n(cy)}" stroke="#5d6f52" stroke-width="${n(size * 0.02)}" fill="none"/>`;
  const leaves = Array.from({ length: 6 }, (_, i) => {
    const t = (i + 0.5) / 6;
    const x = cx - size / 2 + size * t;
    const y = cy + size * 0.1 - size * 0.2 * Math.sin(Math.PI * t) - size * 0.05 * t;
    const r = size * (0.09 - 0.006 * i);
    return (
      `<circle cx="${n(x)}" cy="${n(y - r * 0.9)}" r="${n(r)}" ${fill(mix(leaf, WHITE, i % 2 === 0 ? 0 : 0.12))}/>` +
      `<circle cx="${n(x + r * 0.3)}" cy="${n(y + r * 0.9)}" r="${n(r)}" ${fill(mix(leaf, parseHex('#000000'), 0.08))}/>`
    );
  }).join('');
  return turned(cx, cy, degrees, leaves + stem);
}

/** A closed notebook with a pen on it. */
function notebookSvg(cx: number, cy: number, size: number, degrees: number): string {
  const w = size * 0.74;
  const h = size;
  const body =
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="6" fill="#e8dcc4"/>` +
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w * 0.08)}" height="${n(h)}" fill="#c9b48f"/>` +
    `<rect x="${n(cx + w * 0.32)}" y="${n(cy - h / 2)}" width="${n(w * 0.05)}" height="${n(h * 0.7)}" fill="#b4563f"/>` +
    `<rect x="${n(cx - w * 0.1)}" y="${n(cy - h * 0.46)}" width="${n(size * 0.05)}" height="${n(h * 0.9)}" rx="${n(size * 0.025)}" fill="#2b2b2b"/>`;
  return turned(cx, cy, degrees, body);
}

/** A glass of water from above: its rim, the water's light and the foot's ring. */
function glassSvg(cx: number, cy: number, size: number, degrees: number): string {
  const r = size * 0.3;
  const body =
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#dfe9ee" fill-opacity="0.55" stroke="#ffffff" stroke-width="${n(r * 0.08)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.78)}" fill="#c8dbe3" fill-opacity="0.5"/>` +
    `<path d="M${n(cx - r * 0.6)} ${n(cy - r * 0.3)} A ${n(r * 0.7)} ${n(r * 0.7)} 0 0 1 ${n(cx + r * 0.1)} ${n(cy - r * 0.68)}" stroke="#ffffff" stroke-opacity="0.9" stroke-width="${n(r * 0.1)}" fill="none"/>`;
  return turned(cx, cy, degrees, body);
}

/**
 * The end card: the brand's deep tone or its accent (by run), a white card
 * with the product lying on it, turned a little or straight, and under it a button with an arrow
 * and the rings of a tap — what the call to action asks for, with no words of its own (the
 * storyboard's text says it).
 */
export function callToActionCardScene(context: SceneContext): Scene {
  const { size, palette, index } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  // Not the brand colour itself: the storyboard's loud words sit on a plate of it, which vanished
  // on a card of the same colour.
  const colours = [palette.deep, mix(palette.accent, palette.brand, 0.35)];
  const colour = colours[variant % colours.length]!;
  const background = legibleSurface(colour, inkOn(colour));
  const wanted = [0, -7, 6][Math.floor(variant / colours.length) % 3]!;
  const lightFromLeft = variant % 2 === 0;
  const { top } = zone(context);
  const cardWidth = W * 0.76;
  const p = productSize(W, H, context.product!.aspect, context.product!.aspect > 1.35 ? 0.56 : 0.4);
  const fit = Math.min(1, (cardWidth * 0.8) / p.width);
  const pw = p.width * fit;
  const ph = p.height * fit;
  // Turned only while it still lies well inside the card.
  const a = (Math.abs(wanted) * Math.PI) / 180;
  const turn = pw * Math.cos(a) + ph * Math.sin(a) <= cardWidth * 0.9 ? wanted : 0;
  const cardHeight = ph + W * 0.36;
  const cardTop = Math.min(top + H * 0.01, H * 0.92 - cardHeight);
  const card: Box = { x: (W - cardWidth) / 2, y: cardTop, width: cardWidth, height: cardHeight };
  const box: Box = { x: W / 2 - pw / 2, y: card.y + W * 0.08, width: pw, height: ph };
  const button = { x: W / 2 - W * 0.2, y: box.y + ph + W * 0.08, width: W * 0.4, height: W * 0.12 };
  const accent = legibleSurface(palette.accent, WHITE);
  const arrowY = button.y + button.height / 2;
  const tapX = button.x + button.width * 0.82;
  const pattern = Array.from({ length: 14 }, (_, i) => {
    const x = ((i * 0.37 + variant * 0.13) % 1) * W;
    const y = ((i * 0.61 + variant * 0.29) % 1) * H;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(W * (0.04 + (i % 3) * 0.03))}" fill="#fff" fill-opacity="0.05"/>`;
  }).join('');
  const backdrop =
    `<rect width="${W}" height="${H}" ${fill(background)}/>${pattern}` +
    `<rect x="${n(card.x + (lightFromLeft ? 10 : -10))}" y="${n(card.y + 18)}" width="${n(card.width)}" height="${n(card.height)}" rx="${n(W * 0.05)}" fill="#000" fill-opacity="0.16"/>` +
    `<rect x="${n(card.x)}" y="${n(card.y)}" width="${n(card.width)}" height="${n(card.height)}" rx="${n(W * 0.05)}" fill="#fffdf9"/>`;
  const buttonSvg =
    `<rect x="${n(button.x)}" y="${n(button.y)}" width="${n(button.width)}" height="${n(button.height)}" rx="${n(button.height / 2)}" ${fill(accent)}/>` +
    `<path d="M${n(W / 2 - W * 0.06)} ${n(arrowY)} H ${n(W / 2 + W * 0.05)} M ${n(W / 2 + W * 0.01)} ${n(arrowY - W * 0.035)} L ${n(W / 2 + W * 0.055)} ${n(arrowY)} L ${n(W / 2 + W * 0.01)} ${n(arrowY + W * 0.035)}" stroke="${hex(inkOn(accent))}" stroke-width="${n(W * 0.014)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    [0.05, 0.085]
      .map(
        (r, i) =>
          `<circle cx="${n(tapX)}" cy="${n(arrowY + W * 0.05)}" r="${n(W * r)}" fill="none" stroke="${hex(accent)}" stroke-opacity="${[0.6, 0.3][i]}" stroke-width="${n(W * 0.008)}"/>`,
      )
      .join('');
  return {
    composition: `end card on ${['the deep tone', 'the accent'][variant % colours.length]}, product ${turn === 0 ? 'straight' : 'turned'} on a white card, a button with an arrow and a tap`,
    backdrop,
    backdropScale: 0.5,
    product: lying(size, box, turn, lightFromLeft),
    overlays: [
      {
        box: {
          x: button.x - W * 0.02,
          y: button.y - W * 0.04,
          width: button.width + W * 0.1,
          height: button.height + W * 0.16,
        },
        svg: buttonSvg,
      },
    ],
    texts: [],
    grain: 0.06,
  };
}

/**
 * Without a photo, the product is drawn: a mock-up of the kind of thing the subject is — a bottle
 * for a serum or a wine, a jar for a cream or a candle, a pouch for coffee beans, a tube for a
 * balm, a cup for a latte, a screen device for a phone or tablet, a box for the rest (gadgets
 * too) — in the scene's colours, lit from one side, with the subject written on its label. The
 * label is a light, flat surface, so the words on it read whatever colour the product is.
 */
import type { Language } from '../domain/languages.js';
import { type ProductCategory, recogniseCategory } from '../domain/products/product-category.js';
import { hex, inkOn, mix, parseHex, type Rgb, WHITE } from './colour.js';
import type { Box } from './geometry.js';
import type { Overlay, PlacedText } from './scene.js';
import { fill, linearGradient, n } from './svg-markup.js';
import { placeText } from './text-block.js';

export type MockupShape = 'bottle' | 'jar' | 'pouch' | 'box' | 'tube' | 'cup' | 'device';

interface ShapeDrawing {
  /** Width / height. */
  aspect: number;
  /** The body's outline, in a unit box (0–1 across and down). */
  body: string;
  /** A cap, lid or seal in the deep colour, in the unit box. */
  cap?: string;
  /** The label, in the unit box. */
  label: { x: number; y: number; width: number; height: number; radius: number };
}

const SHAPES: Readonly<Record<MockupShape, ShapeDrawing>> = {
  bottle: {
    aspect: 0.46,
    body: 'M.06 .37 Q.06 .24 .24 .23 L.38 .23 L.38 .16 L.62 .16 L.62 .23 L.76 .23 Q.94 .24 .94 .37 L.94 .95 Q.94 1 .86 1 L.14 1 Q.06 1 .06 .95 Z',
    cap: 'M.34 .01 Q.34 0 .36 0 L.64 0 Q.66 0 .66 .01 L.66 .17 L.34 .17 Z',
    label: { x: 0.12, y: 0.42, width: 0.76, height: 0.46, radius: 0.03 },
  },
  jar: {
    aspect: 0.9,
    body: 'M.04 .32 Q.04 .2 .14 .2 L.86 .2 Q.96 .2 .96 .32 L.96 .92 Q.96 1 .86 1 L.14 1 Q.04 1 .04 .92 Z',
    cap: 'M.08 .03 Q.08 0 .12 0 L.88 0 Q.92 0 .92 .03 L.92 .21 L.08 .21 Z',
    label: { x: 0.1, y: 0.33, width: 0.8, height: 0.56, radius: 0.03 },
  },
  pouch: {
    aspect: 0.74,
    body: 'M.07 .06 L.93 .06 Q.95 .5 .94 .92 Q.94 1 .84 1 L.16 1 Q.06 1 .06 .92 Q.05 .5 .07 .06 Z',
    cap: 'M.05 0 L.95 0 L.95 .08 L.05 .08 Z',
    label: { x: 0.13, y: 0.24, width: 0.74, height: 0.58, radius: 0.03 },
  },
  box: {
    aspect: 0.78,
    body: 'M0 .02 Q0 0 .02 0 L.98 0 Q1 0 1 .02 L1 .98 Q1 1 .98 1 L.02 1 Q0 1 0 .98 Z',
    cap: 'M0 .02 Q0 0 .02 0 L.98 0 Q1 0 1 .02 L1 .07 L0 .07 Z',
    label: { x: 0.1, y: 0.2, width: 0.8, height: 0.62, radius: 0.02 },
  },
  tube: {
    aspect: 0.42,
    body: 'M.03 .04 L.97 .04 L.84 .8 L.16 .8 Z',
    cap: 'M.02 0 L.98 0 L.98 .05 L.02 .05 Z M.22 .79 L.78 .79 L.78 .98 Q.78 1 .76 1 L.24 1 Q.22 1 .22 .98 Z',
    label: { x: 0.14, y: 0.14, width: 0.72, height: 0.5, radius: 0.02 },
  },
  cup: {
    aspect: 0.86,
    body: 'M.07 .12 L.93 .12 L.82 .98 Q.82 1 .8 1 L.2 1 Q.18 1 .18 .98 Z',
    cap: 'M.04 .02 Q.04 0 .07 0 L.93 0 Q.96 0 .96 .02 L.97 .13 L.03 .13 Z',
    label: { x: 0.19, y: 0.34, width: 0.62, height: 0.42, radius: 0.02 },
  },
  device: {
    aspect: 0.6,
    body: 'M.08 0 L.92 0 Q1 0 1 .07 L1 .93 Q1 1 .92 1 L.08 1 Q0 1 0 .93 L0 .07 Q0 0 .08 0 Z',
    label: { x: 0.07, y: 0.08, width: 0.86, height: 0.74, radius: 0.04 },
  },
};

const CATEGORY_SHAPES: Readonly<Record<ProductCategory, MockupShape>> = {
  skincare: 'bottle',
  haircare: 'bottle',
  makeup: 'tube',
  fragrance: 'bottle',
  coffee: 'pouch',
  tea: 'pouch',
  food: 'jar',
  snacks: 'pouch',
  drinks: 'bottle',
  spirits: 'bottle',
  footwear: 'box',
  apparel: 'box',
  accessories: 'box',
  jewellery: 'box',
  // Most gadgets (headphones, speakers, chargers, cameras) are shown in their retail box: a
  // phone-shaped slab says "phone" whatever is written on its screen.
  tech: 'box',
  audio: 'box',
  home: 'box',
  candles: 'jar',
  kitchen: 'box',
  fitness: 'pouch',
  pets: 'pouch',
  baby: 'bottle',
  books: 'box',
  services: 'box',
  general: 'box',
};

/** Words that say more than the category does: a cream comes in a jar, a latte in a cup. */
const SHAPE_WORDS: ReadonlyArray<[RegExp, MockupShape]> = [
  [/\b(cups?|mugs?|latte|cappuccino|tumblers?|to go)\b/i, 'cup'],
  [/\b(balms?|toothpaste|sunscreen|spf|lip|hand cream|gel)\b/i, 'tube'],
  [/\b(creams?|butter|scrub|mask|candles?|honey|jam|spread|pomade|wax)\b/i, 'jar'],
  [
    /\b(serum|oil|toner|shampoo|conditioner|wine|juice|water|soda|gin|whisky|vodka|perfume|spray|bottle)\b/i,
    'bottle',
  ],
  [/\b(beans|ground|granola|treats|chips|crisps|powder|matcha|protein|kibble)\b/i, 'pouch'],
  [/\b(smartphones?|phones?|tablets?|e-?readers?)\b/i, 'device'],
];

export function mockupShapeOf(subject: string, language?: Language): MockupShape {
  for (const [words, shape] of SHAPE_WORDS) if (words.test(subject)) return shape;
  return CATEGORY_SHAPES[recogniseCategory(subject, language)];
}

export const mockupAspect = (shape: MockupShape) => SHAPES[shape].aspect;

/** The longest subject a label shows whole; a longer one ends in "…" at a word boundary. */
const LABEL_SUBJECT_MAX_CHARS = 90;

export function productMockup(
  shape: MockupShape,
  subject: string,
  box: Box,
  style: { surface: Rgb; eyebrow: string; face?: 'serif' | 'sansBold' },
): { overlays: Overlay[]; texts: PlacedText[] } {
  const drawing = SHAPES[shape];
  const black = parseHex('#000000');
  const body = style.surface;
  const cap = mix(body, black, 0.5);
  const screen = shape === 'device';
  const label = screen ? mix(body, WHITE, 0.92) : mix(body, WHITE, 0.86);
  const ink = inkOn(label);
  const u = (v: number, along: 'x' | 'y') => (along === 'x' ? box.x + v * box.width : box.y + v * box.height);
  // The unit outlines scaled into the box: every number of a path is an x, y pair.
  const scaled = (path: string) => {
    let i = 0;
    return path.replace(/-?\d*\.?\d+/g, (v) => n(u(Number(v), i++ % 2 === 0 ? 'x' : 'y')));
  };
  const l = drawing.label;
  const labelBox = {
    x: u(l.x, 'x'),
    y: u(l.y, 'y'),
    width: l.width * box.width,
    height: l.height * box.height,
  };
  const radius = l.radius * box.width;
  const defs =
    linearGradient(
      'shade',
      [
        [0, black, 0.28],
        [0.22, WHITE, 0.22],
        [0.36, WHITE, 0],
        [0.78, black, 0.06],
        [1, black, 0.32],
      ],
      0,
    ) +
    linearGradient(
      'gloss',
      [
        [0, WHITE, 0.35],
        [0.5, WHITE, 0],
      ],
      0,
    );
  const bodyPath = scaled(drawing.body);
  const svg =
    `<defs>${defs}</defs>` +
    `<path d="${bodyPath}" ${fill(body)}/>` +
    (drawing.cap ? `<path d="${scaled(drawing.cap)}" ${fill(cap)}/>` : '') +
    `<rect x="${n(labelBox.x)}" y="${n(labelBox.y)}" width="${n(labelBox.width)}" height="${n(labelBox.height)}" rx="${n(radius)}" ${fill(label)}/>` +
    // Light from the left: a highlight near the left edge, the far side in shade, over everything.
    `<path d="${bodyPath}" fill="url(#shade)"/>` +
    (drawing.cap ? `<path d="${scaled(drawing.cap)}" fill="url(#gloss)"/>` : '') +
    (screen
      ? `<circle cx="${n(box.x + box.width / 2)}" cy="${n(u(0.91, 'y'))}" r="${n(box.width * 0.045)}" fill="none" stroke="${hex(mix(body, WHITE, 0.4))}" stroke-width="${n(Math.max(1.5, box.width * 0.01))}"/>`
      : '');
  const pad = labelBox.width * 0.09;
  const eyebrow = placeText({
    role: 'card-eyebrow',
    text: style.eyebrow.toUpperCase(),
    face: 'sansMedium',
    colour: ink,
    x: labelBox.x + labelBox.width / 2,
    y: labelBox.y + pad * 0.8,
    align: 'middle',
    maxWidth: labelBox.width - pad * 2,
    maxLines: 1,
    maxSize: Math.max(10, labelBox.width * 0.065),
    minSize: Math.max(8, labelBox.width * 0.04),
    letterSpacing: 1.5,
  });
  const titleTop = eyebrow.text.box.y + eyebrow.text.box.height + pad * 0.5;
  const titleBottom = labelBox.y + labelBox.height - pad * 0.7;
  const title = placeText({
    role: 'card-subject',
    text: subject,
    face: style.face ?? 'serif',
    colour: ink,
    x: labelBox.x + labelBox.width / 2,
    y: (titleTop + titleBottom) / 2,
    anchor: 'middle',
    align: 'middle',
    maxWidth: labelBox.width - pad * 2,
    maxLines: 5,
    maxSize: Math.min(labelBox.width * 0.17, (titleBottom - titleTop) / 3.4),
    minSize: Math.max(11, labelBox.width * 0.05),
    lineHeight: 1.08,
    maxChars: LABEL_SUBJECT_MAX_CHARS,
  });
  return {
    overlays: [{ box, svg }, eyebrow.overlay, title.overlay],
    texts: [eyebrow.text, title.text],
  };
}

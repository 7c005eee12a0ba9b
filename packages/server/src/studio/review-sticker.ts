/**
 * A handwritten review sticker: a paper note with a line in Caveat, the way people annotate their
 * own photos, and the caller's star rating above it when the caller gave one.
 */
import { hex, INK, parseHex, type Rgb } from './colour.js';
import type { Box } from './geometry.js';
import type { Overlay, PlacedText } from './scene.js';
import { n, starPath } from './svg-markup.js';
import { placeText } from './text-block.js';

/** The longest review line shown whole; a longer one ends in "…" at a word boundary. */
const REVIEW_MAX_CHARS = 110;

export function reviewSticker(
  box: Box,
  review: string,
  /** The caller's rating (claims.rating): without one, no stars are drawn. */
  stars: number | undefined,
  paper: Rgb = parseHex('#fffdf7'),
): { overlays: Overlay[]; texts: PlacedText[]; box: Box } {
  const pad = box.width * 0.07;
  const starSize = Math.min(box.width * 0.05, 30);
  const starRow = box.y + pad + starSize;
  const text = placeText({
    role: 'review',
    text: review,
    face: 'hand',
    colour: INK,
    x: box.x + pad,
    y: stars === undefined ? box.y + pad : starRow + starSize + pad * 0.45,
    maxWidth: box.width - pad * 2,
    maxLines: 3,
    maxSize: box.width * 0.1,
    minSize: box.width * 0.055,
    lineHeight: 1.05,
    maxChars: REVIEW_MAX_CHARS,
  });
  const height = text.text.box.y + text.text.box.height + pad * 0.8 - box.y;
  const paperBox = { ...box, height };
  const gold = parseHex('#f2a900');
  const starsSvg =
    stars === undefined
      ? ''
      : Array.from({ length: 5 }, (_, i) => {
          const cx = box.x + pad + starSize + i * starSize * 2.3;
          const on = i < Math.round(stars);
          return `<path d="${starPath(cx, starRow, starSize)}" fill="${on ? hex(gold) : '#d9d4c7'}"/>`;
        }).join('');
  // A strip of tape across the top edge, as if stuck onto the photo.
  const tape = `<rect x="${n(box.x + box.width / 2 - box.width * 0.13)}" y="${n(box.y - box.width * 0.035)}" width="${n(box.width * 0.26)}" height="${n(box.width * 0.07)}" fill="#f3e7c4" fill-opacity="0.85"/>`;
  const paperSvg =
    `<rect x="${n(box.x + 4)}" y="${n(box.y + 8)}" width="${n(box.width)}" height="${n(height)}" rx="${n(box.width * 0.03)}" fill="#000" fill-opacity="0.12"/>` +
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(height)}" rx="${n(box.width * 0.03)}" fill="${hex(paper)}"/>` +
    starsSvg +
    tape;
  return {
    overlays: [
      {
        box: {
          x: box.x - 4,
          y: box.y - box.width * 0.04,
          width: box.width + 12,
          height: height + box.width * 0.04 + 12,
        },
        svg: paperSvg,
      },
      text.overlay,
    ],
    texts: [text.text],
    box: paperBox,
  };
}

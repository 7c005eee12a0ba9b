/** Small pieces of SVG markup shared by scenes. */
import { hex, type Rgb } from './colour.js';
import type { Box } from './geometry.js';

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#39;',
  );
}

export const n = (value: number) => (Math.round(value * 10) / 10).toString();

export function fill(colour: Rgb, opacity = 1): string {
  return opacity >= 1 ? `fill="${hex(colour)}"` : `fill="${hex(colour)}" fill-opacity="${n(opacity)}"`;
}

/** A linear gradient from `from` to `to` along the angle (degrees; 90 = top to bottom). */
export function linearGradient(
  id: string,
  stops: Array<[offset: number, colour: Rgb, opacity?: number]>,
  angle = 90,
): string {
  const radians = (angle * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  return (
    `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">` +
    stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${hex(c)}" stop-opacity="${a}"/>`)
      .join('') +
    '</linearGradient>'
  );
}

export function radialGradient(
  id: string,
  stops: Array<[offset: number, colour: Rgb, opacity?: number]>,
): string {
  return (
    `<radialGradient id="${id}">` +
    stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${hex(c)}" stop-opacity="${a}"/>`)
      .join('') +
    '</radialGradient>'
  );
}

/** A soft elliptical shadow or glow: a radial gradient, far cheaper than a blur filter. */
export function softEllipse(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: Rgb,
  opacity: number,
) {
  return {
    defs: radialGradient(id, [
      [0, colour, opacity],
      [0.55, colour, opacity * 0.45],
      [1, colour, 0],
    ]),
    body: `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`,
  };
}

/**
 * The soft black shadow where an object meets the surface it stands on: centred under the bottom
 * edge of `box`, `widthRatio` of its width across.
 */
export function contactShadow(box: Box, widthRatio: number, height: number, opacity: number) {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height;
  const rx = box.width * widthRatio;
  return {
    ...softEllipse('contact', cx, cy, rx, height, { r: 0, g: 0, b: 0 }, opacity),
    /** What the shadow covers, for an overlay of its own. */
    box: { x: cx - rx - 2, y: cy - height - 2, width: 2 * rx + 4, height: 2 * height + 4 },
  };
}

/** A five-pointed star centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.48;
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

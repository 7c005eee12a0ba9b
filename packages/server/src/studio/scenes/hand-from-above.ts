/**
 * The creator's hand seen from above, pointing at the product or holding it flat at its edge, for
 * the storyboard scenes of a product photographed from above.
 */
import { hex, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { fill, n } from '../svg-markup.js';

/**
 * A hand seen from above, its back up: the index finger out and the others curled (`pointing`), or
 * the fingers together and flat (`holding`), with the thumb, the wrist and the sleeve running off
 * the frame; its shadow on the table away from the light. Drawn with its fingertip at `tip`, the
 * arm turned `angle` degrees from straight down; a right hand, mirrored for a left one.
 */
export function handSvg(
  gesture: 'pointing' | 'holding',
  tip: { x: number; y: number },
  angle: number,
  right: boolean,
  P: number,
  look: { skin: Rgb; sleeve: Rgb },
  lightFromLeft: boolean,
): string {
  const black = parseHex('#000000');
  const r = (x: number, y: number, w: number, h: number, rx: number, extra = '') =>
    `<rect x="${n(x * P)}" y="${n(y * P)}" width="${n(w * P)}" height="${n(h * P)}" rx="${n(rx * P)}"${extra}/>`;
  // The shapes of the hand, in palms (P), the fingertip at the origin and the arm along +y.
  const fingers =
    gesture === 'pointing'
      ? [{ x: -0.11, y: 0, w: 0.22, h: 1.35 }]
      : [
          { x: -0.4, y: 0.14, w: 0.27, h: 1.2 },
          { x: -0.14, y: 0, w: 0.28, h: 1.3 },
          { x: 0.13, y: 0.08, w: 0.26, h: 1.25 },
          { x: 0.38, y: 0.36, w: 0.22, h: 1.0 },
        ];
  const palm =
    gesture === 'pointing' ? { x: -0.16, y: 1.08, w: 0.98, h: 1.12 } : { x: -0.42, y: 1.05, w: 1.04, h: 1.2 };
  // Curled under, the other fingers show as one rounded row past the knuckles, creased apart.
  const knuckles =
    gesture === 'pointing'
      ? r(0.04, 0.86, 0.76, 0.5, 0.22) +
        [0.3, 0.55]
          .map(
            (x) =>
              `<path d="M${n(x * P)} ${n(0.9 * P)} L${n(x * P)} ${n(1.18 * P)}" stroke="${hex(mix(look.skin, black, 0.28))}" stroke-opacity="0.6" stroke-width="${n(P * 0.014)}"/>`,
          )
          .join('')
      : '';
  const thumb =
    gesture === 'pointing'
      ? `<g transform="rotate(-10 ${n(-0.15 * P)} ${n(1.9 * P)})">${r(-0.3, 1.28, 0.22, 0.66, 0.11)}</g>`
      : `<g transform="rotate(-16 ${n(-0.42 * P)} ${n(1.95 * P)})">${r(-0.58, 1.12, 0.25, 0.9, 0.125)}</g>`;
  const wristX = palm.x + palm.w * 0.12;
  const wrist = r(wristX, palm.y + palm.h - 0.15, palm.w * 0.76, 0.7, 0.1);
  const sleeveTop = palm.y + palm.h + 0.35;
  const sleeve = r(palm.x - 0.08, sleeveTop, palm.w + 0.16, 8, 0.12);
  const body = (skin: string, sleeveFill: string) =>
    `<g ${skin}>${fingers.map((f) => r(f.x, f.y, f.w, f.h, f.w / 2)).join('')}${r(palm.x, palm.y, palm.w, palm.h, 0.3)}${knuckles}${thumb}${wrist}</g>` +
    `<g ${sleeveFill}>${sleeve}</g>`;
  const skinEdge = hex(mix(look.skin, black, 0.28));
  const nails = fingers
    .map((f) =>
      r(f.x + f.w * 0.18, f.y + 0.05, f.w * 0.64, 0.26, f.w * 0.3, ` ${fill(mix(look.skin, WHITE, 0.4))}`),
    )
    .join('');
  const creases = fingers
    .map(
      (f) =>
        `<path d="M${n((f.x + f.w * 0.25) * P)} ${n((f.y + 0.62) * P)} Q ${n((f.x + f.w / 2) * P)} ${n((f.y + 0.66) * P)} ${n((f.x + f.w * 0.75) * P)} ${n((f.y + 0.62) * P)}" stroke="${skinEdge}" stroke-opacity="0.55" stroke-width="${n(P * 0.012)}" fill="none"/>`,
    )
    .join('');
  const cuff = `<rect x="${n((palm.x - 0.08) * P)}" y="${n(sleeveTop * P)}" width="${n((palm.w + 0.16) * P)}" height="${n(0.16 * P)}" rx="${n(0.08 * P)}" ${fill(mix(look.sleeve, black, 0.18))}/>`;
  const folds = [0.3, 0.65]
    .map(
      (t) =>
        `<path d="M${n((palm.x + palm.w * t) * P)} ${n((sleeveTop + 0.5) * P)} q ${n(0.1 * P)} ${n(0.8 * P)} ${n(-0.05 * P)} ${n(1.8 * P)}" stroke="${hex(mix(look.sleeve, black, 0.3))}" stroke-opacity="0.5" stroke-width="${n(P * 0.02)}" fill="none"/>`,
    )
    .join('');
  // Light across the back of the hand from the window's side (in the frame, whatever the turn).
  const lit = mix(look.skin, WHITE, 0.1);
  const shade = mix(look.skin, black, 0.14);
  const gradient =
    `<linearGradient id="handLight" gradientUnits="userSpaceOnUse" x1="${n(-P * 0.5)}" y1="0" x2="${n(P * 1.1)}" y2="0">` +
    `<stop offset="0" stop-color="${hex(lightFromLeft ? lit : shade)}"/><stop offset="1" stop-color="${hex(lightFromLeft ? shade : lit)}"/></linearGradient>`;
  const place = (dx: number, dy: number) =>
    `translate(${n(tip.x + dx)} ${n(tip.y + dy)}) rotate(${n(angle)})${right ? '' : ' scale(-1 1)'}`;
  // The shadow soft at its edge: the silhouette grown by a stroke, three times, each fainter.
  const shadow = [0.12, 0.06, 0]
    .map(
      (grow, i) =>
        `<g transform="${place(lightFromLeft ? P * 0.16 : -P * 0.16, P * 0.22)}" opacity="${[0.05, 0.07, 0.1][i]}">${body(`fill="#000" stroke="#000" stroke-width="${n(grow * P)}" stroke-linejoin="round"`, `fill="#000" stroke="#000" stroke-width="${n(grow * P)}"`)}</g>`,
    )
    .join('');
  const outline = `stroke="${skinEdge}" stroke-width="${n(P * 0.014)}"`;
  const hand =
    `<g transform="${place(0, 0)}">` +
    body(
      `fill="url(#handLight)" ${outline}`,
      `${fill(look.sleeve)} stroke="${hex(mix(look.sleeve, black, 0.25))}" stroke-width="${n(P * 0.014)}"`,
    ) +
    nails +
    creases +
    cuff +
    folds +
    '</g>';
  return `<defs>${gradient}</defs>${shadow}${hand}`;
}

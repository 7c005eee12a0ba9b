/**
 * Product hero, studio: a seamless sweep (wall curving into floor, no horizon line), a key light
 * from one side, the product standing on the floor on its own cast and contact shadow. Each output
 * of a run takes another light and colour, another layout (centred, on the left or right third),
 * another camera height and another prop (a plinth, a sphere, an arch behind, or nothing).
 */

import { hex, hsl, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { Box } from '../geometry.js';
import { heroObject, lowestStand } from '../hero-object.js';
import { type Scene, type SceneContext, shapeOf } from '../scene.js';
import { contactShadow, fill, linearGradient, n, softEllipse } from '../svg-markup.js';

interface Light {
  name: string;
  wall: Rgb;
  floor: Rgb;
  glow: Rgb;
  glowOpacity: number;
  shadow: number;
  reflection: number;
  dark: boolean;
}

function lights(context: SceneContext): Light[] {
  const { palette } = context;
  return [
    {
      name: 'daylight',
      wall: parseHex('#f2f0ec'),
      floor: parseHex('#dcd8d1'),
      glow: WHITE,
      glowOpacity: 0.9,
      shadow: 0.42,
      reflection: 0,
      dark: false,
    },
    {
      name: 'warm sand',
      wall: hsl(32, 0.38, 0.8),
      floor: hsl(28, 0.3, 0.66),
      glow: hsl(40, 0.9, 0.92),
      glowOpacity: 0.85,
      shadow: 0.45,
      reflection: 0,
      dark: false,
    },
    {
      name: 'low key',
      wall: parseHex('#2a2c31'),
      floor: parseHex('#18191c'),
      glow: mix(palette.brand, WHITE, 0.25),
      glowOpacity: 0.45,
      shadow: 0.6,
      reflection: 0.22,
      dark: true,
    },
    {
      name: 'brand tint',
      wall: palette.soft,
      floor: mix(palette.soft, palette.brand, 0.28),
      glow: WHITE,
      glowOpacity: 0.8,
      shadow: 0.4,
      reflection: 0,
      dark: false,
    },
  ];
}

/** How light a colour reads, 0 (black) to 1 (white). */
const lightness = (c: Rgb) => (0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b) / 255;
/** A product darker than this reads as dark… */
const DARK_PRODUCT = 0.4;
/** …and needs a backdrop at least this much lighter around it to keep its outline. */
const SEPARATION = 0.35;

/** Where the product stands across the frame, and how high the camera is. */
const LAYOUTS = [
  { name: 'centred', x: 0.5, floor: 0.8, share: 0.56 },
  { name: 'left third, low camera', x: 0.4, floor: 0.86, share: 0.58 },
  { name: 'right third, high camera', x: 0.6, floor: 0.74, share: 0.5 },
] as const;
const PROPS = ['plinth', 'sphere', 'arch', 'none'] as const;

export function heroStudioScene(context: SceneContext): Scene {
  const { size, random, index } = context;
  const { width: W, height: H } = size;
  const v = context.runVariant + index;
  const chosenLight = lights(context)[v % 4]!;
  // A dark product on a dark sweep loses its outline: its light becomes a back light, a pool of
  // light on the wall right behind it that sets its silhouette off, the frame still falling to dark.
  const backLit =
    context.product !== undefined &&
    lightness(context.product.mean) < DARK_PRODUCT &&
    lightness(chosenLight.wall) - lightness(context.product.mean) < SEPARATION;
  const light = backLit ? { ...chosenLight, name: `${chosenLight.name}, back lit` } : chosenLight;
  const layout = LAYOUTS[(context.runVariant + index * 2) % LAYOUTS.length]!;
  // A product photographed from above lies on the seamless paper seen from above (a flat lay);
  // one shot straight on stands on a plinth seen from its own height.
  const view = context.product?.view ?? 'front';
  const above = view === 'above';
  const chosenProp = PROPS[(Math.floor(context.runVariant / 3) + index) % PROPS.length]!;
  // From above there is no side to see a sphere or an arch from, and a product alone on the
  // paper read as hanging in front of it: it lies on a low plinth's top, on its hugging shadow.
  const prop = above ? 'plinth' : chosenProp;
  const lightFromLeft = (context.runVariant + index) % 2 === 0;
  const shape = context.product ? shapeOf(context.product.aspect) : 'tall';
  // A wide or flat product sits in the middle and lower: the width of the frame is what it fills.
  const centreX = shape === 'wide' || shape === 'flat' || above ? 0.5 : layout.x;
  const plinthHeight = prop === 'plinth' && !above ? H * 0.09 : 0;
  // No lower than the product may stand, so that it stands on the floor, not above it.
  const floorY = Math.min(
    H * (layout.floor + random.range(-0.01, 0.01)),
    lowestStand(context) + plinthHeight,
  );
  const standY = floorY - plinthHeight;
  const place = (centreY: number) =>
    heroObject(
      context,
      above
        ? {
            x: W * centreX,
            y: centreY,
            anchor: 'centre',
            share: layout.share - (prop === 'plinth' ? 0.1 : 0),
            bounds: { x: W * 0.1, y: H * 0.1, width: W * 0.8, height: H * 0.8 },
          }
        : {
            x: W * centreX,
            y: standY,
            anchor: 'bottom',
            share: layout.share - (prop === 'plinth' ? 0.06 : 0),
            bounds: { x: W * 0.06, y: H * 0.06, width: W * 0.88, height: standY - H * 0.06 },
          },
      {
        rotation: 0,
        ...(above
          ? {
              stance: 'lying' as const,
              // The shadow of a product lying on the paper hugs it: short, tight and dark.
              shadow: {
                dx: lightFromLeft ? 8 : -8,
                dy: 12,
                blur: 9,
                opacity: Math.min(0.6, light.shadow + 0.1),
              },
            }
          : {
              stance: 'standing' as const,
              cast: {
                lean: lightFromLeft ? 0.55 : -0.55,
                length: 0.16,
                blur: 12,
                opacity: light.shadow * 0.7,
              },
              ...(light.reflection ? { reflection: { opacity: light.reflection } } : {}),
            }),
        light: {
          angle: lightFromLeft ? 20 : 160,
          highlight: WHITE,
          shade: light.dark ? parseHex('#000000') : mix(light.floor, parseHex('#000000'), 0.5),
          strength: light.dark ? 0.22 : 0.12,
        },
      },
      {
        surface: light.dark ? context.palette.brand : mix(context.palette.brand, WHITE, 0.1),
        eyebrow: context.claims.isNew ? context.words.newBadge : context.words.eyebrows.hero,
      },
    );
  let object = place(H * 0.5);
  // From above, the plinth's disc around the product stays clear of a storyboard's words above it.
  const zoneTop = context.textZone?.top;
  if (above && zoneTop !== undefined) {
    const reach = discRadius(object.box) * 0.93;
    const clear = zoneTop + H * 0.01 - (object.box.y + object.box.height / 2 - reach);
    if (clear > 0) object = place(Math.min(H * 0.5 + clear, H * 0.96 - reach));
  }
  const box = object.box;
  const contact = contactShadow(box, 0.56, Math.max(6, box.width * 0.06), light.shadow + 0.15);
  const glow = softEllipse(
    'glow',
    box.x + box.width / 2 + (lightFromLeft ? -W * 0.12 : W * 0.12),
    box.y + box.height * 0.4,
    W * 0.55,
    H * 0.5,
    light.glow,
    light.glowOpacity,
  );
  // The back light: even over the product's silhouette (its edges all stand against it), falling
  // off well inside the frame so that the picture stays low key.
  const backLight = backLit
    ? (() => {
        const colour = mix(light.wall, WHITE, 0.8);
        const stops = [
          [0, 1],
          [0.3, 0.97],
          [0.45, 0.9],
          [0.6, 0.7],
          [0.75, 0.42],
          [0.9, 0.14],
          [1, 0],
        ]
          .map(([o, a]) => `<stop offset="${o}" stop-color="${hex(colour)}" stop-opacity="${a}"/>`)
          .join('');
        return {
          defs: `<radialGradient id="backLight">${stops}</radialGradient>`,
          body: `<ellipse cx="${n(box.x + box.width / 2)}" cy="${n(box.y + box.height * 0.4)}" rx="${n(Math.max(box.width * 1.25, W * 0.42))}" ry="${n(Math.max(box.height * 1.8, H * 0.36))}" fill="url(#backLight)"/>`,
        };
      })()
    : undefined;
  const propColour = light.dark ? mix(light.wall, WHITE, 0.12) : mix(light.wall, context.palette.brand, 0.18);
  const propSide = mix(propColour, parseHex('#000000'), 0.12);
  const cx = box.x + box.width / 2;
  const plinthRx = Math.max(box.width * 0.62, W * 0.14);
  // Seen from the product's height: thin for a product shot straight on.
  const plinthRy = plinthRx * (view === 'front' ? 0.08 : 0.16);
  const sphereX = Math.min(
    W - W * 0.08,
    Math.max(W * 0.08, lightFromLeft ? box.x + box.width + W * 0.11 : box.x - W * 0.11),
  );
  const sphereFloor = above ? box.y + box.height * 0.9 : floorY;
  const sphereR = W * 0.07;
  const sphereColour = mix(
    context.palette.fromBrand ? context.palette.brand : context.palette.accent,
    light.wall,
    context.palette.fromBrand ? 0.1 : 0.35,
  );
  const discR = discRadius(box);
  // Only what the prop covers is rasterised at full size.
  const propBox =
    prop === 'plinth' && above
      ? {
          x: cx - discR - 12,
          y: box.y + box.height / 2 - discR - 4,
          width: 2 * discR + 24,
          height: 2 * discR + H * 0.018 + 30,
        }
      : prop === 'plinth'
        ? {
            x: cx - plinthRx - 2,
            y: standY - plinthRy - 2,
            width: 2 * plinthRx + 4,
            height: plinthHeight + 2 * plinthRy + 4,
          }
        : {
            x: sphereX - sphereR - 2,
            y: sphereFloor - 2 * sphereR - 2,
            width: 2 * sphereR + 4,
            height: 2 * sphereR + 4,
          };
  const propSvg =
    prop === 'plinth' && above
      ? // A low round plinth seen from above: its top a disc, its side a sliver below it.
        `<ellipse cx="${n(cx + (lightFromLeft ? 8 : -8))}" cy="${n(box.y + box.height / 2 + 22)}" rx="${n(discR)}" ry="${n(discR * 0.93)}" fill="#000" fill-opacity="0.16"/>` +
        `<ellipse cx="${n(cx)}" cy="${n(box.y + box.height / 2 + H * 0.018)}" rx="${n(discR)}" ry="${n(discR * 0.93)}" ${fill(propSide)}/>` +
        `<ellipse cx="${n(cx)}" cy="${n(box.y + box.height / 2)}" rx="${n(discR)}" ry="${n(discR * 0.93)}" ${fill(propColour)}/>`
      : prop === 'plinth'
        ? `<rect x="${n(cx - plinthRx)}" y="${n(standY)}" width="${n(2 * plinthRx)}" height="${n(plinthHeight)}" ${fill(propSide)}/>` +
          `<ellipse cx="${n(cx)}" cy="${n(standY + plinthHeight)}" rx="${n(plinthRx)}" ry="${n(plinthRy)}" ${fill(propSide)}/>` +
          `<ellipse cx="${n(cx)}" cy="${n(standY)}" rx="${n(plinthRx)}" ry="${n(plinthRy)}" ${fill(propColour)}/>`
        : prop === 'sphere'
          ? // Lit from the scene's side: a highlight towards the light, shade away from it.
            `<defs><radialGradient id="sphere" cx="${lightFromLeft ? 0.35 : 0.65}" cy="0.32" r="0.75">` +
            `<stop offset="0" stop-color="${hex(mix(sphereColour, WHITE, 0.45))}"/><stop offset="0.6" stop-color="${hex(sphereColour)}"/>` +
            `<stop offset="1" stop-color="${hex(mix(sphereColour, parseHex('#000000'), 0.35))}"/></radialGradient></defs>` +
            `<ellipse cx="${n(sphereX)}" cy="${n(sphereFloor)}" rx="${n(sphereR * 0.85)}" ry="${n(sphereR * 0.14)}" fill="#000" fill-opacity="0.22"/>` +
            `<circle cx="${n(sphereX)}" cy="${n(sphereFloor - sphereR)}" r="${n(sphereR)}" fill="url(#sphere)"/>`
          : prop === 'arch'
            ? `<path d="M${n(cx - W * 0.22)} ${n(floorY)} L${n(cx - W * 0.22)} ${n(H * 0.3)} A ${n(W * 0.22)} ${n(W * 0.22)} 0 0 1 ${n(cx + W * 0.22)} ${n(H * 0.3)} L${n(cx + W * 0.22)} ${n(floorY)} Z" ${fill(backLit ? mix(light.wall, WHITE, 0.3) : mix(light.wall, context.palette.brand, light.dark ? 0.25 : 0.14))}/>`
            : '';
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${light.dark ? 0.55 : 0.18}"/></radialGradient>`;
  // From above there is no horizon: the paper is all floor, lighter towards the light.
  const sweepTop = above ? -0.5 : floorY / H;
  const backdrop =
    `<defs>${linearGradient('sweep', [
      [0, mix(light.wall, parseHex('#000000'), 0.06)],
      [Math.max(0, sweepTop - 0.3), light.wall],
      [Math.max(0, sweepTop - 0.08), mix(light.wall, light.floor, 0.35)],
      [Math.min(1, sweepTop + 0.04), light.floor],
      [1, mix(light.floor, parseHex('#000000'), 0.12)],
    ])}${glow.defs}${backLight?.defs ?? ''}${vignette}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sweep)"/>${glow.body}${prop === 'arch' ? propSvg : ''}${backLight?.body ?? ''}` +
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
  return {
    composition: `studio sweep, ${light.name}, ${above ? 'flat lay from above' : layout.name}, ${prop}`,
    backdrop,
    backdropScale: 0.125,
    // The plinth and sphere have crisp edges, and the contact shadow is sharp where the product stands.
    underlays: [
      ...(prop === 'plinth' || prop === 'sphere' ? [{ box: propBox, svg: propSvg }] : []),
      ...(above ? [] : [{ box: contact.box, svg: `<defs>${contact.defs}</defs>${contact.body}` }]),
    ],
    ...(object.product ? { product: object.product } : {}),
    ...(above ? {} : { standsOn: { line: standY, base: object.box.y + object.box.height } }),
    overlays: object.overlays,
    texts: object.texts,
    grain: 0.1,
  };
}

/** The radius of the low plinth's disc a product seen from above lies on. */
const discRadius = (box: Box) => Math.max(box.width, box.height) * 0.66;

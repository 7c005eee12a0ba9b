/**
 * Renders every preset of the catalogue with the studio engine into small WebP files under
 * docs/presets/, and writes docs/presets.md around them: each preset with a real product photograph
 * (from test/fixtures/photos), with the subject alone, set into a real room photograph
 * (`backdropImage`) for the presets whose scene is a place, and a contact sheet of six seeds.
 *
 *   node --import tsx packages/server/scripts/render-gallery.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { configureSharp } from '../src/adapters/images/sharp-images.js';
import { chooseLanguage } from '../src/domain/copy/detect-language.js';
import { PRESETS, type PresetId } from '../src/domain/presets/preset-catalogue.js';
import type { ReferenceImage } from '../src/ports/image-engine.js';
import { cutOut } from '../src/studio/cutout.js';
import { renderPresetOutputs } from '../src/studio/index.js';
import { SCRIPT_SUBJECTS, slugOf } from '../test/studio/script-subjects.js';
import { fixturePhoto, maskedFixturePhoto } from '../test/support/fixture-photos.js';
import { verdantBrand, zingBrand } from '../test/support/sample-brands.js';

configureSharp();

const SEED = 7;
const SHEET_SEEDS = [1, 2, 3, 4, 5, 6];
const WIDTH = 360;
const SHEET_CELL = 150;
const docs = new URL('../../../docs/', import.meta.url);
const dir = new URL('presets/', docs);

/** Per preset: a real product photo and its subject, and a subject alone from another category. */
const SHOWN: Record<PresetId, { photo: string; product: string; subject: string; scene?: string }> = {
  'ugc-selfie-review': {
    photo: 'coffee-cup-on-wooden-table',
    product: 'House espresso cup and saucer',
    subject: 'Vitamin C glow serum',
    scene: 'backdrop-room',
  },
  'ugc-unboxing': {
    photo: 'porcelain-cup-on-white',
    product: 'Hand-painted porcelain cup and saucer',
    subject: 'Ceremonial matcha powder',
    scene: 'bare-concrete',
  },
  'ugc-lifestyle': {
    photo: 'wine-glass-and-bottle',
    product: 'Natural red wine from the Douro',
    subject: 'Hand-poured soy candle',
    scene: 'backdrop-side-table',
  },
  'product-hero-studio': {
    photo: 'cast-iron-pan-on-steel',
    product: 'Cast iron skillet, 26 cm',
    subject: 'Wireless over-ear headphones',
  },
  'product-hero-color': {
    photo: 'red-bowl-with-cast-shadow',
    product: 'Red stoneware serving bowl',
    subject: 'Double roast espresso beans',
  },
  'video-storyboard-ugc': {
    photo: 'coffee-cup-on-wooden-table',
    product: 'House espresso cup and saucer',
    subject: 'Trail running shoes',
    scene: 'backdrop-room',
  },
  'video-storyboard-product': {
    photo: 'claw-hammer-transparent.png',
    product: 'Forged steel claw hammer',
    subject: 'Organic cold-pressed juice',
  },
};

/**
 * The product photo as the studio will get it: the photograph itself when the studio cuts it out,
 * else the product cut out along the fixture's hand-checked mask, as a transparent PNG.
 */
async function productPhoto(name: string): Promise<{ reference: ReferenceImage; cutBy: 'studio' | 'mask' }> {
  const raw = await fixturePhoto(name.endsWith('.png') ? name : `${name}.jpg`);
  if ((await cutOut(raw)).separation !== 'none') return { reference: raw, cutBy: 'studio' };
  return { reference: await maskedFixturePhoto(name), cutBy: 'mask' };
}

const webp = (bytes: Buffer, width: number) =>
  sharp(bytes).resize({ width }).webp({ quality: 70 }).toBuffer();

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const sections: string[] = [];
for (const preset of PRESETS) {
  const shown = SHOWN[preset.presetId];
  const { reference, cutBy } = await productPhoto(shown.photo);
  writeFileSync(new URL(`${preset.presetId}-input.webp`, dir), await webp(reference.bytes, 160));
  const scene = shown.scene ? await fixturePhoto(`${shown.scene}.jpg`) : undefined;
  const rows: Array<{ title: string; cells: string[] }> = [];
  const runs: Array<{
    kind: string;
    title: string;
    subject: string;
    reference?: ReferenceImage;
    backdrop?: ReferenceImage;
  }> = [
    {
      kind: 'photo',
      title: `With a real product photo — “${shown.product}”`,
      subject: shown.product,
      reference,
    },
    {
      kind: 'subject',
      title: `With the subject alone — “${shown.subject}”, no photo`,
      subject: shown.subject,
    },
    ...(scene
      ? [
          {
            kind: 'scene',
            title: `Set into a real scene photo given as \`backdropImage\` (${shown.scene})`,
            subject: shown.product,
            reference,
            backdrop: scene,
          },
        ]
      : []),
  ];
  for (const run of runs) {
    const cells: string[] = [];
    const request = {
      preset,
      subject: run.subject,
      seed: SEED,
      // Written in the language a run of this subject is written in, chosen as the API chooses it.
      language: chooseLanguage({ subject: run.subject }),
      ...(run.reference ? { reference: run.reference } : {}),
      ...(run.backdrop ? { backdrop: run.backdrop } : {}),
    };
    for await (const output of renderPresetOutputs(request)) {
      const name = `${preset.presetId}-${run.kind}-${output.index + 1}.webp`;
      writeFileSync(new URL(name, dir), await webp(output.bytes, WIDTH));
      cells.push(
        `<img src="presets/${name}" width="${WIDTH / 2}" alt="${preset.name}, ${output.layout.composition}">`,
      );
    }
    rows.push({ title: run.title, cells });
  }
  // The contact sheet: six seeds of the photo run, one row each.
  const sheetRows: Buffer[][] = [];
  for (const seed of SHEET_SEEDS) {
    const row: Buffer[] = [];
    for await (const output of renderPresetOutputs({
      preset,
      subject: shown.product,
      seed,
      reference,
      language: chooseLanguage({ subject: shown.product }),
    })) {
      row.push(await sharp(output.bytes).resize({ width: SHEET_CELL }).png().toBuffer());
    }
    sheetRows.push(row);
  }
  const cellHeight = Math.round((SHEET_CELL * preset.outputs.height) / preset.outputs.width);
  const gap = 4;
  const sheet = await sharp({
    create: {
      width: preset.outputs.count * (SHEET_CELL + gap) - gap,
      height: SHEET_SEEDS.length * (cellHeight + gap) - gap,
      channels: 3,
      background: '#ffffff',
    },
  })
    .composite(
      sheetRows.flatMap((row, r) =>
        row.map((input, c) => ({ input, left: c * (SHEET_CELL + gap), top: r * (cellHeight + gap) })),
      ),
    )
    .webp({ quality: 68 })
    .toBuffer();
  writeFileSync(new URL(`${preset.presetId}-seeds.webp`, dir), sheet);

  const { count, width, height, aspectRatio } = preset.outputs;
  sections.push(
    [
      `## ${preset.name} — \`${preset.presetId}\``,
      '',
      `${count} × ${width}×${height} JPEG (${aspectRatio}) · ${preset.creditsPerRun} credits a run (1 per output) · reference image ${preset.referenceImage}`,
      '',
      preset.description,
      '',
      ...rows.flatMap((row) => [`${row.title}:`, '', row.cells.join(' '), '']),
      `The product photo: <img src="presets/${preset.presetId}-input.webp" width="80" alt="input photo"> (${
        cutBy === 'studio'
          ? 'cut out by the studio'
          : 'cut out along its hand-checked mask, given as a transparent PNG'
      }).`,
      '',
      `Six seeds (1–6) of the photo run, one row each — a new seed gives new compositions:`,
      '',
      `<img src="presets/${preset.presetId}-seeds.webp" width="${Math.min(720, preset.outputs.count * 120)}" alt="${preset.name}, six seeds">`,
      '',
    ].join('\n'),
  );
}

// Two contrasting sample brands: the first output of every preset in each.
const BRAND_WIDTH = 240;
const brandRows: string[] = [];
for (const [slug, brand, withPhoto, description] of [
  [
    'verdant',
    await verdantBrand(),
    false,
    'deep green on cream, DM Serif Display headings, Inter body, a dark logo with a white variant, bottom right; no photo',
  ],
  [
    'zing',
    await zingBrand(),
    true,
    'bright yellow with a magenta accent, headings in an uploaded font (Noto Serif, Latin only), a small logo top left; with each preset’s product photo',
  ],
] as const) {
  const cells: string[] = [];
  for (const preset of PRESETS) {
    const shown = SHOWN[preset.presetId];
    const reference = withPhoto ? (await productPhoto(shown.photo)).reference : undefined;
    const subject = withPhoto ? shown.product : shown.subject;
    const run = renderPresetOutputs({
      preset,
      subject,
      seed: SEED,
      language: chooseLanguage({ subject }),
      brand,
      only: [0],
      ...(reference ? { reference } : {}),
    });
    for await (const output of run) {
      const name = `brand-${slug}-${preset.presetId}.webp`;
      writeFileSync(new URL(name, dir), await webp(output.bytes, BRAND_WIDTH));
      cells.push(
        `<img src="presets/${name}" width="${BRAND_WIDTH / 2}" alt="${preset.name}, ${brand.name}">`,
      );
    }
  }
  brandRows.push(`**${brand.name}** — ${description}\n\n${cells.join(' ')}\n`);
}
sections.push(
  [
    '## In a brand kit',
    '',
    'The first output of every preset for two sample brands (see [brand.md](brand.md#in-the-pictures)):',
    "the brand's colours as the palette (surfaces moved in lightness where words need it), its",
    'heading font on headlines and stickers, its logo in a clear corner in the variant for what is behind it.',
    '',
    ...brandRows,
  ].join('\n'),
);

// One row per script family: the same presets with a subject written in it.
const SCRIPT_PRESETS = ['product-hero-color', 'ugc-selfie-review', 'ugc-unboxing', 'video-storyboard-ugc'];
const SCRIPT_WIDTH = 240;
const scriptRows: string[] = [];
for (const [family, subject] of Object.entries(SCRIPT_SUBJECTS)) {
  const cells: string[] = [];
  for (const presetId of SCRIPT_PRESETS) {
    const preset = PRESETS.find((p) => p.presetId === presetId)!;
    // The language a run of this subject is written in, chosen as the API chooses it.
    const language = chooseLanguage({ subject });
    for await (const output of renderPresetOutputs({ preset, subject, seed: SEED, only: [0], language })) {
      const name = `script-${slugOf(family)}-${presetId}.webp`;
      writeFileSync(new URL(name, dir), await webp(output.bytes, SCRIPT_WIDTH));
      cells.push(`<img src="presets/${name}" width="${SCRIPT_WIDTH / 2}" alt="${preset.name}, ${family}">`);
    }
  }
  scriptRows.push(`**${family}** — ${subject}\n\n${cells.join(' ')}\n`);
}
sections.push(
  [
    '## Every script',
    '',
    `The first output of ${SCRIPT_PRESETS.map((id) => `\`${id}\``).join(', ')}, with the subject alone, written`,
    "in each script family the studio sets: shaped with HarfBuzz, in the face's own font where it covers",
    "the script and in the Noto family that stands in for it where it does not, emoji in Twemoji's",
    'colours, right-to-left paragraphs set right to left (see [decisions.md](decisions.md#text-in-every-script)).',
    '',
    ...scriptRows,
  ].join('\n'),
);

const total = readdirSync(dir).reduce((sum, file) => sum + statSync(new URL(file, dir)).size, 0);
const page = `# Preset gallery

What the default image engine, **studio**, draws for every preset of the catalogue. The studio is a
compositing renderer, not a generative model: it builds each scene from vector layers, light,
shadow and type, composites the product cut out of the reference photo, and — for the presets whose
scene is a place — can set it into the customer's own scene photo (\`backdropImage\`). A provider
engine (\`IMAGE_ENGINE=openai\`) sends the preset's scene description to a generative image model
instead.

The pictures are generated by \`packages/server/scripts/render-gallery.ts\` (seed ${SEED}) and shown
here reduced to ${WIDTH} px wide WebP; the service delivers JPEG at the catalogue's full size.
Regenerate them with:

\`\`\`sh
node --import tsx packages/server/scripts/render-gallery.ts
\`\`\`

The product photos are real photographs (\`packages/server/test/fixtures/photos\`, public domain,
CC0 or CC BY 4.0, sources in its README): a coffee cup on a wooden table, porcelain on white, a
wine glass and bottle, a cast-iron pan on steel, a bowl with its cast shadow, a hammer as a
transparent PNG. The room photos given as \`backdropImage\` are real too. Without a photo, each
scene is built around a drawn mock-up of the product — a bottle, jar, pouch, tube, cup, device or box,
as its words say — with the subject on its label, in the colours of its category.

**What varies.** Without a \`seed\` every run draws a new one; the same seed gives the same pixels.
The outputs of one run differ in composition — set, layout, camera height, props, sticker design —
and each preset's contact sheet shows six seeds side by side. Products stand on their contact and
cast shadow, sized to between 25 % and 60 % of the frame; words never cover the product or each
other; headlines shorten the product's name between words, never their own. Stars are drawn only
from the caller's \`claims.rating\`. Storyboard keyframes follow their shot and keep their text inside
the 9:16 safe zone (clear of the top 14 % and the bottom 25 %).

**What the manifest records.** Each output is a media item with
\`render: { engine: "studio", seed, presetVersion }\`: \`seed\` is the output's own seed (derived from
the run's seed, the preset and the output index, so a resumed run redraws exactly the same
picture) and \`presetVersion\` the catalogue version of the preset, bumped whenever its rendering
changes.

${sections.join('\n')}
_${readdirSync(dir).length} images, ${Math.round(total / 1024)} KiB in all._
`;
writeFileSync(new URL('presets.md', docs), page);
process.stdout.write(
  `wrote docs/presets.md and ${readdirSync(dir).length} images (${Math.round(total / 1024)} KiB)\n`,
);

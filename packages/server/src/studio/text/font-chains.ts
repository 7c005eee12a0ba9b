/**
 * The studio's faces and the fonts behind each: its own font first (Inter, Caveat, DM Serif
 * Display, or a brand's uploaded font), then the chain of Noto families that stand in for it
 * where it lacks a script, the Han fonts in the order the text's language wants.
 */

/** The studio's own faces. */
export type StudioFace = 'sans' | 'sansMedium' | 'sansBold' | 'hand' | 'serif';

/**
 * A brand's uploaded font standing in for one of the studio's faces: `brand:<sha-256>/<face>`. Its
 * own font comes first; the studio face's chain stands behind it for what it lacks.
 */
export type BrandFace = `brand:${string}/${StudioFace}`;

export type FaceName = StudioFace | BrandFace;

/** Which of the Han-script fonts comes first: the one the text's language draws its characters with. */
export type HanLanguage = 'ja' | 'ko' | 'zh-Hans' | 'zh-Hant';

export interface StaticFont {
  kind: 'static';
  module: string;
}

export interface FontsourceFamily {
  kind: 'fontsource';
  /** The package name under @fontsource-variable. */
  name: string;
  /** Only these subsets: the others repeat what fonts earlier in the chain cover. */
  subsets?: readonly string[];
}

/** A brand's uploaded font, registered (registerBrandFont) before the texts that use it are laid out. */
export interface BrandFontFile {
  kind: 'brand';
  key: string;
}

export type FontFile = StaticFont | FontsourceFamily | BrandFontFile;

const expoFont = (module: string): StaticFont => ({ kind: 'static', module: `@expo-google-fonts/${module}` });
const INTER_400 = expoFont('inter/400Regular/Inter_400Regular.ttf');
const INTER_600 = expoFont('inter/600SemiBold/Inter_600SemiBold.ttf');
const INTER_800 = expoFont('inter/800ExtraBold/Inter_800ExtraBold.ttf');
const CAVEAT_700 = expoFont('caveat/700Bold/Caveat_700Bold.ttf');
const DM_SERIF_400 = expoFont('dm-serif-display/400Regular/DMSerifDisplay_400Regular.ttf');

const family = (name: string, subsets?: readonly string[]): FontsourceFamily => ({
  kind: 'fontsource',
  name,
  ...(subsets ? { subsets } : {}),
});

const HAN_SANS: Record<HanLanguage, FontsourceFamily> = {
  ja: family('noto-sans-jp'),
  ko: family('noto-sans-kr'),
  'zh-Hans': family('noto-sans-sc'),
  'zh-Hant': family('noto-sans-tc'),
};
const HAN_SERIF: Record<HanLanguage, FontsourceFamily> = {
  ja: family('noto-serif-jp'),
  ko: family('noto-serif-kr'),
  'zh-Hans': family('noto-serif-sc'),
  'zh-Hant': family('noto-serif-tc'),
};
const HAN_ORDER: Record<HanLanguage, readonly HanLanguage[]> = {
  ja: ['ja', 'zh-Hans', 'zh-Hant', 'ko'],
  ko: ['ko', 'ja', 'zh-Hant', 'zh-Hans'],
  'zh-Hans': ['zh-Hans', 'zh-Hant', 'ja', 'ko'],
  'zh-Hant': ['zh-Hant', 'zh-Hans', 'ja', 'ko'],
};

const SANS_SCRIPTS = [
  family('noto-sans-arabic', ['arabic']),
  family('noto-sans-hebrew', ['hebrew']),
  family('noto-sans-thai', ['thai']),
];
const SERIF_SCRIPTS = [
  family('noto-naskh-arabic', ['arabic']),
  family('noto-serif-hebrew', ['hebrew']),
  family('noto-serif-devanagari', ['devanagari']),
  family('noto-serif-thai', ['thai']),
];

export interface ChainLink {
  file: FontFile;
  /** The weight a variable font is set to, to sit beside the face's own font. */
  weight: number;
}

const sansChain = (first: StaticFont, weight: number, han: HanLanguage): ChainLink[] => [
  { file: first, weight },
  { file: family('noto-sans'), weight },
  ...HAN_ORDER[han].map((l) => ({ file: HAN_SANS[l], weight })),
  ...SANS_SCRIPTS.map((file) => ({ file, weight })),
];

/** The fonts of each face, in the order a character is looked for in them. */
export function chainOf(face: FaceName, han: HanLanguage): ChainLink[] {
  if (isBrandFace(face)) {
    const { key, base } = brandFaceParts(face);
    return [{ file: { kind: 'brand', key }, weight: 0 }, ...chainOf(base, han)];
  }
  switch (face) {
    case 'sans':
      return sansChain(INTER_400, 400, han);
    case 'sansMedium':
      return sansChain(INTER_600, 600, han);
    case 'sansBold':
      return sansChain(INTER_800, 800, han);
    case 'hand':
      // Handwriting has no stand-in in most scripts: a bold sans reads as the same voice.
      return [{ file: CAVEAT_700, weight: 700 }, ...sansChain(INTER_800, 700, han).slice(1)];
    case 'serif':
      // A display serif is heavy: its stand-ins are set a little bolder than their regular.
      return [
        { file: DM_SERIF_400, weight: 400 },
        { file: family('noto-serif'), weight: 600 },
        ...HAN_ORDER[han].map((l) => ({ file: HAN_SERIF[l], weight: 600 })),
        ...SERIF_SCRIPTS.map((file) => ({ file, weight: 600 })),
        // Anything else (symbols, say) in the sans chain's fonts.
        ...sansChain(INTER_400, 600, han).slice(1),
      ];
  }
}

export function isBrandFace(face: FaceName): face is BrandFace {
  return face.startsWith('brand:');
}

function brandFaceParts(face: BrandFace): { key: string; base: StudioFace } {
  const slash = face.lastIndexOf('/');
  return { key: face.slice('brand:'.length, slash), base: face.slice(slash + 1) as StudioFace };
}

/** The studio face a face stands in for: itself, or the one behind a brand font. */
export function baseFaceOf(face: FaceName): StudioFace {
  return isBrandFace(face) ? brandFaceParts(face).base : face;
}

/**
 * The typefaces the studio draws with, shipped as npm packages so that no system font is assumed:
 * Inter for interface text, Caveat for handwriting, DM Serif Display for elegant headlines. Each is
 * resolved and measured once per process.
 */
import { createRequire } from 'node:module';
import { type FontMetrics, readFontMetrics } from './font-metrics.js';

export type FaceName = 'sans' | 'sansMedium' | 'sansBold' | 'hand' | 'serif';

export interface FontFace {
  name: FaceName;
  /** The family and weight resvg matches in an SVG `font-family` / `font-weight`. */
  family: string;
  weight: number;
  file: string;
  metrics: FontMetrics;
}

const FILES: Record<FaceName, { module: string; family: string; weight: number }> = {
  sans: { module: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', family: 'Inter', weight: 400 },
  sansMedium: {
    module: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
    family: 'Inter',
    weight: 600,
  },
  sansBold: {
    module: '@expo-google-fonts/inter/800ExtraBold/Inter_800ExtraBold.ttf',
    family: 'Inter',
    weight: 800,
  },
  hand: { module: '@expo-google-fonts/caveat/700Bold/Caveat_700Bold.ttf', family: 'Caveat', weight: 700 },
  serif: {
    module: '@expo-google-fonts/dm-serif-display/400Regular/DMSerifDisplay_400Regular.ttf',
    family: 'DM Serif Display',
    weight: 400,
  },
};

const faces = new Map<FaceName, FontFace>();

export function fontFace(name: FaceName): FontFace {
  let face = faces.get(name);
  if (!face) {
    const { module, family, weight } = FILES[name];
    const file = createRequire(import.meta.url).resolve(module);
    face = { name, family, weight, file, metrics: readFontMetrics(file) };
    faces.set(name, face);
  }
  return face;
}

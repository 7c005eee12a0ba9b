/**
 * The Spanish, French, German and Italian packs: captions for products of different categories in
 * each language are in that language (franc-min), fit their platform, vary, invent nothing, carry
 * the category's tags; the grammar cases of each language hold; storyboards fit 15–30 s.
 */
import { readFileSync } from 'node:fs';
import { franc } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { draftTemplateCopy } from '../../../../src/adapters/engines/templates/templates-copy-engine.js';
import { type CopyVariant, fitCaption } from '../../../../src/domain/copy/caption-fitting.js';
import type { Claims } from '../../../../src/domain/copy/claims.js';
import type { LanguagePack } from '../../../../src/domain/copy/languages/language-pack.js';
import { packFor } from '../../../../src/domain/copy/languages/language-packs.js';
import { inSentenceCasing } from '../../../../src/domain/copy/name-casing.js';
import { countCharacters, PLATFORM_LIMITS } from '../../../../src/domain/copy/platform-limits.js';
import { cleanSubject } from '../../../../src/domain/copy/subject-phrase.js';
import { planStoryboard } from '../../../../src/domain/generations/storyboard.js';
import type { Language } from '../../../../src/domain/languages.js';
import {
  findPreset,
  isStoryboardPreset,
  PRESETS,
  type StoryboardPresetId,
} from '../../../../src/domain/presets/preset-catalogue.js';
import {
  PRODUCT_CATEGORIES,
  type ProductCategory,
  recogniseCategory,
} from '../../../../src/domain/products/product-category.js';
import { type Platform, TONES, type Tone } from '../../../../src/ports/copy-engine.js';
import { inventedIn } from '../invented-claims.js';

const FRANC_ONLY = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'nld', 'pol', 'tur', 'ind'];
const PLATFORMS: Platform[] = ['instagram', 'tiktok', 'facebook', 'linkedin'];

interface LanguageCase {
  language: Language;
  iso6393: string;
  /** Ten products, each of a different category, as a shop in that market names them. */
  subjects: ReadonlyArray<readonly [string, ProductCategory]>;
}

const CASES: readonly LanguageCase[] = [
  {
    language: 'es',
    iso6393: 'spa',
    subjects: [
      ['Granola de avena dorada', 'food'],
      ['Altavoz inteligente Halo', 'audio'],
      ['Sérum de vitamina C Glow', 'skincare'],
      ['Vela de soja cedro e higo', 'candles'],
      ['Café de Etiopía en grano', 'coffee'],
      ['Zapatillas de trail Nube', 'footwear'],
      ['Sudadera de lana merino', 'apparel'],
      ['Galletas ecológicas para perro', 'pets'],
      ['Té verde matcha ceremonial', 'tea'],
      ['Collar de plata Luna', 'jewellery'],
    ],
  },
  {
    language: 'fr',
    iso6393: 'fra',
    subjects: [
      ['Granola croustillant aux amandes', 'food'],
      ['Enceinte connectée Halo', 'audio'],
      ['Sérum éclat vitamine C Glow', 'skincare'],
      ['Bougie parfumée cèdre et figue', 'candles'],
      ['Café en grains Sidamo', 'coffee'],
      ['Baskets de trail Nube', 'footwear'],
      ['Sweat à capuche en mérinos', 'apparel'],
      ['Friandises bio pour chien', 'pets'],
      ['Thé vert matcha de cérémonie', 'tea'],
      ['Collier en argent Luna', 'jewellery'],
    ],
  },
  {
    language: 'de',
    iso6393: 'deu',
    subjects: [
      ['Knuspriges Granola mit Mandeln', 'food'],
      ['Halo Smart Speaker', 'audio'],
      ['Glow Serum mit Vitamin C', 'skincare'],
      ['Sojakerze Zeder und Feige', 'candles'],
      ['Kaffee aus Äthiopien, ganze Bohne', 'coffee'],
      ['Trailrunning Schuhe Nube', 'footwear'],
      ['Merino Hoodie Alpin', 'apparel'],
      ['Bio Hundeleckerlis', 'pets'],
      ['Matcha Tee Zeremonie', 'tea'],
      ['Halskette Luna aus Silber', 'jewellery'],
      ['Vegane Proteinriegel Schoko', 'snacks'],
    ],
  },
  {
    language: 'it',
    iso6393: 'ita',
    subjects: [
      ['Granola croccante alle mandorle', 'food'],
      ['Altoparlante smart Halo', 'audio'],
      ['Siero vitamina C Glow', 'skincare'],
      ['Candela di soia cedro e fico', 'candles'],
      ['Caffè etiope in grani', 'coffee'],
      ['Scarpe da trail Nube', 'footwear'],
      ['Felpa in lana merino', 'apparel'],
      ['Biscotti per cani bio', 'pets'],
      ['Tè verde matcha cerimoniale', 'tea'],
      ['Collana in argento Luna', 'jewellery'],
    ],
  },
];

function captions(
  language: Language,
  subject: string,
  platform: Platform,
  tone: Tone,
  seed: number,
  claims?: Claims,
): CopyVariant[] {
  const pack = packFor(language);
  return draftTemplateCopy({
    subject,
    platform,
    tone,
    variants: 5,
    language,
    seed,
    ...(claims !== undefined ? { claims } : {}),
  }).map((draft) =>
    fitCaption(
      platform,
      draft,
      cleanSubject(subject),
      pack.looksPlural(cleanSubject(subject)),
      inSentenceCasing(cleanSubject(subject), language),
    ),
  );
}

/** The caption's sentences, hashtags left out and the product's name masked. */
function sentences(caption: string, subject: string): string[] {
  return caption
    .replaceAll(subject, '◊')
    .split(/\n+|(?<=[.!?])\s+/u)
    .map((s) => s.replace(/(^|\s)#\S+/gu, '').trim())
    .filter((s) => /[\p{L}]/u.test(s));
}

/** What franc reads: the caption without the product's name and hashtags. */
const prose = (caption: string, subject: string) =>
  caption.replaceAll(subject, ' ').replace(/(^|\s)#\S+/gu, ' ');

describe.each(CASES)('the $language pack', ({ language, iso6393, subjects }) => {
  const pack = packFor(language);
  const corpus = subjects.flatMap(([subject, category], s) =>
    PLATFORMS.map((platform, p) => ({
      subject,
      category,
      platform,
      variants: captions(language, subject, platform, 'casual', 1000 + s * 10 + p),
    })),
  );
  const all = corpus.flatMap(({ subject, platform, variants }) =>
    variants.map((v) => ({ subject, platform, v })),
  );

  it('is the pack of its language, with at least as many alternatives as English everywhere', () => {
    expect(pack.language).toBe(language);
    const english = packFor('en');
    const sizes = (p: LanguagePack) => ({
      hooks: Object.fromEntries(TONES.map((t) => [t, p.hooks[t].length])),
      toneBodies: Object.fromEntries(TONES.map((t) => [t, p.toneBodies[t].length])),
      ctas: Object.fromEntries(TONES.map((t) => [t, p.ctas[t].length])),
      benefits: Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [c, p.benefits[c].length])),
      styleHooks: Object.fromEntries(Object.entries(p.styleHooks).map(([k, v]) => [k, v.length])),
      styleBodies: Object.fromEntries(Object.entries(p.styleBodies).map(([k, v]) => [k, v.length])),
      beats: Object.fromEntries(
        Object.entries(p.storyboards.beats).flatMap(([id, beats]) =>
          beats.map((b) => [`${id}/${b.beat}`, b.alternatives.length]),
        ),
      ),
    });
    const mine = sizes(pack);
    const theirs = sizes(english);
    for (const [part, counts] of Object.entries(theirs))
      for (const [key, count] of Object.entries(counts))
        expect([part, key, (mine as Record<string, Record<string, number>>)[part]![key]! >= count]).toEqual([
          part,
          key,
          true,
        ]);
  });

  it('writes captions in the language: at least 95 % by franc, over every tone', () => {
    const texts = [
      ...all.map(({ subject, v }) => prose(v.caption, subject)),
      ...TONES.filter((t) => t !== 'casual').flatMap((tone, t) =>
        subjects
          .slice(0, 4)
          .flatMap(([subject]) =>
            captions(language, subject, 'instagram', tone, 50 + t).map((v) => prose(v.caption, subject)),
          ),
      ),
    ];
    const wrong = texts.filter((text) => franc(text, { only: FRANC_ONLY }) !== iso6393);
    expect(wrong.length / texts.length, wrong.slice(0, 5).join('\n---\n')).toBeLessThanOrEqual(0.05);
  });

  it('keeps every caption inside its platform limit, counted the platform way', () => {
    for (const { platform, v } of all) {
      const limit = PLATFORM_LIMITS[platform];
      expect(countCharacters(platform, v.caption)).toBeLessThanOrEqual(limit.maxLength);
      expect(v.characterCount).toBe(countCharacters(platform, v.caption));
      if (limit.hookWithin !== undefined) expect([...v.hook].length).toBeLessThanOrEqual(limit.hookWithin);
    }
  });

  it.each(TONES)(
    'in the %s tone, repeats no sentence (name masked) in more than a tenth of 10 products × 4 platforms × 5 variants',
    (tone) => {
      const counts = new Map<string, number>();
      let total = 0;
      for (const [s, [subject]] of subjects.entries())
        for (const [p, platform] of PLATFORMS.entries())
          for (const v of captions(language, subject, platform, tone, 1000 + s * 10 + p)) {
            total++;
            for (const sentence of new Set(sentences(v.caption, subject)))
              counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
          }
      const over = [...counts].filter(([, times]) => times / total > 0.1);
      expect(over).toEqual([]);
    },
  );

  it('gives the variants of one call different hooks, bodies and calls to action', () => {
    for (const { variants } of corpus)
      for (const part of ['hook', 'body', 'cta'] as const)
        expect([part, new Set(variants.map((v) => v[part])).size]).toEqual([part, variants.length]);
  });

  it("recognises each product's category from its words and tags it", () => {
    for (const { subject, category, platform, variants } of corpus) {
      expect([subject, recogniseCategory(subject, language)]).toEqual([subject, category]);
      const tags = pack.hashtags.category[category].map((t) => `#${t}`.toLowerCase());
      if (platform !== 'linkedin' || category !== 'general')
        expect(variants.some((v) => v.hashtags.some((t) => tags.includes(t.toLowerCase())))).toBe(true);
    }
  });

  it('invents no rating, review, newness, offer, popularity or scarcity, in any tone or preset style', () => {
    const presets = [undefined, 'ugc-selfie-review', 'ugc-unboxing', 'video-storyboard-ugc'];
    for (const tone of TONES)
      for (const [i, presetId] of presets.entries())
        for (const [subject] of subjects.slice(0, 3)) {
          const drafts = draftTemplateCopy({
            subject,
            platform: 'instagram',
            tone,
            variants: 5,
            language,
            seed: 7 + i,
            ...(presetId !== undefined ? { presetId } : {}),
          }).map((d) => fitCaption('instagram', d, subject, pack.looksPlural(subject)));
          for (const v of drafts) expect(inventedIn(v.caption)).toEqual([]);
        }
    for (const { v } of all) expect(inventedIn(v.caption)).toEqual([]);
  });

  it("states the caller's claims, and only those", () => {
    const [subject] = subjects[0]!;
    const claims: Claims = { rating: 4, review: 'Perfecto', reviewer: 'Ana', isNew: true, offer: '-20 %' };
    const text = captions(language, subject, 'facebook', 'urgent', 3, claims)
      .map((v) => v.caption)
      .join('\n');
    expect(text).toContain('★★★★☆');
    expect(text).toContain('Perfecto');
    expect(text).toContain('-20');
    expect(inventedIn(text, claims)).toEqual([]);
    const stock = captions(language, subject, 'facebook', 'casual', 3, { limitedStock: true })
      .map((v) => v.caption)
      .join('\n');
    expect(inventedIn(stock, { limitedStock: true })).toEqual([]);
    expect(inventedIn(stock)).not.toEqual([]);
  });

  it('plans storyboards in the language that run 15–30 s', () => {
    for (const id of ['video-storyboard-ugc', 'video-storyboard-product'] as StoryboardPresetId[]) {
      const preset = findPreset(id)!;
      if (!isStoryboardPreset(preset)) throw new Error(id);
      for (const tone of TONES)
        for (const [s, [subject]] of subjects.slice(0, 5).entries()) {
          const board = planStoryboard({ preset, subject, seed: s + 1, tone, language });
          expect(board.durationSeconds).toBeGreaterThanOrEqual(15);
          expect(board.durationSeconds).toBeLessThanOrEqual(30);
          const spoken = board.voiceoverScript.split(/\s+/u).length / 2.5;
          expect(spoken, board.voiceoverScript).toBeGreaterThanOrEqual(12);
          expect(spoken, board.voiceoverScript).toBeLessThanOrEqual(32);
          expect(
            franc(prose(board.voiceoverScript, subject), { only: FRANC_ONLY }),
            board.voiceoverScript,
          ).toBe(iso6393);
          for (const scene of board.scenes)
            expect(scene.onScreenText.split(/\s+/u).length, scene.onScreenText).toBeLessThanOrEqual(6);
        }
      const claimed = planStoryboard({
        preset,
        subject: subjects[0]![0],
        seed: 1,
        language,
        claims: { review: 'Perfecto', rating: 5, isNew: true, offer: '-20 %' },
      });
      const shown = claimed.voiceoverScript + claimed.scenes.map((s) => s.onScreenText).join(' ');
      // The UGC ad's proof states the review; the brand film has no proof beat, only newness and the offer.
      if (id === 'video-storyboard-ugc') expect(shown).toMatch(/Perfecto/u);
      expect(shown).toContain('-20 %');
      const unclaimed = planStoryboard({ preset, subject: subjects[0]![0], seed: 1, language });
      expect(inventedIn(unclaimed.voiceoverScript)).toEqual([]);
    }
  });

  it('draws short words on the pictures, claiming nothing', () => {
    const { scene } = pack;
    const words = [
      ...scene.headlines.map((h) => h('Halo')),
      ...scene.buttons,
      ...scene.lifestyleCaptions,
      ...scene.selfieNotes.map((n) => n('Halo')),
      ...scene.unboxingStickers,
      ...Object.values(scene.eyebrows),
    ];
    for (const text of words) {
      expect(text.split(/\s+/u).length, text).toBeLessThanOrEqual(6);
      expect(inventedIn(text), text).toEqual([]);
    }
  });
});

/** Every caption of a subject across the tones and a few seeds, on LinkedIn (the longest captions). */
function everything(language: Language, subject: string, claims?: Claims): string[] {
  return TONES.flatMap((tone) =>
    [1, 2, 3, 4].flatMap((seed) =>
      captions(language, subject, 'linkedin', tone, seed, claims).map((v) => v.caption),
    ),
  );
}

describe('Spanish grammar', () => {
  it('gives a plural product name plural verbs: "Zapatillas … son", never "es"', () => {
    const plural = everything('es', 'Zapatillas de trail Nube').join('\n');
    expect(plural).not.toMatch(/Nube (es|tiene|merece|puede|ha|se ha|vuela|está)\b/u);
    expect(plural).toMatch(/Nube (son|tienen|merecen|pueden|han|se han|están)\b/u);
    const singular = everything('es', 'Altavoz inteligente Halo').join('\n');
    expect(singular).not.toMatch(/Halo (son|tienen|merecen|pueden|han|están)\b/u);
    expect(singular).toMatch(/Halo (es|tiene|merece|puede|ha|está)\b/u);
  });

  it('opens every question with ¿ and every exclamation with ¡', () => {
    for (const caption of everything('es', 'Granola de avena dorada', { offer: '2x1 hasta el domingo!' })) {
      expect((caption.match(/¿/gu) ?? []).length, caption).toBe((caption.match(/\?/gu) ?? []).length);
      expect((caption.match(/¡/gu) ?? []).length, caption).toBe((caption.match(/!/gu) ?? []).length);
    }
  });

  it('adds the opening mark a line lacks, where the question or exclamation starts', () => {
    const { finish } = packFor('es');
    expect(finish('Qué bien!')).toBe('¡Qué bien!');
    expect(finish('Mi elección de hoy, sabes?')).toBe('Mi elección de hoy, ¿sabes?');
    expect(finish('Listo. Te animas?')).toBe('Listo. ¿Te animas?');
    expect(finish('¿Te animas? ¡Venga!')).toBe('¿Te animas? ¡Venga!');
  });

  it('guesses plurals from the head of the name', () => {
    const { looksPlural } = packFor('es');
    expect(looksPlural('Auriculares inalámbricos Nocta')).toBe(true);
    expect(looksPlural('Gafas de sol Riviera')).toBe(true);
    expect(looksPlural('Sérum de vitamina C Glow')).toBe(false);
    expect(looksPlural('Altavoz inteligente Halo')).toBe(false);
    expect(looksPlural('Zumo de frutas')).toBe(false);
  });
});

describe('French grammar and punctuation', () => {
  it('gives a plural product name plural verbs: "Écouteurs … sont", never "est"', () => {
    const plural = everything('fr', 'Écouteurs sans fil Nocta').join('\n');
    expect(plural).not.toMatch(/Nocta\s(est|a|peut|mérite|vole|attend|fait)\b/u);
    expect(plural).toMatch(/Nocta\s(sont|ont|peuvent|méritent|volent|attendent|font)\b/u);
    expect(plural).not.toMatch(/l'(utilise|adopte)/u);
  });

  it('puts a narrow no-break space before ; ! ? and a no-break space before : and inside « »', () => {
    const texts = [
      ...everything('fr', 'Bougie parfumée cèdre et figue'),
      ...everything('fr', 'Bougie parfumée cèdre et figue', {
        review: 'Magnifique',
        reviewer: 'Léa',
        offer: '-20 %',
      }),
    ];
    const joined = texts.join('\n');
    expect(joined).toMatch(/\u202f[!?]/u);
    expect(joined).toMatch(/\u00a0:/u);
    expect(joined).toContain('«\u00a0Magnifique\u00a0»');
    for (const text of texts) {
      const prose = text.replace(/(^|\s)#\S+/gu, '');
      expect(prose, prose).not.toMatch(/(^|[^\u202f])[!?;]/u);
      expect(prose, prose).not.toMatch(/(^|[^\u00a0]):/u);
    }
  });

  it('spaces any line the French way, once', () => {
    const { finish } = packFor('fr');
    expect(finish('Vraiment ?! Oui: « super »; voilà!')).toBe(
      'Vraiment\u202f?! Oui\u00a0: «\u00a0super\u00a0»\u202f; voilà\u202f!',
    );
    expect(finish(finish('Prêts ? Go !'))).toBe('Prêts\u202f? Go\u202f!');
    expect(finish('À 10:30, 4/5')).toBe('À 10:30, 4/5');
  });

  it('guesses plurals from the head of the name', () => {
    const { looksPlural } = packFor('fr');
    expect(looksPlural('Baskets de trail Nube')).toBe(true);
    expect(looksPlural('Bijoux en or')).toBe(true);
    expect(looksPlural('Jus de pomme bio')).toBe(false);
    expect(looksPlural('Enceinte connectée Halo')).toBe(false);
  });
});

describe('German grammar', () => {
  it('gives a plural product name plural verbs: "Die Kopfhörer sind" → "… Kopfhörer Nocta sind"', () => {
    const plural = everything('de', 'Kabellose Kopfhörer Nocta').join('\n');
    expect(plural).not.toMatch(/Nocta (ist|hat|kann|wartet|stiehlt|gehört|spielt|kommt)\b/u);
    expect(plural).toMatch(/Nocta (sind|haben|können|warten|stehlen|gehören|spielen|kommen)\b/u);
    const singular = everything('de', 'Halo Smart Speaker').join('\n');
    expect(singular).not.toMatch(/Speaker (sind|haben|können|warten|stehlen|gehören|spielen|kommen)\b/u);
  });

  it('puts no article before an unknown name', () => {
    const text = everything('de', 'Glow Serum mit Vitamin C').join('\n');
    expect(text).not.toMatch(/\b(der|die|das|den|dem|des|ein|eine|einen) Glow\b/iu);
  });

  it('says "du" in the casual, playful and urgent tones and "Sie" in the professional and luxury ones', () => {
    const du = /\b(du|dir|dich|dein\w*|Du|Dein\w*)\b/u;
    const sie = /\b(Sie|Ihnen|Ihr|Ihre\w*)\b/u;
    const presets = [undefined, ...PRESETS.map((p) => p.presetId)];
    for (const tone of TONES)
      for (const platform of ['instagram', 'linkedin', 'pinterest', 'x'] as Platform[])
        for (const [i, presetId] of presets.entries())
          for (const v of draftTemplateCopy({
            subject: 'Sojakerze Zeder und Feige',
            platform,
            tone,
            variants: 5,
            language: 'de',
            seed: 9 + i,
            ...(presetId !== undefined ? { presetId } : {}),
          }).map((d) =>
            fitCaption(
              platform,
              d,
              'Sojakerze Zeder und Feige',
              packFor('de').looksPlural('Sojakerze Zeder und Feige'),
            ),
          )) {
            const text = v.caption.replaceAll('Sojakerze Zeder und Feige', '◊');
            if (tone === 'professional' || tone === 'luxury') expect(text, text).not.toMatch(du);
            else expect(text, text).not.toMatch(sie);
          }
  });

  it('guesses plurals conservatively from the words it knows', () => {
    const { looksPlural } = packFor('de');
    expect(looksPlural('Trailrunning Schuhe Nube')).toBe(true);
    expect(looksPlural('In-Ear-Kopfhörer mit Geräuschunterdrückung')).toBe(true);
    expect(looksPlural('Sojakerze Zeder und Feige')).toBe(false);
    expect(looksPlural('Halo Smart Speaker')).toBe(false);
  });
});

describe('Italian grammar', () => {
  it('gives a plural product name plural verbs', () => {
    const plural = everything('it', 'Auricolari wireless Nocta').join('\n');
    expect(plural).not.toMatch(/Nocta (è|ha|può|merita|ruba|aspetta)\b/u);
    expect(plural).toMatch(/Nocta (sono|hanno|possono|meritano|rubano|aspettano)\b/u);
    const { looksPlural } = packFor('it');
    expect(looksPlural('Scarpe da trail Nube')).toBe(true);
    expect(looksPlural('Altoparlante wireless Halo')).toBe(false);
    expect(looksPlural('Crema viso idratante')).toBe(false);
  });
});

describe('the samples in docs/copy.md', () => {
  const doc = readFileSync(new URL('../../../../../../docs/copy.md', import.meta.url), 'utf8');
  const SAMPLES: ReadonlyArray<readonly [string, Language, string, string]> = [
    ['Spanish', 'es', 'Granola de avena dorada', 'Auriculares inalámbricos Nocta'],
    ['French', 'fr', 'Granola croustillant aux amandes', 'Écouteurs sans fil Nocta'],
    ['German', 'de', 'Knuspriges Granola mit Mandeln', 'Kabellose Kopfhörer Nocta'],
    ['Italian', 'it', 'Granola croccante alle mandorle', 'Auricolari wireless Nocta'],
  ];
  /** Line breaks and the " / " between blocks are layout; no-break spaces are kept. */
  const flat = (text: string) =>
    text
      .replace(/[ \n]+/gu, ' ')
      .replaceAll(' / ', ' ')
      .trim();

  it.each(SAMPLES)('shows %s captions as the pack writes them', (heading, language, food, audio) => {
    const section = doc.split(`#### ${heading}\n`)[1]?.split(/\n#{2,4} /u)[0] ?? '';
    const quoted = (label: string) => flat(section.split(`${label}: "`)[1]?.split(/"(\n|$)/u)[0] ?? '');
    const written = (subject: string, platform: Platform, tone: Tone) =>
      flat(captions(language, subject, platform, tone, 7)[0]!.caption);
    expect(quoted('Food, Instagram, casual, seed 7')).toBe(written(food, 'instagram', 'casual'));
    expect(quoted('Audio, X, professional, seed 7')).toBe(written(audio, 'x', 'professional'));
  });
});

describe('shortened names in storyboards', () => {
  it('never end on a joining word of the language ("cedro e", "Serum mit")', () => {
    const preset = findPreset('video-storyboard-product')!;
    if (!isStoryboardPreset(preset)) throw new Error('video-storyboard-product');
    const names: Array<[Language, string]> = [
      ['it', 'Candela di soia cedro e fico'],
      ['de', 'Glow Serum mit Vitamin C'],
      ['es', 'Vela de soja cedro e higo'],
      ['fr', 'Bougie parfumée cèdre et figue'],
    ];
    for (const [language, subject] of names)
      for (const seed of [1, 2, 3, 4, 5])
        for (const scene of planStoryboard({ preset, subject, seed, language, tone: 'luxury' }).scenes)
          expect(`${scene.onScreenText} | ${scene.voiceover}`).not.toMatch(
            /\s(e|y|et|mit|und|di|de|con|aux|à|da)(\.|…|,|$)/u,
          );
  });
});

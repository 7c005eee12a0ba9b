/**
 * The Portuguese (Portugal and Brazil), Dutch and Polish packs, written as people there write: in the
 * language (as a language-identification library judges it), within each platform's limits, varied,
 * with the category's tags, plural names agreeing with their verbs, nothing claimed the caller did
 * not give, and storyboards in the language that fit 15–30 s.
 */
import { franc } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { createTemplatesCopyEngine } from '../../../../src/adapters/engines/templates/templates-copy-engine.js';
import type { CopyVariant } from '../../../../src/domain/copy/caption-fitting.js';
import { packFor } from '../../../../src/domain/copy/languages/language-packs.js';
import { inSentenceCasing } from '../../../../src/domain/copy/name-casing.js';
import { countCharacters, PLATFORM_LIMITS } from '../../../../src/domain/copy/platform-limits.js';
import { fillLine } from '../../../../src/domain/copy/subject-phrase.js';
import { writeCaptions } from '../../../../src/domain/copy/write-copy.js';
import { planStoryboard } from '../../../../src/domain/generations/storyboard.js';
import type { Language } from '../../../../src/domain/languages.js';
import { recogniseCategory } from '../../../../src/domain/products/product-category.js';
import type { Platform, Tone } from '../../../../src/ports/copy-engine.js';
import { inventedIn } from '../invented-claims.js';
import { checkPack } from './pack-checks.js';

const ONLY = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'nld', 'pol', 'tur', 'ind'];
const PLATFORMS: Platform[] = ['instagram', 'tiktok', 'facebook', 'linkedin'];
const TONES: Tone[] = ['casual', 'professional', 'playful', 'luxury', 'urgent'];

interface LanguageCase {
  language: Language;
  franc: string;
  /** Subjects of different categories, as people there name products. */
  subjects: string[];
  /** A plural name, the verbs that must follow it and those that must not. */
  plural: { subject: string; agrees: RegExp; never: RegExp };
  /** A singular name and the plural verbs that must never follow it. */
  singular: { subject: string; never: RegExp };
}

const CASES: LanguageCase[] = [
  {
    language: 'pt-BR',
    franc: 'por',
    subjects: [
      'Granola dourada de aveia',
      'Caixa de som inteligente Halo',
      'Sérum facial com vitamina C',
      'Vela de soja cedro e figo',
      'Café em grãos da Etiópia',
      'Sandálias de couro Praia',
      'Moletom de lã merino',
      'Petiscos naturais para cachorro',
      'Chá verde matcha',
      'Fones sem fio Nocta',
    ],
    plural: {
      subject: 'Fones sem fio Nocta',
      agrees: /Fones sem fio Nocta (são|estão|chegaram|entraram|têm|merecem|podem|roubaram)(?!\p{L})/u,
      never: /Fones sem fio Nocta (é|está|chegou|entrou|tem|merece|pode|roubou)(?!\p{L})/u,
    },
    singular: {
      subject: 'Caixa de som inteligente Halo',
      never: /Caixa de som inteligente Halo (são|estão|chegaram|entraram|têm|merecem|podem)(?!\p{L})/u,
    },
  },
  {
    language: 'pt',
    franc: 'por',
    subjects: [
      'Granola dourada de aveia',
      'Coluna inteligente Halo',
      'Sérum de vitamina C',
      'Vela de soja cedro e figo',
      'Café em grão da Etiópia',
      'Sapatilhas de corrida Trilho',
      'Camisola de lã merino',
      'Ração biológica para cão',
      'Chá verde matcha',
      'Auscultadores sem fios Nocta',
    ],
    plural: {
      subject: 'Auscultadores sem fios Nocta',
      agrees:
        /Auscultadores sem fios Nocta (são|estão|chegaram|entraram|têm|merecem|podem|roubaram)(?!\p{L})/u,
      never: /Auscultadores sem fios Nocta (é|está|chegou|entrou|tem|merece|pode|roubou)(?!\p{L})/u,
    },
    singular: {
      subject: 'Coluna inteligente Halo',
      never: /Coluna inteligente Halo (são|estão|chegaram|entraram|têm|merecem|podem)(?!\p{L})/u,
    },
  },
  {
    language: 'nl',
    franc: 'nld',
    subjects: [
      'Granola met haver en honing',
      'Slimme speaker Halo',
      'Vitamine C serum',
      'Sojakaars ceder en vijg',
      'Ethiopische koffiebonen',
      'Hardloopschoenen voor trail',
      'Merino wollen hoodie',
      'Biologische hondensnacks',
      'Groene thee matcha',
      'Draadloze oordopjes Nocta',
    ],
    plural: {
      subject: 'Draadloze oordopjes Nocta',
      agrees: /Draadloze oordopjes Nocta (zijn|staan|passen|kunnen|stelen|horen)(?!\p{L})/u,
      never: /Draadloze oordopjes Nocta (is|staat|past|kan|steelt|hoort)(?!\p{L})/u,
    },
    singular: {
      subject: 'Slimme speaker Halo',
      never: /Slimme speaker Halo (zijn|staan|passen|kunnen|stelen|horen)(?!\p{L})/u,
    },
  },
  {
    language: 'pl',
    franc: 'pol',
    subjects: [
      'Granola z orzechami i miodem',
      'Inteligentny głośnik Halo',
      'Serum z witaminą C',
      'Świeca sojowa cedr i figa',
      'Kawa ziarnista z Etiopii',
      'Buty do biegania w terenie',
      'Bluza z wełny merino',
      'Przysmaki dla psa',
      'Zielona herbata matcha',
      'Słuchawki bezprzewodowe Nocta',
    ],
    plural: {
      subject: 'Słuchawki bezprzewodowe Nocta',
      agrees:
        /Słuchawki bezprzewodowe Nocta (są|mają|kradną|mogą|trafiają|lądują|zasługują|należą|wpisują|ożywają)(?!\p{L})/u,
      never:
        /Słuchawki bezprzewodowe Nocta (jest|ma|kradnie|może|trafia|ląduje|zasługuje|należy|wpisuje|ożywa)(?!\p{L})/u,
    },
    singular: {
      subject: 'Inteligentny głośnik Halo',
      never:
        /Inteligentny głośnik Halo (są|mają|kradną|mogą|trafiają|lądują|zasługują|należą|wpisują|ożywają)(?!\p{L})/u,
    },
  },
];

const masked = (caption: string, subject: string) =>
  caption.replaceAll(subject, ' ').replace(/#\S+/gu, ' ').replace(/\s+/gu, ' ').trim();

async function captions(language: Language, subject: string, platform: Platform, tone: Tone, seed: number) {
  return writeCaptions(createTemplatesCopyEngine(), { subject, platform, tone, variants: 5, language, seed });
}

function sentences(caption: string, subject: string): string[] {
  return caption
    .replaceAll(subject, '◊')
    .split(/\n+|(?<=[.!?])\s+/u)
    .map((s) => s.replace(/(^|\s)#\S+/gu, '').trim())
    .filter((s) => /\p{L}/u.test(s));
}

describe.each(CASES)('captions in $language', (c) => {
  const pack = packFor(c.language);

  it('are in the language, within the platform limits, with nothing invented', async () => {
    let inLanguage = 0;
    let total = 0;
    const wrong: string[] = [];
    for (const [s, subject] of c.subjects.entries())
      for (const [p, platform] of PLATFORMS.entries()) {
        const tone = TONES[(s + p) % TONES.length]!;
        for (const v of await captions(c.language, subject, platform, tone, 500 + s * 10 + p)) {
          total++;
          const text = masked(v.caption, subject);
          if (franc(text, { only: ONLY }) === c.franc) inLanguage++;
          else wrong.push(text);
          expect(countCharacters(platform, v.caption)).toBeLessThanOrEqual(
            PLATFORM_LIMITS[platform].maxLength,
          );
          if (platform === 'instagram') expect([...v.hook].length).toBeLessThanOrEqual(125);
          expect(inventedIn(v.caption)).toEqual([]);
        }
      }
    expect(total).toBeGreaterThanOrEqual(160);
    expect({ share: inLanguage / total, wrong: wrong.slice(0, 5) }).toMatchObject({
      share: expect.toSatisfy((x: number) => x >= 0.95),
    });
  });

  it('repeats no sentence (name masked) in more than 10 % of the captions, and tags the category', async () => {
    const counts = new Map<string, number>();
    let total = 0;
    for (const [s, subject] of c.subjects.entries())
      for (const [p, platform] of PLATFORMS.entries()) {
        const variants: CopyVariant[] = await captions(
          c.language,
          subject,
          platform,
          'casual',
          1000 + s * 10 + p,
        );
        for (const v of variants) {
          total++;
          for (const sentence of new Set(sentences(v.caption, subject)))
            counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
        }
        const category = recogniseCategory(subject, c.language);
        expect([subject, category]).not.toEqual([subject, 'general']);
        const tags = pack.hashtags.category[category].map((t) => `#${t}`.toLowerCase());
        expect(variants.some((v) => v.hashtags.some((t) => tags.includes(t.toLowerCase())))).toBe(true);
      }
    const over = [...counts].filter(([, times]) => times / total > 0.1);
    expect(over).toEqual([]);
  });

  it('agrees with plural product names and keeps singular ones singular', async () => {
    expect(pack.looksPlural(c.plural.subject)).toBe(true);
    expect(pack.looksPlural(c.singular.subject)).toBe(false);
    const text = async (subject: string) =>
      (
        await Promise.all(
          TONES.flatMap((tone) =>
            [1, 2, 3, 4].flatMap((seed) =>
              PLATFORMS.map((platform) => captions(c.language, subject, platform, tone, seed)),
            ),
          ),
        )
      )
        .flat()
        .map((v) => v.caption)
        .join('\n');
    const plural = await text(c.plural.subject);
    expect(plural).toMatch(c.plural.agrees);
    expect(plural).not.toMatch(c.plural.never);
    expect(await text(c.singular.subject)).not.toMatch(c.singular.never);
  });

  it("states the caller's claims in the language, and no phrase of them goes unnoticed without the claim", async () => {
    const subject = c.subjects[0]!;
    const claims = { rating: 4, isNew: true, offer: '-20%', review: 'Top', limitedStock: true };
    const variants = await writeCaptions(createTemplatesCopyEngine(), {
      subject,
      platform: 'instagram',
      tone: 'urgent',
      variants: 5,
      language: c.language,
      seed: 1,
      claims,
    });
    const inSentence = inSentenceCasing(subject, c.language);
    const newHooks = pack.claims.newHooks.map((hook) => fillLine(hook, subject, undefined, inSentence));
    expect(variants.some((v) => newHooks.includes(v.hook))).toBe(true);
    for (const v of variants) {
      expect(v.caption).toContain(pack.claims.rating(4));
      expect(v.caption).toContain(pack.claims.limitedStock('urgent'));
      expect(inventedIn(v.caption, claims)).toEqual([]);
    }
    const claimWords = [
      ...newHooks,
      pack.claims.rating(4),
      pack.claims.review('Top', 'Ana'),
      pack.claims.offer('-20%', 'casual'),
      pack.claims.offer('-20%', 'urgent'),
      pack.claims.limitedStock('casual'),
    ];
    for (const words of claimWords) expect([words, inventedIn(words).length > 0]).toEqual([words, true]);
  });

  it('writes storyboards in the language that fit 15–30 s', () => {
    for (const presetId of ['video-storyboard-ugc', 'video-storyboard-product'] as const)
      for (const [s, subject] of c.subjects.entries())
        for (const tone of TONES) {
          const board = planStoryboard({
            preset: { presetId },
            subject,
            seed: s + 1,
            tone,
            language: c.language,
          });
          expect(board.durationSeconds).toBeGreaterThanOrEqual(15);
          expect(board.durationSeconds).toBeLessThanOrEqual(30);
          expect(franc(masked(board.voiceoverScript, subject), { only: ONLY })).toBe(c.franc);
          for (const scene of board.scenes)
            expect(inventedIn(`${scene.onScreenText} ${scene.voiceover}`)).toEqual([]);
        }
  });
});

/** `words` as whole words: JavaScript's \\b knows no accented letter. */
const word = (words: string) => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, 'iu');

describe('Portuguese of Portugal and of Brazil', () => {
  const corpus = async (language: Language) =>
    (
      await Promise.all(
        TONES.flatMap((tone) =>
          ['instagram', 'linkedin', 'facebook', 'pinterest', 'threads'].map((platform) =>
            captions(language, 'Granola dourada de aveia', platform as Platform, tone, 3),
          ),
        ),
      )
    )
      .flat()
      .map((v) => v.caption)
      .join('\n');

  it('speaks to "você" in Brazil and to "tu" in Portugal, each with its own words', async () => {
    const brazil = await corpus('pt-BR');
    const portugal = await corpus('pt');
    expect(brazil).toMatch(word('você'));
    expect(portugal).not.toMatch(word('você|pra|café da manhã|estoque|tela'));
    expect(portugal).toMatch(word('teu|tua|tu|\\p{L}+-(te|me)'));
    expect(brazil).not.toMatch(word('teu|tua|pequeno-almoço|ecrã|partilh\\p{L}*'));
    expect(portugal).toMatch(word('pequeno-almoço'));
    expect(brazil).toMatch(word('café da manhã'));
  });

  it('writes the gerund in Brazil and "a" with the infinitive in Portugal', () => {
    const sticker = (language: Language) =>
      packFor(language)
        .scene.selfieNotes.map((note) => note('Sérum de vitamina C'))
        .join(' ');
    expect(sticker('pt-BR')).toMatch(/Testando/u);
    expect(sticker('pt')).toMatch(/A testar|A experimentar/u);
    expect(sticker('pt')).not.toMatch(/ando\b/u);
  });
});

describe('plural product names, recognised conservatively', () => {
  const names: Array<[Language, string, boolean]> = [
    ['pt', 'Óculos de sol', true],
    ['pt', 'Velas aromáticas de soja', true],
    ['pt-BR', 'Anéis de prata', true],
    ['pt-BR', 'Tênis de corrida', false],
    ['pt', 'Lápis de olhos', false],
    ['pt-BR', 'Sérum facial com vitamina C', false],
    ['pt', 'Gás de cozinha', false],
    ['nl', 'Hardloopschoenen voor trail', true],
    ['nl', 'Ethiopische koffiebonen', true],
    ['nl', 'Sneakers', true],
    ['nl', 'Biologische hondensnacks', true],
    ['nl', 'Sojakaars ceder en vijg', false],
    ['nl', 'Fluwelen sierkussen', false],
    ['nl', 'Wollen deken', false],
    ['nl', 'Tomatensaus', false],
    ['pl', 'Bezprzewodowe słuchawki', true],
    ['pl', 'Perfumy różane', true],
    ['pl', 'Kolczyki srebrne', true],
    ['pl', 'Przysmaki dla psa', true],
    ['pl', 'Serum nawilżające', false],
    ['pl', 'Lekki krem do twarzy', false],
    ['pl', 'Polski miód gryczany', false],
    ['pl', 'Świeca sojowa', false],
  ];
  it.each(names)('%s: %s → plural %s', (language, name, plural) => {
    expect(packFor(language).looksPlural(name)).toBe(plural);
  });

  it('keeps on-screen words within six words and picture words short enough for a sticker', () => {
    for (const language of ['pt', 'pt-BR', 'nl', 'pl'] as const) {
      const pack = packFor(language);
      for (const presetId of ['video-storyboard-ugc', 'video-storyboard-product'] as const)
        for (const { alternatives } of pack.storyboards.beats[presetId])
          for (const scene of alternatives) {
            const text = fillLine(scene.onScreenText, 'Halo Nocta Pro');
            expect([language, text, text.split(/\s+/u).length <= 6]).toEqual([language, text, true]);
          }
      const { scene } = pack;
      for (const words of [...scene.buttons, ...scene.lifestyleCaptions, ...scene.unboxingStickers])
        expect([language, words, words.length <= 30]).toEqual([language, words, true]);
      for (const words of Object.values(scene.eyebrows)) expect(words.length).toBeLessThanOrEqual(20);
    }
  });
});

checkPack({
  language: 'pt',
  check: { franc: 'por' },
  subjects: [
    ['Granola dourada de aveia', 'food'],
    ['Coluna inteligente Halo', 'audio'],
    ['Sérum de vitamina C', 'skincare'],
    ['Vela de soja cedro e figo', 'candles'],
    ['Café em grão da Etiópia', 'coffee'],
    ['Sapatilhas de corrida Trilho', 'footwear'],
    ['Camisola de lã merino', 'apparel'],
    ['Ração biológica para cão', 'pets'],
    ['Chá verde matcha', 'tea'],
    ['Mochila de pele castanha', 'accessories'],
  ],
});
checkPack({
  language: 'pt-BR',
  check: { franc: 'por' },
  subjects: [
    ['Granola dourada de aveia', 'food'],
    ['Caixa de som inteligente Halo', 'audio'],
    ['Sérum facial com vitamina C', 'skincare'],
    ['Vela de soja cedro e figo', 'candles'],
    ['Café em grãos da Etiópia', 'coffee'],
    ['Sandálias de couro Praia', 'footwear'],
    ['Moletom de lã merino', 'apparel'],
    ['Petiscos naturais para cachorro', 'pets'],
    ['Chá verde matcha', 'tea'],
    ['Mochila de couro marrom', 'accessories'],
  ],
});
checkPack({
  language: 'nl',
  check: { franc: 'nld' },
  subjects: [
    ['Granola met haver en honing', 'food'],
    ['Slimme speaker Halo', 'audio'],
    ['Vitamine C serum', 'skincare'],
    ['Sojakaars ceder en vijg', 'candles'],
    ['Ethiopische koffiebonen', 'coffee'],
    ['Hardloopschoenen voor trail', 'footwear'],
    ['Merino wollen hoodie', 'apparel'],
    ['Biologische hondensnacks', 'pets'],
    ['Groene thee matcha', 'tea'],
    ['Leren rugzak', 'accessories'],
  ],
});
checkPack({
  language: 'pl',
  check: { franc: 'pol' },
  subjects: [
    ['Granola z orzechami i miodem', 'food'],
    ['Inteligentny głośnik Halo', 'audio'],
    ['Serum z witaminą C', 'skincare'],
    ['Świeca sojowa cedr i figa', 'candles'],
    ['Kawa ziarnista z Etiopii', 'coffee'],
    ['Buty do biegania w terenie', 'footwear'],
    ['Bluza z wełny merino', 'apparel'],
    ['Przysmaki dla psa', 'pets'],
    ['Zielona herbata matcha', 'tea'],
    ['Skórzany plecak', 'accessories'],
  ],
});

import { describe, expect, it } from 'vitest';
import { draftTemplateCopy } from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { packFor } from '../../../src/domain/copy/languages/language-packs.js';
import type { Language } from '../../../src/domain/languages.js';
import { recogniseCategory } from '../../../src/domain/products/product-category.js';

/** Every tag of 5 Instagram variants × 4 seeds (Instagram carries the most tags). */
function tagsOf(subject: string, language: Language): string[] {
  const tags = new Set<string>();
  for (let seed = 1; seed <= 4; seed++) {
    for (const draft of draftTemplateCopy({
      subject,
      language,
      platform: 'instagram',
      tone: 'casual',
      variants: 5,
      seed,
    })) {
      for (const tag of draft.hashtags) tags.add(tag.toLowerCase());
    }
  }
  return [...tags];
}

describe('hashtags from a name whose words are inflected', () => {
  it.each([
    ['tr', 'Türk kahvesi', '#türkkahvesi', ['#türk', '#kahvesi']],
    ['tr', 'İpek yastık kılıfı', '#i̇pekyastıkkılıfı', ['#kılıfı', '#yastık']],
    ['ar', 'سيروم فيتامين سي للبشرة', '#سيروم_فيتامين_سي_للبشرة', ['#للبشرة', '#سيروم', '#فيتامين']],
    ['pl', 'Granola z orzechami', '#granolaorzechami', ['#orzechami']],
    ['pl', 'Kawa ziarnista z Brazylii', '#kawaziarnistabrazylii', ['#brazylii', '#ziarnista']],
  ] as const)(
    '%s: tags "%s" whole, with its category, never by one inflected word',
    (language, subject, whole, words) => {
      const tags = tagsOf(subject, language);
      const category = recogniseCategory(subject, language);
      const categoryTags = packFor(language).hashtags.category[category].map((t) => `#${t}`.toLowerCase());
      expect(tags.map((t) => t.normalize('NFC'))).toContain(whole.normalize('NFC'));
      expect(tags.some((t) => categoryTags.includes(t))).toBe(true);
      for (const word of words) expect(tags).not.toContain(word);
    },
  );

  it('still tags the meaningful words of a name in a language that does not inflect them', () => {
    const tags = tagsOf('Glow serum with vitamin C', 'en');
    expect(tags).toContain('#glowserumvitaminc');
    expect(tags).toContain('#serum');
  });
});

describe('hashtags never made of a word that would describe any product', () => {
  it.each([
    ['en', 'Golden oat granola', ['#golden'], ['#granola', '#oat']],
    ['en', 'Red stoneware serving bowl', ['#red'], ['#stoneware', '#bowl']],
    ['es', 'Granola de avena dorada', ['#dorada'], ['#granola', '#avena']],
    ['es', 'Zapatillas blancas de trail Nube', ['#blancas'], ['#zapatillas', '#nube']],
    ['fr', 'Granola croustillant aux amandes', ['#croustillant'], ['#granola', '#amandes']],
    ['de', 'Knuspriges Granola mit Mandeln', ['#knuspriges'], ['#granola', '#mandeln']],
    ['it', 'Granola croccante alle mandorle', ['#croccante'], ['#granola', '#mandorle']],
    ['pt', 'Granola dourada de aveia', ['#dourada'], ['#granola', '#aveia']],
    ['nl', 'Grote zwarte koptelefoon Nocta', ['#grote', '#zwarte'], ['#koptelefoon', '#nocta']],
    ['ja', 'ゴールデンオーツ グラノーラ', ['#ゴールデン', '#オー'], ['#グラノーラ', '#ゴールデンオーツ']],
    ['zh-Hans', '金色燕麦脆', ['#金色'], ['#燕麦']],
  ] as const)('%s: "%s" gives none of %j, and keeps %j', (language, subject, junk, kept) => {
    const tags = tagsOf(subject, language);
    for (const tag of junk) expect(tags).not.toContain(tag);
    for (const tag of kept) expect(tags).toContain(tag);
  });

  it('puts the category’s noun and the brand before the other words of the name', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const [draft] = draftTemplateCopy({
        subject: 'Golden oat granola',
        language: 'en',
        platform: 'instagram',
        tone: 'casual',
        variants: 1,
        seed,
      });
      const tags = draft!.hashtags;
      expect(tags.indexOf('#granola')).toBeGreaterThanOrEqual(0);
      if (tags.includes('#oat')) expect(tags.indexOf('#granola')).toBeLessThan(tags.indexOf('#oat'));
    }
    const tiktok = draftTemplateCopy({
      subject: 'Zapatillas blancas de trail Nube',
      language: 'es',
      platform: 'tiktok',
      tone: 'casual',
      variants: 5,
      seed: 3,
    });
    for (const { hashtags } of tiktok) {
      const words = hashtags.filter((t) => ['#zapatillas', '#trail', '#nube'].includes(t));
      if (words.length > 0) expect(words[0]).toBe('#zapatillas');
      if (words.length > 1) expect(words[1]).toBe('#nube');
    }
  });
});

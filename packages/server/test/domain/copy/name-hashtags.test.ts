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

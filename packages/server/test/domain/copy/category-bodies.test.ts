import { describe, expect, it } from 'vitest';
import { draftTemplateCopy } from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { ENGLISH } from '../../../src/domain/copy/languages/en.js';
import { fillLine } from '../../../src/domain/copy/subject-phrase.js';
import { recogniseCategory } from '../../../src/domain/products/product-category.js';
import { PLATFORMS, TONES } from '../../../src/ports/copy-engine.js';

const SUBJECTS = [
  'Golden oat granola',
  'Halo smart speaker',
  'Glow serum with vitamin C',
  'Trail running shoes',
];

describe('bodies written for the product’s category', () => {
  it('open with what the product does, and say at most one line the tone says of any product', () => {
    for (const subject of SUBJECTS) {
      const category = recogniseCategory(subject);
      expect(category).not.toBe('general');
      const benefits = new Set(ENGLISH.benefits[category].map((l) => ENGLISH.finish(fillLine(l, subject))));
      for (const tone of TONES) {
        const filler = new Set(ENGLISH.toneBodies[tone].map((l) => ENGLISH.finish(fillLine(l, subject))));
        for (const platform of PLATFORMS) {
          const drafts = draftTemplateCopy({
            subject,
            platform,
            tone,
            variants: 5,
            language: 'en',
            seed: 11,
          });
          drafts.forEach((draft, i) => {
            const body = draft.body.map((b) => (typeof b === 'string' ? b : fillLine(b, subject)));
            const said = [subject, tone, platform, i];
            expect([...said, body.filter((b) => filler.has(b)).length <= 1]).toEqual([...said, true]);
            if (i < 2) expect([...said, benefits.has(body[0]!)]).toEqual([...said, true]);
            if (body.length >= 2)
              expect([...said, body.some((b) => benefits.has(b))]).toEqual([...said, true]);
          });
        }
      }
    }
  });
});

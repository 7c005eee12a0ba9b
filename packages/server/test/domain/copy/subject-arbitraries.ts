/** Subjects as users type them: any Unicode, emoji sequences, CJK, RTL, URLs, quotes, line breaks. */
import fc from 'fast-check';

const awkwardWords = [
  'Glow',
  'serum',
  'vitamin',
  'C',
  'running',
  'shoes',
  'the',
  'with',
  'our',
  '🔥',
  '👍🏽',
  '🇯🇵',
  '👨‍👩‍👧',
  'グロウセラム',
  '美容液',
  'مرحبا',
  'שלום',
  '"quoted"',
  '“curly”',
  "it's",
  'https://example.com/product?id=12345',
  '#1',
  '{subject}',
  // A placeholder typed by the user must come out as typed, not be taken for a slot.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the point
  '${name}',
  'café',
  'e\u0301',
  '\n',
  '\t',
  'ok.',
  'wow!',
  'iPhone',
  '15',
];

const word = fc.oneof(
  fc.constantFrom(...awkwardWords),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 14 }),
);

export const subjectArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' ')),
  fc.array(word, { minLength: 20, maxLength: 90 }).map((words) => words.join(' ').slice(0, 500)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 500 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 500 }),
);

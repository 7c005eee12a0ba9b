/**
 * A workspace brand's voice applied to what any copy engine drafted: the brand's hashtags on every
 * caption, first, and none of its banned words anywhere. Done here, after the engine, so that the
 * templates and a model's reply keep the same promise: an engine may be told the voice, but what
 * reaches the customer is checked.
 */
import type { BrandVoice, CaptionDraft, DraftText } from '../../ports/copy-engine.js';
import { fillLine } from './subject-phrase.js';

/** Stands for the product's name while a line is checked: the caller's own name is never refused. */
const NAME = '\u2063';

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches `word` as a whole word (or phrase), in any case, in any script. */
function wordPattern(word: string): RegExp {
  const spaced = escapeRegExp(word.trim().normalize('NFC')).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${spaced}(?![\\p{L}\\p{N}])`, 'iu');
}

export function inBrandVoice(drafts: readonly CaptionDraft[], voice: BrandVoice): CaptionDraft[] {
  const banned = voice.bannedWords.filter((w) => w.trim() !== '').map(wordPattern);
  const says = (text: DraftText) => {
    const written = (typeof text === 'string' ? text : fillLine(text, NAME, false)).normalize('NFC');
    return banned.some((pattern) => pattern.test(written));
  };
  // A hashtag is one word: "#CheapThrills" says "cheap" as surely as the sentence would.
  const bannedInTag = voice.bannedWords
    .map((w) => w.replace(/[\s_-]+/g, '').toLocaleLowerCase())
    .filter((w) => w !== '');
  const tagSays = (tag: string) => bannedInTag.some((w) => tag.toLocaleLowerCase().includes(w));
  const clean = (text: DraftText) => !says(text);
  // A hook or call to action with a banned word gives way to another draft's that has none.
  const hooks = drafts.map((d) => d.hook).filter(clean);
  const ctas = drafts.map((d) => d.cta).filter(clean);
  return drafts.map((draft, i) => {
    const seen = new Set<string>();
    const hashtags = [...voice.hashtags, ...draft.hashtags].filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (seen.has(key) || tagSays(tag)) return false;
      seen.add(key);
      return true;
    });
    return {
      hook: clean(draft.hook) ? draft.hook : (hooks[i % Math.max(hooks.length, 1)] ?? ''),
      body: draft.body.filter(clean),
      cta: clean(draft.cta) ? draft.cta : (ctas[i % Math.max(ctas.length, 1)] ?? ''),
      hashtags,
    };
  });
}

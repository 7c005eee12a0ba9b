/**
 * The OpenAI-compatible copy engine: one chat completion answers every variant as JSON. The model is
 * told the platform's limit, the language and the facts it may state, and its answer is checked
 * before it is accepted: each variant's words (hook, body, call to action) within the platform's
 * limit counted the platform's way, the hook within the part shown before "more", and the words in
 * the requested language (by script share, or by franc for Latin-script text long enough to tell).
 * An answer that fails is asked for once more, with the reasons; a second failure is a provider
 * error. Hashtags beyond the limit are not a reason: the domain fits each draft afterwards, as it
 * fits every engine's, and drops hashtags first.
 */
import { z } from 'zod';
import type { Claims } from '../../domain/copy/claims.js';
import { isWrittenIn } from '../../domain/copy/detect-language.js';
import { hashtagCharacters, isWholeHashtag } from '../../domain/copy/hashtag-text.js';
import { countCharacters, PLATFORM_LIMITS, type PlatformLimit } from '../../domain/copy/platform-limits.js';
import { cleanSubject, productName } from '../../domain/copy/subject-phrase.js';
import { findPreset } from '../../domain/presets/preset-catalogue.js';
import { recogniseCategory } from '../../domain/products/product-category.js';
import type { CaptionDraft, CopyEngine, CopyRequest } from '../../ports/copy-engine.js';
import { EngineError } from '../../ports/image-engine.js';
import { type OpenAIConnection, openAIClient } from './openai-client.js';
import { toEngineError } from './openai-errors.js';

/** Default model `gpt-4o-mini`, timeout 60 s. */
export type OpenAICopyEngineOptions = OpenAIConnection;

const DEFAULT_OPENAI_COPY_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 60_000;
/** A model whose answer is malformed or fails the checks is asked once more before the call fails. */
const ATTEMPTS = 2;
const PROVIDER = 'copy provider';

const modelVariant = z.object({
  hook: z.string().trim().min(1),
  body: z.string().default(''),
  cta: z.string().default(''),
  hashtags: z.array(z.string()).default([]),
});

function modelReply(variants: number) {
  return z.object({ variants: z.array(modelVariant).min(variants) });
}

export function createOpenAICopyEngine(options: OpenAICopyEngineOptions): CopyEngine {
  const model = options.model ?? DEFAULT_OPENAI_COPY_MODEL;
  const client = openAIClient(options, DEFAULT_TIMEOUT_MS);

  return {
    name: 'openai',

    async write(request, signal) {
      const messages: Array<{ role: 'system' | 'user' | 'assistant'; content: string }> = [
        { role: 'system', content: instructions(request) },
        { role: 'user', content: `Subject: ${request.subject}` },
      ];
      const reply = modelReply(request.variants);
      let reasons: string[] = [];
      for (let attempt = 1; ; attempt++) {
        let content: string | null | undefined;
        try {
          signal?.throwIfAborted();
          const completion = await client.chat.completions.create(
            { model, messages, response_format: { type: 'json_object' } },
            { signal },
          );
          const choice = completion.choices[0];
          if (
            choice?.finish_reason === 'content_filter' ||
            (choice?.message.refusal && !choice.message.content)
          ) {
            throw new EngineError(
              'content_rejected',
              `The ${PROVIDER} declined to write copy for this subject`,
            );
          }
          content = choice?.message.content;
        } catch (err) {
          throw toEngineError(err, { apiKey: options.apiKey, provider: PROVIDER, signal });
        }
        const parsed = reply.safeParse(parseJson(content));
        if (parsed.success) {
          const drafts = parsed.data.variants.slice(0, request.variants).map(toDraft);
          reasons = problemsOf(request, drafts);
          if (reasons.length === 0) return drafts;
        } else {
          reasons = [`the answer was not JSON of the shape asked for, with ${request.variants} variants`];
        }
        if (attempt >= ATTEMPTS) {
          throw new EngineError(
            'provider_error',
            `The ${PROVIDER} gave no usable answer in ${attempt} attempts: ${reasons.join('; ')}`,
          );
        }
        messages.push(
          { role: 'assistant', content: content ?? '' },
          {
            role: 'user',
            content: `That answer cannot be used: ${reasons.join('; ')}. Answer again, fixing this, with JSON only in the same shape.`,
          },
        );
      }
    },
  };
}

/**
 * Why drafts cannot be used, one reason per failing variant and check: the words over the
 * platform's limit, a hook past Instagram's "more", words not in the requested language (the
 * subject's own name, in whatever script, is left out of that judgement).
 */
export function problemsOf(request: CopyRequest, drafts: readonly CaptionDraft[]): string[] {
  const limit = PLATFORM_LIMITS[request.platform];
  const names = [cleanSubject(request.subject), productName(request.subject)];
  const reasons: string[] = [];
  drafts.forEach((draft, i) => {
    const hook = draft.hook as string;
    const words = [hook, ...(draft.body as string[]), draft.cta as string].filter((t) => t !== '');
    const length = countCharacters(request.platform, words.join('\n\n'));
    if (length > limit.maxLength)
      reasons.push(
        `variant ${i + 1} counts ${length} characters before its hashtags, over the ${limit.maxLength} ${request.platform} allows`,
      );
    if (limit.hookWithin !== undefined && countCharacters(request.platform, hook) > limit.hookWithin)
      reasons.push(`the hook of variant ${i + 1} is longer than ${limit.hookWithin} characters`);
    const withoutName = names.reduce((text, name) => text.split(name).join(' '), words.join('\n'));
    if (isWrittenIn(withoutName, request.language) === false)
      reasons.push(`variant ${i + 1} is not written in the language tagged ${request.language}`);
  });
  return reasons;
}

function parseJson(content: string | null | undefined): unknown {
  if (!content) return undefined;
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** How the platform's counting differs from plain characters, told to the model. */
const COUNTING_HINTS: Readonly<Record<PlatformLimit['counting'], string>> = {
  'twitter-weighted': ', where emoji and CJK characters count twice and links count 23',
  'emoji-as-utf8': ', where each emoji counts 4',
  utf16: ', where each emoji counts 2',
  graphemes: '',
};

function instructions(request: CopyRequest): string {
  const limit = PLATFORM_LIMITS[request.platform];
  const preset = request.presetId ? findPreset(request.presetId) : undefined;
  const lines = [
    `You write social media captions for ${request.platform}, in the language tagged ${request.language} (BCP 47), in a ${request.tone} tone, for a product of the category ${recogniseCategory(request.subject, request.language)}.`,
    ...claimInstructions(request.claims ?? {}),
    `Write ${request.variants} different variants. Each has a hook (the opening line that stops the scroll), a body, a call to action and a few hashtags (words without the # sign).`,
    `The whole caption (hook, body, call to action and hashtags together) must stay under ${limit.maxLength} characters${COUNTING_HINTS[limit.counting]}.`,
  ];
  if (limit.hookWithin) lines.push(`The hook must be at most ${limit.hookWithin} characters.`);
  if (preset) lines.push(`The caption accompanies images in this style: ${preset.description}`);
  lines.push(
    'Answer with JSON only, in this shape: {"variants":[{"hook":"…","body":"…","cta":"…","hashtags":["…"]}]}',
  );
  return lines.join('\n');
}

/**
 * The facts the caller vouches for, and the rule that nothing else is claimed: no invented
 * ratings, reviews, testimonials, newness, best-seller, price or scarcity (consumer-protection
 * rules on fake reviews and false urgency).
 */
function claimInstructions(claims: Claims): string[] {
  const facts: string[] = [];
  if (claims.rating !== undefined) facts.push(`rated ${claims.rating} out of 5`);
  if (claims.review !== undefined)
    facts.push(
      `a customer review, to quote exactly: "${claims.review}"${claims.reviewer ? ` by ${claims.reviewer}` : ''}`,
    );
  if (claims.isNew) facts.push('the product is new');
  if (claims.offer !== undefined) facts.push(`the offer, in these words: ${claims.offer}`);
  if (claims.limitedStock) facts.push('stock is limited');
  return [
    'Never state a rating, review, testimonial, newness, best-seller or popularity claim, price, discount, scarcity or urgency about stock or time unless it is one of the facts below.',
    facts.length > 0
      ? `Facts you may state: ${facts.join('; ')}.`
      : 'There are no such facts for this product.',
  ];
}

/** The model's variant as a draft: trimmed text, its body one sentence, `#word` hashtags. */
function toDraft(variant: z.infer<typeof modelVariant>): CaptionDraft {
  const body = variant.body.trim();
  return {
    hook: variant.hook.trim(),
    body: body === '' ? [] : [body],
    cta: variant.cta.trim(),
    hashtags: normalizeHashtags(variant.hashtags),
  };
}

/**
 * `#word` each, without duplicates; characters a hashtag cannot hold are removed (combining marks
 * stay: Hindi or Thai without them is misspelt), and a tag X would not link whole is dropped.
 */
function normalizeHashtags(hashtags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of hashtags) {
    const word = hashtagCharacters(raw);
    if (!isWholeHashtag(word) || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    result.push(`#${word}`);
  }
  return result;
}

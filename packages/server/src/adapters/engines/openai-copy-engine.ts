/**
 * The OpenAI-compatible copy engine: one chat completion answers every variant as JSON. The model is
 * told the platform's limit but not trusted with it: each variant is fitted afterwards, counted the
 * platform's way, by dropping hashtags first and then shortening the body at a word boundary.
 */
import { z } from 'zod';
import { assembleCaption, type CaptionParts } from '../../domain/copy/caption-fitting.js';
import { countCharacters, countGraphemes, PLATFORM_LIMITS } from '../../domain/copy/platform-limits.js';
import { findPreset } from '../../domain/presets/preset-catalogue.js';
import type { CopyEngine, CopyRequest, CopyVariant, Platform } from '../../ports/copy-engine.js';
import { EngineError } from '../../ports/image-engine.js';
import { type OpenAIConnection, openAIClient } from './openai-client.js';
import { toEngineError } from './openai-errors.js';

/** Default model `gpt-4o-mini`, timeout 60 s. */
export type OpenAICopyEngineOptions = OpenAIConnection;

export const DEFAULT_OPENAI_COPY_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 60_000;
/** A model that answers malformed JSON is asked once more before the call fails. */
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
      const messages = [
        { role: 'system' as const, content: instructions(request) },
        { role: 'user' as const, content: `Subject: ${request.subject}` },
      ];
      const reply = modelReply(request.variants);
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
          return parsed.data.variants
            .slice(0, request.variants)
            .map((variant) => fitToPlatform(request.platform, variant));
        }
        if (attempt >= ATTEMPTS) {
          throw new EngineError(
            'provider_error',
            `The ${PROVIDER} did not answer the expected JSON (${attempt} attempts)`,
          );
        }
      }
    },
  };
}

function parseJson(content: string | null | undefined): unknown {
  if (!content) return undefined;
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

function instructions(request: CopyRequest): string {
  const limit = PLATFORM_LIMITS[request.platform];
  const preset = request.presetId ? findPreset(request.presetId) : undefined;
  const lines = [
    `You write social media captions for ${request.platform}, in English, in a ${request.tone} tone.`,
    `Write ${request.variants} different variants. Each has a hook (the opening line that stops the scroll), a body, a call to action and a few hashtags (words without the # sign).`,
    `The whole caption (hook, body, call to action and hashtags together) must stay under ${limit.maxLength} characters${
      limit.counting === 'twitter-weighted'
        ? ', where emoji and CJK characters count twice and links count 23'
        : ''
    }.`,
  ];
  if (limit.hookWithin) lines.push(`The hook must be at most ${limit.hookWithin} characters.`);
  if (preset) lines.push(`The caption accompanies images in this style: ${preset.description}`);
  lines.push(
    'Answer with JSON only, in this shape: {"variants":[{"hook":"…","body":"…","cta":"…","hashtags":["…"]}]}',
  );
  return lines.join('\n');
}

/**
 * Fits a variant to the platform's limit, counted the platform's way: the hook inside the part a
 * reader sees before "more", then hashtags dropped from the end, then the body shortened at a word
 * boundary, then the call to action, and the hook last. The result never exceeds the limit.
 */
export function fitToPlatform(platform: Platform, variant: Readonly<CaptionParts>): CopyVariant {
  const limit = PLATFORM_LIMITS[platform];
  const parts: CaptionParts = {
    hook: variant.hook.trim(),
    body: variant.body.trim(),
    cta: variant.cta.trim(),
    hashtags: normalizeHashtags(variant.hashtags),
  };
  if (limit.hookWithin) {
    const within = limit.hookWithin;
    parts.hook = shortenHook(parts.hook, (hook) => countGraphemes(hook) <= within);
  }
  const fits = (candidate: CaptionParts) =>
    countCharacters(platform, assembleCaption(platform, candidate)) <= limit.maxLength;

  while (!fits(parts) && parts.hashtags.length > 0) parts.hashtags.pop();
  if (!fits(parts)) parts.body = shortenToFit(parts.body, (body) => fits({ ...parts, body }));
  if (!fits(parts)) parts.cta = shortenToFit(parts.cta, (cta) => fits({ ...parts, cta }));
  if (!fits(parts)) parts.hook = shortenHook(parts.hook, (hook) => fits({ ...parts, hook }));

  const caption = assembleCaption(platform, parts);
  return { caption, ...parts, characterCount: countCharacters(platform, caption) };
}

/** `#word` each, without duplicates; characters a hashtag cannot hold are removed. */
function normalizeHashtags(hashtags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of hashtags) {
    const word = raw.replace(/[^\p{L}\p{N}_]/gu, '');
    if (!word || seen.has(word.toLowerCase())) continue;
    seen.add(word.toLowerCase());
    result.push(`#${word}`);
  }
  return result;
}

/** A caption keeps its hook: when not even its first word fits, the hook is cut inside the word. */
function shortenHook(hook: string, fits: (candidate: string) => boolean): string {
  return shortenToFit(hook, fits) || cutToFit(hook, fits);
}

const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The longest start of `text` that `fits`, cut after a whole word and marked with an ellipsis; an
 * empty string when not even the first word fits. Longer prefixes never fit where a shorter one
 * does not, so a binary search over the number of words finds it.
 */
function shortenToFit(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  const pieces = text.split(/(\s+)/); // words at even indexes, the whitespace between at odd ones
  const wordCount = Math.ceil(pieces.length / 2);
  const prefix = (words: number) => {
    const cut = pieces
      .slice(0, words * 2 - 1)
      .join('')
      .replace(/[\s,;:–—-]+$/u, '');
    return cut ? `${cut}…` : '';
  };
  let low = 0;
  let high = wordCount - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(prefix(middle))) low = middle;
    else high = middle - 1;
  }
  return low > 0 ? prefix(low) : '';
}

/** The longest start of `text`, cut between characters, that `fits`: for a hook of one long word. */
function cutToFit(text: string, fits: (candidate: string) => boolean): string {
  const characters = Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
  const prefix = (kept: number) => (kept > 0 ? `${characters.slice(0, kept).join('')}…` : '');
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(prefix(middle))) low = middle;
    else high = middle - 1;
  }
  return prefix(low);
}

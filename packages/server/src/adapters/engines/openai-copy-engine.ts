/**
 * The OpenAI-compatible copy engine: one chat completion answers every variant as JSON. The model is
 * told the platform's limit but not trusted with it: the domain fits each draft afterwards, counted
 * the platform's way, as it fits every engine's.
 */
import { z } from 'zod';
import { hashtagCharacters, isWholeHashtag } from '../../domain/copy/hashtag-text.js';
import { PLATFORM_LIMITS } from '../../domain/copy/platform-limits.js';
import { findPreset } from '../../domain/presets/preset-catalogue.js';
import type { CaptionDraft, CopyEngine, CopyRequest } from '../../ports/copy-engine.js';
import { EngineError } from '../../ports/image-engine.js';
import { type OpenAIConnection, openAIClient } from './openai-client.js';
import { toEngineError } from './openai-errors.js';

/** Default model `gpt-4o-mini`, timeout 60 s. */
export type OpenAICopyEngineOptions = OpenAIConnection;

const DEFAULT_OPENAI_COPY_MODEL = 'gpt-4o-mini';
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
          return parsed.data.variants.slice(0, request.variants).map(toDraft);
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

/**
 * The caption writer (free): a product, a platform and a tone give a few captions — hook first,
 * then body, call to action and hashtags — each fitting the platform, counted its way.
 */

import { COPY_PLATFORMS, COPY_TONES, type CopyVariant } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { PenLine, RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession } from '../../app/session.js';
import { CopyButton } from '../../ui/copy-button.js';
import { Field } from '../../ui/field.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { usePlatforms } from '../posts/platforms.js';

const schema = z.object({
  subject: z.string().trim().min(1, 'Say what the post is about').max(500, 'At most 500 characters'),
  platform: z.enum(COPY_PLATFORMS),
  tone: z.enum(COPY_TONES),
  variants: z.enum(['1', '2', '3', '4', '5']),
});
type Values = z.infer<typeof schema>;

const TONE_WORDS: Record<(typeof COPY_TONES)[number], string> = {
  casual: 'Casual',
  professional: 'Professional',
  playful: 'Playful',
  luxury: 'Luxury',
  urgent: 'Urgent',
};

/** A fresh seed: the same request with another seed gives other captions. */
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

export function CaptionWriter({
  initialSubject = '',
  initialPlatform = 'instagram',
  useLabel,
  onUse,
}: {
  initialSubject?: string;
  initialPlatform?: (typeof COPY_PLATFORMS)[number];
  /** What "use" does with a caption, and the button's words; none shows only copy. */
  useLabel?: string;
  onUse?: (caption: string) => void;
}) {
  const session = useSession();
  const platforms = usePlatforms();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { subject: initialSubject, platform: initialPlatform, tone: 'casual', variants: '3' },
  });
  const write = useMutation({
    mutationFn: ({ values, seed }: { values: Values; seed?: number }) =>
      session.cf.generations.copy({
        subject: values.subject,
        platform: values.platform,
        tone: values.tone,
        variants: Number(values.variants),
        ...(seed !== undefined ? { seed } : {}),
      }),
  });
  const limitOf = (platform: string) => platforms.data?.find((p) => p.platform === platform)?.text.limit;
  const { errors } = form.formState;
  const shownPlatform = write.variables?.values.platform;
  return (
    <div className="caption-writer">
      <form className="stack" noValidate onSubmit={form.handleSubmit((values) => write.mutate({ values }))}>
        <Field
          label="What the post is about"
          hint="The product and what matters about it."
          error={errors.subject?.message}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              placeholder="e.g. Glow serum, vitamin C, back in stock"
              {...form.register('subject')}
            />
          )}
        </Field>
        <div className="field-row three">
          <Field label="Platform">
            {(control) => (
              <select {...control} {...form.register('platform')}>
                {COPY_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {platforms.data?.find((x) => x.platform === p)?.name ?? p}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Tone">
            {(control) => (
              <select {...control} {...form.register('tone')}>
                {COPY_TONES.map((t) => (
                  <option key={t} value={t}>
                    {TONE_WORDS[t]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="How many">
            {(control) => (
              <select {...control} {...form.register('variants')}>
                {['1', '2', '3', '4', '5'].map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <ProblemNotice error={write.error} />
        <div className="actions">
          <button type="submit" className="btn primary" disabled={write.isPending}>
            <PenLine aria-hidden /> {write.isPending ? 'Writing…' : 'Write captions — free'}
          </button>
          {write.data && (
            <button
              type="button"
              className="btn secondary"
              disabled={write.isPending}
              onClick={form.handleSubmit((values) => write.mutate({ values, seed: newSeed() }))}
            >
              <RefreshCw aria-hidden /> Other versions
            </button>
          )}
        </div>
      </form>
      {write.data && (
        <ol className="variants" aria-label="Captions">
          {write.data.variants.map((v: CopyVariant, index) => (
            <li key={v.caption} className="variant card">
              <p className="eyebrow">Caption {index + 1}</p>
              <p className="caption-text">{v.caption}</p>
              <div className="variant-foot">
                <span className="muted">
                  {v.characterCount.toLocaleString()}
                  {shownPlatform && limitOf(shownPlatform)
                    ? ` / ${limitOf(shownPlatform)!.toLocaleString()}`
                    : ''}{' '}
                  characters
                </span>
                <div className="actions">
                  <CopyButton text={v.caption} label={`Copy caption ${index + 1}`} />
                  {onUse && (
                    <button type="button" className="btn primary small" onClick={() => onUse(v.caption)}>
                      {useLabel ?? 'Use'}
                      <span className="visually-hidden"> caption {index + 1}</span>
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

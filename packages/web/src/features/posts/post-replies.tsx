/**
 * The post's replies, published after it: a thread on X, Threads, Bluesky and Mastodon (each under
 * the one before), comments under the post on Facebook, Instagram and LinkedIn (the first is the
 * "first comment"). Each is counted for every platform that takes it, against that platform's limit
 * for replies; platforms that take none are named, since a publish would refuse them.
 */
import { ArrowDown, ArrowUp, MessageSquarePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Field } from '../../ui/field.js';
import type { PlatformId } from '../../ui/platform-mark.js';
import { CaptionCounters } from './caption-counters.js';
import { MediaPicker } from './media-picker.js';
import { usePlatformFormats, usePlatformNames } from './platforms.js';
import type { EditorValues } from './post-editor-values.js';
import { ReplyImages } from './reply-images.js';

const MAX_REPLIES = 25;

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function PostReplies({
  form,
  platforms,
  socialAccountIds,
}: {
  form: UseFormReturn<EditorValues>;
  platforms: readonly PlatformId[];
  socialAccountIds: readonly string[];
}) {
  const name = usePlatformNames();
  const formats = usePlatformFormats();
  const replies = useFieldArray({ control: form.control, name: 'replies' });
  const texts = form.watch('replies');
  const errors = form.formState.errors.replies;
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const setImages = (index: number, ids: string[]) =>
    form.setValue(`replies.${index}.mediaIds`, ids.slice(0, 20), { shouldDirty: true });
  const as = (kind: string) => platforms.filter((p) => formats(p).replies === kind);
  const threads = as('thread');
  const comments = as('comments');
  const none = as('none');
  const taking = [...threads, ...comments];
  // Hidden where no platform posted to takes replies, unless the draft has some already.
  if (taking.length === 0 && replies.fields.length === 0) return null;
  const limits = Object.fromEntries(
    comments.flatMap((p) => {
      const limit = formats(p).replyLimit;
      return limit === undefined ? [] : [[p, limit]];
    }),
  ) as Partial<Record<PlatformId, number>>;

  return (
    <section className="card stack" aria-labelledby="replies-heading">
      <div className="section-head">
        <h2 id="replies-heading">Replies</h2>
        {taking.length > 0 && (
          <button
            type="button"
            className="btn ghost small"
            disabled={replies.fields.length >= MAX_REPLIES}
            onClick={() => replies.append({ caption: '', mediaIds: [] })}
          >
            <MessageSquarePlus aria-hidden /> Add a reply
          </button>
        )}
      </div>
      <p className="hint">
        {threads.length > 0 && `On ${list(threads.map(name))}: a thread, each reply under the one before. `}
        {comments.length > 0 &&
          `On ${list(comments.map(name))}: comments under the post — the first is the first comment, the place for links and hashtags.`}
      </p>
      {none.length > 0 && replies.fields.length > 0 && (
        <p className="notice warning" role="status">
          {list(none.map(name))} {none.length === 1 ? 'takes' : 'take'} no replies: remove the replies or{' '}
          {none.length === 1 ? 'that account' : 'those accounts'} before publishing.
        </p>
      )}
      {replies.fields.length > 0 && (
        <ol className="post-replies stack" aria-label="Replies of the post">
          {replies.fields.map((field, index) => (
            <li key={field.id} className="stack tight">
              <Field label={`Reply ${index + 1}`} error={errors?.[index]?.caption?.message}>
                {(control) => (
                  <textarea {...control} rows={3} {...form.register(`replies.${index}.caption`)} />
                )}
              </Field>
              <ReplyImages
                index={index}
                ids={texts[index]?.mediaIds ?? []}
                onAdd={() => setPickingFor(index)}
                onRemove={(id) =>
                  setImages(
                    index,
                    (texts[index]?.mediaIds ?? []).filter((x) => x !== id),
                  )
                }
              />
              {taking.length > 0 && (
                <CaptionCounters
                  text={texts[index]?.caption ?? ''}
                  platforms={taking}
                  socialAccountIds={socialAccountIds}
                  limits={limits}
                  label={`Reply ${index + 1} length per platform`}
                  testId={`reply-${index + 1}-count`}
                />
              )}
              <div className="actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move reply ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => replies.move(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Move reply ${index + 1} later`}
                  disabled={index === replies.fields.length - 1}
                  onClick={() => replies.move(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </button>
                <button
                  type="button"
                  className="btn ghost small danger-text"
                  onClick={() => replies.remove(index)}
                >
                  <Trash2 aria-hidden /> Remove
                  <span className="visually-hidden"> reply {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <MediaPicker
        open={pickingFor !== null}
        onOpenChange={(open) => !open && setPickingFor(null)}
        already={pickingFor === null ? [] : (texts[pickingFor]?.mediaIds ?? [])}
        onAdd={(ids) => {
          if (pickingFor !== null) setImages(pickingFor, [...(texts[pickingFor]?.mediaIds ?? []), ...ids]);
        }}
      />
    </section>
  );
}

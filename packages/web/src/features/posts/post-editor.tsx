/**
 * Composing a post and editing a draft: where it goes, the caption (counted each platform's way,
 * written by hand or with the caption writer), the replies (a thread or comments), the images with
 * their alt texts, a different caption per platform where wanted, a LinkedIn document post, a campaign and a planned time — beside a preview of how it will look on
 * each platform. A new post is saved as a draft (`POST /posts`), a draft saved again (`PATCH`).
 */

import { isCopyPlatformId } from '@contentforge/platforms';
import type { Post, SocialAccount } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, ImagePlus, PenLine, Save, Trash2, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSession, wsKey } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { Modal } from '../../ui/modal.js';
import { type PlatformId, PlatformMark } from '../../ui/platform-mark.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { placeServerErrors } from '../../ui/server-errors.js';
import { useToast } from '../../ui/toasts.js';
import { useCampaigns } from '../campaigns/campaign-queries.js';
import { CaptionWriter } from '../create/caption-writer.js';
import { describeMedia } from '../library/media-queries.js';
import { DropArea, TransferList, useUploads } from '../library/uploads.js';
import { CaptionCounters } from './caption-counters.js';
import { ComposePreview } from './compose-preview.js';
import { MediaPicker } from './media-picker.js';
import { PerPlatformCaptions } from './per-platform-captions.js';
import { usePlatformFormats, usePlatformNames } from './platforms.js';
import { bodyOf, type EditorValues, FIELDS, schema, valuesOf } from './post-editor-values.js';
import { useMediaItems, useSocialAccounts } from './post-queries.js';
import { PostReplies } from './post-replies.js';

export function PostEditor({
  post,
  initialMedia,
  initialCaption,
  publishPanel,
}: {
  /** The draft being edited; none for a new post. */
  post?: Post;
  initialMedia?: string[];
  initialCaption?: string;
  /** Shown under the preview once the draft exists (its cost and the publish buttons). */
  publishPanel?: (state: { dirty: boolean; save: () => Promise<boolean> }) => React.ReactNode;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const accounts = useSocialAccounts();
  const campaigns = useCampaigns();
  const name = usePlatformNames();
  const formats = usePlatformFormats();
  const [picking, setPicking] = useState(false);
  const [writing, setWriting] = useState(false);
  const form = useForm<EditorValues>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(post, {
      ...(initialMedia ? { mediaIds: initialMedia } : {}),
      ...(initialCaption ? { caption: initialCaption } : {}),
    }),
  });
  const values = form.watch();
  const chosenAccounts = (accounts.data ?? []).filter((a) => values.socialAccountIds.includes(a.id));
  const platforms = useMemo(() => [...new Set(chosenAccounts.map((a) => a.platform))], [chosenAccounts]);
  const media = useMediaItems(values.mediaIds);
  // Counted against their own server's limit where it has one; an account since removed is not asked about.
  const countedAccounts = useMemo(() => chosenAccounts.map((a) => a.id), [chosenAccounts]);

  // A new post started from a generated image takes its caption, unless one was written already.
  const prefilled = useRef(post !== undefined || initialCaption !== undefined);
  useEffect(() => {
    if (prefilled.current) return;
    const first = media[0];
    if (first === undefined) return;
    prefilled.current = true;
    if (first?.caption && form.getValues('caption') === '') form.setValue('caption', first.caption);
  }, [media, form]);

  const uploads = useUploads((item) =>
    form.setValue('mediaIds', [...form.getValues('mediaIds'), item.id], { shouldDirty: true }),
  );

  const save = useMutation({
    mutationFn: async (v: EditorValues) => {
      const body = bodyOf(v, platforms);
      if (!post) return session.cf.posts.create(body);
      return session.cf.posts.update(post.id, {
        ...body,
        campaignId: body.campaignId ?? null,
        scheduledAt: body.scheduledAt ?? null,
      });
    },
    onSuccess: async (saved, v) => {
      queryClient.setQueryData(wsKey(session, 'posts', 'item', saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'posts') });
      form.reset(v);
      toast('Draft saved');
      if (!post) await navigate({ to: '/posts/$id', params: { id: saved.id }, replace: true });
    },
    onError: (error) => placeServerErrors(error, form.setError, FIELDS),
  });
  const submit = form.handleSubmit((v) => save.mutate(v));
  const saveNow = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        (v) => save.mutate(v, { onSuccess: () => resolve(true), onError: () => resolve(false) }),
        () => resolve(false),
      )();
    });

  const toggleAccount = (id: string) => {
    const ids = form.getValues('socialAccountIds');
    form.setValue('socialAccountIds', ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id], {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };
  const moveImage = (index: number, by: -1 | 1) => {
    const ids = [...form.getValues('mediaIds')];
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    form.setValue('mediaIds', ids, { shouldDirty: true });
  };
  const removeImage = (id: string) =>
    form.setValue(
      'mediaIds',
      form.getValues('mediaIds').filter((x) => x !== id),
      { shouldDirty: true },
    );

  const { errors, isDirty } = form.formState;
  const previewImages = values.mediaIds.flatMap((id, i) => {
    const item = media[i];
    return item ? [{ item, alt: values.altTexts[id] || describeMedia(item) }] : [];
  });
  const textFor = (platform: PlatformId) => {
    const own = values.perPlatform[platform];
    return own?.on ? own.caption : values.caption;
  };

  return (
    <div className="compose-layout">
      <form className="compose-form stack" noValidate onSubmit={submit}>
        <section className="card stack" aria-labelledby="targets-heading">
          <h2 id="targets-heading">Publish to</h2>
          {accounts.data?.length === 0 && (
            <p className="muted">
              No social accounts yet. <Link to="/accounts">Connect one</Link> — a webhook works with any site.
            </p>
          )}
          <ul className="account-toggles">
            {accounts.data?.map((a: SocialAccount) => (
              <li key={a.id}>
                <label className={`account-toggle${values.socialAccountIds.includes(a.id) ? ' on' : ''}`}>
                  <input
                    type="checkbox"
                    checked={values.socialAccountIds.includes(a.id)}
                    onChange={() => toggleAccount(a.id)}
                  />
                  <PlatformMark platform={a.platform} size="small" />
                  <span>
                    {name(a.platform)} · {a.handle}
                  </span>
                  {a.status !== 'active' && <span className="badge warning">needs reconnecting</span>}
                </label>
              </li>
            ))}
          </ul>
          {errors.socialAccountIds?.message && (
            <p className="field-error">{errors.socialAccountIds.message}</p>
          )}
        </section>

        <section className="card stack" aria-labelledby="caption-heading">
          <div className="section-head">
            <h2 id="caption-heading">Caption</h2>
            <button type="button" className="btn ghost small" onClick={() => setWriting(true)}>
              <PenLine aria-hidden /> Caption writer
            </button>
          </div>
          <Field label="Caption" hideLabel error={errors.caption?.message}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                placeholder="Hook first — then what it is, why it matters, what to do next."
                {...form.register('caption')}
              />
            )}
          </Field>
          <CaptionCounters text={values.caption} platforms={platforms} socialAccountIds={countedAccounts} />
          <PerPlatformCaptions form={form} platforms={platforms} socialAccountIds={countedAccounts} />
        </section>

        <PostReplies form={form} platforms={platforms} socialAccountIds={countedAccounts} />

        <DropArea onFiles={uploads.upload} className="card stack">
          {(pick) => (
            <section aria-labelledby="images-heading" className="stack">
              <div className="section-head">
                <h2 id="images-heading">Images</h2>
                <div className="actions">
                  <button type="button" className="btn ghost small" onClick={pick}>
                    <Upload aria-hidden /> Upload
                  </button>
                  <button type="button" className="btn secondary small" onClick={() => setPicking(true)}>
                    <ImagePlus aria-hidden /> Add from library
                  </button>
                </div>
              </div>
              {values.mediaIds.length === 0 && (
                <p className="muted">
                  No images: the post is text only. Add some from the library, or drop photos here.
                </p>
              )}
              <TransferList transfers={uploads.transfers} />
              <ol className="post-images" aria-label="Images of the post">
                {values.mediaIds.map((id, index) => {
                  const item = media[index];
                  return (
                    <li key={id} className="post-image">
                      {item ? (
                        <img src={item.thumbnailUrl} alt={describeMedia(item)} />
                      ) : (
                        <div className="missing">
                          {item === null ? 'Deleted from the library' : 'Loading…'}
                        </div>
                      )}
                      <div className="post-image-fields">
                        <Field
                          label={`Alt text for image ${index + 1}`}
                          hint="What the picture shows, for people who cannot see it."
                          error={errors.altTexts?.[id]?.message}
                        >
                          {(control) => (
                            <textarea {...control} rows={2} {...form.register(`altTexts.${id}`)} />
                          )}
                        </Field>
                        <div className="actions">
                          <button
                            type="button"
                            className="icon-button"
                            aria-label={`Move image ${index + 1} earlier`}
                            disabled={index === 0}
                            onClick={() => moveImage(index, -1)}
                          >
                            <ArrowLeft aria-hidden />
                          </button>
                          <button
                            type="button"
                            className="icon-button"
                            aria-label={`Move image ${index + 1} later`}
                            disabled={index === values.mediaIds.length - 1}
                            onClick={() => moveImage(index, 1)}
                          >
                            <ArrowRight aria-hidden />
                          </button>
                          <button
                            type="button"
                            className="btn ghost small danger-text"
                            onClick={() => removeImage(id)}
                          >
                            <Trash2 aria-hidden /> Remove
                            <span className="visually-hidden"> image {index + 1}</span>
                          </button>
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ol>
              {errors.mediaIds?.message && <p className="field-error">{errors.mediaIds.message}</p>}
            </section>
          )}
        </DropArea>

        <section className="card stack" aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <div className="field-row">
            <Field label="Campaign" error={errors.campaignId?.message}>
              {(control) => (
                <select {...control} {...form.register('campaignId')}>
                  <option value="">No campaign</option>
                  {campaigns.data
                    ?.filter((c) => c.status === 'active' || c.id === values.campaignId)
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <Field
              label="Planned time"
              hint="Kept with the draft and shown on the calendar; publishing then schedules it."
              error={errors.scheduledAt?.message}
            >
              {(control) => <input {...control} type="datetime-local" {...form.register('scheduledAt')} />}
            </Field>
          </div>
        </section>

        <ProblemNotice
          error={save.error && !placeServerErrors(save.error, () => undefined, FIELDS) ? save.error : null}
        />
        <div className={`actions${!post || isDirty ? ' sticky-actions' : ''}`}>
          <button
            type="submit"
            className="btn primary"
            disabled={save.isPending || (post !== undefined && !isDirty)}
          >
            <Save aria-hidden />{' '}
            {save.isPending ? 'Saving…' : post ? (isDirty ? 'Save changes' : 'Saved') : 'Save draft'}
          </button>
          {post && isDirty && <span className="muted">Unsaved changes</span>}
        </div>
      </form>

      <aside className="compose-side stack" aria-label="Preview and publishing">
        <ComposePreview
          platforms={platforms}
          name={name}
          handleOf={(p) => chosenAccounts.find((a) => a.platform === p)?.handle ?? ''}
          textFor={textFor}
          images={previewImages}
          replies={values.replies.map((r) => ({ text: r.caption, mediaIds: r.mediaIds }))}
          repliesAs={(p) => formats(p).replies}
        />
        {publishPanel?.({ dirty: isDirty, save: saveNow })}
      </aside>

      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        already={values.mediaIds}
        onAdd={(ids) =>
          form.setValue('mediaIds', [...values.mediaIds, ...ids].slice(0, 20), { shouldDirty: true })
        }
      />
      <Modal open={writing} onOpenChange={setWriting} title="Caption writer" size="large">
        <CaptionWriter
          initialSubject={values.caption.split('\n')[0]?.slice(0, 200) ?? ''}
          initialPlatform={platforms.find(isCopyPlatformId) ?? 'instagram'}
          useLabel="Use this caption"
          onUse={(caption) => {
            form.setValue('caption', caption, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
            setWriting(false);
          }}
        />
      </Modal>
    </div>
  );
}

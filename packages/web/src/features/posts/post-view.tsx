/**
 * A post that has left its draft: how it looks on each platform, and where it went — each
 * account's delivery, its cost, its link, and when it failed, why in words, what to do and Retry.
 * A scheduled post can be moved to another time or canceled.
 */
import type { Post, PublicationTarget } from '@contentforge/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CalendarClock, ExternalLink, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { PlatformMark } from '../../ui/platform-mark.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { fromLocalInput, toLocalInput } from '../../ui/server-errors.js';
import { StatusBadge } from '../../ui/status-badge.js';
import { useToast } from '../../ui/toasts.js';
import { describeMedia } from '../library/media-queries.js';
import { PreviewTabs } from './compose-preview.js';
import { usePlatformNames } from './platforms.js';
import { PostReplyTexts, TargetFixes, TargetParts } from './post-parts.js';
import { accountOf, formatWhen, useMediaItems, useSocialAccounts } from './post-queries.js';

type TargetError = NonNullable<PublicationTarget['error']>;

/** What to do about a failed delivery, by its category (docs/platforms.md). */
const WHAT_TO_DO: Record<TargetError['category'], string> = {
  auth_expired: 'Connect the account again on the Social accounts page, then retry.',
  user_content: 'Change the post, then retry.',
  media_error: 'Replace the image, then retry.',
  rate_limited: 'The platform is limiting posts for now: retry later.',
  platform_rejected: 'Read the platform’s words above; retry once it is resolved.',
  system: 'Retry; if it keeps failing, tell the people who run this service.',
};

export function PostView({ post }: { post: Post }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const accounts = useSocialAccounts();
  const name = usePlatformNames();
  const media = useMediaItems(post.mediaIds);
  const [moveTo, setMoveTo] = useState(toLocalInput(post.scheduledAt));
  const refresh = () => queryClient.invalidateQueries({ queryKey: wsKey(session, 'posts') });
  const retry = useMutation({
    mutationFn: (socialAccountIds?: string[]) =>
      session.cf.posts.retry(post.id, socialAccountIds ? { socialAccountIds } : {}),
    onSuccess: refresh,
  });
  const reschedule = useMutation({
    mutationFn: () => session.cf.posts.reschedule(post.id, fromLocalInput(moveTo)!),
    onSuccess: async () => {
      toast('Moved', `It goes out ${formatWhen(fromLocalInput(moveTo)!)}.`);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => session.cf.posts.delete(post.id),
    onSuccess: async () => {
      toast('Canceled', 'The reserved credits are back in the balance.');
      await refresh();
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'credits') });
      await navigate({ to: '/posts' });
    },
  });
  const publication = post.publication;
  const ended = ['published', 'partially_published', 'failed'].includes(post.status);
  const failed = publication?.targets.filter((t) => t.status === 'failed') ?? [];
  const platforms = [...new Set(publication?.targets.map((t) => t.platform) ?? [])];
  const images = post.mediaIds.flatMap((id, i) => {
    const item = media[i];
    return item ? [{ item, alt: post.altTexts[id] || describeMedia(item) }] : [];
  });
  return (
    <div className="compose-layout">
      <section className="card stack" aria-labelledby="preview-heading">
        <h2 id="preview-heading">How it looks</h2>
        {platforms.length > 0 && (
          <PreviewTabs
            platforms={platforms}
            name={name}
            handleOf={(p) =>
              accountOf(
                accounts.data,
                publication?.targets.find((t) => t.platform === p)?.socialAccountId ?? '',
              )?.handle ?? ''
            }
            textFor={(p) => post.perPlatform[p]?.caption ?? post.caption}
            images={images}
          />
        )}
        {media.some((m) => m === null) && (
          <p className="muted">An image of this post was deleted from the library.</p>
        )}
      </section>

      <aside className="compose-side stack">
        {post.status === 'scheduled' && (
          <section className="card stack" aria-labelledby="schedule-heading">
            <h2 id="schedule-heading">
              <CalendarClock aria-hidden /> Scheduled for {post.scheduledAt && formatWhen(post.scheduledAt)}
            </h2>
            <p className="muted">Its cost is reserved from the balance until it goes out.</p>
            {session.canEdit && (
              <>
                <div className="inline-form">
                  <label className="field">
                    <span>Move to</span>
                    <input type="datetime-local" value={moveTo} onChange={(e) => setMoveTo(e.target.value)} />
                  </label>
                  <button
                    type="button"
                    className="btn secondary"
                    disabled={!moveTo || reschedule.isPending || moveTo === toLocalInput(post.scheduledAt)}
                    onClick={() => reschedule.mutate()}
                  >
                    Move
                  </button>
                </div>
                <ProblemNotice error={reschedule.error ?? remove.error} />
                <button
                  type="button"
                  className="btn ghost danger-text"
                  onClick={async () => {
                    if (
                      await confirm({
                        title: 'Cancel this post?',
                        body: 'It will not go out, and its reserved credits go back to the balance.',
                        action: 'Cancel and delete',
                        destructive: true,
                      })
                    )
                      remove.mutate();
                  }}
                >
                  <Trash2 aria-hidden /> Cancel and delete
                </button>
              </>
            )}
          </section>
        )}
        {publication && (
          <section className="card stack" aria-labelledby="results-heading" aria-live="polite">
            <h2 id="results-heading">Where it went</h2>
            {post.status === 'publishing' && <progress aria-label="Publishing" />}
            <p className="muted">
              Charged <strong data-testid="credits-charged">{publication.creditsCharged}</strong> credit
              {publication.creditsCharged === 1 ? '' : 's'}
              {post.publishedAt && post.status !== 'scheduled'
                ? ` · went out ${formatWhen(post.publishedAt)}`
                : ''}
              .
            </p>
            <ul className="targets">
              {publication.targets.map((t) => {
                const account = accountOf(accounts.data, t.socialAccountId);
                const label = `${name(t.platform)} · ${account?.handle ?? 'a deleted account'}`;
                return (
                  <li key={t.socialAccountId} className="target" data-testid={`target-${t.socialAccountId}`}>
                    <div className="target-head">
                      <PlatformMark platform={t.platform} />
                      <span className="truncate">{label}</span>
                      <StatusBadge status={t.status} />
                    </div>
                    {t.status === 'pending' && t.connection === 'agent_session' && (
                      <p className="muted">Waiting for the agent to post it and report.</p>
                    )}
                    {t.error && (
                      <p>
                        {t.error.message} <span className="muted">{WHAT_TO_DO[t.error.category]}</span>
                      </p>
                    )}
                    {t.status === 'unknown' && (
                      <p className="muted">It may have been published: check the account before retrying.</p>
                    )}
                    <TargetParts target={t} label={label} />
                    <TargetFixes target={t} label={label} />
                    <div className="target-foot">
                      <span className="muted">
                        {t.cost === 0 ? 'free' : `${t.cost} credit${t.cost === 1 ? '' : 's'}`}
                      </span>
                      {t.externalUrl && (
                        <a href={t.externalUrl} target="_blank" rel="noreferrer">
                          View<span className="visually-hidden"> on {label}</span>{' '}
                          <ExternalLink aria-hidden />
                        </a>
                      )}
                      {session.canEdit && ended && t.status === 'failed' && (
                        <button
                          type="button"
                          className="btn secondary small"
                          disabled={retry.isPending}
                          onClick={() => retry.mutate([t.socialAccountId])}
                        >
                          <RotateCcw aria-hidden /> Retry<span className="visually-hidden"> {label}</span>
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            <ProblemNotice error={retry.error} />
            {session.canEdit && ended && failed.length > 1 && (
              <button
                type="button"
                className="btn primary"
                disabled={retry.isPending}
                onClick={() => retry.mutate(undefined)}
              >
                <RotateCcw aria-hidden /> Retry the {failed.length} failed deliveries
              </button>
            )}
          </section>
        )}
        <section className="card stack" aria-labelledby="caption-heading">
          <h2 id="caption-heading">Caption</h2>
          <p className="caption-text">{post.caption || <span className="muted">(no caption)</span>}</p>
          {Object.entries(post.perPlatform)
            .filter(([, v]) => v?.caption !== undefined)
            .map(([p, v]) => (
              <p key={p} className="caption-text">
                <strong>On {name(p as PlatformId)}:</strong> {v?.caption}
              </p>
            ))}
          <PostReplyTexts post={post} />
        </section>
      </aside>
    </div>
  );
}

type PlatformId = PublicationTarget['platform'];

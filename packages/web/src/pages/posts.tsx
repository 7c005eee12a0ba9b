import type {
  MediaItem,
  Post,
  Publication,
  PublicationTarget,
  PublishCost,
  SocialAccount,
} from '@contentforge/sdk';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ApiError, api } from '../api.js';
import type { Session } from '../app.js';
import { PLATFORM_NAMES, type SocialPlatform, useCaptionCounter } from '../caption-count.js';
import { Link, navigate } from '../navigation.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

type PostStatus = Post['status'];
type TargetError = NonNullable<PublicationTarget['error']>;

const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  partially_published: 'Partly published',
  failed: 'Failed',
};

const TARGET_LABELS: Record<PublicationTarget['status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  unknown: 'Outcome unknown',
};

/** What to do about a failed delivery, by its category (docs/platforms.md). */
const WHAT_TO_DO: Record<TargetError['category'], string> = {
  auth_expired: 'Connect the account again on the Social accounts page, then retry.',
  user_content: 'Change the post, then retry.',
  media_error: 'Replace the image, then retry.',
  rate_limited: 'The platform is limiting posts for now: retry later.',
  platform_rejected: 'Read the platform’s words above; retry once it is resolved.',
  system: 'Retry; if it keeps failing, tell the operator.',
};

const FILTERS: PostStatus[] = [
  'draft',
  'scheduled',
  'publishing',
  'published',
  'partially_published',
  'failed',
];

const accountName = (accounts: SocialAccount[] | undefined, id: string) => {
  const account = accounts?.find((a) => a.id === id);
  return account ? `${PLATFORM_NAMES[account.platform]} · ${account.handle}` : 'A deleted account';
};

/** Posts: the list (`/posts`), composing one (`/posts/new`) and one post (`/posts/{id}`). */
export function PostsPage({ path, session }: { path: string; session: Session }) {
  const id = decodeURIComponent(path.split('/')[2] ?? '');
  if (id === 'new') return <ComposePage />;
  if (id) return <PostPage key={id} id={id} session={session} />;
  return <PostList session={session} />;
}

function PostList({ session }: { session: Session }) {
  const [filter, setFilter] = useState<PostStatus | ''>('');
  const posts = useApi<Post[]>(`/posts?limit=100${filter ? `&status=${filter}` : ''}`);
  const accounts = useApi<SocialAccount[]>('/social-accounts?limit=100');
  return (
    <section>
      <div className="page-head">
        <h1>Posts</h1>
        {session.me.role !== 'viewer' && (
          <Link to="/posts/new" className="button">
            New post
          </Link>
        )}
      </div>
      <label className="filter">
        Status
        <select value={filter} onChange={(e) => setFilter(e.target.value as PostStatus | '')}>
          <option value="">All posts</option>
          {FILTERS.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <ProblemNotice error={posts.error} />
      {posts.data?.length === 0 && (
        <p className="empty">
          {filter
            ? `No posts are ${STATUS_LABELS[filter].toLowerCase()}. Choose “All posts” to see the others.`
            : 'No posts yet. Write one with “New post”: a caption, images from the library and the accounts to publish to.'}
        </p>
      )}
      {posts.data && posts.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Caption</th>
                <th scope="col">Status</th>
                <th scope="col">Accounts</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {posts.data.map((p) => (
                <tr key={p.id}>
                  <td className="wide">
                    <Link to={`/posts/${p.id}`}>{p.caption.trim().slice(0, 80) || '(no caption)'}</Link>
                  </td>
                  <td>
                    <span className={`badge ${p.status}`}>{STATUS_LABELS[p.status]}</span>
                  </td>
                  <td>{p.socialAccountIds.map((a) => accountName(accounts.data, a)).join(', ')}</td>
                  <td>{new Date(p.createdAt).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {posts.loading && !posts.data && <p>Loading…</p>}
    </section>
  );
}

/** Per-platform counters of a caption, counted each platform's way against its limit. */
function CaptionCounters({ caption, platforms }: { caption: string; platforms: SocialPlatform[] }) {
  const countCaption = useCaptionCounter();
  if (platforms.length === 0) return <p className="hint">Pick accounts to see each platform’s count.</p>;
  if (!countCaption) return <p className="hint">Counting…</p>;
  return (
    <ul className="counters" aria-label="Caption length per platform">
      {platforms.map((platform) => {
        const c = countCaption(platform, caption);
        return (
          <li key={platform} className={c.over ? 'over' : undefined} data-testid={`count-${platform}`}>
            {PLATFORM_NAMES[platform]}: {c.count.toLocaleString()} / {c.limit.toLocaleString()}{' '}
            <span className="hint">({c.counting})</span>
            {c.over && <strong> — {(c.count - c.limit).toLocaleString()} over the limit</strong>}
          </li>
        );
      })}
    </ul>
  );
}

function ComposePage() {
  const media = useApi<MediaItem[]>('/media?limit=100');
  const accounts = useApi<SocialAccount[]>('/social-accounts?limit=100');
  const [caption, setCaption] = useState('');
  const [mediaIds, setMediaIds] = useState<string[]>([]);
  const [accountIds, setAccountIds] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const platforms = useMemo(() => {
    const chosen = accounts.data?.filter((a) => accountIds.includes(a.id)).map((a) => a.platform) ?? [];
    return [...new Set(chosen)];
  }, [accounts.data, accountIds]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const post = await api<Post>('POST', '/posts', { caption, mediaIds, socialAccountIds: accountIds });
      navigate(`/posts/${post.id}`);
    } catch (reason) {
      setError(reason);
      setBusy(false);
    }
  };

  return (
    <section>
      <p>
        <Link to="/posts">← All posts</Link>
      </p>
      <h1>New post</h1>
      <form onSubmit={save} className="stack">
        <label>
          Caption
          <textarea
            name="caption"
            rows={6}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            aria-describedby="caption-counters"
          />
        </label>
        <div id="caption-counters" aria-live="polite">
          <CaptionCounters caption={caption} platforms={platforms} />
        </div>
        <fieldset>
          <legend>Images</legend>
          {media.data?.length === 0 && (
            <p className="hint">
              The library is empty. <Link to="/library">Upload an image</Link>, or post text only.
            </p>
          )}
          <div className="picker">
            {media.data?.map((item, index) => (
              <label key={item.id} className="pick">
                <input
                  type="checkbox"
                  checked={mediaIds.includes(item.id)}
                  onChange={() => setMediaIds((ids) => toggle(ids, item.id))}
                />
                <img
                  src={item.thumbnailUrl}
                  alt={`Library item ${index + 1}, ${item.width}×${item.height}${item.caption ? `: ${item.caption.slice(0, 60)}` : ''}`}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Publish to</legend>
          {accounts.data?.length === 0 && (
            <p className="hint">
              No accounts yet. <Link to="/accounts">Connect one</Link> first.
            </p>
          )}
          <ul className="choices">
            {accounts.data?.map((a) => (
              <li key={a.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={accountIds.includes(a.id)}
                    onChange={() => setAccountIds((ids) => toggle(ids, a.id))}
                  />
                  {PLATFORM_NAMES[a.platform]} · {a.handle}
                  {a.status !== 'active' && <span className="hint"> (needs reconnecting)</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <ProblemNotice error={error ?? media.error ?? accounts.error} />
        <button type="submit" disabled={busy || accountIds.length === 0}>
          Save draft
        </button>
        {accountIds.length === 0 && <p className="hint">Pick at least one account to save the draft.</p>}
      </form>
    </section>
  );
}

/**
 * The post's images, each read by its id (however old it is in the library); null for one the
 * library no longer has. Undefined until they are read.
 */
function usePostMedia(ids: string[] | undefined): (MediaItem | null)[] | undefined {
  const [media, setMedia] = useState<(MediaItem | null)[] | undefined>(undefined);
  const key = ids?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids' content, not the array, matters
  useEffect(() => {
    if (!ids) return;
    let current = true;
    const read = (m: string) =>
      api<MediaItem>('GET', `/media/${m}`).catch((error: unknown) => {
        if (error instanceof ApiError && error.problem.status === 404) return null;
        throw error;
      });
    // Any other failure leaves the images out rather than calling them deleted.
    Promise.all(ids.map(read)).then(
      (items) => {
        if (current) setMedia(items);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [key]);
  return media;
}

function PostPage({ id, session }: { id: string; session: Session }) {
  const post = useApi<Post>(`/posts/${id}`);
  const accounts = useApi<SocialAccount[]>('/social-accounts?limit=100');
  const media = usePostMedia(post.data?.mediaIds);
  const isDraft = post.data?.status === 'draft';
  const preview = useApi<PublishCost>(isDraft ? `/posts/${id}/publish` : null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const canEdit = session.me.role !== 'viewer';

  // While deliveries are under way, the post is looked at again every second; an agent may take
  // hours to report its hand-off, so one waiting only for agents is looked at less often.
  const status = post.data?.status;
  const waitingOnAgents = post.data?.publication?.targets.every(
    (t) => t.status !== 'pending' || t.connection === 'agent_session',
  );
  const { reload: reloadPost } = post;
  useEffect(() => {
    if (status !== 'publishing') return;
    const timer = setInterval(reloadPost, waitingOnAgents ? 10_000 : 1000);
    return () => clearInterval(timer);
  }, [status, waitingOnAgents, reloadPost]);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      post.reload();
    } catch (reason) {
      setError(reason);
    } finally {
      setBusy(false);
    }
  };

  const publish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(() =>
      api<Publication>(
        'POST',
        `/posts/${id}/publish`,
        scheduleAt ? { scheduledAt: new Date(scheduleAt).toISOString() } : {},
        { 'idempotency-key': crypto.randomUUID() },
      ),
    );
  };
  const retry = (socialAccountIds?: string[]) =>
    act(() =>
      api<Publication>('POST', `/posts/${id}/retry`, socialAccountIds ? { socialAccountIds } : {}, {
        'idempotency-key': crypto.randomUUID(),
      }),
    );
  const remove = () => {
    if (!confirm('Delete this post? A scheduled post’s reserved credits go back to the balance.')) return;
    void act(async () => {
      await api('DELETE', `/posts/${id}`);
      navigate('/posts');
    });
  };

  if (post.error && !post.data) {
    return (
      <section>
        <p>
          <Link to="/posts">← All posts</Link>
        </p>
        <h1>Post</h1>
        <ProblemNotice error={post.error} />
      </section>
    );
  }
  if (!post.data) return <p>Loading…</p>;
  const p = post.data;
  // Each of the post's images as it is now: null once the library says it was deleted.
  const pictures = media ?? [];
  const platforms = [
    ...new Set(
      p.socialAccountIds
        .map((a) => accounts.data?.find((x) => x.id === a)?.platform)
        .filter((x): x is SocialPlatform => x !== undefined),
    ),
  ];
  const publication = p.publication;
  const failed = publication?.targets.filter((t) => t.status === 'failed') ?? [];
  const ended = p.status === 'published' || p.status === 'partially_published' || p.status === 'failed';

  return (
    <section>
      <p>
        <Link to="/posts">← All posts</Link>
      </p>
      <h1>
        Post{' '}
        <span className={`badge ${p.status}`} data-testid="post-status">
          {STATUS_LABELS[p.status]}
        </span>
      </h1>
      <div className="card">
        <p className="caption">{p.caption || <span className="hint">(no caption)</span>}</p>
        <CaptionCounters caption={p.caption} platforms={platforms} />
        {pictures.length > 0 && (
          <ul className="picker" aria-label="Images">
            {pictures.map((item, index) =>
              item ? (
                <li key={item.id}>
                  <img
                    src={item.thumbnailUrl}
                    alt={`Attachment ${index + 1} of the post, ${item.width}×${item.height}`}
                  />
                </li>
              ) : (
                <li key={p.mediaIds[index]} className="hint">
                  An image deleted from the library
                </li>
              ),
            )}
          </ul>
        )}
      </div>
      <ProblemNotice error={error} />

      {isDraft && (
        <section aria-labelledby="publish-heading">
          <h2 id="publish-heading">Publish</h2>
          <ProblemNotice error={preview.error} />
          {preview.data && (
            <>
              <p className="cost" data-testid="publish-cost">
                Publishing costs at most <strong>{preview.data.maxCost} credits</strong>. Balance:{' '}
                <strong data-testid="balance">{preview.data.balance}</strong>.
              </p>
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Account</th>
                      <th scope="col">Cost</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.data.targets.map((t) => (
                      <tr key={t.socialAccountId}>
                        <td>{accountName(accounts.data, t.socialAccountId)}</td>
                        <td>{t.cost} credits</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {preview.data.problems.length > 0 ? (
                <div className="notice error" data-testid="publish-problems">
                  <p>
                    <strong>This post cannot be published yet:</strong>
                  </p>
                  <ul>
                    {preview.data.problems.map((problem) => (
                      <li key={`${problem.socialAccountId}${problem.code}`}>
                        {accountName(accounts.data, problem.socialAccountId)}: {problem.message}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="notice success" data-testid="publish-ready">
                  No problems: every account can take this post.
                </p>
              )}
              {!preview.data.sufficient && (
                <p className="notice">
                  The balance is short of the most this can cost. <Link to="/credits">Get credits</Link>
                </p>
              )}
              {canEdit && (
                <form onSubmit={publish} className="inline-form">
                  <label>
                    Publish at (optional)
                    <input
                      type="datetime-local"
                      value={scheduleAt}
                      onChange={(e) => setScheduleAt(e.target.value)}
                    />
                  </label>
                  <button type="submit" disabled={busy || preview.data.problems.length > 0}>
                    {scheduleAt ? 'Schedule' : 'Publish now'} — up to {preview.data.maxCost} credits
                  </button>
                  <button type="button" className="secondary" onClick={remove} disabled={busy}>
                    Delete draft
                  </button>
                </form>
              )}
            </>
          )}
          {preview.loading && !preview.data && <p>Working out the cost…</p>}
        </section>
      )}

      {publication && (
        <section aria-labelledby="results-heading" aria-live="polite">
          <h2 id="results-heading">Results</h2>
          {p.status === 'scheduled' && publication.scheduledAt && (
            <p>
              Scheduled for {new Date(publication.scheduledAt).toLocaleString()}; its cost is reserved.{' '}
              {canEdit && (
                <button type="button" className="secondary small" onClick={remove}>
                  Cancel and delete
                </button>
              )}
            </p>
          )}
          {p.status === 'publishing' && <progress aria-label="Publishing" />}
          <p>
            Charged <strong data-testid="credits-charged">{publication.creditsCharged}</strong> credits.
          </p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Account</th>
                  <th scope="col">Status</th>
                  <th scope="col">Cost</th>
                  <th scope="col">Where</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {publication.targets.map((t) => {
                  const name = accountName(accounts.data, t.socialAccountId);
                  return (
                    <tr key={t.socialAccountId} data-testid={`target-${t.socialAccountId}`}>
                      <td>{name}</td>
                      <td>
                        <span className={`badge ${t.status}`}>{TARGET_LABELS[t.status]}</span>
                        {t.status === 'pending' && t.connection === 'agent_session' && (
                          <span className="hint block">Waiting for the agent to post it and report.</span>
                        )}
                        {t.error && (
                          <span className="block">
                            {t.error.message} <span className="hint">{WHAT_TO_DO[t.error.category]}</span>
                          </span>
                        )}
                        {t.status === 'unknown' && (
                          <span className="hint block">
                            It may have been published: check the account before retrying.
                          </span>
                        )}
                      </td>
                      <td>{t.cost}</td>
                      <td>
                        {t.externalUrl ? (
                          <a href={t.externalUrl} target="_blank" rel="noreferrer">
                            View<span className="visually-hidden"> on {name}</span>
                          </a>
                        ) : (
                          (t.externalId ?? '—')
                        )}
                      </td>
                      <td>
                        {canEdit && ended && t.status === 'failed' && (
                          <button
                            type="button"
                            className="secondary small"
                            disabled={busy}
                            onClick={() => retry([t.socialAccountId])}
                          >
                            Retry<span className="visually-hidden"> {name}</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {canEdit && ended && failed.length > 1 && (
            <button type="button" disabled={busy} onClick={() => retry()}>
              Retry the {failed.length} failed deliveries
            </button>
          )}
        </section>
      )}
    </section>
  );
}

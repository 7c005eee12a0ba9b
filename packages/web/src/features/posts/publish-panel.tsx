/**
 * Before publishing a draft: the most it can cost against the balance, what each account costs,
 * every problem a publish would refuse, what it fixes and what it notes (`GET /posts/{id}/publish`,
 * the very check the publish runs); then publishing now or at a time.
 */
import type { Post } from '@contentforge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { PlatformMark } from '../../ui/platform-mark.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { fromLocalInput, toLocalInput } from '../../ui/server-errors.js';
import { useToast } from '../../ui/toasts.js';
import { usePurchaseOptions } from '../create/cost-line.js';
import { PurchaseLink } from '../credits/purchase-link.js';
import { usePlatformNames } from './platforms.js';
import { accountOf, useSocialAccounts } from './post-queries.js';
import { blockingProblems, PublishCheck } from './publish-check.js';

export function PublishPanel({
  post,
  dirty,
  save,
}: {
  post: Post;
  dirty: boolean;
  save: () => Promise<boolean>;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const accounts = useSocialAccounts();
  const name = usePlatformNames();
  const link = usePurchaseOptions();
  const planned =
    post.scheduledAt && Date.parse(post.scheduledAt) > Date.now() ? post.scheduledAt : undefined;
  const [when, setWhen] = useState<'now' | 'later'>(planned ? 'later' : 'now');
  const [at, setAt] = useState(toLocalInput(planned));
  const cost = useQuery({
    queryKey: wsKey(session, 'posts', 'cost', post.id, post.updatedAt),
    queryFn: () => session.cf.posts.publishCost(post.id),
  });
  const publish = useMutation({
    mutationFn: async () => {
      if (dirty && !(await save())) throw new Error('Save the draft first: it has a problem shown above.');
      // "Now" means now, even for a draft whose own planned time is ahead (the publish would wait for it).
      if (when === 'now' && planned) await session.cf.posts.update(post.id, { scheduledAt: null });
      return session.cf.posts.publish(post.id, when === 'later' ? { scheduledAt: fromLocalInput(at) } : {});
    },
    onSuccess: async (publication) => {
      toast(publication.status === 'scheduled' ? 'Scheduled' : 'Publishing', 'The post is on its way.');
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'posts') });
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'credits') });
    },
  });
  const remove = useMutation({
    mutationFn: () => session.cf.posts.delete(post.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'posts') });
      toast('Draft deleted');
      await navigate({ to: '/posts' });
    },
  });
  const c = cost.data;
  // A problem with a fix does not stop the publish: it posts a variant of the image instead.
  const blocked = blockingProblems(c?.problems ?? []).length > 0;
  return (
    <section className="card stack publish-panel" aria-labelledby="publish-heading">
      <h2 id="publish-heading">Publish</h2>
      <ProblemNotice error={cost.error} />
      {dirty && (
        <p className="notice info">
          The check below is of the saved draft: publishing saves your changes first.
        </p>
      )}
      {c && (
        <>
          <p className="cost-line" data-testid="publish-cost">
            Publishing costs at most{' '}
            <strong>
              {c.maxCost} credit{c.maxCost === 1 ? '' : 's'}
            </strong>{' '}
            · balance <strong data-testid="balance">{c.balance}</strong>
          </p>
          <ul className="target-costs">
            {c.targets.map((t) => {
              const account = accountOf(accounts.data, t.socialAccountId);
              return (
                <li key={t.socialAccountId}>
                  <PlatformMark platform={t.platform} size="small" />
                  <span className="truncate">
                    {name(t.platform)} · {account?.handle ?? 'a deleted account'}
                  </span>
                  <span className="muted">
                    {t.cost === 0 ? 'free' : `${t.cost} credit${t.cost === 1 ? '' : 's'}`}
                  </span>
                </li>
              );
            })}
          </ul>
          <PublishCheck cost={c} />
          {!c.sufficient && (
            <div className="notice warning">
              <p>The balance is short of the most this can cost.</p>
              <PurchaseLink purchaseUrl={link.data?.purchaseUrl} className="btn primary small" />
            </div>
          )}
        </>
      )}
      {session.canEdit && (
        <>
          <fieldset className="when-choice">
            <legend>When</legend>
            <label className="check">
              <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
            </label>
            <label className="check">
              <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} />{' '}
              At a time
            </label>
            {when === 'later' && (
              <label className="field">
                <span>Publish at</span>
                <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} required />
              </label>
            )}
          </fieldset>
          <ProblemNotice error={publish.error ?? remove.error} />
          <div className="actions">
            <button
              type="button"
              className="btn primary"
              disabled={publish.isPending || blocked || !c || (when === 'later' && !at)}
              onClick={() => publish.mutate()}
            >
              <Send aria-hidden />
              {when === 'later' ? 'Schedule' : 'Publish now'}
              {c ? ` — up to ${c.maxCost} credit${c.maxCost === 1 ? '' : 's'}` : ''}
            </button>
            <button
              type="button"
              className="btn ghost danger-text"
              disabled={remove.isPending}
              onClick={async () => {
                if (
                  await confirm({
                    title: 'Delete this draft?',
                    body: 'The post is removed; its images stay in the library.',
                    action: 'Delete draft',
                    destructive: true,
                  })
                )
                  remove.mutate();
              }}
            >
              <Trash2 aria-hidden /> Delete draft
            </button>
          </div>
        </>
      )}
    </section>
  );
}

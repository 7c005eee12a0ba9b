import type { Post, SocialAccount } from '@contentforge/sdk';
import { Link } from '@tanstack/react-router';
import { CalendarClock, ImageOff } from 'lucide-react';
import { PlatformMark } from '../../ui/platform-mark.js';
import { StatusBadge } from '../../ui/status-badge.js';
import { accountOf, formatWhen, timeOf, useMediaItems } from './post-queries.js';

/** A post in a list: its first image, its caption, where it goes, and when. */
export function PostCard({ post, accounts }: { post: Post; accounts: SocialAccount[] | undefined }) {
  const [first] = useMediaItems(post.mediaIds.slice(0, 1));
  const when = timeOf(post);
  return (
    <li className="post-card">
      <Link to="/posts/$id" params={{ id: post.id }} className="post-card-link">
        <div className="post-thumb">
          {first ? (
            <img src={first.thumbnailUrl} alt="" loading="lazy" />
          ) : (
            <ImageOff aria-hidden className="muted-icon" />
          )}
          {post.mediaIds.length > 1 && <span className="count-chip">+{post.mediaIds.length - 1}</span>}
        </div>
        <div className="post-card-body">
          <p className="post-caption">{post.caption.trim() || <span className="muted">(no caption)</span>}</p>
          <div className="post-card-meta">
            <StatusBadge status={post.status} />
            {when && (
              <span className="muted when">
                <CalendarClock aria-hidden />
                {post.status === 'draft' ? 'Planned ' : post.status === 'scheduled' ? '' : 'Went out '}
                {formatWhen(when)}
              </span>
            )}
            <span className="accounts-line">
              {post.socialAccountIds.map((id) => {
                const account = accountOf(accounts, id);
                return account ? (
                  <span key={id} className="account-chip">
                    <PlatformMark platform={account.platform} size="small" />
                    <span className="truncate">{account.handle}</span>
                  </span>
                ) : (
                  <span key={id} className="account-chip muted">
                    a deleted account
                  </span>
                );
              })}
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}

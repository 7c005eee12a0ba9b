/** The workspace's posts, newest first: drafts, the queue of scheduled ones, and what went out. */
import { POST_STATUSES } from '@contentforge/sdk';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CalendarDays, Plus, Send } from 'lucide-react';
import { useSession } from '../../app/session.js';
import { itemsOf, LoadMore } from '../../ui/infinite-list.js';
import { EmptyState, PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { POST_STATUS_WORDS } from '../../ui/status-badge.js';
import { PostCard } from './post-card.js';
import { usePostList, useSocialAccounts } from './post-queries.js';

const route = getRouteApi('/app/posts/');

export function PostsPage() {
  const session = useSession();
  const { status } = route.useSearch();
  const posts = usePostList({ status });
  const accounts = useSocialAccounts();
  const items = itemsOf(posts);
  return (
    <div className="page">
      <PageHeader
        title="Posts"
        description="Drafts, the queue of scheduled posts, and what went out."
        actions={
          <>
            <Link to="/calendar" className="btn secondary">
              <CalendarDays aria-hidden /> Calendar
            </Link>
            {session.canEdit && (
              <Link to="/posts/new" className="btn primary">
                <Plus aria-hidden /> New post
              </Link>
            )}
          </>
        }
      />
      <nav className="chips-nav" aria-label="Filter posts by status">
        <Link to="/posts" search={{}} className="filter-chip" activeOptions={{ includeSearch: true }}>
          All
        </Link>
        {POST_STATUSES.map((s) => (
          <Link
            key={s}
            to="/posts"
            search={{ status: s }}
            className="filter-chip"
            activeOptions={{ includeSearch: true }}
          >
            {POST_STATUS_WORDS[s]}
          </Link>
        ))}
      </nav>
      <ProblemNotice error={posts.error ?? accounts.error} />
      {posts.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<Send />}
          title={status ? `No posts are ${POST_STATUS_WORDS[status].toLowerCase()}` : 'No posts yet'}
          actions={
            status ? (
              <Link to="/posts" className="btn secondary">
                Show every post
              </Link>
            ) : (
              session.canEdit && (
                <Link to="/posts/new" className="btn primary">
                  <Plus aria-hidden /> Write the first post
                </Link>
              )
            )
          }
        >
          {!status && 'A post is a caption, images from the library and the accounts it goes to.'}
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="post-list" aria-label="Posts">
          {items.map((post) => (
            <PostCard key={post.id} post={post} accounts={accounts.data} />
          ))}
        </ul>
      )}
      <LoadMore query={posts} label="Show more posts" />
    </div>
  );
}

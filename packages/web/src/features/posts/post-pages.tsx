/** `/posts/new` composes a post; `/posts/{id}` edits a draft, or shows where a published post went. */
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { StatusBadge } from '../../ui/status-badge.js';
import { PostEditor } from './post-editor.js';
import { usePost } from './post-queries.js';
import { PostView } from './post-view.js';
import { PublishPanel } from './publish-panel.js';

const newRoute = getRouteApi('/app/posts/new');
const postRoute = getRouteApi('/app/posts/$id');

function BackToPosts() {
  return (
    <Link to="/posts" className="back-link">
      <ArrowLeft aria-hidden /> All posts
    </Link>
  );
}

export function NewPostPage() {
  const { media } = newRoute.useSearch();
  const caption = useRouterState({ select: (s) => s.location.state.caption });
  return (
    <div className="page">
      <BackToPosts />
      <PageHeader
        title="New post"
        description="Saved as a draft first: nothing goes out until you publish it."
      />
      <PostEditor
        initialMedia={media ? media.split(',').filter(Boolean) : []}
        {...(caption ? { initialCaption: caption } : {})}
      />
    </div>
  );
}

export function PostPage() {
  const { id } = postRoute.useParams();
  const post = usePost(id);
  return (
    <div className="page">
      <BackToPosts />
      {post.error && !post.data && (
        <>
          <PageHeader title="Post" />
          <ProblemNotice error={post.error} />
        </>
      )}
      {!post.data && !post.error && <p className="muted">Loading…</p>}
      {post.data && (
        <>
          <PageHeader
            documentTitle={post.data.status === 'draft' ? 'Draft' : 'Post'}
            title={
              post.data.status === 'draft' ? (
                'Draft'
              ) : (
                <>
                  Post{' '}
                  <span data-testid="post-status">
                    <StatusBadge status={post.data.status} />
                  </span>
                </>
              )
            }
            description={
              post.data.status === 'draft'
                ? 'Change it, check it, then publish it — now or at a time.'
                : undefined
            }
          />
          {post.data.status === 'draft' ? (
            <PostEditor
              key={post.data.id}
              post={post.data}
              publishPanel={({ dirty, save }) => <PublishPanel post={post.data!} dirty={dirty} save={save} />}
            />
          ) : (
            <PostView post={post.data} />
          )}
        </>
      )}
    </div>
  );
}

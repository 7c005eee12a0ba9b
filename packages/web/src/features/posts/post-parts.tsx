/**
 * A published post's parts: what each became on a target (the post, then each reply, with its
 * address where the platform gives one), so a thread that stopped midway shows what is out; and
 * the variants of images a target posted instead (a publish fixes them for the platform); and the
 * replies and LinkedIn document as written.
 */
import type { Post, PublicationTarget } from '@contentforge/sdk';
import { ExternalLink } from 'lucide-react';

export function TargetParts({ target, label }: { target: PublicationTarget; label: string }) {
  const parts = target.parts ?? [];
  if (parts.length < 2 && !(parts.length === 1 && target.status !== 'delivered')) return null;
  return (
    <ol className="target-parts" aria-label={`Parts posted on ${label}`}>
      {parts.map((part, i) => {
        const what = i === 0 ? 'The post' : `Reply ${i}`;
        return (
          <li key={part.externalId}>
            {what}:{' '}
            {part.externalUrl ? (
              <a href={part.externalUrl} target="_blank" rel="noreferrer">
                {part.externalId}
                <span className="visually-hidden">
                  {' '}
                  ({what.toLowerCase()} on {label})
                </span>{' '}
                <ExternalLink aria-hidden />
              </a>
            ) : (
              <code>{part.externalId}</code>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The images a target posted as a variant made for its platform (cropped, scaled or re-encoded). */
export function TargetFixes({ target, label }: { target: PublicationTarget; label: string }) {
  const fixes = target.fixes ?? [];
  if (fixes.length === 0) return null;
  return (
    <ul className="target-fixes muted" aria-label={`Images fixed for ${label}`}>
      {fixes.map((f) => (
        <li key={f.mediaId}>Fixed for the platform: {f.description}</li>
      ))}
    </ul>
  );
}

export function PostReplyTexts({ post }: { post: Post }) {
  const document = post.perPlatform.linkedin;
  return (
    <>
      {document?.format === 'document' && (
        <p className="caption-text">
          <strong>On LinkedIn:</strong> a PDF document of the images
          {document.title ? `, “${document.title}”` : ''}.
        </p>
      )}
      {post.replies.length > 0 && (
        <ol className="post-reply-texts" aria-label="Replies">
          {post.replies.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reply is identified by its place
            <li key={i} className="caption-text">
              <strong>Reply {i + 1}:</strong> {r.caption}
              {r.mediaIds.length > 0 && <span className="muted"> · {r.mediaIds.length} image(s)</span>}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/**
 * A post's replies as the platform will show them under it: a thread of posts, each under the one
 * before, or comments under the post by the same account.
 */
import type { PlatformId } from '../../ui/platform-mark.js';
import { PlatformPreview } from './platform-preview.js';
import type { RepliesAs } from './platforms.js';
import { useReplyPreviewImages } from './reply-images.js';

export interface ReplyDraft {
  text: string;
  mediaIds: readonly string[];
}

export function ReplyPreview({
  platform,
  name,
  handle,
  as,
  replies,
}: {
  platform: PlatformId;
  name: string;
  handle: string;
  as: RepliesAs;
  replies: readonly ReplyDraft[];
}) {
  if (replies.length === 0) return null;
  if (as === 'none') {
    return (
      <p className="hint">
        {name} takes no replies: the {replies.length === 1 ? 'reply is' : `${replies.length} replies are`} not
        published there, and a publish is refused while they are here.
      </p>
    );
  }
  if (as === 'thread') {
    return (
      <ol className="pv-thread" aria-label={`Thread on ${name}`}>
        {replies.map((reply, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the replies are identified by their place
          <li key={i}>
            <ThreadPart platform={platform} name={`${name}, reply ${i + 1}`} handle={handle} reply={reply} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="pv-comments" aria-label={`Comments on ${name}`}>
      {replies.map(({ text, mediaIds }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the replies are identified by their place
        <li key={i} className="pv-comment">
          <span className="pv-avatar" aria-hidden>
            {handle.replace(/^@/, '').slice(0, 1).toUpperCase()}
          </span>
          <p>
            <strong>{handle}</strong> {text}
            {mediaIds.length > 0 && <span className="pv-sub"> · {mediaIds.length} image(s)</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}

function ThreadPart({
  platform,
  name,
  handle,
  reply,
}: {
  platform: PlatformId;
  name: string;
  handle: string;
  reply: ReplyDraft;
}) {
  const images = useReplyPreviewImages(reply.mediaIds);
  return (
    <PlatformPreview platform={platform} name={name} handle={handle} text={reply.text} images={images} />
  );
}

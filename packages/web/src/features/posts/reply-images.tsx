/** A reply's images: shown small, each removable; more are added from the library. */
import { ImagePlus, X } from 'lucide-react';
import { describeMedia } from '../library/media-queries.js';
import { useMediaItems } from './post-queries.js';

export function ReplyImages({
  index,
  ids,
  onAdd,
  onRemove,
}: {
  /** The reply's place, from 0. */
  index: number;
  ids: readonly string[];
  onAdd: () => void;
  onRemove: (id: string) => void;
}) {
  const items = useMediaItems(ids);
  return (
    <div className="reply-images">
      {ids.length > 0 && (
        <ul aria-label={`Images of reply ${index + 1}`}>
          {ids.map((id, i) => {
            const item = items[i];
            return (
              <li key={id}>
                {item ? (
                  <img src={item.thumbnailUrl} alt={describeMedia(item)} />
                ) : (
                  <span className="missing" />
                )}
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove image ${i + 1} of reply ${index + 1}`}
                  onClick={() => onRemove(id)}
                >
                  <X aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="btn ghost small" onClick={onAdd}>
        <ImagePlus aria-hidden /> Add images<span className="visually-hidden"> to reply {index + 1}</span>
      </button>
    </div>
  );
}

/** The images of a reply as the preview shows them. */
export function useReplyPreviewImages(ids: readonly string[]) {
  const items = useMediaItems(ids);
  return items.flatMap((item) => (item ? [{ item, alt: describeMedia(item) }] : []));
}

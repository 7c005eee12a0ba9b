import type { MediaItem } from '@contentforge/sdk';
import { Check, Sparkles } from 'lucide-react';
import { describeMedia } from './media-queries.js';

/**
 * One image of a grid: large enough to judge, opened by a click; the check box in its corner
 * selects it (several become a post).
 */
export function MediaTile({
  item,
  index,
  selected,
  onToggle,
  onOpen,
  campaign,
}: {
  item: MediaItem;
  index: number;
  selected?: boolean | undefined;
  onToggle?: (() => void) | undefined;
  onOpen?: (() => void) | undefined;
  campaign?: string | undefined;
}) {
  const description = describeMedia(item);
  return (
    <li className={`tile${selected ? ' selected' : ''}`}>
      <button
        type="button"
        className="tile-image"
        onClick={onOpen}
        aria-label={`Open image ${index + 1}: ${description}`}
      >
        <img src={item.thumbnailUrl} alt="" loading="lazy" width={item.width} height={item.height} />
      </button>
      {onToggle && (
        <label className="tile-check">
          <input type="checkbox" checked={selected ?? false} onChange={onToggle} />
          <span className="check-box" aria-hidden>
            <Check />
          </span>
          <span className="visually-hidden">Select image {index + 1}</span>
        </label>
      )}
      <div className="tile-meta">
        {item.source === 'generation' ? (
          <span className="chip accent">
            <Sparkles aria-hidden /> Generated
          </span>
        ) : (
          <span className="chip">Uploaded</span>
        )}
        {campaign && <span className="chip truncate">{campaign}</span>}
      </div>
    </li>
  );
}

/** Images picked from the whole library (read page by page), for a post. */
import type { MediaItem } from '@contentforge/sdk';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { itemsOf, LoadMore } from '../../ui/infinite-list.js';
import { Modal } from '../../ui/modal.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { Segmented } from '../../ui/segmented.js';
import { describeMedia, useMediaList } from '../library/media-queries.js';

type Source = 'all' | MediaItem['source'];

export function MediaPicker({
  open,
  onOpenChange,
  already,
  onAdd,
  single,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  already: readonly string[];
  onAdd: (ids: string[]) => void;
  /** One image is picked (a logo), not several. */
  single?: boolean;
}) {
  const [source, setSource] = useState<Source>('all');
  const [picked, setPicked] = useState<string[]>([]);
  const media = useMediaList({ source: source === 'all' ? undefined : source });
  const items = itemsOf(media).filter((m) => !already.includes(m.id));
  const toggle = (id: string) =>
    setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={single ? 'Pick an image from the library' : 'Add images from the library'}
      size="large"
    >
      <div className="stack">
        <Segmented<Source>
          label="Source"
          hideLabel
          value={source}
          onChange={setSource}
          options={[
            { value: 'all', label: 'All' },
            { value: 'generation', label: 'Generated' },
            { value: 'upload', label: 'Uploaded' },
          ]}
        />
        <ProblemNotice error={media.error} />
        {media.isSuccess && items.length === 0 && <p className="muted">No other images here.</p>}
        <ul className="picker-grid" aria-label="Library">
          {items.map((item, index) => {
            const chosen = picked.includes(item.id);
            return (
              <li key={item.id}>
                <label className={`reference-tile large${chosen ? ' chosen' : ''}`}>
                  <input
                    type="checkbox"
                    checked={chosen}
                    onChange={() => toggle(item.id)}
                    aria-label={`Library item ${index + 1}, ${describeMedia(item)}`}
                  />
                  <img src={item.thumbnailUrl} alt="" loading="lazy" />
                  {chosen && (
                    <span className="reference-check" aria-hidden>
                      <Check />
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
        <LoadMore query={media} label="Show more images" />
        <div className="actions end sticky-actions">
          <button type="button" className="btn secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn primary"
            disabled={picked.length === 0}
            onClick={() => {
              onAdd(picked);
              setPicked([]);
              onOpenChange(false);
            }}
          >
            {single ? 'Use this image' : `Add ${picked.length || ''} image${picked.length === 1 ? '' : 's'}`}
          </button>
        </div>
      </div>
    </Modal>
  );
}

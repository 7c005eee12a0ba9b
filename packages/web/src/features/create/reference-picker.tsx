/**
 * Product photos to work from: picked among the workspace's uploads, or dropped here (uploaded,
 * then picked). One for a preset, up to four for an image from a prompt.
 */
import type { MediaItem } from '@contentforge/sdk';
import { Check, ImagePlus } from 'lucide-react';
import { useCallback } from 'react';
import { itemsOf, LoadMore } from '../../ui/infinite-list.js';
import { useMediaList } from '../library/media-queries.js';
import { DropArea, TransferList, useUploads } from '../library/uploads.js';

export function ReferencePicker({
  value,
  onChange,
  max,
  optional,
  legend,
}: {
  /** Media URLs of the chosen photos. */
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  optional: boolean;
  legend: string;
}) {
  const uploads = useMediaList({ source: 'upload' });
  const items = itemsOf(uploads);
  const choose = useCallback(
    (item: MediaItem) =>
      onChange(max === 1 ? [item.url] : [...value.filter((u) => u !== item.url), item.url].slice(-max)),
    [onChange, max, value],
  );
  const { transfers, upload } = useUploads(choose);
  const toggle = (item: MediaItem) => {
    if (value.includes(item.url)) onChange(value.filter((u) => u !== item.url));
    else choose(item);
  };
  const single = max === 1;
  return (
    <fieldset className="reference-picker">
      <legend>{legend}</legend>
      <DropArea onFiles={upload} className="reference-drop">
        {(pick) => (
          <>
            <p className="hint">
              {single ? 'Pick a product photo' : `Pick up to ${max} photos`}
              {optional ? ' (optional)' : ''}, or drop one here to upload it.
            </p>
            <ul className="reference-grid">
              <li>
                <button type="button" className="reference-add" onClick={pick}>
                  <ImagePlus aria-hidden />
                  <span>Upload a photo</span>
                </button>
              </li>
              {optional && single && (
                <li>
                  <label className={`reference-tile none${value.length === 0 ? ' chosen' : ''}`}>
                    <input
                      type="radio"
                      name="reference"
                      checked={value.length === 0}
                      onChange={() => onChange([])}
                    />
                    <span>No photo</span>
                  </label>
                </li>
              )}
              {items.map((item, index) => {
                const chosen = value.includes(item.url);
                return (
                  <li key={item.id}>
                    <label className={`reference-tile${chosen ? ' chosen' : ''}`}>
                      <input
                        type={single ? 'radio' : 'checkbox'}
                        name="reference"
                        checked={chosen}
                        onChange={() => (single ? choose(item) : toggle(item))}
                        aria-label={`Reference ${index + 1}, uploaded, ${item.width} × ${item.height}`}
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
            <LoadMore query={uploads} label="Show more photos" />
            <TransferList transfers={transfers} />
          </>
        )}
      </DropArea>
    </fieldset>
  );
}

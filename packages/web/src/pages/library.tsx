import { type Campaign, type MediaItem, UPLOAD_TYPES } from '@contentforge/sdk';
import { type DragEvent, useRef, useState } from 'react';
import { api, uploadFile } from '../api.js';
import type { Session } from '../app.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

type Source = '' | MediaItem['source'];

interface Filters {
  source: Source;
  campaign: string;
}

/** The filters kept in the address's query (`?source=generation&campaign=cmp_…`), so a reload keeps them. */
function filtersFromAddress(): Filters {
  const query = new URLSearchParams(location.search);
  const source = query.get('source');
  return {
    source: source === 'upload' || source === 'generation' ? source : '',
    campaign: query.get('campaign') ?? '',
  };
}

function keepInAddress(filters: Filters): void {
  const query = new URLSearchParams();
  if (filters.source) query.set('source', filters.source);
  if (filters.campaign) query.set('campaign', filters.campaign);
  const search = query.toString();
  history.replaceState(null, '', `${location.pathname}${search ? `?${search}` : ''}`);
}

function mediaPath(filters: Filters): string {
  const query = new URLSearchParams({ limit: '100' });
  if (filters.source) query.set('source', filters.source);
  if (filters.campaign) query.set('campaignId', filters.campaign);
  return `/media?${query}`;
}

interface Transfer {
  id: number;
  name: string;
  progress: number;
  state: 'uploading' | 'processing' | 'done' | 'failed';
  error?: unknown;
}

let transferCount = 0;

/**
 * The workspace's media: a thumbnail grid filtered by source and campaign, uploads by picker or
 * drag-and-drop, delete.
 */
export function LibraryPage({ session }: { session: Session }) {
  const [filters, setFilters] = useState<Filters>(filtersFromAddress);
  const media = useApi<MediaItem[]>(mediaPath(filters));
  const campaigns = useApi<Campaign[]>('/campaigns?status=all&limit=100');
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const picker = useRef<HTMLInputElement>(null);
  const canEdit = session.me.role !== 'viewer';

  const filter = (change: Partial<Filters>) => {
    const next = { ...filters, ...change };
    keepInAddress(next);
    setFilters(next);
  };
  const campaignName = (id: string) => campaigns.data?.find((c) => c.id === id)?.name;
  const filtered = filters.source !== '' || filters.campaign !== '';

  const update = (id: number, change: Partial<Transfer>) =>
    setTransfers((all) => all.map((t) => (t.id === id ? { ...t, ...change } : t)));

  const upload = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      const id = ++transferCount;
      setTransfers((all) => [...all, { id, name: file.name, progress: 0, state: 'uploading' }]);
      uploadFile(file, (fraction) =>
        update(id, { progress: fraction, state: fraction >= 1 ? 'processing' : 'uploading' }),
      ).then(
        (item) => {
          update(id, { progress: 1, state: 'done' });
          if (filters.source !== 'generation' && !filters.campaign)
            media.setData((items) => [item, ...(items ?? []).filter((i) => i.id !== item.id)]);
        },
        (reason: unknown) => update(id, { state: 'failed', error: reason }),
      );
    }
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) upload(event.dataTransfer.files);
  };

  const remove = async (item: MediaItem) => {
    if (!confirm('Delete this image? Its links stop working.')) return;
    try {
      await api('DELETE', `/media/${item.id}`);
      media.setData((items) => items?.filter((i) => i.id !== item.id));
    } catch (reason) {
      setError(reason);
    }
  };

  return (
    <section>
      <h1>Library</h1>
      {canEdit && (
        <section
          className={`drop-zone${dragging ? ' dragging' : ''}`}
          aria-label="Upload images"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <p>Drop images here, or</p>
          <button type="button" onClick={() => picker.current?.click()}>
            Choose images…
          </button>
          <input
            ref={picker}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            multiple
            className="visually-hidden"
            aria-label="Choose images to upload"
            tabIndex={-1}
            onChange={(e) => {
              if (e.target.files) upload(e.target.files);
              e.target.value = '';
            }}
          />
          <p className="hint">JPEG, PNG, WebP, AVIF or GIF, up to 25 MiB and 50 megapixels each.</p>
        </section>
      )}
      {transfers.length > 0 && (
        <ul className="transfers" aria-label="Uploads">
          {transfers.map((t) => (
            <li key={t.id}>
              <span className="name">{t.name}</span>
              <progress max={1} value={t.progress} aria-label={`Upload of ${t.name}`} />
              <span className="state">
                {t.state === 'uploading' && `${Math.round(t.progress * 100)} %`}
                {t.state === 'processing' && 'Processing…'}
                {t.state === 'done' && 'Done'}
                {t.state === 'failed' && 'Failed'}
              </span>
              {t.state === 'failed' && <ProblemNotice error={t.error} />}
            </li>
          ))}
        </ul>
      )}
      <fieldset className="filters">
        <legend className="visually-hidden">Filter the library</legend>
        <label>
          Source
          <select value={filters.source} onChange={(e) => filter({ source: e.target.value as Source })}>
            <option value="">All images</option>
            <option value="upload">Uploaded</option>
            <option value="generation">Generated</option>
          </select>
        </label>
        <label>
          Campaign
          <select value={filters.campaign} onChange={(e) => filter({ campaign: e.target.value })}>
            <option value="">Any campaign</option>
            {filters.campaign && campaigns.data && !campaignName(filters.campaign) && (
              <option value={filters.campaign}>Unknown campaign</option>
            )}
            {campaigns.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.status === 'archived' ? ' (archived)' : ''}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <button type="button" className="secondary" onClick={() => filter({ source: '', campaign: '' })}>
            Clear filters
          </button>
        )}
      </fieldset>
      <ProblemNotice error={error ?? media.error ?? campaigns.error} />
      {media.data && media.data.length === 0 && !filtered && (
        <p className="empty">
          The library is empty. Upload a product photo to start: presets use it as their reference image.
        </p>
      )}
      {media.data && media.data.length === 0 && filtered && (
        <EmptyFiltered filters={filters} campaign={campaignName(filters.campaign)} onClear={filter} />
      )}
      <ul className="grid" aria-label="Media">
        {media.data?.map((item) => (
          <li key={item.id} className="tile">
            <a href={item.url} target="_blank" rel="noreferrer">
              <img
                src={item.thumbnailUrl}
                alt={
                  item.caption ? item.caption.slice(0, 120) : `Uploaded image, ${item.width}×${item.height}`
                }
                loading="lazy"
              />
            </a>
            <div className="tile-meta">
              <span>
                {item.source === 'generation' ? 'Generated' : 'Uploaded'} · {item.width}×{item.height}
                {item.campaignId && campaignName(item.campaignId) && (
                  <>
                    <br />
                    {campaignName(item.campaignId)}
                  </>
                )}
              </span>
              {canEdit && (
                <button type="button" className="secondary small" onClick={() => remove(item)}>
                  Delete<span className="visually-hidden"> image {item.id}</span>
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {media.loading && !media.data && <p>Loading…</p>}
    </section>
  );
}

/** No image matches: says which filter hides them and clears it in one click. */
function EmptyFiltered({
  filters,
  campaign,
  onClear,
}: {
  filters: Filters;
  campaign: string | undefined;
  onClear: (change: Partial<Filters>) => void;
}) {
  const what =
    filters.source === 'upload'
      ? 'uploaded images'
      : filters.source === 'generation'
        ? 'generated images'
        : 'images';
  const where = filters.campaign ? ` in the campaign “${campaign ?? 'unknown'}”` : '';
  return (
    <div className="empty">
      <p>
        No {what}
        {where}.{' '}
        {filters.source && filters.campaign
          ? 'Clear the source or the campaign filter to see more.'
          : filters.source
            ? 'Clear the source filter to see every image.'
            : 'Clear the campaign filter to see every image.'}
      </p>
      <div className="actions">
        {filters.source && (
          <button type="button" className="secondary small" onClick={() => onClear({ source: '' })}>
            Clear the source filter
          </button>
        )}
        {filters.campaign && (
          <button type="button" className="secondary small" onClick={() => onClear({ campaign: '' })}>
            Clear the campaign filter
          </button>
        )}
      </div>
    </div>
  );
}

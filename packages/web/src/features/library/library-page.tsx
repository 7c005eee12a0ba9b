/**
 * The workspace's media: uploads by drop or picker, filters by source and campaign (kept in the
 * address, so a reload keeps them), a grid read page by page as it scrolls, a preview of each
 * image, and a selection that becomes a post.
 */
import type { MediaItem } from '@contentforge/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ImageOff, Images, Send, Trash2, Upload, Wand2, X } from 'lucide-react';
import { useState } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { itemsOf, LoadMore } from '../../ui/infinite-list.js';
import { EmptyState, PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { Segmented } from '../../ui/segmented.js';
import { campaignName, useCampaigns } from '../campaigns/campaign-queries.js';
import { MediaPreview } from './media-preview.js';
import { useMediaList } from './media-queries.js';
import { MediaTile } from './media-tile.js';
import { DropArea, TransferList, UploadZone, useUploads } from './uploads.js';

const route = getRouteApi('/app/library');

type SourceFilter = 'all' | MediaItem['source'];

export function LibraryPage() {
  const session = useSession();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/library' });
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const campaigns = useCampaigns();
  const media = useMediaList({ source: search.source, campaignId: search.campaign });
  const { transfers, upload } = useUploads();
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<unknown>(null);
  const items = itemsOf(media);
  const filtered = search.source !== undefined || search.campaign !== undefined;

  const filter = (change: { source?: SourceFilter; campaign?: string }) =>
    void navigate({
      search: (prev) => ({
        ...prev,
        ...('source' in change ? { source: change.source === 'all' ? undefined : change.source } : {}),
        ...('campaign' in change ? { campaign: change.campaign || undefined } : {}),
      }),
      replace: true,
      resetScroll: false,
    });
  const open = (id: string | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, item: id }), resetScroll: false });
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const deleteSelected = async () => {
    const count = selected.length;
    if (
      !(await confirm({
        title: `Delete ${count} image${count === 1 ? '' : 's'}?`,
        body: 'Their links stop working, and posts that use them can no longer be published with them.',
        action: 'Delete',
        destructive: true,
      }))
    )
      return;
    setDeleting(null);
    try {
      for (const id of selected) await session.cf.media.delete(id);
      setSelected([]);
    } catch (error) {
      setDeleting(error);
    }
    await queryClient.invalidateQueries({ queryKey: wsKey(session, 'media') });
  };

  const campaignLabel = campaignName(campaigns.data, search.campaign);
  return (
    <DropArea onFiles={upload} className="page library-page">
      {(pick) => (
        <>
          <PageHeader
            title="Library"
            description="Every picture of this workspace: product photos you upload and the images runs make."
            actions={
              session.canEdit && (
                <>
                  <Link to="/presets" className="btn secondary">
                    <Wand2 aria-hidden /> Create images
                  </Link>
                  <button type="button" className="btn primary" onClick={pick}>
                    <Upload aria-hidden /> Upload
                  </button>
                </>
              )
            }
          />
          {session.canEdit && !(items.length === 0 && !filtered && media.isSuccess) && (
            <UploadZone pick={pick} />
          )}
          <TransferList transfers={transfers} />
          <fieldset className="toolbar">
            <legend className="visually-hidden">Filter the library</legend>
            <Segmented<SourceFilter>
              label="Source"
              hideLabel
              value={search.source ?? 'all'}
              options={[
                { value: 'all', label: 'All' },
                { value: 'upload', label: 'Uploaded' },
                { value: 'generation', label: 'Generated' },
              ]}
              onChange={(source) => filter({ source })}
            />
            <label className="inline-select">
              <span>Campaign</span>
              <select value={search.campaign ?? ''} onChange={(e) => filter({ campaign: e.target.value })}>
                <option value="">Any campaign</option>
                {search.campaign && campaigns.data && !campaignLabel && (
                  <option value={search.campaign}>Unknown campaign</option>
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
              <button
                type="button"
                className="btn ghost small"
                onClick={() => filter({ source: 'all', campaign: '' })}
              >
                <X aria-hidden /> Clear filters
              </button>
            )}
          </fieldset>
          <ProblemNotice error={media.error ?? deleting} />
          {media.isPending && (
            <p className="grid-skeleton">
              <span className="visually-hidden">Loading the library…</span>
            </p>
          )}
          {media.isSuccess && items.length === 0 && !filtered && (
            <EmptyState
              icon={<Images />}
              title="The library is empty"
              actions={
                session.canEdit && (
                  <>
                    <button type="button" className="btn primary" onClick={pick}>
                      <Upload aria-hidden /> Upload a product photo
                    </button>
                    <Link to="/images" className="btn secondary">
                      Make an image from a prompt
                    </Link>
                  </>
                )
              }
            >
              Upload a product photo to start: presets set it into scenes and write the captions. Or drop
              images anywhere on this page.
            </EmptyState>
          )}
          {media.isSuccess && items.length === 0 && filtered && (
            <EmptyState icon={<ImageOff />} title={emptyTitle(search.source, campaignLabel, search.campaign)}>
              <div className="actions center">
                {search.source && (
                  <button
                    type="button"
                    className="btn secondary small"
                    onClick={() => filter({ source: 'all' })}
                  >
                    Clear the source filter
                  </button>
                )}
                {search.campaign && (
                  <button
                    type="button"
                    className="btn secondary small"
                    onClick={() => filter({ campaign: '' })}
                  >
                    Clear the campaign filter
                  </button>
                )}
              </div>
            </EmptyState>
          )}
          {items.length > 0 && (
            <ul className="media-grid" aria-label="Media">
              {items.map((item, index) => (
                <MediaTile
                  key={item.id}
                  item={item}
                  index={index}
                  campaign={campaignName(campaigns.data, item.campaignId)}
                  selected={selected.includes(item.id)}
                  onToggle={session.canEdit ? () => toggle(item.id) : undefined}
                  onOpen={() => open(item.id)}
                />
              ))}
            </ul>
          )}
          <LoadMore query={media} label="Show more images" />
          {selected.length > 0 && (
            <section className="selection-bar" aria-label="Selected images">
              <span>
                <strong>{selected.length}</strong> selected
              </span>
              <Link to="/posts/new" search={{ media: selected.join(',') }} className="btn primary small">
                <Send aria-hidden /> Create a post
              </Link>
              <button type="button" className="btn secondary small" onClick={() => void deleteSelected()}>
                <Trash2 aria-hidden /> Delete
              </button>
              <button type="button" className="btn ghost small" onClick={() => setSelected([])}>
                Clear
              </button>
            </section>
          )}
          {search.item && <MediaPreview id={search.item} onClose={() => open(undefined)} />}
        </>
      )}
    </DropArea>
  );
}

function emptyTitle(
  source: SourceFilter | undefined,
  campaign: string | undefined,
  campaignId: string | undefined,
) {
  const what =
    source === 'upload' ? 'uploaded images' : source === 'generation' ? 'generated images' : 'images';
  const where = campaignId ? ` in the campaign “${campaign ?? 'unknown'}”` : '';
  return `No ${what}${where}`;
}

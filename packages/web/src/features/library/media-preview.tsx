/** One image at full size with its caption, details and what can be done with it. */
import type { MediaItem } from '@contentforge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Download, Eraser, Send, Trash2 } from 'lucide-react';
import { useSession, wsKey } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { CopyButton } from '../../ui/copy-button.js';
import { Modal } from '../../ui/modal.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { campaignName, useCampaigns } from '../campaigns/campaign-queries.js';
import { describeMedia, megabytes } from './media-queries.js';

export function MediaPreview({ id, onClose }: { id: string; onClose: () => void }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const campaigns = useCampaigns();
  const item = useQuery({
    queryKey: wsKey(session, 'media', 'item', id),
    queryFn: () => session.cf.media.get(id),
  });
  const remove = useMutation({
    mutationFn: () => session.cf.media.delete(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'media') });
      onClose();
    },
  });
  // Background removal is a run of its own (1 credit): its PNG joins the library, and its page shows it.
  const cutout = useMutation({
    mutationFn: (url: string) => session.cf.generations.cutout({ image: url }, { prefer: 'respond-async' }),
    onSuccess: async (generation) => {
      queryClient.setQueryData(wsKey(session, 'generation', generation.id), generation);
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'credits') });
      await navigate({ to: '/generations/$id', params: { id: generation.id } });
    },
  });
  const askDelete = async () => {
    if (
      await confirm({
        title: 'Delete this image?',
        body: 'Its links stop working, and posts that use it can no longer be published with it.',
        action: 'Delete image',
        destructive: true,
      })
    )
      remove.mutate();
  };
  const m: MediaItem | undefined = item.data;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Image" size="large">
      <ProblemNotice error={item.error ?? remove.error ?? cutout.error} />
      {m && (
        <div className="preview">
          <div className="preview-image">
            <img src={m.url} alt={describeMedia(m)} width={m.width} height={m.height} />
          </div>
          <div className="preview-side stack">
            {m.caption ? (
              <section className="stack tight">
                <h3>Caption</h3>
                <p className="caption-text">{m.caption}</p>
                <div>
                  <CopyButton text={m.caption} label="Copy the caption" />
                </div>
              </section>
            ) : (
              <p className="muted">No caption: this image was uploaded.</p>
            )}
            <dl className="details">
              <dt>Source</dt>
              <dd>
                {m.source === 'generation' ? 'Generated' : 'Uploaded'}
                {m.generationId && (
                  <>
                    {' · '}
                    <Link to="/generations/$id" params={{ id: m.generationId }}>
                      the run that made it
                    </Link>
                  </>
                )}
              </dd>
              <dt>Size</dt>
              <dd>
                {m.width} × {m.height} · {megabytes(m.bytes)} ·{' '}
                {m.mimeType.replace('image/', '').toUpperCase()}
              </dd>
              {m.campaignId && (
                <>
                  <dt>Campaign</dt>
                  <dd>{campaignName(campaigns.data, m.campaignId) ?? 'Unknown'}</dd>
                </>
              )}
              <dt>Added</dt>
              <dd>{new Date(m.createdAt).toLocaleString()}</dd>
            </dl>
            <div className="actions">
              <a className="btn secondary" href={m.url} download>
                <Download aria-hidden /> Download
              </a>
              {session.canEdit && (
                <button
                  type="button"
                  className="btn primary"
                  onClick={() => void navigate({ to: '/posts/new', search: { media: m.id } })}
                >
                  <Send aria-hidden /> Use in a post
                </button>
              )}
              {session.canEdit && (
                <button
                  type="button"
                  className="btn secondary"
                  disabled={cutout.isPending}
                  onClick={() => cutout.mutate(m.url)}
                >
                  <Eraser aria-hidden />{' '}
                  {cutout.isPending ? 'Removing the background…' : 'Remove background — 1 credit'}
                </button>
              )}
              {session.canEdit && (
                <button type="button" className="btn ghost danger-text" onClick={() => void askDelete()}>
                  <Trash2 aria-hidden /> Delete
                </button>
              )}
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}

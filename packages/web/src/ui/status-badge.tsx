import type { Post, PublicationTarget } from '@contentforge/sdk';

export const POST_STATUS_WORDS: Record<Post['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  partially_published: 'Partly published',
  failed: 'Failed',
};

export const TARGET_STATUS_WORDS: Record<PublicationTarget['status'], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  unknown: 'Outcome unknown',
};

const TONE: Record<string, string> = {
  draft: 'neutral',
  scheduled: 'info',
  publishing: 'info',
  pending: 'info',
  published: 'success',
  delivered: 'success',
  partially_published: 'warning',
  unknown: 'warning',
  failed: 'danger',
};

export function StatusBadge({ status, children }: { status: string; children?: React.ReactNode }) {
  return (
    <span className={`badge ${TONE[status] ?? 'neutral'}`}>
      {children ??
        POST_STATUS_WORDS[status as Post['status']] ??
        TARGET_STATUS_WORDS[status as PublicationTarget['status']] ??
        status}
    </span>
  );
}

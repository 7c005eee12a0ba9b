import { useNavigate } from '@tanstack/react-router';
import { useSession } from '../../app/session.js';
import { PageHeader } from '../../ui/page-header.js';
import { CaptionWriter } from './caption-writer.js';
import { CreateTabs } from './create-tabs.js';

/** The caption writer on its own page; a caption chosen starts a post with it. */
export function CaptionWriterPage() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader
        title="Create"
        description="Captions that fit each platform, counted its way. Free: write as many as you like."
      />
      <CreateTabs />
      <div className="card">
        <CaptionWriter
          {...(session.canEdit
            ? {
                useLabel: 'Start a post',
                onUse: (caption: string) => void navigate({ to: '/posts/new', state: { caption } }),
              }
            : {})}
        />
      </div>
    </div>
  );
}

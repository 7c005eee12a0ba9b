/**
 * A run as it goes and when it is done: progress while the images are made (each shown as soon as
 * it exists), then the pictures large enough to judge with their captions, ready to download, copy
 * or post; a storyboard's scenes for video presets. Read again every second until it ends.
 */
import type { Generation, Storyboard } from '@contentforge/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleAlert, Download, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { CopyButton } from '../../ui/copy-button.js';
import { ProblemNotice } from '../../ui/problem-notice.js';

const FINISHED = new Set<Generation['status']>(['succeeded', 'failed', 'canceled']);

export const isFinished = (g: Pick<Generation, 'status'>) => FINISHED.has(g.status);

export function useGeneration(id: string | undefined) {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: wsKey(session, 'generation', id),
    queryFn: () => session.cf.generations.get(id!),
    enabled: id !== undefined,
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data) ? false : 1000),
  });
  const finished = query.data ? isFinished(query.data) : false;
  // When the run ends, what it changed elsewhere is read again: the balance, the library.
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: wsKey(session, 'credits') });
    void queryClient.invalidateQueries({ queryKey: wsKey(session, 'media') });
    void queryClient.invalidateQueries({ queryKey: wsKey(session, 'ledger') });
  }, [finished, queryClient, session]);
  return query;
}

const STATUS_WORDS: Record<Generation['status'], string> = {
  queued: 'Waiting to start',
  running: 'Making your images',
  succeeded: 'Ready',
  failed: 'Failed',
  canceled: 'Canceled',
};

/** A storyboard's timing, in seconds to a tenth. */
const clock = (seconds: number) => `${Number(seconds.toFixed(1))} s`;

export function GenerationResult({
  id,
  bringIntoView,
  actions,
}: {
  id: string;
  /** A run just started here: scroll it into view and move focus to it. */
  bringIntoView?: boolean;
  actions?: React.ReactNode;
}) {
  const generation = useGeneration(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!bringIntoView) return;
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [bringIntoView]);
  const g = generation.data;
  const expected = g ? Math.max(g.creditsReserved, g.outputs.length) : 0;
  const waiting = g && !isFinished(g) ? Math.max(0, expected - g.outputs.length) : 0;
  return (
    <section className="result card" aria-labelledby={`result-${id}`}>
      <header className="result-head">
        <h2 id={`result-${id}`} ref={heading} tabIndex={-1}>
          {g ? STATUS_WORDS[g.status] : 'Loading the run…'}
          <span className="visually-hidden" data-testid="generation-status">
            {g?.status}
          </span>
        </h2>
        <div aria-live="polite" className="result-progress">
          {g && !isFinished(g) && (
            <>
              <progress
                max={expected || 1}
                value={g.outputs.length}
                aria-label={`${g.outputs.length} of ${expected} images made`}
              />
              <span className="muted">
                {g.outputs.length} of {expected} images
              </span>
            </>
          )}
          {g?.status === 'succeeded' && (
            <span className="muted">
              {g.outputs.length} image{g.outputs.length === 1 ? '' : 's'} · charged{' '}
              <strong data-testid="credits-charged">{g.creditsCharged}</strong> credit
              {g.creditsCharged === 1 ? '' : 's'} · seed <span data-testid="seed">{g.seed}</span>
            </span>
          )}
        </div>
        {actions && g && isFinished(g) && <div className="actions">{actions}</div>}
      </header>
      <ProblemNotice error={generation.error} />
      {g?.status === 'failed' && (
        <div className="notice danger" role="alert">
          <CircleAlert aria-hidden className="notice-icon" />
          <p>
            The run failed: {g.error?.message ?? 'no reason was given'}. It cost nothing
            {g.outputs.length > 0 ? ' for the images it did not make' : ''}; try again.
          </p>
        </div>
      )}
      {g?.storyboard && <StoryboardView storyboard={g.storyboard} outputs={g.outputs} />}
      {g && (g.outputs.length > 0 || waiting > 0) && !g.storyboard && (
        <ul className="output-grid" aria-label="Images made">
          {g.outputs.map((output, index) => (
            <OutputCard
              key={output.mediaId}
              output={output}
              index={index}
              transparent={g.type === 'cutout'}
            />
          ))}
          {Array.from({ length: waiting }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <li key={`waiting-${i}`} className="output-card placeholder" aria-hidden>
              <div className="shimmer" />
            </li>
          ))}
        </ul>
      )}
      {g?.status === 'succeeded' && g.campaignId && (
        <p>
          <Link to="/library" search={{ source: 'generation', campaign: g.campaignId }}>
            See this campaign’s generated images in the library
          </Link>
        </p>
      )}
    </section>
  );
}

function OutputCard({
  output,
  index,
  transparent,
}: {
  output: Generation['outputs'][number];
  index: number;
  /** A cut-out: shown on a checkerboard, so what is transparent shows as such. */
  transparent: boolean;
}) {
  const session = useSession();
  return (
    <li className="output-card">
      <a
        href={output.url}
        target="_blank"
        rel="noreferrer"
        className={`output-image${transparent ? ' transparent' : ''}`}
      >
        <img
          src={output.thumbnailUrl}
          alt={
            output.caption
              ? output.caption.slice(0, 120)
              : `Output ${index + 1}, ${output.width} × ${output.height}`
          }
          width={output.width}
          height={output.height}
        />
      </a>
      {output.caption && <p className="caption-text clamp">{output.caption}</p>}
      <div className="actions">
        {output.caption && <CopyButton text={output.caption} label={`Copy caption ${index + 1}`} compact />}
        <a className="btn ghost small" href={output.url} download aria-label={`Download image ${index + 1}`}>
          <Download aria-hidden /> <span>Download</span>
        </a>
        {session.canEdit && (
          <Link
            to="/posts/new"
            search={{ media: output.mediaId }}
            className="btn ghost small"
            aria-label={`Post image ${index + 1}`}
          >
            <Send aria-hidden /> <span>Post</span>
          </Link>
        )}
      </div>
    </li>
  );
}

/** The storyboard's scenes in order: timing, shot, on-screen text and voiceover, with each keyframe. */
function StoryboardView({ storyboard, outputs }: { storyboard: Storyboard; outputs: Generation['outputs'] }) {
  return (
    <section className="storyboard" aria-labelledby="storyboard-heading">
      <h3 id="storyboard-heading">
        Storyboard · {storyboard.aspectRatio} · {clock(storyboard.durationSeconds)}
      </h3>
      <ol className="scenes" aria-label="Scenes">
        {storyboard.scenes.map((scene) => (
          <li key={scene.index} className="scene">
            {scene.keyframe && (
              <a href={scene.keyframe.url} target="_blank" rel="noreferrer" className="keyframe">
                <img
                  src={
                    outputs.find((o) => o.mediaId === scene.keyframe?.mediaId)?.thumbnailUrl ??
                    scene.keyframe.url
                  }
                  alt={`Keyframe of scene ${scene.index}: ${scene.onScreenText}`}
                />
              </a>
            )}
            <div className="scene-text">
              <h4>
                Scene {scene.index} · {scene.beat}{' '}
                <span className="timing">
                  {clock(scene.startSeconds)} – {clock(scene.startSeconds + scene.durationSeconds)}
                </span>
              </h4>
              <dl className="details">
                <dt>Shot</dt>
                <dd>{scene.shot}</dd>
                <dt>On-screen text</dt>
                <dd>{scene.onScreenText}</dd>
                <dt>Voiceover</dt>
                <dd>{scene.voiceover}</dd>
              </dl>
            </div>
          </li>
        ))}
      </ol>
      <h4>Voiceover script</h4>
      <p className="caption-text">{storyboard.voiceoverScript}</p>
      <CopyButton text={storyboard.voiceoverScript} label="Copy the voiceover script" />
    </section>
  );
}

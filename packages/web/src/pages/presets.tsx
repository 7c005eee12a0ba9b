import { type FormEvent, useEffect, useState } from 'react';
import { api, type MediaItem } from '../api.js';
import type { Session } from '../app.js';
import { Link, navigate } from '../navigation.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

interface Preset {
  presetId: string;
  kind: string;
  name: string;
  description: string;
  outputs: { count: number; width: number; height: number; aspectRatio: string; format: string };
  creditsPerRun: number;
  referenceImage: 'optional' | 'required';
}

interface Generation {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
  creditsReserved: number;
  creditsCharged: number;
  outputs: {
    mediaId: string;
    url: string;
    thumbnailUrl: string;
    width: number;
    height: number;
    caption?: string;
  }[];
  copy?: { caption: string; hook: string; cta: string; hashtags: string[] };
  error?: { code: string; message: string };
}

interface Credits {
  balance: number;
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled']);

/** The preset catalogue with what each run makes and costs; one preset's page runs it. */
export function PresetsPage({ path, session }: { path: string; session: Session }) {
  const presets = useApi<Preset[]>('/presets', session.workspaceId);
  const chosenId = decodeURIComponent(path.split('/')[2] ?? '');
  const chosen = presets.data?.find((p) => p.presetId === chosenId);

  if (chosenId && chosen) return <GeneratePage preset={chosen} session={session} />;
  return (
    <section>
      <h1>Presets</h1>
      <p className="hint">Each run makes the images below with captions, and costs the credits shown.</p>
      <ProblemNotice error={presets.error} />
      {chosenId && presets.data && !chosen && (
        <div className="notice error" role="alert">
          There is no preset “{chosenId}”. Pick one below.
        </div>
      )}
      <ul className="cards">
        {presets.data?.map((p) => (
          <li key={p.presetId} className="card preset">
            <h2>{p.name}</h2>
            <p>{p.description}</p>
            <dl>
              <dt>Outputs</dt>
              <dd>
                {p.outputs.count} × {p.outputs.width}×{p.outputs.height} ({p.outputs.aspectRatio})
              </dd>
              <dt>Cost</dt>
              <dd>
                {p.creditsPerRun} credit{p.creditsPerRun === 1 ? '' : 's'} per run
              </dd>
              <dt>Reference image</dt>
              <dd>{p.referenceImage}</dd>
            </dl>
            {session.me.role !== 'viewer' && (
              <button type="button" onClick={() => navigate(`/presets/${encodeURIComponent(p.presetId)}`)}>
                Use {p.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      {presets.loading && !presets.data && <p>Loading…</p>}
    </section>
  );
}

function GeneratePage({ preset, session }: { preset: Preset; session: Session }) {
  const media = useApi<MediaItem[]>('/media?limit=100&source=upload', session.workspaceId);
  const credits = useApi<Credits>('/credits', session.workspaceId);
  const [reference, setReference] = useState<string>('');
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!generation || FINISHED.has(generation.status)) return;
    const timer = setTimeout(() => {
      api<Generation>('GET', `/generations/${generation.id}`).then(setGeneration, setError);
    }, 1000);
    return () => clearTimeout(timer);
  }, [generation]);
  const finished = generation && FINISHED.has(generation.status);
  const { reload: reloadCredits } = credits;
  useEffect(() => {
    if (finished) reloadCredits();
  }, [finished, reloadCredits]);

  const run = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const subject = String(new FormData(event.currentTarget).get('subject'));
    setBusy(true);
    setError(null);
    setGeneration(null);
    try {
      const started = await api<Generation>(
        'POST',
        '/generations/preset',
        { presetId: preset.presetId, subject, ...(reference ? { referenceImages: [reference] } : {}) },
        { prefer: 'respond-async', 'idempotency-key': crypto.randomUUID() },
      );
      setGeneration(started);
      credits.reload();
    } catch (reason) {
      setError(reason);
    } finally {
      setBusy(false);
    }
  };

  const short = credits.data !== undefined && credits.data.balance < preset.creditsPerRun;
  return (
    <section>
      <p>
        <Link to="/presets">← All presets</Link>
      </p>
      <h1>{preset.name}</h1>
      <p>{preset.description}</p>
      <p className="cost" data-testid="run-cost">
        This run makes {preset.outputs.count} images and costs <strong>{preset.creditsPerRun} credits</strong>
        .
        {credits.data && (
          <>
            {' '}
            Balance: <strong data-testid="balance">{credits.data.balance}</strong>.
          </>
        )}
      </p>
      <form onSubmit={run} className="stack">
        <label>
          Subject
          <input name="subject" required maxLength={500} placeholder="e.g. Amber glass serum bottle, 30 ml" />
        </label>
        <fieldset>
          <legend>Reference image ({preset.referenceImage})</legend>
          {media.data?.length === 0 && (
            <p className="hint">
              No uploads yet. <Link to="/library">Upload a product photo</Link> to use it as the reference.
            </p>
          )}
          <div className="picker">
            {preset.referenceImage === 'optional' && (
              <label className="pick">
                <input
                  type="radio"
                  name="reference"
                  checked={reference === ''}
                  onChange={() => setReference('')}
                />
                <span>None</span>
              </label>
            )}
            {media.data?.map((item) => (
              <label key={item.id} className="pick">
                <input
                  type="radio"
                  name="reference"
                  checked={reference === item.url}
                  onChange={() => setReference(item.url)}
                />
                <img src={item.thumbnailUrl} alt={`Reference ${item.width}×${item.height}, uploaded`} />
              </label>
            ))}
          </div>
        </fieldset>
        <ProblemNotice error={error} />
        {short && (
          <p className="notice">
            The balance is short of this run’s cost. <Link to="/credits">Get credits</Link>
          </p>
        )}
        <button type="submit" disabled={busy || (generation !== null && !finished)}>
          Generate — {preset.creditsPerRun} credits
        </button>
      </form>
      {generation && <GenerationResult generation={generation} />}
    </section>
  );
}

function GenerationResult({ generation }: { generation: Generation }) {
  return (
    <section className="result" aria-live="polite">
      <h2>
        Result: <span data-testid="generation-status">{generation.status}</span>
      </h2>
      {!FINISHED.has(generation.status) && <progress aria-label="Generating" />}
      {generation.status === 'failed' && (
        <div className="notice error" role="alert">
          The generation failed: {generation.error?.message}. Nothing was charged; try again.
        </div>
      )}
      {FINISHED.has(generation.status) && <p>Charged {generation.creditsCharged} credits.</p>}
      <ul className="outputs">
        {generation.outputs.map((output, index) => (
          <li key={output.mediaId} className="card output">
            <a href={output.url} target="_blank" rel="noreferrer">
              <img src={output.thumbnailUrl} alt={`Output ${index + 1}`} />
            </a>
            {output.caption && (
              <>
                <p className="caption">{output.caption}</p>
                <CopyButton text={output.caption} label={`Copy caption ${index + 1}`} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="secondary small"
      aria-label={label}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

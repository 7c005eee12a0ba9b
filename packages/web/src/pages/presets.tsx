import {
  type Campaign,
  type Credits,
  type Generation,
  type MediaItem,
  type Preset,
  type Storyboard,
  UPLOAD_TYPES,
} from '@contentforge/sdk';
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { api, uploadFile } from '../api.js';
import type { Session } from '../app.js';
import { Link, navigate } from '../navigation.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

const FINISHED = new Set<Generation['status']>(['succeeded', 'failed', 'canceled']);

/**
 * Sample pictures of what each preset makes, drawn by the default engine from a serum bottle photo
 * (the docs' preset gallery, reduced): served with the app from `/samples/`.
 */
const SAMPLES: Record<string, string[]> = {
  'ugc-selfie-review': [
    'the bottle held up close to a phone camera in a living room, with a handwritten review sticker and five stars',
    'the bottle held up close in a bedroom, slightly tilted, with a review sticker and a star rating',
    'the bottle held up close in a kitchen, with phone-camera grain, a review sticker and a star rating',
  ],
  'ugc-unboxing': [
    'top-down view of an open kraft box with tissue paper and the bottle emerging, a “just arrived” sticker',
    'the bottle lifted out of a kraft box lined with tissue, seen from above, with a “just arrived” sticker',
    'an unboxing from above: tissue paper folded back around the bottle and a “just arrived” sticker',
  ],
  'ugc-lifestyle': [
    'the bottle on a table in window light with soft plant shadows',
    'the bottle on a wooden surface by a window, plant shadows across it',
    'the bottle in an everyday room corner, warm daylight and leaf shadows',
  ],
  'product-hero-studio': [
    'the bottle on a seamless white studio sweep with a soft contact shadow and reflection',
    'the bottle on a studio sweep in warm light, with its reflection below',
    'the bottle on a tinted studio sweep, lit from the side, with a soft shadow',
  ],
  'product-hero-color': [
    'the bottle on a podium against a bold colour block taken from its own colour, with a headline',
    'the bottle on a podium against a second shade of its colour, with a headline',
    'the bottle on a podium in a contrasting colour block, with a headline',
  ],
  'video-storyboard-ugc': [
    'vertical keyframe of the hook scene, with its on-screen text',
    'vertical keyframe of the problem scene, with its on-screen text',
    'vertical keyframe of the reveal scene, the bottle shown with its on-screen text',
  ],
  'video-storyboard-product': [
    'vertical keyframe of the tease scene, with its on-screen text',
    'vertical keyframe of the reveal scene, the bottle centred with its on-screen text',
    'vertical keyframe of the detail scene, a close view of the bottle with its on-screen text',
  ],
};

/** A storyboard's timing, in seconds to a tenth. */
const clock = (seconds: number) => `${Number(seconds.toFixed(1))} s`;

/** The preset catalogue with what each run makes and costs; one preset's page runs it. */
export function PresetsPage({ path, session }: { path: string; session: Session }) {
  const presets = useApi<Preset[]>('/presets');
  const chosenId = decodeURIComponent(path.split('/')[2] ?? '');
  const chosen = presets.data?.find((p) => p.presetId === chosenId);

  if (chosenId && chosen) return <GeneratePage preset={chosen} />;
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
            <Samples preset={p} />
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

/** A few pictures the preset made from a sample product photo, so its look is known before a run. */
function Samples({ preset }: { preset: Preset }) {
  const samples = SAMPLES[preset.presetId];
  if (!samples) return null;
  return (
    <figure className="samples">
      <ul className="sample-list" aria-label={`Samples of ${preset.name}`}>
        {samples.map((description, index) => (
          <li key={description}>
            <img
              className="sample-image"
              src={`/samples/${preset.presetId}-${index + 1}.webp`}
              alt={`${preset.name} sample ${index + 1}: ${description}`}
              width={360}
              height={Math.round((360 * preset.outputs.height) / preset.outputs.width)}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      <figcaption className="hint">Samples made from a photo of a serum bottle.</figcaption>
    </figure>
  );
}

function GeneratePage({ preset }: { preset: Preset }) {
  const media = useApi<MediaItem[]>('/media?limit=100&source=upload');
  const campaigns = useApi<Campaign[]>('/campaigns?status=active&limit=100');
  const credits = useApi<Credits>('/credits');
  const [reference, setReference] = useState<string>('');
  const [campaignId, setCampaignId] = useState<string>('');
  const [dropped, setDropped] = useState<{ name: string; progress: number; error?: unknown } | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
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

  // A photo dropped on the form (or chosen) goes to the library by the direct-upload flow and
  // becomes the reference.
  const uploadReference = (file: File) => {
    setDropped({ name: file.name, progress: 0 });
    uploadFile(file, (fraction) => setDropped({ name: file.name, progress: fraction })).then(
      (item) => {
        setDropped(null);
        media.setData((items) => [item, ...(items ?? []).filter((i) => i.id !== item.id)]);
        setReference(item.url);
      },
      (reason: unknown) => setDropped({ name: file.name, progress: 0, error: reason }),
    );
  };
  const drop = (event: DragEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) uploadReference(file);
  };

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
        {
          presetId: preset.presetId,
          subject,
          ...(campaignId ? { campaignId } : {}),
          ...(reference ? { referenceImages: [reference] } : {}),
        },
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
      <form
        onSubmit={run}
        className={`stack generate${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
      >
        <label>
          Subject
          <input name="subject" required maxLength={500} placeholder="e.g. Amber glass serum bottle, 30 ml" />
        </label>
        <label>
          Campaign
          <select value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
            <option value="">No campaign</option>
            {campaigns.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <span className="hint">
            {campaigns.data?.length === 0 ? (
              <>
                No active campaigns. <Link to="/campaigns">Create one</Link> to group this run’s images.
              </>
            ) : (
              'The outputs are filed in it, in the library and for posts.'
            )}
          </span>
        </label>
        <fieldset>
          <legend>Reference image ({preset.referenceImage})</legend>
          <div className="drop-zone small-zone">
            <p>Drop a product photo anywhere on this form to upload it and use it, or</p>
            <button type="button" className="secondary small" onClick={() => picker.current?.click()}>
              Upload a photo…
            </button>
            <input
              ref={picker}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              className="visually-hidden"
              aria-label="Upload a reference photo"
              tabIndex={-1}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) uploadReference(file);
                e.target.value = '';
              }}
            />
          </div>
          {dropped && !dropped.error && (
            <p role="status">
              Uploading {dropped.name}…{' '}
              <progress max={1} value={dropped.progress} aria-label={`Upload of ${dropped.name}`} />
            </p>
          )}
          {dropped?.error ? <ProblemNotice error={dropped.error} /> : null}
          {media.data?.length === 0 && !dropped && (
            <p className="hint">
              No uploads yet: drop a product photo here, or{' '}
              <Link to="/library">upload it in the library</Link>.
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
        <button
          type="submit"
          disabled={busy || (dropped !== null && !dropped.error) || (generation !== null && !finished)}
        >
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
      {generation.status === 'succeeded' && generation.campaignId && (
        <p>
          <Link to={`/library?source=generation&campaign=${encodeURIComponent(generation.campaignId)}`}>
            See this campaign’s generated images in the library
          </Link>
        </p>
      )}
      {generation.storyboard && (
        <StoryboardView storyboard={generation.storyboard} outputs={generation.outputs} />
      )}
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

/** The storyboard's scenes in order: timing, shot, on-screen text and voiceover, with each keyframe. */
function StoryboardView({ storyboard, outputs }: { storyboard: Storyboard; outputs: Generation['outputs'] }) {
  return (
    <section className="storyboard" aria-labelledby="storyboard-heading">
      <h3 id="storyboard-heading">
        Storyboard · {storyboard.aspectRatio} · {clock(storyboard.durationSeconds)}
      </h3>
      <ol className="scenes" aria-label="Scenes">
        {storyboard.scenes.map((scene) => (
          <li key={scene.index} className="card scene">
            {scene.keyframe && (
              <a href={scene.keyframe.url} target="_blank" rel="noreferrer">
                <img
                  className="keyframe"
                  src={
                    outputs.find((o) => o.mediaId === scene.keyframe?.mediaId)?.thumbnailUrl ??
                    scene.keyframe.url
                  }
                  alt={`Keyframe of scene ${scene.index}: ${scene.onScreenText}`}
                />
              </a>
            )}
            <div>
              <h4>
                Scene {scene.index} · {scene.beat}{' '}
                <span className="timing">
                  {clock(scene.startSeconds)} – {clock(scene.startSeconds + scene.durationSeconds)}
                </span>
              </h4>
              <dl>
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
      <p className="caption">{storyboard.voiceoverScript}</p>
      <CopyButton text={storyboard.voiceoverScript} label="Copy the voiceover script" />
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

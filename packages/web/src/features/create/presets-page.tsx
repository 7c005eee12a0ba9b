/** The preset catalogue: what each run makes, in pictures, and what it costs. */
import type { Preset } from '@contentforge/sdk';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useSession } from '../../app/session.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { CreateTabs } from './create-tabs.js';
import { PRESET_SAMPLES, sampleUrl } from './preset-samples.js';

const KIND_WORDS: Record<Preset['kind'], string> = {
  ugc: 'UGC style',
  product_hero: 'Product hero',
  video_storyboard: 'Video storyboard',
};

export function usePresets() {
  const session = useSession();
  return useQuery({
    queryKey: ['presets'],
    queryFn: () => session.cf.presets.list(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function PresetsPage() {
  const presets = usePresets();
  return (
    <div className="page">
      <PageHeader
        title="Create"
        description="Pick a look, give the product, get a set of pictures with captions for every platform."
      />
      <CreateTabs />
      <ProblemNotice error={presets.error} />
      <ul className="preset-grid" aria-label="Presets">
        {presets.data?.map((p) => (
          <li key={p.presetId} className="preset-card">
            <div className={`preset-samples ${p.kind}`}>
              {(PRESET_SAMPLES[p.presetId] ?? []).map((description, index) => (
                <img
                  key={description}
                  src={sampleUrl(p.presetId, index)}
                  alt=""
                  width={p.outputs.width}
                  height={p.outputs.height}
                  loading="lazy"
                />
              ))}
            </div>
            <div className="preset-body">
              <p className="eyebrow">{KIND_WORDS[p.kind]}</p>
              <h2>
                {/* The whole card is this link's target (see .preset-link::after). */}
                <Link to="/presets/$presetId" params={{ presetId: p.presetId }} className="preset-link">
                  {p.name}
                </Link>
              </h2>
              <p className="muted">{p.description}</p>
              <p className="preset-facts">
                <span>
                  {p.outputs.count} images · {p.outputs.aspectRatio}
                </span>
                <span className="cost-chip">
                  {p.creditsPerRun} credit{p.creditsPerRun === 1 ? '' : 's'}
                </span>
              </p>
              <span className="preset-cta" aria-hidden>
                Use this preset <ArrowRight />
              </span>
            </div>
          </li>
        ))}
      </ul>
      {presets.data && <p className="hint">Samples made from a photo of a serum bottle.</p>}
    </div>
  );
}

/** One run, as the ledger and the library link to it. */
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../ui/page-header.js';
import { GenerationResult, useGeneration } from './generation-result.js';
import { usePresets } from './presets-page.js';

const route = getRouteApi('/app/generations/$id');

export function GenerationPage() {
  const { id } = route.useParams();
  const generation = useGeneration(id);
  const presets = usePresets();
  const g = generation.data;
  const preset = presets.data?.find((p) => p.presetId === g?.presetId);
  const title = g
    ? preset
      ? preset.name
      : g.type === 'image'
        ? 'Image from a prompt'
        : g.type === 'cutout'
          ? 'Background removed'
          : 'Run'
    : 'Run';
  return (
    <div className="page">
      <Link to="/library" className="back-link">
        <ArrowLeft aria-hidden /> Library
      </Link>
      <PageHeader
        title={title}
        description={
          g &&
          `${g.subject ?? g.prompt ?? ''}${g.subject || g.prompt ? ' · ' : ''}started ${new Date(g.createdAt).toLocaleString()}`
        }
      />
      <GenerationResult id={id} />
    </div>
  );
}

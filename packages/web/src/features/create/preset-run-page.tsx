/**
 * Running one preset: the product and its photo, a campaign, the platform the captions are written
 * for, the cost against the balance before anything is spent — then the run, brought into view, its
 * images appearing as they are made.
 */

import { COPY_PLATFORMS, type Preset } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession, wsKey } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { useCampaigns } from '../campaigns/campaign-queries.js';
import { usePlatformNames } from '../posts/platforms.js';
import { CostLine } from './cost-line.js';
import { GenerationResult, useGeneration } from './generation-result.js';
import { PRESET_SAMPLES, sampleUrl } from './preset-samples.js';
import { usePresets } from './presets-page.js';
import { ReferencePicker } from './reference-picker.js';

const route = getRouteApi('/app/presets/$presetId');

const schema = z.object({
  subject: z.string().trim().min(1, 'Say what the product is').max(500, 'At most 500 characters'),
  referenceImages: z.array(z.string()),
  campaignId: z.string(),
  platform: z.enum(['', ...COPY_PLATFORMS]),
});
type Values = z.infer<typeof schema>;

export function PresetRunPage() {
  const { presetId } = route.useParams();
  const presets = usePresets();
  const preset = presets.data?.find((p) => p.presetId === presetId);
  if (presets.isPending) return <p className="page muted">Loading…</p>;
  if (!preset) {
    return (
      <div className="page">
        <PageHeader title="Preset not found" description={`There is no preset “${presetId}”.`} />
        <Link to="/presets" className="btn secondary">
          <ArrowLeft aria-hidden /> All presets
        </Link>
      </div>
    );
  }
  return <PresetRun preset={preset} />;
}

function PresetRun({ preset }: { preset: Preset }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { run } = route.useSearch();
  const navigate = useNavigate({ from: '/presets/$presetId' });
  const campaigns = useCampaigns();
  const platformNames = usePlatformNames();
  const [fresh, setFresh] = useState(false);
  const current = useGeneration(run);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { subject: '', referenceImages: [], campaignId: '', platform: '' },
  });
  // A run opened from the library or the ledger shows what it was made for, ready to change.
  const shown = current.data;
  useEffect(() => {
    if (!shown || form.formState.isDirty || form.getValues('subject')) return;
    form.reset({ ...form.getValues(), subject: shown.subject ?? '', campaignId: shown.campaignId ?? '' });
  }, [shown, form]);
  const start = useMutation({
    mutationFn: (values: Values) =>
      session.cf.generations.preset(
        {
          presetId: preset.presetId,
          subject: values.subject,
          ...(values.referenceImages.length ? { referenceImages: values.referenceImages } : {}),
          ...(values.campaignId ? { campaignId: values.campaignId } : {}),
          ...(values.platform ? { platform: values.platform } : {}),
        },
        { prefer: 'respond-async' },
      ),
    onSuccess: (generation) => {
      setFresh(true);
      queryClient.setQueryData(wsKey(session, 'generation', generation.id), generation);
      void queryClient.invalidateQueries({ queryKey: wsKey(session, 'credits') });
      void navigate({ search: { run: generation.id }, resetScroll: false });
    },
  });
  const { errors } = form.formState;
  const running =
    run !== undefined &&
    current.data !== undefined &&
    !['succeeded', 'failed', 'canceled'].includes(current.data.status);
  const submit = form.handleSubmit((values) => {
    if (preset.referenceImage === 'required' && values.referenceImages.length === 0) {
      form.setError('referenceImages', { message: 'This preset needs a product photo: pick or upload one.' });
      return;
    }
    start.mutate(values);
  });
  const samples = PRESET_SAMPLES[preset.presetId] ?? [];
  return (
    <div className="page">
      <Link to="/presets" className="back-link">
        <ArrowLeft aria-hidden /> All presets
      </Link>
      <PageHeader title={preset.name} description={preset.description} />
      <div className="create-layout">
        <form className="card stack create-form" noValidate onSubmit={submit}>
          <Field
            label="Product"
            hint="What it is, as a shopper would say it: the captions and the text on the pictures use it."
            error={errors.subject?.message}
          >
            {(control) => (
              <textarea
                {...control}
                rows={2}
                placeholder="e.g. Amber glass face serum, 30 ml"
                {...form.register('subject')}
              />
            )}
          </Field>
          <Controller
            control={form.control}
            name="referenceImages"
            render={({ field }) => (
              <ReferencePicker
                legend={`Product photo${preset.referenceImage === 'optional' ? ' (optional)' : ''}`}
                value={field.value}
                onChange={field.onChange}
                max={1}
                optional={preset.referenceImage === 'optional'}
              />
            )}
          />
          {errors.referenceImages?.message && <p className="field-error">{errors.referenceImages.message}</p>}
          <div className="field-row">
            <Field label="Campaign" hint="The images are filed in it.">
              {(control) => (
                <select {...control} {...form.register('campaignId')}>
                  <option value="">No campaign</option>
                  {campaigns.data
                    ?.filter((c) => c.status === 'active')
                    .map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <Field label="Captions for" hint="Written to fit this platform.">
              {(control) => (
                <select {...control} {...form.register('platform')}>
                  <option value="">Any platform</option>
                  {COPY_PLATFORMS.map((p) => (
                    <option key={p} value={p}>
                      {platformNames(p)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <CostLine cost={preset.creditsPerRun} what={`${preset.outputs.count} images`} />
          <ProblemNotice error={start.error} />
          {session.canEdit ? (
            <button type="submit" className="btn primary large" disabled={start.isPending || running}>
              <Sparkles aria-hidden />
              {start.isPending || running ? 'Generating…' : `Generate — ${preset.creditsPerRun} credits`}
            </button>
          ) : (
            <p className="notice">A viewer cannot run presets; an editor or owner can.</p>
          )}
        </form>
        <div className="create-output">
          {run ? (
            <GenerationResult
              id={run}
              bringIntoView={fresh}
              actions={
                // The same request again (a fresh seed is drawn: new pictures), from the form that
                // started the run shown; after a reload the form no longer holds its photo.
                session.canEdit &&
                fresh &&
                current.data?.status === 'succeeded' && (
                  <button type="button" className="btn secondary" onClick={() => void submit()}>
                    <RefreshCw aria-hidden /> New variations — {preset.creditsPerRun} credits
                  </button>
                )
              }
            />
          ) : (
            <figure className="samples card">
              <figcaption>
                <strong>What it makes</strong>
                <span className="muted">
                  {' '}
                  · {preset.outputs.count} × {preset.outputs.width}×{preset.outputs.height} (
                  {preset.outputs.aspectRatio}), samples from a photo of a serum bottle
                </span>
              </figcaption>
              <ul className={`sample-grid ${preset.kind}`}>
                {samples.map((description, index) => (
                  <li key={description}>
                    <img
                      src={sampleUrl(preset.presetId, index)}
                      alt={`${preset.name} sample ${index + 1}: ${description}`}
                      width={preset.outputs.width}
                      height={preset.outputs.height}
                    />
                  </li>
                ))}
              </ul>
            </figure>
          )}
        </div>
      </div>
    </div>
  );
}

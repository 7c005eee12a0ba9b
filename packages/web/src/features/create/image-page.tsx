/**
 * An image from a prompt: what to show, how many and in which shape, optional product photos to
 * work from; the cost before it runs, the images when they are made.
 */

import { ASPECT_RATIOS } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession, wsKey } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { Segmented } from '../../ui/segmented.js';
import { useCampaigns } from '../campaigns/campaign-queries.js';
import { CostLine } from './cost-line.js';
import { CreateTabs } from './create-tabs.js';
import { GenerationResult, isFinished, useGeneration } from './generation-result.js';
import { ReferencePicker } from './reference-picker.js';

const route = getRouteApi('/app/images');

const schema = z.object({
  prompt: z.string().trim().min(1, 'Describe the picture').max(2000, 'At most 2000 characters'),
  count: z.enum(['1', '2', '3', '4']),
  aspectRatio: z.enum(ASPECT_RATIOS),
  referenceImages: z.array(z.string()).max(4),
  campaignId: z.string(),
});
type Values = z.infer<typeof schema>;

const SHAPES: Record<(typeof ASPECT_RATIOS)[number], string> = {
  '1:1': 'Square 1:1',
  '4:5': 'Portrait 4:5',
  '9:16': 'Story 9:16',
  '16:9': 'Wide 16:9',
};

export function ImagePage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const { run } = route.useSearch();
  const navigate = useNavigate({ from: '/images' });
  const campaigns = useCampaigns();
  const current = useGeneration(run);
  const [fresh, setFresh] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { prompt: '', count: '1', aspectRatio: '1:1', referenceImages: [], campaignId: '' },
  });
  // A run opened from the library or the ledger shows what it was made from, ready to change.
  const shown = current.data;
  useEffect(() => {
    if (!shown || form.formState.isDirty || form.getValues('prompt')) return;
    form.reset({ ...form.getValues(), prompt: shown.prompt ?? '', campaignId: shown.campaignId ?? '' });
  }, [shown, form]);
  const start = useMutation({
    mutationFn: (v: Values) =>
      session.cf.generations.image(
        {
          prompt: v.prompt,
          count: Number(v.count),
          aspectRatio: v.aspectRatio,
          ...(v.referenceImages.length ? { referenceImages: v.referenceImages } : {}),
          ...(v.campaignId ? { campaignId: v.campaignId } : {}),
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
  const count = Number(form.watch('count'));
  const { errors } = form.formState;
  const running = current.data !== undefined && !isFinished(current.data);
  return (
    <div className="page">
      <PageHeader
        title="Create"
        description="Describe a picture — colours, surfaces, light, mood — and add product photos to set into it."
      />
      <CreateTabs />
      <div className="create-layout">
        <form
          className="card stack create-form"
          noValidate
          onSubmit={form.handleSubmit((v) => start.mutate(v))}
        >
          <Field
            label="Prompt"
            hint='The default engine composes product shots and designs from the words: it draws only text you put in quotes, like "20% off".'
            error={errors.prompt?.message}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                placeholder="e.g. Serum bottle on warm travertine, morning window light, soft shadows"
                {...form.register('prompt')}
              />
            )}
          </Field>
          <div className="stack">
            <Controller
              control={form.control}
              name="count"
              render={({ field }) => (
                <Segmented
                  label="Images"
                  value={field.value}
                  onChange={field.onChange}
                  options={(['1', '2', '3', '4'] as const).map((n) => ({ value: n, label: n }))}
                />
              )}
            />
            <Controller
              control={form.control}
              name="aspectRatio"
              render={({ field }) => (
                <Segmented
                  label="Shape"
                  value={field.value}
                  onChange={field.onChange}
                  options={ASPECT_RATIOS.map((r) => ({ value: r, label: SHAPES[r] }))}
                />
              )}
            />
          </div>
          <Controller
            control={form.control}
            name="referenceImages"
            render={({ field }) => (
              <ReferencePicker
                legend="Product photos (optional)"
                value={field.value}
                onChange={field.onChange}
                max={4}
                optional
              />
            )}
          />
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
          <CostLine cost={count} what={`${count} image${count === 1 ? '' : 's'}`} />
          <ProblemNotice error={start.error} />
          {session.canEdit ? (
            <button type="submit" className="btn primary large" disabled={start.isPending || running}>
              <Sparkles aria-hidden />
              {start.isPending || running
                ? 'Generating…'
                : `Generate — ${count} credit${count === 1 ? '' : 's'}`}
            </button>
          ) : (
            <p className="notice">A viewer cannot generate images; an editor or owner can.</p>
          )}
        </form>
        <div className="create-output">
          {run ? (
            <GenerationResult
              id={run}
              bringIntoView={fresh}
              actions={
                session.canEdit &&
                fresh &&
                current.data?.status === 'succeeded' && (
                  <button
                    type="button"
                    className="btn secondary"
                    onClick={form.handleSubmit((v) => start.mutate(v))}
                  >
                    <RefreshCw aria-hidden /> New variations — {count} credit{count === 1 ? '' : 's'}
                  </button>
                )
              }
            />
          ) : (
            <div className="card hint-card">
              <h2>Good prompts name</h2>
              <ul className="checklist">
                <li>the surface: marble, linen, travertine, wet sand</li>
                <li>the light: soft morning, golden hour, dramatic side light, neon</li>
                <li>the colours and the mood: warm neutrals, bold coral, calm</li>
                <li>any words to print, in quotes: "New scent"</li>
              </ul>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

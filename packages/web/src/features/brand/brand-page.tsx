/**
 * The workspace's brand kit: name, logo, colours, type and voice, which presets, images and copy
 * apply unless a run says otherwise. A card beside the form shows the colours, the logo in its
 * corner and the voice's hashtags as they are set, before anything is saved or spent.
 */

import { type Brand, type BrandInput, COPY_TONES, ContentforgeError, LANGUAGES } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession, wsKey } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { placeServerErrors } from '../../ui/server-errors.js';
import { useToast } from '../../ui/toasts.js';
import { MediaPicker } from '../posts/media-picker.js';
import { useMediaItems } from '../posts/post-queries.js';
import { BrandPicturePreview } from './brand-preview.js';
import { readableOn } from './readable-on.js';

/** The typefaces the studio bundles; an uploaded font is named by its id (`fnt_…`). */
const BUNDLED_FAMILIES = ['Inter', 'DM Serif Display', 'Caveat'];

const COLOURS = ['primary', 'secondary', 'accent', 'background', 'text'] as const;
type Colour = (typeof COLOURS)[number];
const COLOUR_WORDS: Record<Colour, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Background',
  text: 'Text',
};

const hex = z.string().regex(/^(#[0-9a-fA-F]{6})?$/, 'A colour like #1f6feb');
const schema = z.object({
  name: z.string().trim().min(1, 'Name the brand').max(100, 'At most 100 characters'),
  logo: z.string(),
  colors: z.object({ primary: hex, secondary: hex, accent: hex, background: hex, text: hex }),
  heading: z.string().trim().max(64),
  body: z.string().trim().max(64),
  tone: z.enum(['', ...COPY_TONES]),
  language: z.enum(['', ...LANGUAGES]),
  description: z.string().trim().max(500, 'At most 500 characters'),
  hashtags: z.string(),
  bannedWords: z.string(),
  corner: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']),
  size: z.enum(['small', 'medium', 'large']),
  onImages: z.boolean(),
});
type Values = z.infer<typeof schema>;

const FIELDS = ['name', 'logo', 'colors', 'heading', 'body', 'tone', 'language', 'description'];

/** Words separated by commas or new lines. */
const listOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter(Boolean);

function valuesOf(brand: Brand): Values {
  return {
    name: brand.name ?? '',
    logo: brand.logo?.url ?? '',
    colors: {
      primary: brand.colors?.primary ?? '',
      secondary: brand.colors?.secondary ?? '',
      accent: brand.colors?.accent ?? '',
      background: brand.colors?.background ?? '',
      text: brand.colors?.text ?? '',
    },
    heading: brand.fonts.heading ?? '',
    body: brand.fonts.body ?? '',
    tone: brand.voice.tone ?? '',
    language: brand.voice.language ?? '',
    description: brand.voice.description ?? '',
    hashtags: brand.voice.hashtags.join(' '),
    bannedWords: brand.voice.bannedWords.join(', '),
    corner: brand.logoPlacement.corner,
    size: brand.logoPlacement.size,
    onImages: brand.logoPlacement.images,
  };
}

function inputOf(v: Values, brand: Brand): BrandInput {
  const colors = Object.fromEntries(COLOURS.filter((c) => v.colors[c]).map((c) => [c, v.colors[c]]));
  return {
    name: v.name,
    ...(v.logo ? { logo: { url: v.logo } } : {}),
    ...(v.colors.primary ? { colors: colors as NonNullable<BrandInput['colors']> } : {}),
    fonts: { ...(v.heading ? { heading: v.heading } : {}), ...(v.body ? { body: v.body } : {}) },
    voice: {
      ...(v.tone ? { tone: v.tone } : {}),
      ...(v.language ? { language: v.language } : {}),
      ...(v.description ? { description: v.description } : {}),
      hashtags: listOf(v.hashtags.replaceAll(/\s+/g, ',')),
      bannedWords: listOf(v.bannedWords),
    },
    logoPlacement: {
      corner: v.corner,
      size: v.size,
      images: v.onImages,
      ...(brand.logoPlacement.presets ? { presets: brand.logoPlacement.presets } : {}),
    },
    version: brand.version,
  };
}

export function BrandPage() {
  const session = useSession();
  const brand = useQuery({ queryKey: wsKey(session, 'brand'), queryFn: () => session.cf.brand.get() });
  return (
    <div className="page">
      <PageHeader
        title="Brand"
        description="Your colours, type, logo and voice: presets, images from a prompt and captions use them unless a run says otherwise."
      />
      <ProblemNotice error={brand.error} />
      {brand.data && <BrandForm key={brand.data.version} brand={brand.data} />}
    </div>
  );
}

function BrandForm({ brand }: { brand: Brand }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [picking, setPicking] = useState(false);
  const fonts = useQuery({
    queryKey: wsKey(session, 'brand', 'fonts'),
    queryFn: () => session.cf.brand.fonts.list({ limit: 100 }).toArray(100),
  });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(brand) });
  const v = form.watch();
  // What the preview draws: the form as it is, once it is a brand (the logo stays the saved one).
  const previewInput = schema.safeParse(v).success
    ? (({ version: _, logo: __, ...input }) => input)(inputOf(v, brand))
    : undefined;
  const save = useMutation({
    mutationFn: (values: Values) => session.cf.brand.set(inputOf(values, brand)),
    onSuccess: async (saved) => {
      toast('Brand saved', `Version ${saved.version}: runs from now on use it.`);
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'brand') });
    },
    onError: (error) => placeServerErrors(error, form.setError, FIELDS),
  });
  const logoId = v.logo.split('/').pop()?.split('.')[0];
  const [logoItem] = useMediaItems(logoId ? [logoId] : []);
  const changedMeanwhile = save.error instanceof ContentforgeError && save.error.status === 409;
  const { errors } = form.formState;
  const colour = (c: Colour, fallback: string) => v.colors[c] || fallback;
  const tags = listOf(v.hashtags.replaceAll(/\s+/g, ',')).map((t) => `#${t.replace(/^#/, '')}`);
  return (
    <div className="compose-layout">
      <form className="stack" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <section className="card stack" aria-labelledby="identity-heading">
          <h2 id="identity-heading">Name and logo</h2>
          <Field label="Brand name" error={errors.name?.message}>
            {(control) => <input {...control} placeholder="e.g. Lumen Skincare" {...form.register('name')} />}
          </Field>
          <div className="logo-row">
            {logoItem ? (
              <img className="logo-thumb" src={logoItem.thumbnailUrl} alt="The logo" />
            ) : (
              <span className="logo-thumb empty" aria-hidden>
                <ImagePlus />
              </span>
            )}
            <div className="actions">
              <button type="button" className="btn secondary small" onClick={() => setPicking(true)}>
                {v.logo ? 'Change the logo' : 'Pick a logo from the library'}
              </button>
              {v.logo && (
                <button
                  type="button"
                  className="btn ghost small"
                  onClick={() => form.setValue('logo', '', { shouldDirty: true })}
                >
                  <X aria-hidden /> No logo
                </button>
              )}
            </div>
          </div>
          <p className="hint">A transparent PNG works best; upload it to the library first.</p>
          <div className="field-row">
            <Field label="Logo corner">
              {(control) => (
                <select {...control} {...form.register('corner')}>
                  <option value="top-left">Top left</option>
                  <option value="top-right">Top right</option>
                  <option value="bottom-left">Bottom left</option>
                  <option value="bottom-right">Bottom right</option>
                </select>
              )}
            </Field>
            <Field label="Logo size">
              {(control) => (
                <select {...control} {...form.register('size')}>
                  <option value="small">Small</option>
                  <option value="medium">Medium</option>
                  <option value="large">Large</option>
                </select>
              )}
            </Field>
          </div>
          <label className="check">
            <input type="checkbox" {...form.register('onImages')} /> Put the logo on images from a prompt too
          </label>
        </section>

        <section className="card stack" aria-labelledby="colours-heading">
          <h2 id="colours-heading">Colours</h2>
          <div className="colour-grid">
            {COLOURS.map((c) => (
              <div key={c} className="colour-field">
                <label htmlFor={`colour-${c}`}>
                  {COLOUR_WORDS[c]}
                  {c === 'primary' ? '' : ' (optional)'}
                </label>
                <div className="colour-inputs">
                  <input
                    type="color"
                    aria-label={`Pick the ${COLOUR_WORDS[c].toLowerCase()} colour`}
                    value={v.colors[c] || '#ffffff'}
                    onChange={(e) => form.setValue(`colors.${c}`, e.target.value, { shouldDirty: true })}
                  />
                  <input id={`colour-${c}`} placeholder="#rrggbb" {...form.register(`colors.${c}`)} />
                </div>
                {errors.colors?.[c]?.message && <p className="field-error">{errors.colors[c]?.message}</p>}
              </div>
            ))}
          </div>
          <p className="hint">Without a primary colour, pictures take their colours from the product.</p>
        </section>

        <section className="card stack" aria-labelledby="type-heading">
          <h2 id="type-heading">Type</h2>
          <datalist id="brand-fonts">
            {BUNDLED_FAMILIES.map((f) => (
              <option key={f} value={f} />
            ))}
            {fonts.data?.map((f) => (
              <option key={f.id} value={f.id}>
                {f.family}
              </option>
            ))}
          </datalist>
          <div className="field-row">
            <Field label="Headings" hint="Inter, DM Serif Display, Caveat, or a font you uploaded.">
              {(control) => <input {...control} list="brand-fonts" {...form.register('heading')} />}
            </Field>
            <Field label="Body text">
              {(control) => <input {...control} list="brand-fonts" {...form.register('body')} />}
            </Field>
          </div>
        </section>

        <section className="card stack" aria-labelledby="voice-heading">
          <h2 id="voice-heading">Voice</h2>
          <div className="field-row">
            <Field label="Tone">
              {(control) => (
                <select {...control} {...form.register('tone')}>
                  <option value="">As each run says</option>
                  {COPY_TONES.map((t) => (
                    <option key={t} value={t}>
                      {t[0]!.toUpperCase() + t.slice(1)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Language">
              {(control) => (
                <select {...control} {...form.register('language')}>
                  <option value="">Detected from the product</option>
                  {LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {new Intl.DisplayNames(['en'], { type: 'language' }).of(l) ?? l}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field
            label="How the brand speaks"
            hint="A few sentences for the copy."
            error={errors.description?.message}
          >
            {(control) => <textarea {...control} rows={3} {...form.register('description')} />}
          </Field>
          <Field label="Hashtags on every caption" hint="Up to 10, e.g. #lumen #glowup">
            {(control) => <input {...control} {...form.register('hashtags')} />}
          </Field>
          <Field label="Words never written" hint="Separated by commas, e.g. cheap, miracle">
            {(control) => <input {...control} {...form.register('bannedWords')} />}
          </Field>
        </section>

        {changedMeanwhile ? (
          <div className="notice danger" role="alert">
            <p>
              Someone changed the brand meanwhile.{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => void queryClient.invalidateQueries({ queryKey: wsKey(session, 'brand') })}
              >
                Load their version
              </button>
              , then make your change again.
            </p>
          </div>
        ) : (
          <ProblemNotice error={save.error} />
        )}
        {session.canEdit ? (
          <div className={`actions${form.formState.isDirty ? ' sticky-actions' : ''}`}>
            <button
              type="submit"
              className="btn primary"
              disabled={save.isPending || !form.formState.isDirty}
            >
              <Save aria-hidden />{' '}
              {save.isPending ? 'Saving…' : form.formState.isDirty ? 'Save the brand' : 'Saved'}
            </button>
            {brand.updatedAt && (
              <span className="muted small-text">
                Version {brand.version}, set {new Date(brand.updatedAt).toLocaleString()}
              </span>
            )}
          </div>
        ) : (
          <p className="notice info">A viewer sees the brand; an editor or owner changes it.</p>
        )}
      </form>

      <aside className="compose-side stack" aria-label="How the brand looks">
        <section className="card stack">
          <h2>At a glance</h2>
          <div
            className="brand-card"
            style={{ background: colour('background', '#f6f1ea'), color: colour('text', '#1b1a1f') }}
          >
            <div className="brand-card-band" style={{ background: colour('primary', '#5a3ee0') }} />
            <span
              className="brand-card-sticker"
              style={{
                background: colour('accent', '#ff6a3d'),
                color: readableOn(colour('accent', '#ff6a3d')),
              }}
            >
              Accent
            </span>
            <p className="brand-card-name">{v.name || 'Your brand'}</p>
            <p className="brand-card-line">
              {v.description || 'How the brand speaks, in a sentence or two.'}
            </p>
            {tags.length > 0 && <p className="brand-card-tags">{tags.join(' ')}</p>}
            {logoItem && (
              <img className={`brand-card-logo ${v.corner} ${v.size}`} src={logoItem.thumbnailUrl} alt="" />
            )}
          </div>
          <ul className="swatches" aria-label="Colours">
            {COLOURS.filter((c) => v.colors[c]).map((c) => (
              <li key={c}>
                <span className="swatch" style={{ background: v.colors[c] }} aria-hidden />
                {COLOUR_WORDS[c]} <code>{v.colors[c]}</code>
              </li>
            ))}
          </ul>
        </section>
        {session.canEdit && <BrandPicturePreview input={previewInput} />}
      </aside>
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        already={[]}
        single
        onAdd={async ([id]) => {
          if (!id) return;
          const item = await session.cf.media.get(id);
          form.setValue('logo', item.url, { shouldDirty: true });
        }}
      />
    </div>
  );
}

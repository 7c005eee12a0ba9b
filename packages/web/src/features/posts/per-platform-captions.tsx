/**
 * What differs per platform: a caption of its own where wanted, and on LinkedIn the images posted as
 * one PDF document readers page through (`perPlatform.linkedin.format: "document"`), with its title.
 */
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../ui/field.js';
import type { PlatformId } from '../../ui/platform-mark.js';
import { CaptionCounters } from './caption-counters.js';
import { usePlatformFormats, usePlatformNames } from './platforms.js';
import type { EditorValues } from './post-editor-values.js';

export function PerPlatformCaptions({
  form,
  platforms,
  socialAccountIds,
}: {
  form: UseFormReturn<EditorValues>;
  platforms: readonly PlatformId[];
  socialAccountIds: readonly string[];
}) {
  const name = usePlatformNames();
  const formats = usePlatformFormats();
  const values = form.watch();
  const errors = form.formState.errors.perPlatform;
  if (platforms.length === 0) return null;
  const set = (p: PlatformId, change: Partial<EditorValues['perPlatform'][string]>) =>
    form.setValue(
      `perPlatform.${p}`,
      { on: false, caption: '', ...values.perPlatform[p], ...change },
      { shouldDirty: true },
    );
  return (
    <>
      {platforms
        .filter((p) => formats(p).documents)
        .map((p) => {
          const document = values.perPlatform[p]?.format === 'document';
          return (
            <div key={p} className="stack tight">
              <label className="check">
                <input
                  type="checkbox"
                  checked={document}
                  onChange={(e) => set(p, { format: e.target.checked ? 'document' : undefined })}
                />
                Post as a document (PDF) on {name(p)}
              </label>
              {document && (
                <Field
                  label={`Document title on ${name(p)}`}
                  hint="Each image is a page. Without a title, the caption's first line is used."
                  error={errors?.[p]?.title?.message}
                >
                  {(control) => (
                    <input {...control} maxLength={200} {...form.register(`perPlatform.${p}.title`)} />
                  )}
                </Field>
              )}
              {document && values.mediaIds.length === 0 && (
                <p className="hint">A document is made of the post's images: add at least one.</p>
              )}
            </div>
          );
        })}
      <details className="per-platform" open={Object.values(values.perPlatform).some((v) => v.on)}>
        <summary>A different caption on one platform</summary>
        <div className="stack">
          {platforms.map((p) => {
            const on = values.perPlatform[p]?.on ?? false;
            return (
              <div key={p} className="stack tight">
                <label className="check">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(e) =>
                      set(p, {
                        on: e.target.checked,
                        caption: values.perPlatform[p]?.caption || values.caption,
                      })
                    }
                  />
                  Write a different caption for {name(p)}
                </label>
                {on && (
                  <>
                    <Field label={`Caption on ${name(p)}`}>
                      {(control) => (
                        <textarea {...control} rows={4} {...form.register(`perPlatform.${p}.caption`)} />
                      )}
                    </Field>
                    <CaptionCounters
                      text={values.perPlatform[p]?.caption ?? ''}
                      platforms={[p]}
                      socialAccountIds={socialAccountIds}
                    />
                  </>
                )}
              </div>
            );
          })}
        </div>
      </details>
    </>
  );
}

/**
 * The brand being edited, drawn by the service on one preset's picture (`POST /brand/preview`):
 * redrawn a moment after the last change, free, stored nowhere. The logo is the saved one.
 */
import type { BrandPreviewInput } from '@contentforge/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession, wsKey } from '../../app/session.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { useDebounced } from '../../ui/use-debounced.js';

export function BrandPicturePreview({ input }: { input: BrandPreviewInput | undefined }) {
  const session = useSession();
  const settled = useDebounced(input, 700);
  const preview = useQuery({
    queryKey: wsKey(session, 'brand-preview', JSON.stringify(settled ?? null)),
    queryFn: () => session.cf.brand.preview(settled!),
    enabled: settled !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const drawing = preview.isFetching || settled !== input;
  return (
    <section className="card stack" aria-labelledby="brand-preview-heading">
      <h2 id="brand-preview-heading">On a picture</h2>
      <p className="hint">
        The colour card drawn with the brand as it is on this page, before you save. The logo shown is the
        saved one.
      </p>
      {input === undefined ? (
        <p className="muted">Give the brand a name and valid colours to see it drawn.</p>
      ) : preview.error ? (
        <ProblemNotice error={preview.error} />
      ) : preview.data ? (
        <img
          className="brand-preview"
          src={preview.data.image}
          width={preview.data.width}
          height={preview.data.height}
          alt={`The colour card drawn with the brand ${input.name}`}
          style={{ opacity: drawing ? 0.6 : 1 }}
        />
      ) : null}
      <p className="muted" aria-live="polite">
        {drawing ? 'Drawing…' : ''}
      </p>
    </section>
  );
}

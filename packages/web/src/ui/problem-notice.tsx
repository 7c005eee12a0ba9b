/**
 * An error said in words that tell what to do. Not enough credits shows what was needed, the
 * balance and the way to get more — the same way out on every page.
 */
import { ContentforgeError, InsufficientCreditsError, PublishBlockedError } from '@contentforge/sdk';
import { TriangleAlert } from 'lucide-react';
import { PurchaseLink } from '../features/credits/purchase-link.js';

export function ProblemNotice({ error, className }: { error: unknown; className?: string }) {
  if (!error) return null;
  if (error instanceof InsufficientCreditsError) {
    return (
      <div className={`notice danger ${className ?? ''}`} role="alert">
        <TriangleAlert aria-hidden className="notice-icon" />
        <div>
          <p>
            <strong>Not enough credits.</strong> This needs {error.required} credit
            {error.required === 1 ? '' : 's'}; the balance is {error.balance}. Nothing was charged.
          </p>
          <PurchaseLink purchaseUrl={error.purchaseUrl} className="btn primary small" />
        </div>
      </div>
    );
  }
  const title = error instanceof ContentforgeError ? error.title : 'Something went wrong';
  const detail =
    error instanceof ContentforgeError ? error.detail : String((error as Error)?.message ?? error);
  const fields =
    error instanceof ContentforgeError
      ? ((error.problem?.errors as { path: string; message: string }[] | undefined) ?? [])
      : [];
  const problems = error instanceof PublishBlockedError ? error.problems : [];
  return (
    <div className={`notice danger ${className ?? ''}`} role="alert">
      <TriangleAlert aria-hidden className="notice-icon" />
      <div>
        <p>
          <strong>{title}.</strong> {detail}
        </p>
        {fields.length > 0 && (
          <ul>
            {fields.map((e) => (
              <li key={`${e.path}${e.message}`}>{e.message}</li>
            ))}
          </ul>
        )}
        {problems.length > 0 && (
          <ul>
            {problems.map((p) => (
              <li key={`${p.socialAccountId}${p.code}`}>{p.message}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

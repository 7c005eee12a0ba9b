import { ValidationError } from '@contentforge/sdk';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * The API's field errors (`body.caption`, `body.altTexts.med_1`) shown on the form's own fields;
 * answers whether any was placed (the rest is shown as a problem above the button).
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ValidationError)) return false;
  let placed = false;
  for (const e of error.errors) {
    const path = e.path.replace(/^body\./, '');
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (!field) continue;
    setError(path as Path<T>, { message: e.message });
    placed = true;
  }
  return placed;
}

/** `2026-03-05T09:30` in the browser's time zone, as a datetime-local input shows it. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const fromLocalInput = (value: string): string | undefined =>
  value ? new Date(value).toISOString() : undefined;

/**
 * Uploads by the direct-upload flow (an upload address, the bytes straight to storage with a
 * progress bar, completion) through the SDK's `upload`, one transfer per file.
 */
import { ContentforgeError, type MediaItem, UPLOAD_TYPES } from '@contentforge/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { UploadCloud } from 'lucide-react';
import { type DragEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { ProblemNotice } from '../../ui/problem-notice.js';

export interface Transfer {
  id: number;
  name: string;
  progress: number;
  state: 'uploading' | 'processing' | 'done' | 'failed';
  error?: unknown;
}

let transferCount = 0;

const notAnImage = (file: File) =>
  new ContentforgeError(415, undefined, {
    code: 'unsupported_media_type',
    title: 'Not an image the library takes',
    detail: `${file.name} is ${file.type || 'of an unknown type'}; upload a JPEG, PNG, WebP, AVIF or GIF.`,
  });

export function useUploads(onUploaded?: (item: MediaItem) => void) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const upload = useCallback(
    (files: FileList | File[]) => {
      const update = (id: number, change: Partial<Transfer>) =>
        setTransfers((all) => all.map((t) => (t.id === id ? { ...t, ...change } : t)));
      for (const file of Array.from(files)) {
        const id = ++transferCount;
        setTransfers((all) => [...all, { id, name: file.name, progress: 0, state: 'uploading' }]);
        if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
          update(id, { state: 'failed', error: notAnImage(file) });
          continue;
        }
        session.cf
          .upload(file, {
            onProgress: ({ loaded, total }) => {
              const progress = total ? loaded / total : 1;
              update(id, { progress, state: progress >= 1 ? 'processing' : 'uploading' });
            },
          })
          .then(
            (item) => {
              update(id, { progress: 1, state: 'done' });
              void queryClient.invalidateQueries({ queryKey: wsKey(session, 'media') });
              onUploaded?.(item);
            },
            (error: unknown) => update(id, { state: 'failed', error }),
          );
      }
    },
    [session, queryClient, onUploaded],
  );
  const busy = transfers.some((t) => t.state === 'uploading' || t.state === 'processing');
  const clearDone = () => setTransfers((all) => all.filter((t) => t.state !== 'done'));
  return { transfers, upload, busy, clearDone };
}

/** Accepts files dropped anywhere on it; `picker` opens the file chooser. */
export function DropArea({
  onFiles,
  className,
  children,
}: {
  onFiles: (files: FileList) => void;
  className?: string;
  children: (picker: () => void) => ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) onFiles(event.dataTransfer.files);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button inside does the same
    <div
      className={`${className ?? ''}${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      {children(() => input.current?.click())}
      <input
        ref={input}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        multiple
        className="visually-hidden"
        aria-label="Choose images to upload"
        tabIndex={-1}
        onChange={(e) => {
          if (e.target.files?.length) onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </div>
  );
}

/** The invitation to upload, inside a DropArea (which takes the drop); `pick` opens the chooser. */
export function UploadZone({ pick }: { pick: () => void }) {
  return (
    <div className="upload-zone">
      <UploadCloud aria-hidden className="upload-icon" />
      <div>
        <p>
          <strong>Drop product photos anywhere on this page</strong> or{' '}
          <button type="button" className="link-button" onClick={pick}>
            choose files
          </button>
        </p>
        <p className="hint">JPEG, PNG, WebP, AVIF or GIF · up to 25 MiB and 50 megapixels each</p>
      </div>
    </div>
  );
}

export function TransferList({ transfers }: { transfers: Transfer[] }) {
  if (transfers.length === 0) return null;
  return (
    <ul className="transfers" aria-label="Uploads">
      {transfers.map((t) => (
        <li key={t.id} className={`transfer ${t.state}`}>
          <span className="truncate name">{t.name}</span>
          <progress max={1} value={t.progress} aria-label={`Upload of ${t.name}`} />
          <span className="state">
            {t.state === 'uploading' && `${Math.round(t.progress * 100)} %`}
            {t.state === 'processing' && 'Processing…'}
            {t.state === 'done' && 'Done'}
            {t.state === 'failed' && 'Failed'}
          </span>
          {t.state === 'failed' && <ProblemNotice error={t.error} className="compact" />}
        </li>
      ))}
    </ul>
  );
}

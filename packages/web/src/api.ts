/** The public API as the browser calls it: the session cookie, its CSRF header, the chosen workspace. */

import {
  type Problem as ApiProblem,
  type InsufficientCreditsError,
  type MediaItem,
  type PublishBlockedError,
  UPLOAD_TYPES,
  type UploadTicket,
} from '@contentforge/sdk';
import { navigate } from './navigation.js';

/**
 * A problem as the pages show it: the API's problem details, with what a 402 adds and what a 422
 * `publish_blocked` adds, typed as the SDK's errors read them. The browser makes some itself (no
 * answer, a file the library does not take): those have no `type`, and a body that is not problem
 * details may have no `detail`.
 */
export type Problem = Pick<ApiProblem, 'status' | 'code' | 'title' | 'errors'> &
  Partial<
    Pick<ApiProblem, 'detail'> &
      Pick<InsufficientCreditsError, 'purchaseUrl' | 'required' | 'balance'> &
      Pick<PublishBlockedError, 'problems'>
  >;

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title);
  }
}

/**
 * Told when the service no longer knows this browser (a 401 on any call: the session ended, expired,
 * or the user was removed), so the app can ask for the password again.
 */
export const signedOut = new EventTarget();

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const WORKSPACE_KEY = 'contentforge.workspace';

export function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export const chosenWorkspace = {
  get: (): string | null => localStorage.getItem(WORKSPACE_KEY),
  set: (id: string | null) =>
    id ? localStorage.setItem(WORKSPACE_KEY, id) : localStorage.removeItem(WORKSPACE_KEY),
};

function headersFor(method: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  const csrf = cookie('cf_csrf');
  if (UNSAFE.has(method) && csrf) headers['x-csrf-token'] = csrf;
  const workspace = chosenWorkspace.get();
  if (workspace) headers['x-workspace-id'] = workspace;
  return headers;
}

async function problemOf(response: Response): Promise<Problem> {
  try {
    const body = (await response.json()) as Partial<Problem>;
    return { status: response.status, code: 'unknown', title: response.statusText, ...body };
  } catch {
    return { status: response.status, code: 'unknown', title: response.statusText || 'Request failed' };
  }
}

/** Calls `/v1{path}` and answers its `data`; a problem answer throws an ApiError. */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/v1${path}`, {
      method,
      credentials: 'same-origin',
      headers: { ...headersFor(method, body !== undefined), ...extraHeaders },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'network',
      title: 'The service cannot be reached',
      detail: 'Check your connection and try again.',
    });
  }
  if (!response.ok) {
    const problem = await problemOf(response);
    if (problem.status === 401 && problem.code === 'unauthorized')
      signedOut.dispatchEvent(new Event('signed-out'));
    throw new ApiError(problem);
  }
  if (response.status === 204) return undefined as T;
  const json = (await response.json()) as { data: T };
  return json.data;
}

/** Ends this browser's session and forgets its workspace; the app goes back to the sign-in form. */
export async function signOut(): Promise<void> {
  await api('DELETE', '/sessions/current').catch(() => undefined);
  chosenWorkspace.set(null);
  signedOut.dispatchEvent(new Event('signed-out'));
  navigate('/');
}

/** A file's bytes, PUT to the signed address with upload progress. */
function putBytes(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(
            new ApiError({
              status: request.status,
              code: 'upload_failed',
              title: 'The upload was refused',
              detail: `The storage answered ${request.status}. Try again; if it keeps failing, the upload address may have expired.`,
            }),
          );
    request.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'network',
          title: 'The upload was interrupted',
          detail: 'Check your connection and try again.',
        }),
      );
    request.send(file);
  });
}

/** The direct-upload flow: an upload address (★1), the bytes (★2), then completion (★3). */
export async function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    throw new ApiError({
      status: 415,
      code: 'unsupported_media_type',
      title: 'Not an image the library takes',
      detail: `${file.name} is ${file.type || 'of an unknown type'}; upload a JPEG, PNG, WebP, AVIF or GIF.`,
    });
  }
  const target = await api<UploadTicket>('POST', '/media/upload-url', {
    mimeType: file.type,
    filename: file.name,
    size: file.size,
  });
  await putBytes(target.uploadUrl, target.headers, file, onProgress);
  return api<MediaItem>('POST', '/media/complete', { path: target.path });
}

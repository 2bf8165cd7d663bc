import type { ApiFailure, ApiResult } from './apiTypes.ts';
import { NO_ANSWER, readResponse } from './readResponse.ts';
import { sendSignedIn, type SignedInDeps } from './uploadAuth.ts';

export interface UploadRequest {
  /** The full path, with its app prefix (e.g. DRIVE_PATHS.uploadTactile). */
  readonly path: string;
  /** Sent as it is: its field names are already the spec's (FILE, DTM_GROUP_NO). */
  readonly form: FormData;
  /** Whole percent of the bytes sent, 0 to 100, as the browser reports them. */
  readonly onProgress?: (percent: number) => void;
  /** Aborting stops the upload; the server keeps nothing (spec: uploads are atomic). */
  readonly signal?: AbortSignal;
}

export interface UploadDeps extends SignedInDeps {
  /** A new XMLHttpRequest per attempt; tests give a fake. */
  readonly createRequest?: () => XMLHttpRequest;
}

/** An upload the user stopped. */
export type UploadAborted = ApiFailure & { readonly aborted: true };
export type UploadResult<T> = ApiResult<T> | UploadAborted;

// Statuses whose Response may carry no body.
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function attempt<T>(deps: UploadDeps, request: UploadRequest, token: string): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = deps.createRequest?.() ?? new XMLHttpRequest();
    const aborted: UploadAborted = { ok: false, status: 0, errors: [], aborted: true };
    if (request.signal?.aborted) return resolve(aborted);
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = (result: UploadResult<T> | Promise<UploadResult<T>>) => {
      request.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };

    xhr.open('POST', request.path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const status = xhr.status;
      if (status < 200 || status > 599) return finish(NO_ANSWER);
      const body = NULL_BODY.has(status) ? null : xhr.responseText;
      finish(readResponse<T>(new Response(body, { status })));
    };
    xhr.onerror = () => finish(NO_ANSWER);
    xhr.ontimeout = () => finish(NO_ANSWER);
    xhr.onabort = () => finish(aborted);
    xhr.send(request.form);
  });
}

/**
 * A multipart upload through XMLHttpRequest, which (unlike fetch) reports
 * how much has been sent. Auth as the API client does it: bearer token, one
 * refresh and one retry on a 401. Failures are results, logged like the
 * client's; the answer is read as the client reads it (keys in camelCase).
 */
export async function uploadWithProgress<T>(deps: UploadDeps, request: UploadRequest): Promise<UploadResult<T>> {
  const result = await sendSignedIn(deps, (token) => attempt<T>(deps, request, token));
  if (!result.ok && !('aborted' in result)) console.error(`API POST ${request.path} failed with status ${result.status}`, result.errors);
  return result;
}

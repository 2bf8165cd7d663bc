import type { ApiResult } from './apiTypes.ts';
import { NO_ANSWER, readResponse } from './readResponse.ts';
import { sendSignedIn, type SignedInDeps } from './uploadAuth.ts';
import { saveBlob } from '../platform/saveBlob.ts';

export interface DownloadDeps extends SignedInDeps {
  readonly fetch: typeof fetch;
  /** Hands the file to the browser; tests give a fake. */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/** The server's file name (RFC 6266 filename* first), else ours. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const extended = disposition && /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed name: ours will do.
    }
  }
  return (disposition && /filename\s*=\s*"([^"]+)"/i.exec(disposition)?.[1]) || fallback;
}

/** An attachment as the browser received it: its bytes and the name to save it under. */
export interface Attachment {
  readonly blob: Blob;
  readonly name: string;
}

/**
 * An attachment (a document's /doc/download or /doc/brl, a firmware file)
 * fetched as a Blob with the API client's sign-in rules: a plain link
 * cannot carry the token.
 */
export async function fetchAttachment(deps: DownloadDeps, url: string, fallbackName: string): Promise<ApiResult<Attachment>> {
  const result = await sendSignedIn<ApiResult<Attachment>>(deps, async (token) => {
    let response: Response;
    try {
      response = await deps.fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      return NO_ANSWER;
    }
    if (response.status !== 200) return readResponse<Attachment>(response);
    const name = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
    return { ok: true, status: 200, data: { blob: await response.blob(), name } };
  });
  if (!result.ok) console.error(`API GET ${url.split('?')[0] ?? url} failed with status ${result.status}`, result.errors);
  return result;
}

/** An attachment fetched (fetchAttachment) and handed to the browser as a download; resolves with its name. */
export async function downloadAttachment(deps: DownloadDeps, url: string, fallbackName: string): Promise<ApiResult<string>> {
  const result = await fetchAttachment(deps, url, fallbackName);
  if (!result.ok) return result;
  (deps.save ?? saveBlob)(result.data.blob, result.data.name);
  return { ok: true, status: 200, data: result.data.name };
}

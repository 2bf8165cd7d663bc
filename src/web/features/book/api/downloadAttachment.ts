import type { ApiResult } from '../../../api/apiTypes.ts';
import { NO_ANSWER, readResponse } from '../../../api/readResponse.ts';
import { sendSignedIn, type SignedInDeps } from '../../../api/uploadAuth.ts';
import { saveBlob } from '../../../platform/saveBlob.ts';

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

/**
 * A document's attachment (GET /doc/download, /doc/brl): fetched as a Blob
 * with the API client's sign-in rules (a plain link cannot carry the token)
 * and handed to the browser. The Book keeps this of its own: the Cloud's
 * download is in the Cloud's catalogue part, which the Book does not load.
 */
export async function downloadAttachment(deps: DownloadDeps, url: string, fallbackName: string): Promise<ApiResult<string>> {
  const result = await sendSignedIn<ApiResult<string>>(deps, async (token) => {
    let response: Response;
    try {
      response = await deps.fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      return NO_ANSWER;
    }
    if (response.status !== 200) return readResponse<string>(response);
    const name = attachmentName(response.headers.get('Content-Disposition'), fallbackName);
    (deps.save ?? saveBlob)(await response.blob(), name);
    return { ok: true, status: 200, data: name };
  });
  if (!result.ok) console.error(`API GET ${url.split('?')[0] ?? url} failed with status ${result.status}`, result.errors);
  return result;
}

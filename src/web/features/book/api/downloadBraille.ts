import type { ApiResult } from '../../../api/apiTypes.ts';
import { NO_ANSWER, readResponse } from '../../../api/readResponse.ts';
import { sendSignedIn, type SignedInDeps } from '../../../api/uploadAuth.ts';
import { saveBlob } from '../../../platform/saveBlob.ts';
import { BOOK_PATHS, type BrailleFormat } from './bookPaths.ts';

export interface BrailleDownloadDeps extends SignedInDeps {
  readonly fetch: typeof fetch;
  /** Hands the file to the browser; tests give a fake. */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/** The server's file name (RFC 6266 filename* first), else ours. */
function nameFrom(disposition: string | null, fallback: string): string {
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
 * GET /doc/brl?DTM_NO&FORMAT: the document in braille, as an attachment. As
 * the Cloud's downloads, fetched as a Blob with the sign-in rules (a link
 * cannot carry the token) and handed to the browser.
 */
export async function downloadBraille(
  deps: BrailleDownloadDeps,
  doc: { readonly dtmNo: string; readonly name: string },
  format: BrailleFormat,
): Promise<ApiResult<string>> {
  const url = `${BOOK_PATHS.braille}?DTM_NO=${encodeURIComponent(doc.dtmNo)}&FORMAT=${format}`;
  const result = await sendSignedIn<ApiResult<string>>(deps, async (token) => {
    let response: Response;
    try {
      response = await deps.fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      return NO_ANSWER;
    }
    if (response.status !== 200) return readResponse<string>(response);
    const name = nameFrom(response.headers.get('Content-Disposition'), `${doc.name}.${format}`);
    (deps.save ?? saveBlob)(await response.blob(), name);
    return { ok: true, status: 200, data: name };
  });
  if (!result.ok) console.error(`API GET ${BOOK_PATHS.braille} failed with status ${result.status}`, result.errors);
  return result;
}

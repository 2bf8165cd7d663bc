import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiResult } from '../../../api/apiTypes.ts';
import { NO_ANSWER, readResponse } from '../../../api/readResponse.ts';
import { sendSignedIn, type SignedInDeps } from '../../../api/uploadAuth.ts';
import { saveBlob } from '../../../platform/saveBlob.ts';

export interface DownloadDeps extends SignedInDeps {
  readonly fetch: typeof fetch;
  /** Hands the file to the browser; tests give a fake. */
  readonly save?: (blob: Blob, fileName: string) => void;
}

/** The name the server gives (RFC 6266: filename* in UTF-8 first), else ours. */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed name: ours will do.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1];
  return plain?.trim() ? plain : fallback;
}

/**
 * GET /doc/download?dtmNo needs the bearer token, which a plain link cannot
 * carry; so the file is fetched as a Blob (with the API client's sign-in
 * rules) and saved through an object URL. The answer is an attachment the
 * browser never renders (the server also sends nosniff and a sandbox CSP).
 */
export async function downloadFile(deps: DownloadDeps, file: { readonly dtmNo: string; readonly fileName: string }): Promise<ApiResult<string>> {
  const url = `${DRIVE_PATHS.download}?dtmNo=${encodeURIComponent(file.dtmNo)}`;
  const result = await sendSignedIn<ApiResult<string>>(deps, async (token) => {
    let response: Response;
    try {
      response = await deps.fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    } catch {
      return NO_ANSWER;
    }
    if (response.status !== 200) return readResponse<string>(response);
    const name = attachmentName(response.headers.get('Content-Disposition'), file.fileName);
    (deps.save ?? saveBlob)(await response.blob(), name);
    return { ok: true, status: 200, data: name };
  });
  if (!result.ok) console.error(`API GET ${DRIVE_PATHS.download} failed with status ${result.status}`, result.errors);
  return result;
}

import type { ConvertQuality } from '../../../../shared/api/conversion.ts';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient, ApiResult } from '../../../api/apiTypes.ts';
import type { ConversionStarted, ConversionState, ConvertQuota } from './types.ts';

/** The conversion calls that need no upload (issue 21; the upload is state/useConversionUploader.ts). */
export interface ConversionApi {
  /** GET /doc/convert-quota: this month's high-quality conversions. */
  quota(): Promise<ApiResult<ConvertQuota>>;
  /** GET /doc/convert-status?DTM_NO: where one document's conversion is. */
  status(dtmNo: string): Promise<ApiResult<ConversionState>>;
  /** POST /doc/convert-again: a FAILED document converted again from its kept source. */
  convertAgain(dtmNo: string, quality: ConvertQuality): Promise<ApiResult<ConversionStarted>>;
}

export function createConversionApi(client: ApiClient): ConversionApi {
  const auth = true;
  return {
    quota: () => client.get(DRIVE_PATHS.convertQuota, { auth }),
    status: (dtmNo) => client.get(DRIVE_PATHS.convertStatus, { auth, query: { dtmNo } }),
    convertAgain: (dtmNo, quality) => client.post(DRIVE_PATHS.convertAgain, { auth, body: { dtmNo, quality } }),
  };
}

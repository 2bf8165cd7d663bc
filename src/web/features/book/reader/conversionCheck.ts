import type { WireConversionState } from '../../../../shared/api/conversion.ts';
import { DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient } from '../../../api/apiTypes.ts';

// A converted document was checked for accessibility when its conversion
// ended (issue 22); the reader says how many problems were found. The
// conversion's state is its owner's only: anyone else, and a document never
// converted, get no answer and no note.

interface CamelState {
  readonly status?: WireConversionState['STATUS'];
  readonly a11yFindings?: { readonly errors?: number; readonly warnings?: number } | null;
}

/** The problems the check found (errors and warnings), or 0 when there is nothing to say. */
export async function conversionProblemCount(client: ApiClient, dtmNo: string): Promise<number> {
  const result = await client.get<CamelState>(DRIVE_PATHS.convertStatus, { auth: true, query: { dtmNo } });
  if (!result.ok || result.data.status !== 'SUCCESS') return 0;
  const findings = result.data.a11yFindings;
  return (findings?.errors ?? 0) + (findings?.warnings ?? 0);
}

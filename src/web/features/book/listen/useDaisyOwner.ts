import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { daisyStatus } from '../api/daisyApi.ts';

/**
 * Whether the user may have a DAISY book of the document: the server answers
 * GET /doc/daisy-status only for one's own documents (404 for another's, as
 * every drive read), so the reader offers Listen once it has answered.
 */
export function useDaisyOwner(client: ApiClient, dtmNo: string): boolean {
  const [owner, setOwner] = useState<{ readonly dtmNo: string; readonly yes: boolean }>();
  useEffect(() => {
    if (dtmNo === '') return;
    let live = true;
    void daisyStatus(client, dtmNo).then((result) => {
      if (live) setOwner({ dtmNo, yes: result.ok });
    });
    return () => {
      live = false;
    };
  }, [client, dtmNo]);
  return owner?.dtmNo === dtmNo && owner.yes;
}

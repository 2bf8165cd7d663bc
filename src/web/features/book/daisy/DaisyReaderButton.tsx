import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useApi } from '../../../api/ApiContext.tsx';
import { daisyStatus } from '../api/daisyApi.ts';
import { DaisyExport } from './DaisyExport.tsx';
import type { DaisyDocument } from './useDaisyExport.ts';
import { daisyMessages as m } from './messages.ts';

/**
 * The reader's "DAISY 3 talking book…" button, for the document's owner: the
 * server answers GET /doc/daisy-status only for one's own documents (404 for
 * another's, as every drive read), so the button shows once it has answered.
 */
export function DaisyReaderButton({ doc }: { readonly doc: DaisyDocument }) {
  const intl = useIntl();
  const client = useApi();
  const [owner, setOwner] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    void daisyStatus(client, doc.dtmNo).then((result) => {
      if (live) setOwner(result.ok);
    });
    return () => {
      live = false;
    };
  }, [client, doc.dtmNo]);
  if (!owner) return null;
  return (
    <>
      <Button className="button" onPress={() => setOpen(true)}>
        {intl.formatMessage(m.readerButton)}
      </Button>
      {open && <DaisyExport doc={doc} onClose={() => setOpen(false)} />}
    </>
  );
}

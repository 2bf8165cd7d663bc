import { useEffect, useState } from 'react';
import { useApi } from '../../../api/ApiContext.tsx';
import { daisyStatus } from '../api/daisyApi.ts';
import type { DaisyStateView } from './DaisyBookState.tsx';
import { DaisyExportDialog } from './DaisyExportDialog.tsx';
import { useDaisyExport, type DaisyDocument } from './useDaisyExport.ts';

/**
 * The export dialog for one saved document, with its latest book's state
 * (GET /doc/daisy-status once on opening). Export closes it first, so the
 * toast and its announcement come with focus back where the dialog was
 * asked for; the job is then followed to its own toast.
 */
export function DaisyExport({ doc, onClose }: { readonly doc: DaisyDocument; readonly onClose: () => void }) {
  const client = useApi();
  const daisy = useDaisyExport();
  const [view, setView] = useState<DaisyStateView>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void daisyStatus(client, doc.dtmNo).then((result) => {
      if (live) setView(result.ok ? { kind: 'known', state: result.data } : { kind: 'unknown' });
    });
    return () => {
      live = false;
    };
  }, [client, doc.dtmNo]);
  return (
    <DaisyExportDialog
      state={view}
      onExport={(request) => {
        onClose();
        void daisy.start(doc, request);
      }}
      onDownload={() => void daisy.download(doc)}
      onClose={onClose}
    />
  );
}

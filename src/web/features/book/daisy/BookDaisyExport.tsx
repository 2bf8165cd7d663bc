import { useEffect } from 'react';
import { DaisyExport } from './DaisyExport.tsx';
import { closeDaisyExport, useDaisyExportRequest } from './daisyExportRequest.ts';

/** The Book page's export dialog, shown while the command's request stands; leaving the page drops it. */
export function BookDaisyExport() {
  const doc = useDaisyExportRequest();
  useEffect(() => closeDaisyExport, []);
  return doc ? <DaisyExport key={doc.dtmNo} doc={doc} onClose={closeDaisyExport} /> : null;
}

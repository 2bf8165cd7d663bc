// Which document the Book's export dialog is open for: the "Export as DAISY 3…"
// command (its code runs outside the page's components, after saving) asks,
// the Book page shows the dialog while there is an answer. A store, as
// presentationRequest.ts, so the command needs nothing of the page.

import { useSyncExternalStore } from 'react';
import type { DaisyDocument } from './useDaisyExport.ts';

let asked: DaisyDocument | null = null;
const listeners = new Set<() => void>();

function set(value: DaisyDocument | null): void {
  if (asked === value) return;
  asked = value;
  listeners.forEach((listener) => listener());
}

export const askDaisyExport = (doc: DaisyDocument): void => set(doc);
export const closeDaisyExport = (): void => set(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => asked;

/** The document the dialog was asked for, until it closes. */
export function useDaisyExportRequest(): DaisyDocument | null {
  return useSyncExternalStore(subscribe, read, read);
}

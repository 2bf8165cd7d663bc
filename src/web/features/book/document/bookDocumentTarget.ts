// The bridge between the Book shown and the command registry (as the
// Canvas's canvasTarget.ts): the provider registers its actions while it is
// mounted, and the commands' code reads them. Types only are imported.

export interface BookDocumentTarget {
  newDocument(): void;
  open(): void;
  save(): void;
  saveAs(): void;
  downloadHtml(): void;
  downloadBraille(): void;
  openInReader(): void;
  /** Saves first if need be, then opens the DAISY 3 export dialog. */
  exportDaisy(): void;
  /** A save or an open is under way. */
  readonly busy: boolean;
  /** The document is on the drive (downloads and the reader need it). */
  readonly saved: boolean;
}

let current: BookDocumentTarget | null = null;

/** The Book shown registers itself; the returned function unregisters it (if still current). */
export function setBookDocumentTarget(target: BookDocumentTarget): () => void {
  current = target;
  return () => {
    if (current === target) current = null;
  };
}

export function currentBookDocumentTarget(): BookDocumentTarget | null {
  return current;
}

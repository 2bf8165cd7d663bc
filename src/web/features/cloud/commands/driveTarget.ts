// The bridge between the Cloud screens and the command registry. The
// registry is loaded on every page, the screens only with their chunk; so a
// screen registers what its commands act on here while it is shown, and the
// commands (cloudCommands.ts) read it. Nothing of the screens' code is
// imported: only this small shape.

/** What is selected, counted by what the commands need to know. */
export interface SelectionSummary {
  readonly count: number;
  readonly files: number;
  readonly folders: number;
  /** Selected files that are published in the library. */
  readonly publicFiles: number;
  /** Selected documents whose HTML conversion failed (issue 21: they can be converted again). */
  readonly failedConversions: number;
}

export const NOTHING_SELECTED: SelectionSummary = { count: 0, files: 0, folders: 0, publicFiles: 0, failedConversions: 0 };

export interface FilesActions {
  newFolder(): void;
  upload(): void;
  rename(): void;
  moveTo(): void;
  copyTo(): void;
  copy(): void;
  cut(): void;
  paste(): void;
  trash(): void;
  publish(): void;
  unpublish(): void;
  download(): void;
  details(): void;
  open(): void;
  selectAll(): void;
  undo(): void;
  redo(): void;
  goUp(): void;
  toggleView(): void;
  focusSearch(): void;
  convertAgain(): void;
}

/** My files (/cloud). */
export interface FilesTarget {
  readonly view: 'files';
  /** A drive command is running; the next waits. */
  readonly busy: boolean;
  readonly selection: SelectionSummary;
  readonly itemCount: number;
  readonly clipboardCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly atRoot: boolean;
  readonly actions: FilesActions;
}

/** The trash (/cloud/trash). */
export interface TrashTarget {
  readonly view: 'trash';
  readonly busy: boolean;
  readonly selection: SelectionSummary;
  readonly itemCount: number;
  readonly actions: { restore(): void; deleteForever(): void; emptyTrash(): void; selectAll(): void };
}

/** The library (/cloud/library). */
export interface LibraryTarget {
  readonly view: 'library';
  readonly selection: SelectionSummary;
  readonly actions: { details(): void; download(): void; open(): void; toggleView(): void; focusSearch(): void };
}

export type DriveTarget = FilesTarget | TrashTarget | LibraryTarget;

let current: DriveTarget | null = null;

/** The screen shown registers itself; the returned function unregisters it (if still current). */
export function setDriveTarget(target: DriveTarget): () => void {
  current = target;
  return () => {
    if (current === target) current = null;
  };
}

export function currentDriveTarget(): DriveTarget | null {
  return current;
}

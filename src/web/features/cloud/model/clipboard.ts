import type { ItemRef } from './types.ts';

// Spec §4: the drive's clipboard holds items in mode CUT or COPY. Pasting a
// cut moves the items and empties the clipboard; pasting a copy copies them
// and keeps the clipboard, so it can be pasted again elsewhere.

export type ClipboardMode = 'CUT' | 'COPY';

export interface DriveClipboard {
  readonly mode: ClipboardMode;
  readonly items: readonly ItemRef[];
}

/** Putting items on the clipboard replaces what was there; nothing selected leaves it empty. */
export function clip(mode: ClipboardMode, items: readonly ItemRef[]): DriveClipboard | null {
  return items.length === 0 ? null : { mode, items: [...items] };
}

export type PastePlan =
  | { readonly ok: true; readonly mode: ClipboardMode; readonly items: readonly ItemRef[] }
  /** empty: 'No file to paste'; alreadyHere: every cut item is in this folder already; intoItself: a folder cannot go into itself. */
  | { readonly ok: false; readonly problem: 'empty' | 'alreadyHere' | 'intoItself' };

/** What pasting into a folder would do. */
export function planPaste(clipboard: DriveClipboard | null, folderNo: string): PastePlan {
  if (clipboard === null || clipboard.items.length === 0) return { ok: false, problem: 'empty' };
  if (clipboard.items.some((item) => item.type === 'FOLDER' && item.no === folderNo)) return { ok: false, problem: 'intoItself' };
  const items = clipboard.mode === 'CUT' ? clipboard.items.filter((item) => item.parentNo !== folderNo) : clipboard.items;
  if (items.length === 0) return { ok: false, problem: 'alreadyHere' };
  return { ok: true, mode: clipboard.mode, items };
}

/** The clipboard after a paste: a cut is used up, a copy stays. */
export function afterPaste(clipboard: DriveClipboard | null): DriveClipboard | null {
  return clipboard?.mode === 'COPY' ? clipboard : null;
}

/** Whether an item waits on the clipboard to be moved (shown as cut). */
export function isCut(clipboard: DriveClipboard | null, key: string): boolean {
  return clipboard?.mode === 'CUT' && clipboard.items.some((item) => item.key === key);
}

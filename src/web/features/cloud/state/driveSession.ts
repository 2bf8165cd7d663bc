import type { DriveClipboard } from '../model/clipboard.ts';
import { createDriveHistory, type DriveHistory } from '../model/history.ts';

export interface ClipboardStore {
  get(): DriveClipboard | null;
  set(clipboard: DriveClipboard | null): void;
  subscribe(listener: () => void): () => void;
}

/** What the drive remembers between its screens: undo history and clipboard, per user. */
export interface DriveSession {
  readonly userNo: string;
  readonly history: DriveHistory;
  readonly clipboard: ClipboardStore;
}

function createClipboardStore(): ClipboardStore {
  let value: DriveClipboard | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let session: DriveSession | undefined;

/**
 * The session of the signed-in user: it lives as long as the page, so
 * moving between My files, the trash and the library keeps the clipboard and
 * the undo history; another user starts afresh.
 */
export function driveSessionFor(userNo: string): DriveSession {
  if (session?.userNo !== userNo) session = { userNo, history: createDriveHistory(), clipboard: createClipboardStore() };
  return session;
}

/** Forgets the session (sign-out; tests start each case afresh). */
export function forgetDriveSession(): void {
  session = undefined;
}

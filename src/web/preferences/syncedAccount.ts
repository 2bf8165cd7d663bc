// Which account this browser's preferences belong to. Set when the browser
// took an account's preferences from the server; cleared at sign-out. While it
// names the signed-in user, the browser's stores are that account's copy and
// each change is sent on; when it does not (the first sign-in here, another
// user, after a sign-out) the server's values are read and win.

export const SYNCED_ACCOUNT_KEY = 'preferences.syncedFor';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function syncedAccount(): string | undefined {
  try {
    return storage()?.getItem(SYNCED_ACCOUNT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberSyncedAccount(userNo: string): void {
  try {
    storage()?.setItem(SYNCED_ACCOUNT_KEY, userNo);
  } catch {
    // storage full or disabled: the server's values are read again next time
  }
}

export function forgetSyncedAccount(): void {
  try {
    storage()?.removeItem(SYNCED_ACCOUNT_KEY);
  } catch {
    // nothing to forget
  }
}

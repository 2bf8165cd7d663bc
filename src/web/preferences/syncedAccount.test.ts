import { afterEach, describe, expect, it } from 'vitest';
import { SYNCED_ACCOUNT_KEY, forgetSyncedAccount, rememberSyncedAccount, syncedAccount } from './syncedAccount.ts';

describe("the account this browser's preferences belong to", () => {
  afterEach(() => window.localStorage.clear());

  it('is none until an account is synced, names it until sign-out, and none again after', () => {
    expect(syncedAccount()).toBeUndefined();
    rememberSyncedAccount('42');
    expect(syncedAccount()).toBe('42');
    expect(window.localStorage.getItem(SYNCED_ACCOUNT_KEY)).toBe('42');
    forgetSyncedAccount();
    expect(syncedAccount()).toBeUndefined();
  });
});

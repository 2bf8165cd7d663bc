import { useEffect, useMemo, useRef } from 'react';
import type { UserPreferences } from '../../shared/api/userPreferences.ts';
import { USER_PREFERENCES_PATH } from '../../shared/api/userPreferencesPaths.ts';
import { useApi } from '../api/ApiContext.tsx';
import { useSession } from '../auth/SessionContext.tsx';
import { useLocaleState } from '../i18n/LocaleContext.tsx';
import { useAudioPlayback, writeAudioPlayback } from './audioPlayback.ts';
import { useBrailleSetting, writeBrailleSetting } from './brailleSetting.ts';
import { chosenLocale } from '../i18n/localePreference.ts';
import { changedFields, fromServer, keepLocalChanges, keptFromBrowser, toWire, type LocalPreferences } from './preferenceSync.ts';
import { usePrintModePreference } from './printMode.ts';
import { forgetSyncedAccount, rememberSyncedAccount, syncedAccount } from './syncedAccount.ts';

/**
 * Keeps a signed-in user's preferences on the server (spec §3), so they
 * follow the user to another computer. Local storage is the cache the first
 * paint reads; when a user signs in on this browser the server's values win;
 * a user who never saved any gets the browser's. From then on this browser's
 * stores are the account's copy (`syncedAccount`) and each change is sent as
 * a PATCH of the fields that changed; signing out ends that, so the next
 * sign-in reads the server's again. A guest's preferences stay in the
 * browser. Renders nothing.
 */
export function PreferencesSync() {
  const api = useApi();
  const userNo = useSession()?.userNo;
  const { locale, setLocale } = useLocaleState();
  const { printMode, setPrintMode } = usePrintModePreference();
  const { setting: braille } = useBrailleSetting();
  const audio = useAudioPlayback();
  const local = useMemo<LocalPreferences>(() => ({ locale, printMode, braille, audio }), [locale, printMode, braille, audio]);
  const wire = useMemo(() => toWire(local), [local]);

  // The latest values for the sign-in effect, which runs once per user.
  const latest = useRef({ local, setLocale, setPrintMode });
  useEffect(() => {
    latest.current = { local, setLocale, setPrintMode };
  });
  // What the server holds for this user, as far as this tab knows; null until it has been read.
  const synced = useRef<{ userNo: string; sent: UserPreferences } | null>(null);

  useEffect(() => {
    synced.current = null;
    if (userNo === undefined) {
      forgetSyncedAccount();
      return undefined;
    }
    if (syncedAccount() === userNo) {
      // Read at this browser's sign-in and kept up to date since: nothing to fetch.
      synced.current = { userNo, sent: toWire(latest.current.local) };
      return undefined;
    }
    let live = true;
    // What the browser held when it asked: a change made while the answer was on its way is the user's latest word.
    const asked = toWire(latest.current.local);
    // The answer's schema loads beside the request (every page carries this component, not zod).
    const schema = import('../../shared/api/userPreferences.ts').then(
      (module) => module.userPreferencesData,
      () => undefined,
    );
    void (async () => {
      const answer = await api.get(USER_PREFERENCES_PATH, { auth: true });
      if (!live || !answer.ok) return;
      const server = (await schema)?.safeParse(answer.data);
      if (!live || !server?.success) return;
      const { local: before, setLocale: applyLocale, setPrintMode: applyPrintMode } = latest.current;
      if (!server.data.saved) {
        // First sign-in anywhere: what this browser was set to becomes the user's.
        const sent = toWire(before);
        synced.current = { userNo, sent };
        rememberSyncedAccount(userNo);
        await api.put(USER_PREFERENCES_PATH, { auth: true, body: sent });
        return;
      }
      const changedMeanwhile = keptFromBrowser(asked, before, chosenLocale(window.localStorage) !== undefined);
      const fromAccount = fromServer(server.data, before);
      const after = keepLocalChanges(fromAccount, before, changedMeanwhile);
      if (after.locale !== before.locale) await applyLocale(after.locale).catch(() => undefined);
      if (!live) return;
      if (after.printMode !== before.printMode) applyPrintMode(after.printMode);
      writeBrailleSetting(after.braille);
      writeAudioPlayback(after.audio);
      synced.current = { userNo, sent: toWire(after) };
      rememberSyncedAccount(userNo);
      if (Object.keys(changedMeanwhile).length > 0) await api.patch(USER_PREFERENCES_PATH, { auth: true, body: changedMeanwhile });
    })();
    return () => {
      live = false;
    };
  }, [api, userNo]);

  useEffect(() => {
    const state = synced.current;
    if (state === null || state.userNo !== userNo) return;
    const patch = changedFields(state.sent, wire);
    if (Object.keys(patch).length === 0) return;
    const previous = state.sent;
    state.sent = wire;
    void api.patch(USER_PREFERENCES_PATH, { auth: true, body: patch }).then((answer) => {
      // Not saved (offline, signed out): the next change sends this one again.
      if (!answer.ok && synced.current === state) state.sent = { ...previous };
    });
  }, [api, userNo, wire]);

  return null;
}

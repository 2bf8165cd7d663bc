// The browser's preferences and the server's copy of them (spec §3 user
// preferences and Easy settings), field for field. The browser keeps each
// preference in its own store (interface language, device print mode,
// braille setting, audio playback); these functions turn them into the
// wire's fields and back, and find what changed.

// The catalogue and setting modules themselves, not core/braille/index.ts: every page carries this.
import { findBrailleTable } from '../../core/braille/catalogue.ts';
import { settingForTable, tableForSetting, type BrailleSetting } from '../../core/braille/setting.ts';
import type { UserPreferences, UserPreferencesData, UserPreferencesPatch } from '../../shared/api/userPreferences.ts';
import type { AppLocale } from '../../shared/i18n/locales.ts';
import type { PrintMode } from './printMode.ts';
import type { AudioPlayback } from './audioPlayback.ts';

export interface LocalPreferences {
  readonly locale: AppLocale;
  readonly printMode: PrintMode;
  readonly braille: BrailleSetting;
  readonly audio: AudioPlayback;
}

/** The wire's fields for what the browser holds now. */
export function toWire(local: LocalPreferences): UserPreferences {
  const table = tableForSetting(local.braille);
  return {
    SYS_LANG: local.locale,
    AUTO_PRINT: local.printMode === 'automatic' ? 'Y' : 'N',
    AUTO_AUD_YN: local.audio.autoPlay ? 'Y' : 'N',
    BRAILLE: table.language,
    CODE: table.code,
    BRAILLE_PIN: local.braille.pin,
    AUDIO_RATE: local.audio.rate,
  };
}

/** What the browser should hold after sign-in: the server's values win; a field it never got keeps the browser's. */
export function fromServer(server: UserPreferencesData, local: LocalPreferences): LocalPreferences {
  const table = server.code !== null ? findBrailleTable(server.code) : server.braille !== null ? tableForSetting({ language: server.braille }) : undefined;
  const braille = table ? { ...settingForTable(table), pin: server.braillePin ?? table.pin } : local.braille;
  return {
    locale: server.sysLang ?? local.locale,
    printMode: server.autoPrint === 'Y' ? 'automatic' : 'manual',
    braille,
    audio: { autoPlay: server.autoAudYn === 'Y', rate: server.audioRate },
  };
}

/** The fields of `next` that differ from `sent`: what a PATCH carries. */
export function changedFields(sent: UserPreferences, next: UserPreferences): UserPreferencesPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof UserPreferences)[]) {
    if (next[key] !== sent[key]) patch[key] = next[key];
  }
  return patch as UserPreferencesPatch;
}

/** The server's values, but the browser's for the fields the user changed while the server's were on their way. */
export function keepLocalChanges(server: LocalPreferences, local: LocalPreferences, changed: UserPreferencesPatch): LocalPreferences {
  const has = (key: keyof UserPreferencesPatch) => changed[key] !== undefined;
  return {
    locale: has('SYS_LANG') ? local.locale : server.locale,
    printMode: has('AUTO_PRINT') ? local.printMode : server.printMode,
    braille: has('CODE') || has('BRAILLE') || has('BRAILLE_PIN') ? local.braille : server.braille,
    audio: {
      autoPlay: has('AUTO_AUD_YN') ? local.audio.autoPlay : server.audio.autoPlay,
      rate: has('AUDIO_RATE') ? local.audio.rate : server.audio.rate,
    },
  };
}

/**
 * The fields the browser keeps over the server's at sign-in, as the PATCH
 * that saves them: those the user changed while the server's answer was on
 * its way, and the interface language when it was chosen on this browser (a
 * language picked before signing in is the user's latest word; a new computer
 * with none takes the account's).
 */
export function keptFromBrowser(asked: UserPreferences, now: LocalPreferences, languageChosenHere: boolean): UserPreferencesPatch {
  const changed = changedFields(asked, toWire(now));
  return languageChosenHere ? { ...changed, SYS_LANG: now.locale } : changed;
}

// The user's braille setting (spec §3: kind, language, grade, rule, 6 or 8
// pins): chosen in Settings (features/braille/BrailleSettingSection.tsx),
// read by the Canvas's text tools and its text line. Kept in local storage
// like the device preferences; a stored value that does not name a table
// falls back to the spec's default (DOT, English grade 2, 6 pins). Every
// reader follows a change at once, in other tabs too.

import { useSyncExternalStore } from 'react';
import {
  DEFAULT_BRAILLE_SETTING,
  settingForTable,
  tableForSetting,
  type BrailleSetting,
  type BrailleTableEntry,
} from '../../core/braille/index.ts';

export const BRAILLE_SETTING_KEY = 'brailleSetting';

/** The setting a stored text holds, checked field by field; the table decides what the pin count does not. */
export function parseBrailleSetting(text: string | null): BrailleSetting {
  let stored: Partial<Record<keyof BrailleSetting, unknown>> = {};
  try {
    stored = { ...(JSON.parse(text ?? '{}') as object) };
  } catch {
    return DEFAULT_BRAILLE_SETTING;
  }
  if (typeof stored.language !== 'string') return DEFAULT_BRAILLE_SETTING;
  const table = tableForSetting({
    language: stored.language,
    grade: Number(stored.grade),
    ...(typeof stored.rule === 'string' ? { rule: stored.rule } : {}),
  });
  const pin = stored.pin === 6 || stored.pin === 8 ? stored.pin : table.pin;
  return { ...settingForTable(table), pin };
}

/** The catalogue table the setting translates with. */
export function settingTable(setting: BrailleSetting): BrailleTableEntry {
  return tableForSetting(setting);
}

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

let cachedText: string | null | undefined;
let cached: BrailleSetting = DEFAULT_BRAILLE_SETTING;

export function readBrailleSetting(): BrailleSetting {
  let text: string | null = null;
  try {
    text = storage()?.getItem(BRAILLE_SETTING_KEY) ?? null;
  } catch {
    // storage disabled: the default, for this visit
  }
  // The same object while the stored text is the same, as useSyncExternalStore needs.
  if (text !== cachedText) {
    cachedText = text;
    cached = parseBrailleSetting(text);
  }
  return cached;
}

export function writeBrailleSetting(setting: BrailleSetting): void {
  try {
    storage()?.setItem(BRAILLE_SETTING_KEY, JSON.stringify(setting));
  } catch {
    // not remembered across visits
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the setting changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BRAILLE_SETTING_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The braille setting and its table, following changes. */
export function useBrailleSetting(): { setting: BrailleSetting; table: BrailleTableEntry } {
  const setting = useSyncExternalStore(subscribe, readBrailleSetting, () => DEFAULT_BRAILLE_SETTING);
  return { setting, table: settingTable(setting) };
}

// The user's braille setting (spec §3: kind, language, grade, rule, 6 or 8
// pins): chosen in Settings (features/braille/BrailleSettingSection.tsx),
// read by the Canvas's text tools and its text line. Kept in local storage
// like the device preferences; a stored value that does not name a table
// falls back to the spec's default (DOT, English grade 2, 6 pins). Every
// reader follows a change at once, in other tabs too.

// The modules themselves, not core/braille/index.ts: every page carries this (the account sync).
import type { BrailleTableEntry } from '../../core/braille/catalogue.ts';
import { DEFAULT_BRAILLE_SETTING, settingForTable, tableForSetting, type BrailleSetting } from '../../core/braille/setting.ts';
import { storedPreference } from './storedPreference.ts';

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

const store = storedPreference(BRAILLE_SETTING_KEY, parseBrailleSetting, DEFAULT_BRAILLE_SETTING);

export const readBrailleSetting = (): BrailleSetting => store.read();
export const writeBrailleSetting = (setting: BrailleSetting): void => store.write(setting);

/** The braille setting and its table, following changes. */
export function useBrailleSetting(): { setting: BrailleSetting; table: BrailleTableEntry } {
  const setting = store.use();
  return { setting, table: settingTable(setting) };
}

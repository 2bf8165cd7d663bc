import type { Kysely } from 'kysely';
import { DEFAULT_USER_PREFERENCES, type UserPreferences, type UserPreferencesPatch, type UserPreferencesResponse } from '../../shared/api/userPreferences.ts';
import { isAppLocale } from '../../shared/i18n/locales.ts';
import type { DB } from '../db/schema.ts';

// A user's preferences row (migration 0006): read as the wire's UPPER_SNAKE
// fields, and written by an upsert so two browsers saving at once both land
// (the later write of a field wins; fields a PATCH leaves out are kept).

type Row = DB['user_preferences'];

function toWire(row: { [K in keyof Row]?: unknown } | undefined): UserPreferencesResponse {
  if (!row) return { ...DEFAULT_USER_PREFERENCES, SAVED: false };
  const sysLang = typeof row.sys_lang === 'string' && isAppLocale(row.sys_lang) ? row.sys_lang : null;
  const pin = Number(row.braille_pin);
  return {
    SYS_LANG: sysLang,
    AUTO_PRINT: row.auto_print === 'Y' ? 'Y' : 'N',
    AUTO_AUD_YN: row.auto_aud_yn === 'Y' ? 'Y' : 'N',
    BRAILLE: typeof row.braille === 'string' ? row.braille : null,
    CODE: typeof row.code === 'string' ? row.code : null,
    BRAILLE_PIN: pin === 6 || pin === 8 ? pin : null,
    AUDIO_RATE: Number(row.audio_rate),
    SAVED: true,
  };
}

function toColumns(change: UserPreferencesPatch) {
  return {
    ...(change.SYS_LANG !== undefined ? { sys_lang: change.SYS_LANG } : {}),
    ...(change.AUTO_PRINT !== undefined ? { auto_print: change.AUTO_PRINT } : {}),
    ...(change.AUTO_AUD_YN !== undefined ? { auto_aud_yn: change.AUTO_AUD_YN } : {}),
    ...(change.BRAILLE !== undefined ? { braille: change.BRAILLE } : {}),
    ...(change.CODE !== undefined ? { code: change.CODE } : {}),
    ...(change.BRAILLE_PIN !== undefined ? { braille_pin: change.BRAILLE_PIN } : {}),
    ...(change.AUDIO_RATE !== undefined ? { audio_rate: change.AUDIO_RATE } : {}),
  };
}

export async function readUserPreferences(db: Kysely<DB>, userRowNo: string): Promise<UserPreferencesResponse> {
  const row = await db.selectFrom('user_preferences').selectAll().where('user_no', '=', userRowNo).executeTakeFirst();
  return toWire(row);
}

/** Saves a whole set (PUT) or some fields (PATCH), and answers with what is stored now. */
export async function saveUserPreferences(db: Kysely<DB>, userRowNo: string, change: UserPreferences | UserPreferencesPatch): Promise<UserPreferencesResponse> {
  const columns = toColumns(change);
  const now = new Date();
  await db
    .insertInto('user_preferences')
    .values({ user_no: userRowNo, sys_lang: null, braille: null, code: null, braille_pin: null, ...columns, updated_at: now })
    .onConflict((c) => c.column('user_no').doUpdateSet({ ...columns, updated_at: now }))
    .execute();
  return readUserPreferences(db, userRowNo);
}

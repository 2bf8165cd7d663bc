import { z } from 'zod/mini';
import { findBrailleTable } from '../../core/braille/index.ts';
import { PICKER_LOCALES } from '../i18n/locales.ts';

// A signed-in user's preferences and Easy settings (spec §3), kept on the
// server so they follow the user to another computer. On the wire the keys
// are UPPER_SNAKE; read back in camelCase they are the spec's own names
// (sysLang, autoPrint, autoAudYn, braille, code). Our additions: the braille
// cell size the user chose for the table (BRAILLE_PIN) and the page audio's
// playback speed (AUDIO_RATE). A field that is null has not been chosen yet:
// the browser keeps its own value for it.
export { USER_PREFERENCES_PATH } from './userPreferencesPaths.ts';

/** The playback speeds a page's audio may use (the same bounds as a page's PLAYBACK_RATE). */
export const AUDIO_RATE_RANGE = { min: 0.25, max: 4 } as const;

const yesNo = z.enum(['Y', 'N']);

const fields = {
  /** The user's interface language. */
  SYS_LANG: z.nullable(z.enum(PICKER_LOCALES)),
  /** 'Y': the tactile display follows every change (print mode automatic). Default N. */
  AUTO_PRINT: yesNo,
  /** 'Y': a page's audio plays by itself when the page opens. Default N. */
  AUTO_AUD_YN: yesNo,
  /** The braille translation language (spec §3 braille setting's language). */
  BRAILLE: z.nullable(z.string().check(z.minLength(1), z.maxLength(40))),
  /** The braille table's code (`en-ueb-g2`): one the catalogue lists. */
  CODE: z.nullable(
    z.string().check(
      z.refine((code) => findBrailleTable(code) !== undefined, { message: 'CODE must name a braille table.' }),
    ),
  ),
  BRAILLE_PIN: z.nullable(z.union([z.literal(6), z.literal(8)])),
  AUDIO_RATE: z.number().check(z.gte(AUDIO_RATE_RANGE.min), z.lte(AUDIO_RATE_RANGE.max)),
};

/** PUT: every field. */
export const userPreferences = z.strictObject(fields);
/** PATCH: any of the fields; those left out keep their value. */
export const userPreferencesPatch = z.strictObject({
  SYS_LANG: z.optional(fields.SYS_LANG),
  AUTO_PRINT: z.optional(fields.AUTO_PRINT),
  AUTO_AUD_YN: z.optional(fields.AUTO_AUD_YN),
  BRAILLE: z.optional(fields.BRAILLE),
  CODE: z.optional(fields.CODE),
  BRAILLE_PIN: z.optional(fields.BRAILLE_PIN),
  AUDIO_RATE: z.optional(fields.AUDIO_RATE),
});

export type UserPreferences = z.infer<typeof userPreferences>;
export type UserPreferencesPatch = z.infer<typeof userPreferencesPatch>;

/** What a user has before choosing anything: the spec's defaults (autoPrint N, autoAudYn N). */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  SYS_LANG: null,
  AUTO_PRINT: 'N',
  AUTO_AUD_YN: 'N',
  BRAILLE: null,
  CODE: null,
  BRAILLE_PIN: null,
  AUDIO_RATE: 1,
};

/** The answer of GET, PUT and PATCH: the preferences, and whether the user ever saved any. */
export const userPreferencesResponse = z.object({ ...fields, SAVED: z.boolean() });
export type UserPreferencesResponse = z.infer<typeof userPreferencesResponse>;

/** The same answer as the web client reads it (keys in camelCase). */
export const userPreferencesData = z.object({
  sysLang: fields.SYS_LANG,
  autoPrint: fields.AUTO_PRINT,
  autoAudYn: fields.AUTO_AUD_YN,
  braille: fields.BRAILLE,
  code: fields.CODE,
  braillePin: fields.BRAILLE_PIN,
  audioRate: fields.AUDIO_RATE,
  saved: z.boolean(),
});
export type UserPreferencesData = z.infer<typeof userPreferencesData>;

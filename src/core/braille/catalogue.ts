// The braille table list (product spec §3): every table the product offers,
// with the liblouis table each engine uses for it and which engines are
// trusted to translate it. "Trusted" is not a guess: the fidelity test
// (src/server/braille/fidelity.test.ts) translates committed sentences with
// every engine, compares them with Debian's `lou_translate`, and fails when an
// engine listed here disagrees. docs/braille.md has the measured figures.

import type { BrailleKind, BraillePins } from './setting.ts';
import type { EngineId } from './engines.ts';
import type { TableVariant } from './tableLabels.ts';

export interface BrailleTableEntry {
  /** Our stable id for the table, used in settings, files and the API. */
  readonly code: string;
  /** The engine family of the original product: DOT and AMEDIA were its own, now mapped onto liblouis. */
  readonly kind: BrailleKind;
  /** The spec's language name (the braille setting stores it). */
  readonly language: string;
  /** BCP 47 tag of the text the table reads: names it in every UI language and marks PEF files. */
  readonly lang: string;
  readonly grade: 0 | 1 | 2;
  readonly variant: TableVariant;
  readonly pin: BraillePins;
  /** The table offered first for its language; exactly one entry overall is `isDefault`. */
  readonly isDefault: boolean;
  /** liblouis table list per engine; an engine without one cannot translate this table. */
  readonly tables: Partial<Record<EngineId, string>>;
  /** Engines whose output matched current liblouis on every fidelity sentence. */
  readonly trusted: readonly EngineId[];
  /** The fidelity sentences (src/core/braille/__fixtures__/sentences/<file>.txt). */
  readonly sentences: string;
}

type EntryInput = Omit<BrailleTableEntry, 'isDefault' | 'trusted' | 'sentences'> &
  Partial<Pick<BrailleTableEntry, 'isDefault' | 'trusted' | 'sentences'>>;

const NATIVE_ONLY: readonly EngineId[] = ['native'];
const BOTH: readonly EngineId[] = ['native', 'liblouis-js'];

function entry(input: EntryInput): BrailleTableEntry {
  return { isDefault: false, trusted: NATIVE_ONLY, sentences: input.lang.toLowerCase(), ...input };
}

/** Tables in the order the product lists them: the original engines' languages first. */
export const BRAILLE_TABLES: readonly BrailleTableEntry[] = [
  // DOT: the original product's engine for its main languages.
  entry({ code: 'en-ueb-g2', kind: 'DOT', language: 'english', lang: 'en', grade: 2, variant: 'contracted', pin: 6, isDefault: true,
    tables: { native: 'en-ueb-g2.ctb', 'liblouis-js': 'en-ueb-g2.ctb' }, trusted: BOTH }),
  entry({ code: 'en-ueb-g1', kind: 'DOT', language: 'english', lang: 'en', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'en-ueb-g1.ctb', 'liblouis-js': 'en-ueb-g1.ctb' }, trusted: BOTH }),
  entry({ code: 'ko-g2', kind: 'DOT', language: 'korean', lang: 'ko', grade: 2, variant: 'contracted', pin: 6,
    tables: { native: 'ko-g2.ctb', 'liblouis-js': 'ko-g2.ctb' } }),
  entry({ code: 'ko-g1', kind: 'DOT', language: 'korean', lang: 'ko', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'ko-g1.ctb', 'liblouis-js': 'ko-g1.ctb' } }),
  entry({ code: 'ar-g1', kind: 'DOT', language: 'arabic', lang: 'ar', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'ar-ar-g1.utb', 'liblouis-js': 'ar-ar-g1.utb' } }),
  entry({ code: 'ar-g2', kind: 'DOT', language: 'arabic', lang: 'ar', grade: 2, variant: 'contracted', pin: 6,
    tables: { native: 'ar-ar-g2.ctb' } }),
  entry({ code: 'zh-hans-current', kind: 'DOT', language: 'chinese', lang: 'zh-Hans', grade: 1, variant: 'chineseCurrent', pin: 6,
    tables: { native: 'zhcn-g1.ctb', 'liblouis-js': 'zh-chn.ctb' }, sentences: 'zh-hans' }),
  entry({ code: 'zh-hans-common', kind: 'DOT', language: 'chinese', lang: 'zh-Hans', grade: 1, variant: 'chineseCommon', pin: 6,
    tables: { native: 'zhcn-cbs.ctb' }, sentences: 'zh-hans' }),
  entry({ code: 'zh-hans-double', kind: 'DOT', language: 'chinese', lang: 'zh-Hans', grade: 2, variant: 'chineseDoublePhonic', pin: 6,
    tables: { native: 'zhcn-g2.ctb' }, sentences: 'zh-hans' }),
  entry({ code: 'vi-g1', kind: 'DOT', language: 'vietnamese', lang: 'vi', grade: 1, variant: 'partlyContracted', pin: 6,
    tables: { native: 'vi-vn-g1.ctb', 'liblouis-js': 'vi-g1.ctb' } }),
  entry({ code: 'zh-tw', kind: 'DOT', language: 'taiwanese', lang: 'zh-TW', grade: 1, variant: 'bopomofo', pin: 8,
    tables: { native: 'zh-tw.ctb', 'liblouis-js': 'zh-tw.ctb' } }),
  // AMEDIA: the original product's Japanese engine.
  entry({ code: 'ja-g1', kind: 'AMEDIA', language: 'japanese', lang: 'ja', grade: 1, variant: 'kantenji', pin: 8,
    tables: { native: 'ja-kantenji.utb' } }),
  // LIBLOUIS: the other languages, as liblouis names them.
  entry({ code: 'ca-g1', kind: 'LIBLOUIS', language: 'catalan', lang: 'ca', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'ca-g1.ctb', 'liblouis-js': 'ca-g1.ctb' }, trusted: BOTH }),
  entry({ code: 'cs-g1', kind: 'LIBLOUIS', language: 'czech', lang: 'cs', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'cs-g1.ctb', 'liblouis-js': 'cs-g1.ctb' }, trusted: BOTH }),
  entry({ code: 'da-g1', kind: 'LIBLOUIS', language: 'danish', lang: 'da', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'da-dk-g16.ctb', 'liblouis-js': 'da-dk-g16.ctb' } }),
  entry({ code: 'da-g2', kind: 'LIBLOUIS', language: 'danish', lang: 'da', grade: 2, variant: 'contracted', pin: 6,
    tables: { native: 'da-dk-g26.ctb', 'liblouis-js': 'da-dk-g26.ctb' } }),
  entry({ code: 'fi-g1', kind: 'LIBLOUIS', language: 'finnish', lang: 'fi', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'fi.utb', 'liblouis-js': 'fi.utb' }, trusted: BOTH }),
  entry({ code: 'fr-g1', kind: 'LIBLOUIS', language: 'french', lang: 'fr', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'fr-bfu-comp6.utb', 'liblouis-js': 'fr-bfu-comp6.utb' } }),
  entry({ code: 'fr-g2', kind: 'LIBLOUIS', language: 'french', lang: 'fr', grade: 2, variant: 'contracted', pin: 6,
    tables: { native: 'fr-bfu-g2.ctb', 'liblouis-js': 'fr-bfu-g2.ctb' } }),
  entry({ code: 'de-g1', kind: 'LIBLOUIS', language: 'german', lang: 'de', grade: 1, variant: 'partlyContracted', pin: 6,
    tables: { native: 'de-g1.ctb', 'liblouis-js': 'de-de-g1.ctb' } }),
  entry({ code: 'de-g2', kind: 'LIBLOUIS', language: 'german', lang: 'de', grade: 2, variant: 'contracted', pin: 6,
    tables: { native: 'de-g2.ctb', 'liblouis-js': 'de-de-g2.ctb' } }),
  entry({ code: 'el-g1', kind: 'LIBLOUIS', language: 'greek', lang: 'el', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'el.ctb', 'liblouis-js': 'el.ctb' } }),
  entry({ code: 'he-g1', kind: 'LIBLOUIS', language: 'hebrew', lang: 'he', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'he-IL.utb', 'liblouis-js': 'he.ctb' } }),
  entry({ code: 'it-g1', kind: 'LIBLOUIS', language: 'italian', lang: 'it', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'it-it-comp6.utb', 'liblouis-js': 'it-it-comp6.utb' } }),
  entry({ code: 'kk-g1', kind: 'LIBLOUIS', language: 'kazakh', lang: 'kk', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'kk.utb' } }),
  entry({ code: 'km-g1', kind: 'LIBLOUIS', language: 'khmer', lang: 'km', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'km-g1.utb' } }),
  entry({ code: 'no-g1', kind: 'LIBLOUIS', language: 'norwegian', lang: 'nb', grade: 1, variant: 'partlyContracted', pin: 6,
    tables: { native: 'no-no-g1.ctb', 'liblouis-js': 'no-no-g1.ctb' }, sentences: 'no' }),
  entry({ code: 'pl-g1', kind: 'LIBLOUIS', language: 'polish', lang: 'pl', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'Pl-Pl-g1.utb', 'liblouis-js': 'Pl-Pl-g1.utb' } }),
  entry({ code: 'pt-g1', kind: 'LIBLOUIS', language: 'portuguese', lang: 'pt', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'pt-pt-g1.utb', 'liblouis-js': 'pt-pt-g1.utb' }, trusted: BOTH }),
  entry({ code: 'pt-g2', kind: 'LIBLOUIS', language: 'portuguese', lang: 'pt', grade: 2, variant: 'contracted', pin: 6,
    tables: { native: 'pt-pt-g2.ctb', 'liblouis-js': 'pt-pt-g2.ctb' }, trusted: BOTH }),
  entry({ code: 'ru-g1', kind: 'LIBLOUIS', language: 'russian', lang: 'ru', grade: 1, variant: 'uncontracted', pin: 6,
    // liblouis-js's ru-litbrl.ctb never returns (braille-engines.md): not offered to it.
    tables: { native: 'ru-litbrl.ctb' } }),
  entry({ code: 'sk-g1', kind: 'LIBLOUIS', language: 'slovak', lang: 'sk', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'sk-g1.ctb', 'liblouis-js': 'sk-g1.ctb' }, trusted: BOTH }),
  entry({ code: 'es-g1', kind: 'LIBLOUIS', language: 'spanish', lang: 'es', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'es-g1.ctb', 'liblouis-js': 'es-g1.ctb' } }),
  entry({ code: 'es-g2', kind: 'LIBLOUIS', language: 'spanish', lang: 'es', grade: 2, variant: 'contracted', pin: 6,
    tables: { native: 'es-g2.ctb' } }),
  entry({ code: 'sv-g1', kind: 'LIBLOUIS', language: 'swedish', lang: 'sv', grade: 1, variant: 'partlyContracted', pin: 6,
    tables: { native: 'sv-g1.ctb', 'liblouis-js': 'Se-Se-g1.utb' } }),
  entry({ code: 'th-g1', kind: 'LIBLOUIS', language: 'thai', lang: 'th', grade: 1, variant: 'uncontracted', pin: 6,
    // Thai arrived in liblouis 3.27; neither engine here has it, so it is listed as unavailable.
    tables: {}, trusted: [] }),
  entry({ code: 'uz-g1', kind: 'LIBLOUIS', language: 'uzbek', lang: 'uz', grade: 1, variant: 'uncontracted', pin: 6,
    tables: { native: 'uz-g1.utb' } }),
];

const BY_CODE = new Map(BRAILLE_TABLES.map((table) => [table.code, table]));

export function findBrailleTable(code: string): BrailleTableEntry | undefined {
  return BY_CODE.get(code);
}

/**
 * What a liblouis file name (`zhcn-g1.ctb`) given instead of a code means. A
 * file name must mean that file: it names the entry only when every engine
 * trusted with the entry translates with that very file (`exact`). An entry
 * that holds the file for an untrusted engine only (`zh-chn.ctb`, liblouis-js's
 * Chinese, while zh-hans-current translates with native `zhcn-g1.ctb`) comes
 * back not exact, for the caller to refuse and name the entry's own file.
 */
export function findBrailleTableByFile(name: string): { readonly table: BrailleTableEntry; readonly exact: boolean } | undefined {
  const exact = BRAILLE_TABLES.find((table) => table.trusted.length > 0 && table.trusted.every((engine) => table.tables[engine] === name));
  if (exact) return { table: exact, exact: true };
  const holder = BRAILLE_TABLES.find((table) => Object.values(table.tables).includes(name));
  return holder ? { table: holder, exact: false } : undefined;
}

export const DEFAULT_BRAILLE_TABLE: BrailleTableEntry = BRAILLE_TABLES.find((table) => table.isDefault) as BrailleTableEntry;

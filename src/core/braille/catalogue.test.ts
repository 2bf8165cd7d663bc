import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAILLE_TABLES, DEFAULT_BRAILLE_TABLE, findBrailleTable, findBrailleTableByFile, type BrailleTableEntry } from './catalogue.ts';
import { ENGINE_IDS } from './engines.ts';
import { tableVariantMessages } from './tableLabels.ts';

const SENTENCES_DIR = fileURLToPath(new URL('./__fixtures__/sentences/', import.meta.url));
const LIBLOUIS_JS_TABLES = join(dirname(createRequire(import.meta.url).resolve('liblouis-js/package.json')), 'tables');

const ofLanguage = (language: string) => BRAILLE_TABLES.filter((table) => table.language === language);
const grades = (tables: readonly BrailleTableEntry[]) => tables.map((table) => table.grade).sort();

describe('the braille table list a user chooses from', () => {
  it('names every table by a code of its own, so a saved choice finds one table', () => {
    const codes = BRAILLE_TABLES.map((table) => table.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('offers exactly one default table: DOT, English, grade 2, 6 pins (en-ueb-g2)', () => {
    const defaults = BRAILLE_TABLES.filter((table) => table.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toBe(DEFAULT_BRAILLE_TABLE);
    expect(DEFAULT_BRAILLE_TABLE).toMatchObject({ code: 'en-ueb-g2', kind: 'DOT', language: 'english', grade: 2, pin: 6 });
  });

  it('lists Arabic, English and Korean in grades 1 and 2', () => {
    for (const language of ['arabic', 'english', 'korean']) {
      expect(grades(ofLanguage(language)), language).toEqual([1, 2]);
      for (const table of ofLanguage(language)) expect(table.kind, table.code).toBe('DOT');
    }
  });

  it('lists three Simplified Chinese variants, each a different rule', () => {
    const chinese = ofLanguage('chinese');
    expect(chinese).toHaveLength(3);
    for (const table of chinese) expect(table.lang, table.code).toBe('zh-Hans');
    expect(new Set(chinese.map((table) => table.variant))).toEqual(new Set(['chineseCurrent', 'chineseCommon', 'chineseDoublePhonic']));
  });

  it('lists Vietnamese, and Taiwanese with 8 pins', () => {
    expect(ofLanguage('vietnamese')).toHaveLength(1);
    const taiwanese = ofLanguage('taiwanese');
    expect(taiwanese).toHaveLength(1);
    expect(taiwanese[0]).toMatchObject({ pin: 8, lang: 'zh-TW' });
  });

  it('lists every LIBLOUIS language the spec names', () => {
    const liblouis = ['catalan', 'czech', 'danish', 'finnish', 'french', 'german', 'greek', 'hebrew', 'italian', 'kazakh', 'khmer'];
    liblouis.push('norwegian', 'polish', 'portuguese', 'slovak', 'spanish', 'swedish', 'thai', 'uzbek');
    for (const language of liblouis) {
      const tables = ofLanguage(language);
      expect(tables.length, language).toBeGreaterThan(0);
      for (const table of tables) expect(table.kind, table.code).toBe('LIBLOUIS');
    }
  });

  it('lists Japanese and Russian, which the user-facing list names, with grade 1', () => {
    for (const language of ['japanese', 'russian']) expect(grades(ofLanguage(language)), language).toContain(1);
  });

  it('gives every table a kind, a cell size and a variant with a message', () => {
    for (const table of BRAILLE_TABLES) {
      expect(['DOT', 'LIBLOUIS', 'AMEDIA'], table.code).toContain(table.kind);
      expect([6, 8], table.code).toContain(table.pin);
      expect([0, 1, 2], table.code).toContain(table.grade);
      expect(Object.keys(tableVariantMessages).filter((key) => key !== 'label'), table.code).toContain(table.variant);
    }
  });

  it('marks each table with a valid BCP 47 tag, as PEF files and language names need', () => {
    for (const table of BRAILLE_TABLES) {
      expect(Intl.getCanonicalLocales(table.lang), table.code).toEqual([table.lang]);
    }
  });

  it('trusts an engine with a table only when it has a liblouis table file for it', () => {
    for (const table of BRAILLE_TABLES) {
      for (const engine of table.trusted) {
        expect(ENGINE_IDS, table.code).toContain(engine);
        expect(table.tables[engine], `${table.code} trusts ${engine}`).toMatch(/^[\w-]+\.(ctb|utb)$/);
      }
      for (const name of Object.values(table.tables)) expect(name, table.code).toMatch(/^[\w-]+\.(ctb|utb)$/);
    }
  });

  it('names only liblouis-js tables the liblouis-js package ships, so the browser can load them', () => {
    const named = BRAILLE_TABLES.flatMap((table) => table.tables['liblouis-js'] ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(existsSync(join(LIBLOUIS_JS_TABLES, name)), name).toBe(true);
  });

  it('has fidelity sentences on disk for every table an engine could translate', () => {
    const withTables = BRAILLE_TABLES.filter((table) => Object.keys(table.tables).length > 0);
    expect(withTables.length).toBeGreaterThan(0);
    for (const table of withTables) {
      const file = join(SENTENCES_DIR, `${table.sentences}.txt`);
      expect(existsSync(file), `${table.code}: ${table.sentences}.txt`).toBe(true);
      expect(readFileSync(file, 'utf8').trim().length, `${table.code}: ${table.sentences}.txt`).toBeGreaterThan(0);
    }
  });

  it('finds a table by its code, and nothing for a code it does not have', () => {
    for (const table of BRAILLE_TABLES) expect(findBrailleTable(table.code)).toBe(table);
    expect(findBrailleTable('ko-g2')).toMatchObject({ language: 'korean', grade: 2 });
    expect(findBrailleTable('en-ueb-g3')).toBeUndefined();
    expect(findBrailleTable('EN-UEB-G2')).toBeUndefined();
    expect(findBrailleTable('')).toBeUndefined();
  });
});

describe('a liblouis file name given instead of a code', () => {
  it('means the entry whose trusted engines all translate with that very file', () => {
    expect(findBrailleTableByFile('en-ueb-g2.ctb')).toEqual({ table: findBrailleTable('en-ueb-g2'), exact: true });
    expect(findBrailleTableByFile('zhcn-g1.ctb')).toEqual({ table: findBrailleTable('zh-hans-current'), exact: true });
  });

  it('is not exact when the entry holds it only for an engine it does not trust (its braille would differ)', () => {
    expect(findBrailleTableByFile('zh-chn.ctb')).toEqual({ table: findBrailleTable('zh-hans-current'), exact: false });
    expect(findBrailleTableByFile('de-de-g1.ctb')).toEqual({ table: findBrailleTable('de-g1'), exact: false });
  });

  it('finds nothing for a file no entry uses', () => {
    expect(findBrailleTableByFile('no-such.ctb')).toBeUndefined();
  });

  it('is exact for every trusted entry through its own files, so no entry is left reachable only by code', () => {
    for (const table of BRAILLE_TABLES.filter((entry) => entry.trusted.length > 0)) {
      const own = table.tables[table.trusted[0] ?? 'native'] as string;
      const found = findBrailleTableByFile(own);
      if (table.trusted.every((engine) => table.tables[engine] === own)) expect(found?.exact, own).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { BRAILLE_TABLES, findBrailleTable, type BrailleTableEntry } from './catalogue.ts';
import { ENGINE_IDS, chooseEngine, tableList } from './engines.ts';

function table(code: string): BrailleTableEntry {
  const found = findBrailleTable(code);
  if (!found) throw new Error(`no table ${code} in the catalogue`);
  return found;
}

const english = table('en-ueb-g2');
const korean = table('ko-g2');

describe('choosing the engine that translates a table correctly', () => {
  it('knows the two engines', () => {
    expect([...ENGINE_IDS].sort()).toEqual(['liblouis-js', 'native']);
  });

  it('uses the caller\'s preferred engine when several are trusted', () => {
    expect(chooseEngine(english, ['native', 'liblouis-js'])).toEqual({ available: true, engine: 'native' });
    expect(chooseEngine(english, ['liblouis-js', 'native'])).toEqual({ available: true, engine: 'liblouis-js' });
  });

  it('passes over a present engine that is not trusted with the table', () => {
    expect(korean.tables['liblouis-js']).toBeDefined();
    expect(chooseEngine(korean, ['liblouis-js', 'native'])).toEqual({ available: true, engine: 'native' });
  });

  it('says ENGINE_MISSING when the trusted engine is not installed here', () => {
    expect(chooseEngine(korean, ['liblouis-js'])).toEqual({ available: false, reason: 'ENGINE_MISSING' });
    expect(chooseEngine(english, [])).toEqual({ available: false, reason: 'ENGINE_MISSING' });
  });

  it('says NO_TABLE when no engine has a table for the language (Thai)', () => {
    const thai = table('th-g1');
    expect(chooseEngine(thai, ['native', 'liblouis-js'])).toEqual({ available: false, reason: 'NO_TABLE' });
    expect(chooseEngine(thai, [])).toEqual({ available: false, reason: 'NO_TABLE' });
  });

  it('says NOT_TRUSTED when only engines that disagree with liblouis have the table', () => {
    const untrusted: BrailleTableEntry = { ...korean, trusted: [] };
    expect(chooseEngine(untrusted, ['native', 'liblouis-js'])).toEqual({ available: false, reason: 'NOT_TRUSTED' });
    // Trust in an engine without a table file for it counts for nothing.
    const trustedWithoutFile: BrailleTableEntry = { ...table('es-g2'), trusted: ['liblouis-js'] };
    expect(trustedWithoutFile.tables['liblouis-js']).toBeUndefined();
    expect(chooseEngine(trustedWithoutFile, ['liblouis-js', 'native'])).toEqual({ available: false, reason: 'NOT_TRUSTED' });
  });

  it('offers every table but Thai when both engines are present', () => {
    const unavailable = BRAILLE_TABLES.filter((entry) => !chooseEngine(entry, ENGINE_IDS).available).map((entry) => entry.code);
    expect(unavailable).toEqual(['th-g1']);
  });
});

describe('the liblouis table list an engine is given', () => {
  it('puts the Unicode braille display table before the engine\'s own file', () => {
    expect(tableList(english, 'native')).toBe('unicode.dis,en-ueb-g2.ctb');
    expect(tableList(table('zh-hans-current'), 'native')).toBe('unicode.dis,zhcn-g1.ctb');
    expect(tableList(table('zh-hans-current'), 'liblouis-js')).toBe('unicode.dis,zh-chn.ctb');
  });

  it('gives nothing for an engine that has no file for the table', () => {
    expect(tableList(table('ar-g2'), 'liblouis-js')).toBeUndefined();
    expect(tableList(table('th-g1'), 'native')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { cleanItemName, documentTitle, nameKey, nextFreeName, splitExtension, stripCopySuffix } from './names.ts';

describe('drive names', () => {
  it('strips the title characters of spec §5, controls and direction overrides, and trims', () => {
    expect(cleanItemName(' a\\b/c:d*e?f"g<h>i|j ')).toBe('abcdefghij');
    expect(cleanItemName('line\r\nbreak\u0000')).toBe('linebreak');
    expect(cleanItemName('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(cleanItemName('<script>alert(1)</script>')).toBe('scriptalert(1)script');
    expect(cleanItemName('a%2fb')).toBe('a%2fb');
    expect(cleanItemName('  spaced   out  ')).toBe('spaced out');
  });

  it('keeps one Unicode form (NFC) so look-alike names are one name', () => {
    const decomposed = 'Cafe\u0301';
    expect(cleanItemName(decomposed)).toBe('Café');
    expect(nameKey(decomposed)).toBe(nameKey('CAFÉ'));
  });

  it('saves an empty title as Untitled', () => {
    expect(documentTitle('  ')).toBe('Untitled');
    expect(documentTitle('???')).toBe('Untitled');
    expect(documentTitle('Map of Seoul')).toBe('Map of Seoul');
  });

  it('strips a copy suffix only at the end', () => {
    expect(stripCopySuffix('Map (3)')).toBe('Map');
    expect(stripCopySuffix('Map (3) final')).toBe('Map (3) final');
    expect(stripCopySuffix('Map(3)')).toBe('Map(3)');
  });

  it('picks the first free name, counting past an existing suffix', () => {
    const taken = new Set(['map', 'map (1)'].map(nameKey));
    expect(nextFreeName('Other', taken)).toBe('Other');
    expect(nextFreeName('Map', taken)).toBe('Map (2)');
    expect(nextFreeName('MAP (1)', taken)).toBe('MAP (2)');
    expect(nextFreeName('Fresh', new Set(), { alwaysSuffix: true })).toBe('Fresh (1)');
    expect(nextFreeName('Map (1)', taken, { alwaysSuffix: true })).toBe('Map (2)');
  });

  it('shortens the base so a suffixed name stays within the limit', () => {
    const long = 'x'.repeat(10);
    const name = nextFreeName(long, new Set([nameKey(long)]), { maxLength: 10 });
    expect(name).toBe('xxxxxx (1)');
    expect(name.length).toBe(10);
  });

  it('splits an extension in lower case', () => {
    expect(splitExtension('Map.DTMS')).toEqual(['Map', 'dtms']);
    expect(splitExtension('archive.tar.gz')).toEqual(['archive.tar', 'gz']);
    expect(splitExtension('.hidden')).toEqual(['.hidden', '']);
    expect(splitExtension('noext')).toEqual(['noext', '']);
  });
});

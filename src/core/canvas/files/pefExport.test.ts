import { describe, expect, it } from 'vitest';
import { BrailleError } from '../../braille/index.ts';
import { gridForModel, setPin } from '../../pins/index.ts';
import { createPage, type CanvasDocument } from '../document.ts';
import { documentToPef, gridToBrailleRows, pefLanguage } from './pefExport.ts';

const OPTIONS = { language: 'en', identifier: 'urn:test:1', date: '2025-03-02' };

describe('PEF export', () => {
  it('reads the pins as the display cells: pin order becomes braille dots', () => {
    // Pin (0,3) is dot 7; pin (1,0) is dot 4.
    const grid = setPin(setPin(gridForModel(320), 0, 3), 3, 4);
    const rows = gridToBrailleRows(grid, 320);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe('⡀');
    // Second cell line, second cell: its pin (1,0) is dot 4.
    expect(rows[1]).toBe('⠀⠈');
    expect(rows.slice(2).every((row) => row === '')).toBe(true);
  });

  it('writes one PEF page per Canvas page, sized to the display', () => {
    const document: CanvasDocument = {
      title: 'Map: "A<B"',
      model: 768,
      pages: [createPage(768, setPin(gridForModel(768), 0, 0)), createPage(768)],
    };
    const pef = documentToPef(document, OPTIONS);
    expect(pef).toContain('<volume cols="48" rows="16" rowgap="0" duplex="false">');
    expect(pef.match(/<page>/g)).toHaveLength(2);
    expect(pef).toContain('<row>⠁</row>');
    // Title rules of spec §5, then XML escaping.
    expect(pef).toContain('<dc:title>Map AB</dc:title>');
    expect(pef).toContain('<dc:identifier>urn:test:1</dc:identifier>');
  });

  it('names the book language from the braille language, falling back to the default table', () => {
    expect(pefLanguage({ lang: 'korean', langOption: '1' })).toBe('ko');
    expect(pefLanguage({ lang: 'english', langOption: '2' })).toBe('en');
    expect(pefLanguage({ lang: 'klingon', langOption: '' })).toBe('en');
    expect(() => documentToPef({ title: '', model: 320, pages: [createPage(320)] }, { ...OPTIONS, date: 'today' })).toThrow(BrailleError);
  });
});

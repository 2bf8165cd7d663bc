import { describe, expect, it } from 'vitest';
import { exportFileName } from './fileNames.ts';

describe('exportFileName', () => {
  it('cleans the title by the rules of spec §5 and adds the extension', () => {
    expect(exportFileName('Map: "north"/south?', 'dtms')).toBe('Map northsouth.dtms');
    expect(exportFileName(' <|> ', 'pef')).toBe('Untitled.pef');
  });

  it('names the page of a page export when the document has several', () => {
    expect(exportFileName('Map', 'png', { number: 2, of: 3 })).toBe('Map-2.png');
    expect(exportFileName('Map', 'svg', { number: 1, of: 1 })).toBe('Map.svg');
  });
});

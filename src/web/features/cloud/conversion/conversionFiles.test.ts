import { describe, expect, it } from 'vitest';
import { convertibleKind, documentNameOf, splitChosenFiles } from './conversionFiles.ts';

describe('which chosen files are converted', () => {
  it('knows PDF and DOCX by their names in any case, and nothing else', () => {
    expect(convertibleKind('Unit 1.PDF')).toBe('pdf');
    expect(convertibleKind('a.b.docx')).toBe('docx');
    expect(convertibleKind('notes.doc')).toBeUndefined();
    expect(convertibleKind('pdf')).toBeUndefined();
    expect(convertibleKind('map.dtms')).toBeUndefined();
  });

  it('names the document by the file without its extension', () => {
    expect(documentNameOf('Unit 3.final.docx')).toBe('Unit 3.final');
    expect(documentNameOf('.pdf')).toBe('.pdf');
    expect(documentNameOf('README')).toBe('README');
  });

  it('splits a mixed choice, keeping each part in the order chosen', () => {
    const names = ['a.dtms', 'b.pdf', 'c.zip', 'd.docx'].map((name) => ({ name }));
    const { tactile, documents } = splitChosenFiles(names);
    expect(tactile.map((file) => file.name)).toEqual(['a.dtms', 'c.zip']);
    expect(documents.map((file) => file.name)).toEqual(['b.pdf', 'd.docx']);
  });
});

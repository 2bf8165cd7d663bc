import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DtmsFormatError, readDtm } from '../../dtms/index.ts';
import { equalGrids, gridForModel, setPin } from '../../pins/index.ts';
import { documentFromDtm, pageToDtm } from './dtmFile.ts';

const SAMPLE_DTM = new URL('../../../../../shared/fixtures/dot/sample-320.dtm', import.meta.url);

describe('DTM', () => {
  it('writes one page and reads it back as a one-page document', () => {
    const grid = setPin(setPin(gridForModel(768), 0, 0), 95, 63);
    const bytes = pageToDtm(grid);
    expect(bytes).toHaveLength(798);
    const document = documentFromDtm(bytes, 'Corners');
    expect(document).toMatchObject({ title: 'Corners', model: 768 });
    expect(document.pages).toHaveLength(1);
    expect(equalGrids(document.pages[0]?.grid ?? gridForModel(768), grid)).toBe(true);
    expect(document.pages[0]?.altText).toBe('');
  });

  it("reads Dot's sample DTM", () => {
    const bytes = new Uint8Array(readFileSync(SAMPLE_DTM));
    const document = documentFromDtm(bytes, 'Landscape');
    expect(document.model).toBe(320);
    expect(equalGrids(document.pages[0]?.grid ?? gridForModel(320), readDtm(bytes).grid)).toBe(true);
  });

  it('refuses bytes that are not a DTM with a typed error', () => {
    expect(() => documentFromDtm(Uint8Array.of(1, 2, 3), 'x')).toThrow(DtmsFormatError);
  });
});

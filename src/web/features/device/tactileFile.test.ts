import { describe, expect, it } from 'vitest';
import { DtmsFormatError, writeDtm } from '../../../core/dtms/index.ts';
import { gridForModel, setPin } from '../../../core/pins/index.ts';
import { brailleText, readTactileFile } from './tactileFile.ts';

describe('tactile files on the test page', () => {
  it('read a DTM as one page of pin-order cells', () => {
    // Pin (1, 5): line 2, cell 0, right column, row 1 → bit 5.
    const bytes = writeDtm(setPin(gridForModel(320), 1, 5));
    const file = readTactileFile('bird.DTM', bytes);
    expect(file.model).toBe(320);
    expect(file.pages).toHaveLength(1);
    expect(file.pages[0]?.graphic.length).toBe(300);
    expect(file.pages[0]?.graphic[30]).toBe(0x20);
    expect(file.pages[0]?.text.length).toBe(0);
  });

  it('throw the format error for what is not a tactile file', () => {
    expect(() => readTactileFile('x.dtm', new TextEncoder().encode('hello'))).toThrow(DtmsFormatError);
    expect(() => readTactileFile('x.dtms', new TextEncoder().encode('[]'))).toThrow(DtmsFormatError);
  });

  it('show braille cells as Unicode braille without the padding', () => {
    expect(brailleText(Uint8Array.from([0x19, 0x15, 0x1e, 0, 0]))).toBe('⠙⠕⠞');
    expect(brailleText(Uint8Array.from([0, 0x01]))).toBe('⠀⠁');
    expect(brailleText(new Uint8Array(20))).toBe('');
  });
});

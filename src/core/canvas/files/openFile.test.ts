import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BrailleError } from '../../braille/index.ts';
import { DtmsFormatError, serialiseDtma } from '../../dtms/index.ts';
import { countRaised, gridForModel, setPin } from '../../pins/index.ts';
import { createPage, type CanvasDocument } from '../document.ts';
import { documentToDtms } from './dtmsDocument.ts';
import { CanvasFileError, canvasFileMessages, fileErrorMessage } from './errors.ts';
import { openCanvasFile, readCanvasFile } from './openFile.ts';
import { pageToDtm } from './dtmFile.ts';

const SAMPLE_DTMS = new Uint8Array(readFileSync(new URL('../../../../../shared/fixtures/dot/sample-320.dtms', import.meta.url)));
const text = (value: string) => new TextEncoder().encode(value);

describe('readCanvasFile', () => {
  it("opens a DTMS by its content, titled by the file's name", () => {
    const opened = openCanvasFile('C:\\Users\\uma\\Animals.dtms', SAMPLE_DTMS);
    expect(opened.kind).toBe('dtms');
    expect(opened.language).toEqual({ lang: 'korean', langOption: '1' });
    expect(opened.document.title).toBe('Animals');
    expect(opened.document.pages).toHaveLength(5);
  });

  it('opens a DTMA without its audio', () => {
    const document: CanvasDocument = { title: 'Talking', model: 320, pages: [{ ...createPage(320, setPin(gridForModel(320), 1, 1)), altText: 'one dot' }] };
    const dtma = serialiseDtma({ ...documentToDtms(document, { lang: 'english', langOption: '2' }), audioPath: 'audio/1' });
    const opened = openCanvasFile('talking.dtma', text(dtma));
    expect(opened.kind).toBe('dtma');
    expect(opened.document.pages[0]).toMatchObject({ altText: 'one dot' });
    expect(opened.document.pages[0]?.audio).toBeUndefined();
  });

  it('opens a DTM and a BRF; the BRF is laid out for the model asked for', () => {
    const dtm = readCanvasFile('picture.DTM', pageToDtm(setPin(gridForModel(320), 5, 5)));
    expect(dtm).toMatchObject({ title: 'picture', model: 320 });
    expect(countRaised(dtm.pages[0]?.grid ?? gridForModel(320))).toBe(1);
    const brf = readCanvasFile('story.brl', text('ABC\r\n'), { model: 768 });
    expect(brf.model).toBe(768);
    expect(brf.pages[0]?.grid.width).toBe(96);
  });

  it('decides by content: a PNG named .dtms and plain text named .txt are refused with the spec message', () => {
    const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
    for (const [name, bytes] of [['map.dtms', png], ['notes.txt', text('ABC')], ['empty.brf', new Uint8Array(0)]] as const) {
      try {
        readCanvasFile(name, bytes);
        expect.unreachable(name);
      } catch (error) {
        expect(error).toBeInstanceOf(CanvasFileError);
        expect(fileErrorMessage(error)).toEqual({ message: canvasFileMessages.unsupported });
      }
    }
  });

  it("passes on the readers' typed errors, each with a message", () => {
    expect(() => readCanvasFile('broken.dtms', text('{"title": '))).toThrow(DtmsFormatError);
    expect(() => readCanvasFile('latin1.dtms', Uint8Array.of(0x7b, 0xe9, 0x7d))).toThrow(DtmsFormatError);
    expect(() => readCanvasFile('bad.dtm', Uint8Array.from(text('_dtm_ too short')))).toThrow(DtmsFormatError);
    expect(() => readCanvasFile('bad.brf', text('AB\u007f\r\n'))).not.toThrow();
    let caught: unknown;
    try {
      readCanvasFile('broken.dtms', text('{"items": []}'));
    } catch (error) {
      caught = error;
    }
    expect(fileErrorMessage(caught)).toBeDefined();
    expect(fileErrorMessage(new Error('bug'))).toBeUndefined();
    expect(fileErrorMessage(new BrailleError('NOT_BRAILLE', 'x'))).toBeDefined();
  });
});

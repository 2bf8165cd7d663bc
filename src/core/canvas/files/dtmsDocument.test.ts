import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDtms, serialiseDtms } from '../../dtms/index.ts';
import { equalGrids, gridForModel, setPin } from '../../pins/index.ts';
import { createDocument, createPage, type CanvasDocument } from '../document.ts';
import { MAX_ALT_TEXT } from '../limits.ts';
import { documentFromDtms, documentToDtms, dtmsLanguageOf } from './dtmsDocument.ts';

const SAMPLE_DTMS = new URL('../../../../../shared/fixtures/dot/sample-320.dtms', import.meta.url);
const KOREAN = { lang: 'korean', langOption: '1' };

function twoPages(): CanvasDocument {
  const first = { ...createPage(320, setPin(gridForModel(320), 3, 5)), altText: 'A dot near the top left', text: { plain: 'ab', cells: Uint8Array.of(1, 3) } };
  const second = { ...createPage(320, setPin(gridForModel(320), 59, 39)), altText: 'A dot in the corner' };
  return { title: 'Dots', model: 320, pages: [first, second] };
}

describe('documentToDtms', () => {
  it('writes each page as an item: numbered graphic and text names, alt text as the title, the text line', () => {
    const dtms = documentToDtms(twoPages(), KOREAN);
    expect(dtms).toMatchObject({ title: 'Dots', lang: 'korean', langOption: '1', model: 320 });
    expect(dtms.items.map((item) => [item.page, item.title, item.graphic.name, item.text.name, item.text.plain])).toEqual([
      [1, 'A dot near the top left', '1.dtm', '1.txt', 'ab'],
      [2, 'A dot in the corner', '2.dtm', '2.txt', ''],
    ]);
    expect([...(dtms.items[0]?.text.cells ?? [])]).toEqual([1, 3]);
  });

  it('round-trips through a DTMS file: pins, alt text and text line come back', () => {
    const original = twoPages();
    const back = documentFromDtms(parseDtms(serialiseDtms(documentToDtms(original, KOREAN))));
    expect(back.title).toBe('Dots');
    expect(back.model).toBe(320);
    back.pages.forEach((page, index) => {
      const before = original.pages[index];
      expect(equalGrids(page.grid, before?.grid ?? gridForModel(320))).toBe(true);
      expect(page.altText).toBe(before?.altText);
      expect(page.text.plain).toBe(before?.text.plain);
      // The file pads text to 20-cell lines; the padding is dropped again.
      expect([...page.text.cells]).toEqual([...(before?.text.cells ?? [])]);
    });
  });

  it('keeps the 768 model and its grid size', () => {
    const document = createDocument(768, 'Wide');
    const back = documentFromDtms(parseDtms(serialiseDtms(documentToDtms(document, KOREAN))));
    expect(back.model).toBe(768);
    expect(back.pages[0]?.grid).toMatchObject({ width: 96, height: 64 });
  });
});

describe('the checks ignored in a Canvas document, across save and open', () => {
  const ignores = { rules: ['tactile-density'], findings: ['tactile-stray-pins:0a1b2c3d'] };

  it('come back from the DTMS file they were saved in', () => {
    const saved = serialiseDtms(documentToDtms({ ...twoPages(), ignoredChecks: ignores }, KOREAN));
    expect(documentFromDtms(parseDtms(saved)).ignoredChecks).toEqual(ignores);
  });

  it('are absent from a file that has none, and from a document saved with none', () => {
    expect(documentFromDtms(parseDtms(readFileSync(SAMPLE_DTMS, 'utf8'))).ignoredChecks).toBeUndefined();
    const saved = serialiseDtms(documentToDtms({ ...twoPages(), ignoredChecks: { rules: [], findings: [] } }, KOREAN));
    expect(saved).not.toContain('ignoredChecks');
    expect(documentFromDtms(parseDtms(saved)).ignoredChecks).toBeUndefined();
  });
});

describe('documentFromDtms', () => {
  const dtms = parseDtms(readFileSync(SAMPLE_DTMS, 'utf8'));

  it("reads Dot's sample: five pages in file order, new page ids", () => {
    const document = documentFromDtms(dtms);
    expect(document.pages).toHaveLength(5);
    expect(new Set(document.pages.map((page) => page.id)).size).toBe(5);
    expect(document.pages.every((page, index) => equalGrids(page.grid, dtms.items[index]?.graphic.grid ?? gridForModel(320)))).toBe(true);
    expect(dtmsLanguageOf(dtms)).toEqual({ lang: 'korean', langOption: '1' });
  });

  it('takes a drive page description first, then the item title, and not a title that is only a file name', () => {
    const document = documentFromDtms(dtms, [
      { pageNo: 2, altText: 'A bear, standing' },
      { pageNo: 3, altText: '   ' },
    ]);
    // Dot's sample titles every page "Animals.dtms": the print text stands in.
    expect(document.pages[0]?.altText).toMatch(/^이 그래픽은 아르마딜로/);
    expect(document.pages[1]?.altText).toBe('A bear, standing');
    expect(document.pages[2]?.altText).toMatch(/^이 그래픽은 새를/);
    const own = documentFromDtms({ ...dtms, items: dtms.items.map((item) => ({ ...item, title: 'An armadillo' })) });
    expect(own.pages[4]?.altText).toBe('An armadillo');
  });

  it('cuts alternative text to the editor limit', () => {
    const long = documentFromDtms({ ...dtms, items: [{ ...(dtms.items[0] as (typeof dtms.items)[number]), title: 'x'.repeat(MAX_ALT_TEXT + 5) }] });
    expect(long.pages[0]?.altText).toHaveLength(MAX_ALT_TEXT);
  });

  it('leaves trailing blank cells off the text line', () => {
    const document = documentFromDtms({
      ...dtms,
      items: [{ ...(dtms.items[0] as (typeof dtms.items)[number]), text: { name: '1.txt', plain: 'a', cells: Uint8Array.of(1, 0, 5, 0, 0, 0) } }],
    });
    expect([...(document.pages[0]?.text.cells ?? [])]).toEqual([1, 0, 5]);
  });
});

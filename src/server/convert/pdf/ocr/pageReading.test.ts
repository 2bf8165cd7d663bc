// The reading of one page's hOCR, on small hand-made pages shaped like
// Tesseract 5's output (the scanned-page tests in ocrPages.test.ts run the
// real thing).

import { describe, expect, it } from 'vitest';
import { readHocr } from './hocr.ts';
import { readPage } from './pageReading.ts';
import { wordSpacing } from './wordSpacing.ts';

type Word = [text: string, left: number, top: number, right: number, bottom: number, confidence?: number];

interface LineSpec {
  readonly box: [number, number, number, number];
  /** x_size, x_descenders, x_ascenders as Tesseract writes them. */
  readonly metrics?: [number, number, number];
  readonly words: readonly Word[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function lineHocr({ box, metrics = [50, 11, 11], words }: LineSpec): string {
  const spans = words.map(([text, ...rest]) => `<span class='ocrx_word' title='bbox ${rest.slice(0, 4).join(' ')}; x_wconf ${rest[4] ?? 95}'>${escape(text)}</span>`);
  return `<span class='ocr_line' title="bbox ${box.join(' ')}; baseline 0 -10; x_size ${metrics[0]}; x_descenders ${metrics[1]}; x_ascenders ${metrics[2]}">${spans.join('\n')}</span>`;
}

type BlockSpec = { kind: 'text'; lines: LineSpec[] } | { kind: 'photo' | 'separator'; box: [number, number, number, number] };

/** A 300 dpi A4 page (2480 × 3508 px) with these blocks. */
function page(blocks: readonly BlockSpec[]): string {
  const body = blocks
    .map((block) => {
      if (block.kind !== 'text') return `<div class='ocr_${block.kind}' title="bbox ${block.box.join(' ')}"></div>`;
      const left = Math.min(...block.lines.map((line) => line.box[0]));
      const top = Math.min(...block.lines.map((line) => line.box[1]));
      return `<div class='ocr_carea' title="bbox ${left} ${top} 2000 3000"><p class='ocr_par'>${block.lines.map(lineHocr).join('\n')}</p></div>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title></title></head><body><div class='ocr_page' title='image "page.tif"; bbox 0 0 2480 3508; ppageno 0; scan_res 300 300'>${body}</div></body></html>`;
}

describe('readHocr', () => {
  it('reads blocks by kind, lines with their x-height, and words with decoded text', () => {
    const hocr = readHocr(
      page([
        { kind: 'text', lines: [{ box: [100, 100, 600, 150], metrics: [50, 11, 12], words: [['Salt', 100, 100, 250, 140, 91], ['&', 270, 100, 300, 140], ['<pepper>', 320, 100, 600, 150]] }] },
        { kind: 'photo', box: [100, 300, 700, 900] },
        { kind: 'separator', box: [100, 1000, 900, 1004] },
      ]),
    );
    expect(hocr.width).toBe(2480);
    expect(hocr.height).toBe(3508);
    expect(hocr.blocks.map((block) => block.kind)).toEqual(['text', 'photo', 'separator']);
    const [line] = hocr.blocks[0]?.lines ?? [];
    expect(line?.xHeight).toBe(27);
    expect(line?.words.map((word) => word.text)).toEqual(['Salt', '&', '<pepper>']);
    expect(line?.words[0]).toEqual({ text: 'Salt', confidence: 91, box: { left: 100, top: 100, right: 250, bottom: 140 } });
  });

  it('gives an empty page for something that is not hOCR', () => {
    expect(readHocr('<html><body>nothing here</body></html>')).toEqual({ width: 0, height: 0, blocks: [] });
  });
});

describe('wordSpacing', () => {
  const line = (...words: string[]) => ({ box: { left: 0, top: 0, right: 1, bottom: 1 }, xHeight: 10, words: words.map((text) => ({ text, confidence: 90, box: { left: 0, top: 0, right: 1, bottom: 1 } })) });

  it('takes the spaces from the plain text, line by line', () => {
    const lines = [line('3', '단', '원', '물의', '순환'), line('지구의', '물', '은', '바다,', '강', ',')];
    expect(wordSpacing(lines, '3단원 물의 순환\n\n지구의 물은 바다, 강,\n')).toEqual([
      [false, false, false, true, true],
      [false, true, false, true, true, false],
    ]);
  });

  it('skips text lines hOCR does not have, and spaces every word where no text line matches', () => {
    const lines = [line('Plants', 'and', 'Light'), line('Green', 'plants')];
    expect(wordSpacing(lines, 'a stray line\nPlants and Light\n\nsomething else\n')).toEqual([
      [false, true, true],
      [false, true],
    ]);
  });
});

describe('readPage', () => {
  it('counts lines made of two runs of text side by side (a page in columns), and the share of Hangul', () => {
    const row = (top: number): LineSpec => ({
      box: [240, top, 2200, top + 50],
      words: [['The', 240, top, 320, top + 40], ['water', 340, top, 480, top + 40], ['cycle', 500, top, 640, top + 40], ['Rivers', 1300, top, 1450, top + 40], ['carry', 1470, top, 1600, top + 40], ['rain', 1620, top, 1720, top + 40]],
    });
    const reading = readPage(readHocr(page([{ kind: 'text', lines: [row(400), row(460), { box: [240, 600, 700, 650], words: [['물의', 240, 600, 400, 646], ['순환', 420, 600, 600, 646]] }] }])), '', 300);
    expect(reading.lines.map((line) => line.text)).toEqual(['The water cycle', 'Rivers carry rain', 'The water cycle', 'Rivers carry rain', '물의 순환']);
    expect(reading.sideBySideLines).toBe(2);
    expect(reading.hangulShare).toBeCloseTo(4 / 60);
  });

  it('gives lines in points with the font size from the x-height (Latin) or the height (Hangul)', () => {
    const reading = readPage(
      readHocr(
        page([
          {
            kind: 'text',
            lines: [
              // 24 pt at 300 dpi: x-height about 55 px.
              { box: [240, 255, 1163, 354], metrics: [100, 23, 22], words: [['Plants', 241, 255, 585, 333], ['and', 628, 255, 829, 333], ['Light', 871, 255, 1163, 354]] },
              // Hangul 12 pt: syllables about 46 px tall.
              { box: [240, 500, 800, 546], metrics: [85, 18, 22], words: [['초록', 240, 500, 400, 546], ['식물은', 420, 500, 800, 546]] },
            ],
          },
        ]),
      ),
      'Plants and Light\n\n초록 식물은\n',
      300,
    );
    expect(reading.width).toBeCloseTo(595.2, 1);
    const [latin, hangul] = reading.lines;
    expect(latin).toMatchObject({ text: 'Plants and Light', top: 61.2, left: 57.6, bold: false, italic: false, confidence: 95 });
    expect(latin?.fontSize).toBeGreaterThan(22);
    expect(latin?.fontSize).toBeLessThan(26);
    expect(hangul?.text).toBe('초록 식물은');
    expect(hangul?.fontSize).toBeGreaterThan(11);
    expect(hangul?.fontSize).toBeLessThan(13);
  });

  it('sizes a line from its box when the x-height is absurd', () => {
    // A row of dots 50 px tall (12 pt) whose x-height Tesseract put at 2 px.
    const reading = readPage(readHocr(page([{ kind: 'text', lines: [{ box: [240, 400, 800, 450], metrics: [4, 1, 1], words: [['.....', 240, 400, 800, 450]] }] }])), '', 300);
    expect(reading.lines[0]?.fontSize).toBeCloseTo(0.6 * 12, 0);
  });

  it('keeps the more confident of two readings of the same place', () => {
    const reading = readPage(
      readHocr(
        page([
          {
            kind: 'text',
            lines: [
              { box: [149, 137, 409, 179], words: [['단원', 149, 137, 214, 160, 97], ['As', 344, 137, 409, 155, 60]] },
              { box: [120, 137, 423, 179], words: [['3단원', 120, 137, 226, 179, 93], ['물의', 244, 153, 314, 179, 96], ['순환', 342, 137, 423, 179, 96]] },
              { box: [120, 231, 1082, 254], words: [['지구의', 120, 231, 208, 252, 93]] },
            ],
          },
        ]),
      ),
      '',
      150,
    );
    expect(reading.lines.map((line) => line.text)).toEqual(['3단원 물의 순환', '지구의']);
  });

  it('turns a small mark before the first word into a bullet, and not a real first word', () => {
    const reading = readPage(
      readHocr(
        page([
          {
            kind: 'text',
            lines: [
              { box: [309, 749, 913, 798], words: [['¢', 309, 762, 325, 778, 37], ['Leaves', 364, 751, 534, 788], ['catch', 556, 749, 690, 788]] },
              { box: [309, 900, 913, 949], words: [['a', 309, 910, 335, 938], ['leaf', 355, 900, 440, 938]] },
            ],
          },
        ]),
      ),
      '',
      300,
    );
    expect(reading.lines.map((line) => line.text)).toEqual(['• Leaves catch', 'a leaf']);
  });

  it('drops a table border read as "|" and cuts a row into cells at wide gaps, not at spaces', () => {
    const reading = readPage(
      readHocr(
        page([
          { kind: 'separator', box: [516, 1537, 519, 1828] },
          { kind: 'text', lines: [{ box: [285, 1755, 898, 1812], words: [['Stamen', 285, 1759, 473, 1798], ['|', 504, 1755, 533, 1812], ['Makes', 563, 1759, 725, 1798], ['pollen', 745, 1759, 898, 1807]] }] },
          { kind: 'text', lines: [{ box: [283, 1661, 954, 1700], words: [['Petal', 283, 1661, 406, 1700], ['Attracts', 560, 1663, 761, 1700], ['insects', 781, 1663, 954, 1700]] }] },
          { kind: 'text', lines: [{ box: [239, 431, 1000, 480], words: [['Green', 239, 432, 390, 470], ['plants', 420, 431, 561, 480], ['grow', 620, 431, 760, 470]] }] },
        ]),
      ),
      'Stamen | Makes pollen\nPetal        Attracts insects\nGreen plants grow\n',
      300,
    );
    expect(reading.lines.map((line) => line.text)).toEqual(['Stamen', 'Makes pollen', 'Petal', 'Attracts insects', 'Green plants grow']);
    // Table cells are not columns of running text.
    expect(reading.sideBySideLines).toBe(0);
    const [, , petal, attracts] = reading.lines;
    expect(attracts?.left).toBeCloseTo((560 * 72) / 300, 1);
    expect(petal?.width).toBeCloseTo(((406 - 283) * 72) / 300, 1);
  });

  it('keeps picture regions of a third of an inch or more as figures, and the page confidence', () => {
    const reading = readPage(
      readHocr(
        page([
          { kind: 'photo', box: [232, 1024, 542, 1332] },
          { kind: 'photo', box: [600, 1024, 650, 1074] },
          { kind: 'text', lines: [{ box: [100, 100, 600, 150], words: [['one', 100, 100, 200, 140, 90], ['two', 250, 100, 350, 140, 70]] }] },
        ]),
      ),
      '',
      300,
    );
    expect(reading.figures).toEqual([{ left: 232, top: 1024, right: 542, bottom: 1332 }]);
    expect(reading.confidence).toBe(80);
    expect(readPage(readHocr(page([])), '', 300).confidence).toBeUndefined();
  });
});

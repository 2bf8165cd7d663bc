import { describe, expect, it } from 'vitest';
import type { TextLine } from '../pageLayout.ts';
import { LOW_CONFIDENCE_NOTES_PER_PAGE, ocrPageNotes } from './ocrNotes.ts';

const line = (text: string, confidence: number): TextLine => ({ top: 0, left: 0, width: 100, height: 12, fontSize: 12, bold: false, italic: false, text, confidence });

describe('ocrPageNotes', () => {
  it('notes the page with its mean confidence, and nothing more when every line reads well', () => {
    expect(ocrPageNotes(3, [line('Plants and Light', 95), line('Green plants', 90)], 92.345, 'kor+eng, 150 dpi')).toEqual([
      { kind: 'ocr-page', page: 3, detail: 'Page 3 was read by OCR (kor+eng, 150 dpi): mean word confidence 92.3.', confidence: 92.3 },
    ]);
  });

  it('lists each line under 60, quoted and shortened', () => {
    const long = 'x'.repeat(120);
    const notes = ocrPageNotes(1, [line('fine', 90), line('¢ Lcaves', 41.5), line(long, 59.9), line('edge', 60)], 70, 'eng, 300 dpi');
    expect(notes.map((note) => note.kind)).toEqual(['ocr-page', 'ocr-low-confidence', 'ocr-low-confidence']);
    expect(notes[0]?.detail).toContain('2 lines under 60');
    expect(notes[1]).toEqual({ kind: 'ocr-low-confidence', page: 1, detail: 'Page 1: “¢ Lcaves” was read with confidence 41.5.', confidence: 41.5 });
    expect(notes[2]?.detail).toContain(`${'x'.repeat(79)}…”`);
  });

  it('lists at most ten weak lines a page and says how many there were', () => {
    const lines = Array.from({ length: 25 }, (_, index) => line(`line ${index}`, 20));
    const notes = ocrPageNotes(2, lines, 20, 'eng, 300 dpi');
    expect(notes).toHaveLength(1 + LOW_CONFIDENCE_NOTES_PER_PAGE);
    expect(notes[0]?.detail).toContain('25 lines under 60, the first 10 listed');
  });

  it('says when a page had no text at all', () => {
    expect(ocrPageNotes(4, [], undefined, 'eng, 300 dpi')).toEqual([expect.objectContaining({ kind: 'ocr-page', page: 4, confidence: 0, detail: 'Page 4 was read by OCR (eng, 300 dpi): no text was found.' })]);
  });
});

import { describe, expect, it } from 'vitest';
import { listMarker, romanValue } from './listMarkers.ts';

describe('listMarker', () => {
  it('reads bullets, numbers, letters and numerals with their length', () => {
    expect(listMarker('• Leaves')).toEqual({ readings: [{ style: 'bullet', ordinal: 1 }], length: 2 });
    expect(listMarker('12. Twelve')).toEqual({ readings: [{ style: '1', ordinal: 12 }], length: 4 });
    expect(listMarker('(3) Three')?.readings).toEqual([{ style: '1', ordinal: 3 }]);
    expect(listMarker('b) Bee')?.readings).toEqual([{ style: 'a', ordinal: 2 }]);
    expect(listMarker('C. Sea')?.readings[0]).toEqual({ style: 'A', ordinal: 3 });
    expect(listMarker('iv. Four')?.readings).toEqual([{ style: 'i', ordinal: 4 }]);
    expect(listMarker('II. Two')?.readings).toEqual([{ style: 'I', ordinal: 2 }]);
  });

  it('reads the markers of Korean textbooks: circled numbers, the Hangul sequence, ○; a ※ note is no item', () => {
    expect(listMarker('③ 셋째')?.readings).toEqual([{ style: 'circled', ordinal: 3 }]);
    expect(listMarker('다. 셋째')?.readings).toEqual([{ style: 'hangul', ordinal: 3 }]);
    expect(listMarker('○ 항목')?.readings).toEqual([{ style: 'bullet', ordinal: 1 }]);
    expect(listMarker('※ 참고')).toBeUndefined();
    expect(listMarker('가나다 순서')).toBeUndefined();
  });

  it('gives "i" both readings, the numeral first', () => {
    expect(listMarker('i. one')?.readings).toEqual([
      { style: 'i', ordinal: 1 },
      { style: 'a', ordinal: 9 },
    ]);
    expect(listMarker('v. five')?.readings[0]).toEqual({ style: 'a', ordinal: 22 });
  });

  it('takes the symbols Tesseract reads bullets as, on OCR lines only', () => {
    expect(listMarker('¢ Leaves catch sunlight', true)).toEqual({ readings: [{ style: 'bullet', ordinal: 1 }], length: 2 });
    expect(listMarker('© Chlorophyll', true)?.readings[0].style).toBe('bullet');
    expect(listMarker('© 2024 The Authors')).toBeUndefined();
  });

  it('takes no marker from ordinary text', () => {
    for (const text of ['1.5 litres of water', 'e.g. this', 'Plants', '2020 was a year', '(3 Three', '0. Zero', 'iiii. no', 'Ab. no', '•no space']) {
      expect(listMarker(text), text).toBeUndefined();
    }
  });

  it('values roman numerals written the usual way only', () => {
    expect(romanValue('xiv')).toBe(14);
    expect(romanValue('xc')).toBe(90);
    expect(romanValue('ic')).toBeUndefined();
  });
});

// The marker a list item starts with: a bullet, a number ("1." "1)" "(1)"),
// a letter ("a." "a)" "(a)", either case) or a roman numeral ("i." "iv)");
// and, as Korean textbooks number, circled numbers (① ②) and the Hangul
// sequence (가. 나. 다.). HTML has no list type for those two, so they are
// numbered lists of their own style (a circled list does not continue a
// "1." one), written as plain numbered lists.
// "i", "v", "x" (and their capitals) alone are both a letter and a numeral;
// the list they continue decides (…h, i is a letter), so both readings are
// given. The marker must be followed by a space, so "1.5 litres" and "e.g."
// are text.

export type MarkerStyle = 'bullet' | '1' | 'a' | 'A' | 'i' | 'I' | 'circled' | 'hangul';

export interface MarkerReading {
  readonly style: MarkerStyle;
  /** 1-based place in its sequence (1 for a bullet). */
  readonly ordinal: number;
}

export interface ListMarker {
  readonly readings: readonly [MarkerReading, ...MarkerReading[]];
  /** Characters the marker and its space take at the start of the text. */
  readonly length: number;
}

const BULLET = /^([•◦▪▫‣⁃∙·●○■□◆◇▶▷►▸➢✓✔・–—*-])\s+(?=\S)/u;
const CIRCLED = /^([\u2460-\u2473])\s*(?=\S)/u;
const HANGUL_ORDER = '가나다라마바사아자차카타파하';
const HANGUL = /^\(?([가나다라마바사아자차카타파하])[.)]\s+(?=\S)/u;
/** What Tesseract makes of a printed bullet (a filled disc reads as ¢, ©, ® or °; a circle as o or 0 is too like a word to take). */
const OCR_BULLET = /^([¢©®°«»¤¥@])\s+(?=\S)/u;
const ORDINAL = /^(\(?)(\d{1,3}|[A-Za-z]|[ivxlcIVXLC]{1,6})([.)])\s+(?=\S)/;

const ROMAN: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50, c: 100 };

/** The value of a lower-case roman numeral written the usual way, or undefined. */
export function romanValue(numeral: string): number | undefined {
  let total = 0;
  for (let index = 0; index < numeral.length; index += 1) {
    const value = ROMAN[numeral[index] as string];
    const next = ROMAN[numeral[index + 1] ?? ''] ?? 0;
    if (value === undefined) return undefined;
    total += value < next ? -value : value;
  }
  // Only numerals that spell themselves back ("iiii" and "ic" are not numerals).
  return toRoman(total) === numeral ? total : undefined;
}

function toRoman(value: number): string {
  const parts: [number, string][] = [
    [100, 'c'],
    [90, 'xc'],
    [50, 'l'],
    [40, 'xl'],
    [10, 'x'],
    [9, 'ix'],
    [5, 'v'],
    [4, 'iv'],
    [1, 'i'],
  ];
  let rest = value;
  let out = '';
  for (const [amount, numeral] of parts) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}

/** The marker `text` starts with; `ocr` also takes the symbols Tesseract reads bullets as. */
export function listMarker(text: string, ocr = false): ListMarker | undefined {
  const bullet = BULLET.exec(text) ?? (ocr ? OCR_BULLET.exec(text) : null);
  if (bullet !== null) return { readings: [{ style: 'bullet', ordinal: 1 }], length: bullet[0].length };
  const circled = CIRCLED.exec(text);
  if (circled !== null) return { readings: [{ style: 'circled', ordinal: (circled[1] as string).charCodeAt(0) - 0x245f }], length: circled[0].length };
  const hangul = HANGUL.exec(text);
  if (hangul !== null) return { readings: [{ style: 'hangul', ordinal: HANGUL_ORDER.indexOf(hangul[1] as string) + 1 }], length: hangul[0].length };
  const ordinal = ORDINAL.exec(text);
  if (ordinal === null) return undefined;
  const [whole, open, body, close] = ordinal as unknown as [string, string, string, string];
  // "(1)" needs both brackets; "1)" and "1." none before.
  if (open === '(' && close !== ')') return undefined;
  const readings: MarkerReading[] = [];
  if (/^\d+$/.test(body)) {
    const value = Number(body);
    if (value === 0) return undefined;
    readings.push({ style: '1', ordinal: value });
  } else {
    const lower = body.toLowerCase();
    const upper = body !== lower;
    if (body.length > 1 && body !== lower && body !== body.toUpperCase()) return undefined;
    const roman = romanValue(lower);
    const letter: MarkerReading | undefined = body.length === 1 ? { style: upper ? 'A' : 'a', ordinal: lower.charCodeAt(0) - 96 } : undefined;
    // Alone, "i" more likely starts a numeral list and "c" or "v" continues a lettered one.
    if (letter !== undefined && lower !== 'i') readings.push(letter);
    if (roman !== undefined) readings.push({ style: upper ? 'I' : 'i', ordinal: roman });
    if (letter !== undefined && lower === 'i') readings.push(letter);
  }
  const [first, ...rest] = readings;
  if (first === undefined) return undefined;
  return { readings: [first, ...rest], length: whole.length };
}

// The marker a list item starts with: a bullet, a number ("1." "1)" "(1)"),
// a letter ("a." "a)" "(a)", either case) or a roman numeral ("i." "iv)").
// "i", "v", "x" (and their capitals) alone are both a letter and a numeral;
// the list they continue decides (…h, i is a letter), so both readings are
// given. The marker must be followed by a space, so "1.5 litres" and "e.g."
// are text.

export type MarkerStyle = 'bullet' | '1' | 'a' | 'A' | 'i' | 'I';

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

const BULLET = /^([•◦▪▫‣⁃∙·●○■□►▸➢✓✔–—*-])\s+(?=\S)/u;
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

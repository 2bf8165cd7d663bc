// Page numbers in braille. They are written here rather than translated:
// a page number's width decides the layout before anything is translated,
// and every table in the catalogue writes digits the same way, the number
// sign (dots 3456) followed by the letters a–j (the UEB, Korean, and most
// liblouis codes). docs/braille.md, "Documents in braille".

const NUMBER_SIGN = 0x3c;
/** Dots of a–j, which stand for 1–9 and 0 after the number sign. */
const DIGIT_CELLS = [0x1a, 0x01, 0x03, 0x09, 0x19, 0x11, 0x0b, 0x1b, 0x13, 0x0a];

/** A whole number ≥ 0 as braille cells: the number sign, then its digits. */
export function brailleNumber(value: number): Uint8Array {
  const digits = String(Math.max(0, Math.floor(value)));
  return Uint8Array.from([NUMBER_SIGN, ...[...digits].map((digit) => DIGIT_CELLS[Number(digit)] ?? 0)]);
}

/** Blank cells between text and a page number on the same line (BANA Braille Formats 2016, page numbers). */
export const NUMBER_GAP = 3;

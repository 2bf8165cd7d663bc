// A braille cell in Unicode order (bits 0–5 = dots 1–6, bit 6 = dot 7, bit 7
// = dot 8) and the same cell in the Dot Pad's pin order (bits 0–3 the left
// column top to bottom, bits 4–7 the right column; protocol notes §6). Pin
// order puts dot 7 under dots 1–3 (bit 3) and dots 4–6 in bits 4–6; dots 1–3
// and 8 keep their bits.

/** A cell in Unicode braille order to the device's pin order. */
export function brailleToPin(byte: number): number {
  return (byte & 0x87) | ((byte & 0x38) << 1) | ((byte & 0x40) >> 3);
}

/** A cell in the device's pin order to Unicode braille order. */
export function pinToBraille(byte: number): number {
  return (byte & 0x87) | ((byte & 0x70) >> 1) | ((byte & 0x08) << 3);
}

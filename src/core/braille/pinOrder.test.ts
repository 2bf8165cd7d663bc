import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brailleToPin, pinToBraille } from './pinOrder.ts';

// The Braille ASCII table of the protocol notes (§8.4) lists each cell in both orders.
const PROTOCOL_NOTES = new URL('../../../../shared/reference/device-protocol.md', import.meta.url);

describe('braille ↔ pin order', () => {
  it('maps dots 1 4 5 (Unicode 0x19, "d") to pins 0x31', () => {
    expect(brailleToPin(0x19)).toBe(0x31);
    expect(pinToBraille(0x31)).toBe(0x19);
  });

  it('moves dot 7 to bit 3 and dots 4–6 up one bit, keeping dots 1–3 and 8', () => {
    expect(brailleToPin(0x40)).toBe(0x08); // dot 7
    expect(brailleToPin(0x08)).toBe(0x10); // dot 4
    expect(brailleToPin(0x20)).toBe(0x40); // dot 6
    expect(brailleToPin(0x87)).toBe(0x87); // dots 1 2 3 8
  });

  it('is a permutation whose inverse is pinToBraille, for all 256 bytes', () => {
    const images = new Set<number>();
    for (let byte = 0; byte < 256; byte++) {
      expect(pinToBraille(brailleToPin(byte))).toBe(byte);
      expect(brailleToPin(pinToBraille(byte))).toBe(byte);
      images.add(brailleToPin(byte));
    }
    expect(images.size).toBe(256);
  });

  it('keeps the number of raised dots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), (byte) => {
        const count = (v: number) => v.toString(2).replaceAll('0', '').length;
        expect(count(brailleToPin(byte))).toBe(count(byte));
      }),
    );
  });

  it('agrees with every pin-order byte of the protocol notes’ Braille ASCII table', () => {
    const rows = [...readFileSync(PROTOCOL_NOTES, 'utf8').matchAll(/\| U\+28([0-9A-F]{2}) \(0x[0-9A-F]{2}\) \| 0x([0-9A-F]{2}) \|$/gm)];
    expect(rows.length).toBe(70);
    for (const [, unicode, pin] of rows) expect(brailleToPin(Number.parseInt(unicode ?? '', 16))).toBe(Number.parseInt(pin ?? '', 16));
  });
});

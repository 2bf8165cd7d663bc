// Bytes typed or pasted as hex, the way people copy them out of logs and
// serial monitors: `AA 55 00 05`, `AA550005`, `0xAA,0x55`, `aa:55:00:05`.
// Each piece between separators is whole bytes, so a lone digit (`5` for
// `05`) is refused instead of silently pairing with its neighbour.

import { UsageError } from './options.ts';

const SEPARATORS = /[\s,:]+/;

export function hexInputToBytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const piece of text.split(SEPARATORS)) {
    if (piece === '') continue;
    const digits = /^0x/i.test(piece) ? piece.slice(2) : piece;
    if (digits === '') throw new UsageError(`"${piece}" has no hex digits after 0x.`);
    const stray = /[^0-9a-f]/i.exec(digits);
    if (stray) throw new UsageError(`"${piece}" is not hex: "${stray[0]}" is not a hex digit.`);
    if (digits.length % 2 !== 0) throw new UsageError(`"${piece}" has an odd number of hex digits; write every byte as two digits (05, not 5).`);
    for (let at = 0; at < digits.length; at += 2) bytes.push(Number.parseInt(digits.slice(at, at + 2), 16));
  }
  return Uint8Array.from(bytes);
}

/** Bytes as the protocol notes write them: upper case, a space between bytes. */
export function spacedHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}

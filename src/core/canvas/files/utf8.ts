// UTF-8 bytes to text without TextDecoder, which core cannot use (it has no
// DOM or Node types). Strict: a malformed sequence is an error, since a DTMS
// that is not UTF-8 is not a DTMS. A leading byte-order mark is dropped.

/** The text, or undefined when the bytes are not well-formed UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const units: number[] = [];
  let text = '';
  const continuation = (offset: number) => {
    const byte = bytes[at + offset];
    return byte !== undefined && (byte & 0xc0) === 0x80 ? byte & 0x3f : -1;
  };
  while (at < bytes.length) {
    const lead = bytes[at] ?? 0;
    let codePoint: number;
    let length: number;
    if (lead < 0x80) {
      codePoint = lead;
      length = 1;
    } else if (lead >= 0xc2 && lead <= 0xdf) {
      length = 2;
      const b1 = continuation(1);
      if (b1 < 0) return undefined;
      codePoint = ((lead & 0x1f) << 6) | b1;
    } else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      const [b1, b2] = [continuation(1), continuation(2)];
      if (b1 < 0 || b2 < 0) return undefined;
      codePoint = ((lead & 0x0f) << 12) | (b1 << 6) | b2;
      // Overlong forms and UTF-16 surrogates are not UTF-8.
      if (codePoint < 0x800 || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return undefined;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      const [b1, b2, b3] = [continuation(1), continuation(2), continuation(3)];
      if (b1 < 0 || b2 < 0 || b3 < 0) return undefined;
      codePoint = ((lead & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3;
      if (codePoint < 0x10000 || codePoint > 0x10ffff) return undefined;
    } else {
      return undefined;
    }
    if (codePoint >= 0x10000) {
      const offset = codePoint - 0x10000;
      units.push(0xd800 + (offset >> 10), 0xdc00 + (offset & 0x3ff));
    } else {
      units.push(codePoint);
    }
    at += length;
    // Flushed in chunks: String.fromCharCode takes its arguments on the stack.
    if (units.length >= 8192) text += String.fromCharCode(...units.splice(0));
  }
  return text + String.fromCharCode(...units);
}

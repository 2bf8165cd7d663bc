// Text as an engine can take it. liblouis reads a line at a time and stops
// at a NUL; a carriage return or a tab would come out as braille of its own.
// So: split at any line end, make tabs and other control characters spaces,
// compose accents (NFC: "é" as one character, as the tables define it).

/** Text split into lines, each safe to hand to liblouis. */
export function textToLines(text: string): string[] {
  return text.split(/\r\n|\r|\n|\u2028|\u2029/).map(cleanLine);
}

export function cleanLine(line: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return line.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}

/**
 * A long line in pieces of at most `maxChars`, cut after a space so no word
 * is split (a contraction may span letters, never spaces). A word longer than
 * `maxChars` is cut where it must be. Joining the pieces gives the line back.
 */
export function splitLongLine(line: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > maxChars) {
    const space = rest.lastIndexOf(' ', maxChars - 1);
    let cut = space >= 0 ? space + 1 : maxChars;
    // Never cut between the two halves of a character outside the BMP (but always move on).
    if (isHighSurrogate(rest.charCodeAt(cut - 1))) cut = cut > 1 ? cut - 1 : 2;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Unicode braille lines compared as people read them: the blank cell and a space are the same. */
export function sameBraille(a: string, b: string): boolean {
  return normaliseBlank(a) === normaliseBlank(b);
}

export function normaliseBlank(braille: string): string {
  return braille.replace(/\u2800/g, ' ').replace(/\s+$/, '');
}

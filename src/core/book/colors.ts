// Colours as the model stores them: lower-case `#rrggbb`, nothing else. A
// colour is read from HTML styles, pasted text and the colour dialog, so the
// common spellings are accepted (`#abc`, `#AABBCC`, `rgb(…)`); anything a
// stylesheet could smuggle through (`url(…)`, `expression(…)`) is not a colour.

const HEX6 = /^#[0-9a-f]{6}$/i;
const HEX3 = /^#[0-9a-f]{3}$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(1|1\.0+|100%)\s*)?\)$/i;

function hexByte(value: number): string {
  return value.toString(16).padStart(2, '0');
}

/** `#rrggbb` for a colour we accept, else undefined. */
export function cleanColor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (HEX6.test(text)) return text.toLowerCase();
  if (HEX3.test(text)) return `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
  const rgb = RGB.exec(text);
  if (rgb) {
    const parts = [rgb[1], rgb[2], rgb[3]].map(Number);
    if (parts.every((part) => part <= 255)) return `#${parts.map(hexByte).join('')}`;
  }
  return undefined;
}

/** The highlight a plain `<mark>` gives: yellow, as browsers paint it. */
export const MARK_HIGHLIGHT = '#ffff00';

// XML text for the DAISY files. A book is made from whatever a teacher pasted,
// so text may hold characters XML 1.0 cannot carry at all (C0 controls, lone
// surrogates, U+FFFE/U+FFFF): escaping cannot save those, they are removed
// (verification.md, hostile input 16).

// Allowed: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
// The `u` flag makes a well-formed surrogate pair one code point, so only lone halves match here.
const XML_ILLEGAL = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 forbids. */
export function xmlLegal(text: string): string {
  return text.replace(XML_ILLEGAL, '');
}

/** Text for element content: illegal characters removed, `&` `<` `>` escaped. */
export function xmlText(text: string): string {
  return xmlLegal(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text for a double-quoted attribute: as xmlText, and `"`; tabs and line ends as references so attribute normalisation keeps them. */
export function xmlAttr(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** `name="value"` pairs for the defined values, in the given order. */
export function attrs(pairs: readonly (readonly [string, string | number | undefined])[]): string {
  return pairs
    .filter((pair): pair is readonly [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${xmlAttr(String(value))}"`)
    .join('');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

// Text as the model holds it. HTML cannot carry some characters through a
// save and a load (the parser turns CR into LF and NUL into U+FFFD, and a
// no-break space is how we write a space that must not collapse), so the model
// never holds them: a line break inside a paragraph is `\n`, every other
// control or break character becomes a space or goes, and U+00A0 is a space.

// eslint-disable-next-line no-control-regex
const DROPPED = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

/** Paragraph text: `\n` is the only line break; tabs, form feeds and no-break spaces are spaces. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\t\u000b\u000c\u00a0]/g, ' ')
    .replace(DROPPED, '');
}

/** An attribute's text (alt, title): line breaks kept as `\n`, other controls gone. */
export function cleanAttributeText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(DROPPED, '').replace(/[\u000b\u000c]/g, ' ');
}

/** One-line text (a table caption): whitespace runs become one space, ends trimmed. */
export function cleanLine(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

// A language tag as BCP 47 spells it; anything else is no language.
const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;

export function cleanLang(value: string | undefined): string | undefined {
  const tag = value?.trim();
  return tag !== undefined && LANGUAGE_TAG.test(tag) ? tag : undefined;
}

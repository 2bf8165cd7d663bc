// Just enough XML reading for the few facts the converter takes from a DOCX
// itself (relationships, Word's decorative flag, the document's language):
// elements found by local name whatever their prefix, and attribute values
// with the predefined and numeric character references decoded. It is safe
// to read parts this way only because they were refused if they declared
// anything (xmlDeclarations.ts): no entity but the five predefined ones can
// appear. Pandoc does the real reading of the document.

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value with its character references decoded (unknown ones are left as written). */
export function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return PREDEFINED[name] ?? whole;
  });
}

/** The attributes of one start tag (`<w:lang w:val="en-GB"/>`), by local name (the prefix dropped), decoded. */
export function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const local = match[2] as string;
    if (!attributes.has(local)) attributes.set(local, decodeXmlText(match[4] ?? match[5] ?? ''));
  }
  return attributes;
}

// Every pattern here runs in time linear in the part, whatever it holds: a
// tag is matched as `[^<>]*` (a `<` cannot stand inside a tag, not even in
// an attribute value), so a tag left open stops at the next `<` instead of
// sending the search to the end of the part from every start.

/** Every start (or empty) tag whose local name is `localName`, in document order, as written. */
export function startTags(xml: string, localName: string): string[] {
  const pattern = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${localName}(?=[\\s/>])[^<>]*>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[0]);
}

/**
 * Whole elements `<w:pPr …>…</w:pPr>` named `qualifiedName` (prefix as
 * written), each holding no element of the same name: a match cannot run
 * past the start of the next one, which keeps it linear (and leaves the
 * outer one of two nested elements unmatched).
 */
export function wholeElements(qualifiedName: string): RegExp {
  const name = qualifiedName.replace(/[.]/g, '\\.');
  return new RegExp(`<${name}(?=[\\s/>])[^<>]*(?<!/)>(?:(?!</?${name}[\\s/>])[\\s\\S])*</${name}>`, 'g');
}

/** The content of a whole element matched by wholeElements. */
export function innerOf(element: string): string {
  return element.slice(element.indexOf('>') + 1, element.lastIndexOf('</'));
}

/** The text of a part, as UTF-8 (Word writes nothing else; a BOM is dropped). */
export function partText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}

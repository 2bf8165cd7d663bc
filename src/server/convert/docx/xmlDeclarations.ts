// Word never writes a document type declaration: every part of a DOCX is
// plain XML with namespaces. A `<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`,
// `<!ATTLIST` or `<!NOTATION` in a part is therefore someone's attempt at
// external entities (XXE: reading the server's files, fetching addresses) or
// entity expansion (billion laughs), and the whole file is refused before
// any XML parser sees it, whatever that parser would have done with it.
//
// The test runs on bytes with every NUL removed, so a part written in UTF-16
// or UTF-32 (where `<` is `3C 00`) is caught too; a declaration hidden in a
// comment or CDATA section is refused as well, which costs nothing, as Word
// writes neither.

/** `<!` followed (after optional white space) by a letter: any markup declaration, not `<!--` or `<![CDATA[`. */
const DECLARATION = /<!\s*[A-Za-z]/;

/** Whether the bytes of an XML part hold a markup declaration (DOCTYPE, ENTITY and the like). */
export function hasMarkupDeclaration(bytes: Uint8Array): boolean {
  // latin1 maps each byte to one character, so the pattern sees the bytes as they are, NULs dropped.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').replaceAll('\u0000', '');
  return DECLARATION.test(text);
}

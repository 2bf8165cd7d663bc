import { open } from 'node:fs/promises';
import type { XmlKind } from './bookFiles.ts';

// xmllint --valid checks a file against the DTD its own DOCTYPE names, so a
// file that names another DTD (dtbook-2005-1, say) or none would pass or fail
// for the wrong reason. Each kind of file must name the Z39.86-2005 one
// (public ids as in ../shared/dtd/catalog.xml and SOURCES.md).
export const EXPECTED_DOCTYPE: Readonly<Record<XmlKind, { readonly root: string; readonly publicId: string }>> = {
  opf: { root: 'package', publicId: '+//ISBN 0-9673008-1-9//DTD OEB 1.2 Package//EN' },
  ncx: { root: 'ncx', publicId: '-//NISO//DTD ncx 2005-1//EN' },
  smil: { root: 'smil', publicId: '-//NISO//DTD dtbsmil 2005-2//EN' },
  res: { root: 'resources', publicId: '-//NISO//DTD resource 2005-1//EN' },
  dtbook: { root: 'dtbook', publicId: '-//NISO//DTD dtbook 2005-3//EN' },
};

/** The prolog is short; 4 KiB holds the XML declaration, comments and the DOCTYPE of any file we make. */
const PROLOG_BYTES = 4096;
const DOCTYPE = /<!DOCTYPE\s+([^\s>[]+)\s+PUBLIC\s+(["'])([^"']*)\2/;

/** What is wrong with the file's DOCTYPE, or undefined when it names the expected DTD. */
export async function doctypeMismatch(path: string, kind: XmlKind): Promise<string | undefined> {
  const handle = await open(path, 'r');
  let prolog: string;
  try {
    const buffer = Buffer.alloc(PROLOG_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, PROLOG_BYTES, 0);
    prolog = buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  const expected = EXPECTED_DOCTYPE[kind];
  const found = DOCTYPE.exec(prolog);
  if (!found) return `No DOCTYPE with a public id; expected <!DOCTYPE ${expected.root} PUBLIC "${expected.publicId}" ...>.`;
  if (found[1] !== expected.root || found[3] !== expected.publicId) {
    return `The DOCTYPE is ${found[1]} "${found[3]}"; expected ${expected.root} "${expected.publicId}".`;
  }
  return undefined;
}

import { readdir } from 'node:fs/promises';
import { relative, sep } from 'node:path';

/** Every regular file under `folder`, as paths relative to it with forward slashes, sorted. Links are not followed. */
export async function listBookFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/'))
    .sort();
}

/** The kinds of XML file a DAISY 3 book holds, told by their extension. */
export type XmlKind = 'opf' | 'ncx' | 'smil' | 'res' | 'dtbook';

export function xmlKind(file: string): XmlKind | undefined {
  const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase();
  if (extension === 'opf' || extension === 'ncx' || extension === 'smil' || extension === 'res') return extension;
  if (extension === 'xml') return 'dtbook';
  return undefined;
}

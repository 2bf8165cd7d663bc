// What `tactile check` reads, told by the file's extension: HTML (as saved,
// or as a DOCX conversion produced it) read with the server's parser into
// core's HTML tree, or a tactile file (DTMS, DTM) read into pages of pins.
// Anything that keeps the file from being read is an UnreadableFile, which
// the command reports as a sentence and exit code 2.

import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { documentFromHtml, type BookDocument, type HtmlNode } from '../core/book/index.ts';
import { knownIgnores, NO_IGNORES, type CheckIgnores, type TactilePage } from '../core/a11ycheck/index.ts';
import { parseHtmlDocument } from '../server/book/parseHtml.ts';
import { readTactileFile } from './files.ts';

export class UnreadableFile extends Error {}

export const HTML_EXTENSIONS = ['.html', '.htm', '.xhtml'] as const;
export const TACTILE_EXTENSIONS = ['.dtms', '.dtm'] as const;

export type CheckedFile =
  /** `document` is the Book model the HTML reads as: the node paths of the findings point into it. */
  | { readonly kind: 'html'; readonly nodes: readonly HtmlNode[]; readonly document: BookDocument }
  /** `ignores`: what a DTMS file says its checks ignore (its `ignoredChecks` field), as the Canvas would leave out. */
  | { readonly kind: 'tactile'; readonly pages: readonly TactilePage[]; readonly ignores: CheckIgnores };

const SYSTEM_REASONS: Readonly<Record<string, string>> = { ENOENT: 'no such file', EACCES: 'permission denied', EISDIR: 'a folder, not a file' };

/** A sentence for why the file cannot be read: the system's error in words, or the format's own message. */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && SYSTEM_REASONS[code]) return SYSTEM_REASONS[code];
  return error instanceof Error ? error.message : String(error);
}

export async function readCheckedFile(file: string): Promise<CheckedFile> {
  const extension = extname(file).toLowerCase();
  const isHtml = (HTML_EXTENSIONS as readonly string[]).includes(extension);
  if (extension === '.docx' || extension === '.pdf') {
    // Converting needs the server's sandboxed tools (pandoc, poppler): the CLI checks what the conversion makes.
    throw new UnreadableFile(`${file}: a ${extension.slice(1).toUpperCase()} is not checked directly; convert it in the Cloud, download its HTML and check that.`);
  }
  if (!isHtml && !(TACTILE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new UnreadableFile(`${file}: cannot check a "${extension || 'no extension'}" file; give an HTML file (${HTML_EXTENSIONS.join(', ')}) or a tactile file (${TACTILE_EXTENSIONS.join(', ')}).`);
  }
  if (!isHtml) {
    try {
      // DTMS keeps no alternative text per page: the pages carry none, so page-alt does not apply.
      const tactile = await readTactileFile(file);
      const ignores = tactile.kind === 'dtms' ? knownIgnores(tactile.document.ignoredChecks) : NO_IGNORES;
      return { kind: 'tactile', pages: tactile.pictures.map((grid) => ({ grid })), ignores };
    } catch (error) {
      throw new UnreadableFile(`${file}: ${reasonOf(error)}`);
    }
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch (error) {
    throw new UnreadableFile(`${file}: ${reasonOf(error)}`);
  }
  let html: string;
  try {
    // A fatal decoder: a binary file named .html is refused, not checked as noise.
    html = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableFile(`${file}: not UTF-8 text; save the HTML as UTF-8 and check it again.`);
  }
  const nodes = parseHtmlDocument(html);
  return { kind: 'html', nodes, document: documentFromHtml(nodes) };
}

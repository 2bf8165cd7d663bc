import type { ConvertLimits } from '../../conversion.ts';
import { runTool } from '../../tools/runTool.ts';
import type { Deadline } from '../inspect/deadline.ts';

// Each page's text layer as poppler reads it: `pdftotext` in its default
// mode, which follows reading order (columns one after the other, as a
// person reads) — `-layout` would keep the print's spacing and interleave
// the lines of side-by-side columns, `-raw` the drawing order of the file.
// It runs fenced (runTool: no network, memory and CPU ceilings) and never
// in our process, so it is also how inspection looks for text without
// letting a reader parse pages in the server or worker's own memory.

/** More text than this from pdftotext is refused (TOO_LARGE): far beyond any book the limits allow. */
const MAX_TEXT_BYTES = 64 * 1024 * 1024;

/** The text of each page, in order (1-based page n is index n − 1). */
export async function pageTexts(inputPath: string, workDir: string, limits: ConvertLimits, deadline: Deadline, pages: number): Promise<string[]> {
  const { stdout } = await runTool({
    command: 'pdftotext',
    args: ['-enc', 'UTF-8', '-eol', 'unix', '-q', '-f', '1', '-l', String(pages), inputPath, '-'],
    workDir,
    timeoutMs: deadline.remainingMs(),
    memoryBytes: limits.memoryBytes,
    maxOutputBytes: MAX_TEXT_BYTES,
  });
  // pdftotext ends every page with a form feed.
  const texts = stdout.toString('utf8').split('\f').slice(0, pages);
  while (texts.length < pages) texts.push('');
  return texts;
}

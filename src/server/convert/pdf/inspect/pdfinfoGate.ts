import { ConversionFailure, type ConvertLimits } from '../../conversion.ts';
import { runTool } from '../../tools/runTool.ts';
import type { Deadline } from './deadline.ts';

// The first reading of a PDF's structure is poppler's `pdfinfo`, fenced in
// its own process: it reads the trailer, the catalog and the page count in
// milliseconds where pdf.js, in our process, spends seconds and hundreds of
// megabytes on a file of 200,000 page objects. It refuses what it can prove
// (too many pages, declared or real; encryption) and says nothing about the
// rest: a file pdfinfo cannot read is judged by pdf.js next, whose repair of
// a broken cross-reference table may still succeed.

const GATE_TIMEOUT_MS = 30_000;

export async function pdfinfoGate(inputPath: string, workDir: string, limits: ConvertLimits, deadline: Deadline): Promise<void> {
  let said: string;
  try {
    const { stdout, stderr } = await runTool({
      command: 'pdfinfo',
      args: [inputPath],
      workDir,
      timeoutMs: Math.min(GATE_TIMEOUT_MS, deadline.remainingMs()),
      memoryBytes: limits.memoryBytes,
      maxOutputBytes: 1024 * 1024,
    });
    said = `${stdout.toString('utf8')}\n${stderr}`;
  } catch (error) {
    // DAMAGED (pdfinfo's own exit) carries its last words; TOOL_MISSING and the rest leave the judging to pdf.js.
    said = error instanceof ConversionFailure ? error.message : '';
  }
  const declared = /Page count \((\d+)\) larger than number of objects/.exec(said)?.[1];
  const pages = Number(declared ?? /^Pages:\s+(\d+)/m.exec(said)?.[1] ?? 0);
  if (pages > limits.maxPages) throw new ConversionFailure('TOO_MANY_PAGES', `The PDF has ${pages} pages; at most ${limits.maxPages} can be converted.`);
  if (/^Encrypted:\s+yes/m.test(said)) {
    throw new ConversionFailure('ENCRYPTED', 'The PDF is encrypted; we do not convert protected documents. Save it without protection and upload it again.');
  }
}

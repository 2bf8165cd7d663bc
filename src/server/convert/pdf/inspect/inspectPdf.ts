import type { ConvertLimits } from '../../conversion.ts';
import { pageTexts } from '../text/pageTexts.ts';
import { openCheckedPdf } from './checkedPdf.ts';
import { deadlineIn } from './deadline.ts';
import type { PdfFacts } from './pdfFacts.ts';

export type { PdfFacts } from './pdfFacts.ts';

// What a PDF is, before choosing how to convert it (tagged structure, layout,
// OCR): refuses what must not be converted (checkedPdf.ts) and finds the
// pages without a text layer. Inspection never parses a page's drawing in
// this process (no getTextContent, getOperatorList or render): the text is
// looked for by pdftotext, fenced in its own process.

/** A page with fewer letters and digits than this has no text layer worth reading: a scan, perhaps with a stamped page number. */
export const MIN_TEXT_CHARACTERS = 5;

export async function inspectPdf(inputPath: string, workDir: string, limits: ConvertLimits): Promise<PdfFacts> {
  const deadline = deadlineIn(limits.timeoutMs);
  const checked = await openCheckedPdf(inputPath, workDir, limits, deadline);
  await checked.close();
  const texts = await pageTexts(inputPath, workDir, limits, deadline, checked.facts.pages);
  const pagesWithoutText = texts.flatMap((text, index) => (countTextCharacters(text) < MIN_TEXT_CHARACTERS ? [index + 1] : []));
  return { ...checked.facts, pagesWithoutText };
}

export function countTextCharacters(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}

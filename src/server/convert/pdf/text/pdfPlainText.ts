import type { ConvertLimits } from '../../conversion.ts';
import { openCheckedPdf } from '../inspect/checkedPdf.ts';
import { deadlineIn } from '../inspect/deadline.ts';
import { pageTexts } from './pageTexts.ts';

// POST /image/pdfToText: a PDF's plain text, in reading order, with the same
// refusals as every other reading of a PDF (checkedPdf.ts). Pages are
// separated by a blank line; white space at line ends is trimmed and runs of
// blank lines are one.

export async function pdfPlainText(inputPath: string, workDir: string, limits: ConvertLimits): Promise<{ text: string; pages: number }> {
  const deadline = deadlineIn(limits.timeoutMs);
  const checked = await openCheckedPdf(inputPath, workDir, limits, deadline);
  const { pages } = checked.facts;
  await checked.close();
  const texts = await pageTexts(inputPath, workDir, limits, deadline, pages);
  const text = texts
    .map(tidyPage)
    .filter((page) => page !== '')
    .join('\n\n');
  return { text, pages };
}

function tidyPage(page: string): string {
  return page
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

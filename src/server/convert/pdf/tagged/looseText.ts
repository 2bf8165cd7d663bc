import { cleanText, escapeHtml } from './inlineHtml.ts';
import type { TextRun } from './markedContent.ts';

// A page of a tagged document that has no structure of its own (a cover, an
// inserted page): its text kept, one paragraph per printed line, so nothing
// is lost; the conversion notes that its structure was not known.

export function looseTextHtml(runs: readonly TextRun[]): string[] {
  const lines: string[] = [];
  let line = '';
  for (const run of runs) {
    line += run.text;
    if (run.endsLine) {
      lines.push(line);
      line = '';
    }
  }
  lines.push(line);
  return lines.map((text) => cleanText(text).trim()).filter((text) => text !== '').map((text) => `<p>${escapeHtml(text)}</p>`);
}

import type { TextLine } from '../pageLayout.ts';
import { allowedHref } from './links.ts';
import type { XmlText } from './pdf2xml.ts';

// One pdftohtml `<text>` becomes one TextLine per stretch of equal bold,
// italic and link (pdftohtml splits lines at font changes itself, but a link
// may cover part of one). pdftohtml gives no position inside an element, so
// each stretch gets a share of the width by its characters — close enough for
// spacing and link grouping, which is all the inference asks of it.

const BOLD_NAME = /bold|black|heavy|semi-?bold|demi-?bold|extra-?bold|ultra-?bold/i;
const ITALIC_NAME = /italic|oblique|slanted|kursiv/i;

/** Presentation-form ligatures (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ) spelled out, controls dropped, white space made single spaces. */
export function cleanPdfText(text: string): string {
  return text
    .replace(/[\uFB00-\uFB06]/g, (ligature) => ligature.normalize('NFKC'))
    // eslint-disable-next-line no-control-regex -- removing controls is the point
    .replace(/[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g, '')
    .replace(/[\t\n\r\f\v\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ');
}

/** The font's own name, without the subset tag ("AAAAAA+DejaVuSerif-Bold" → "DejaVuSerif-Bold"). */
export function fontName(family: string): string {
  return family.replace(/^[A-Z]{6}\+/, '');
}

export function textLinesOf(element: XmlText): TextLine[] {
  const name = fontName(element.font?.family ?? '');
  const nameBold = BOLD_NAME.test(name);
  const nameItalic = ITALIC_NAME.test(name);
  const size = element.font && element.font.size > 0 ? element.font.size : element.height / 1.17;
  const fontSize = Math.min(Math.max(size, 1), 1000);
  const runs = element.runs.map((run) => ({ ...run, text: cleanPdfText(run.text) })).filter((run) => run.text !== '');
  const chars = runs.reduce((sum, run) => sum + run.text.length, 0);
  if (chars === 0 || runs.every((run) => run.text.trim() === '')) return [];
  const lines: TextLine[] = [];
  let left = element.left;
  for (const run of runs) {
    const width = (element.width * run.text.length) / chars;
    const href = run.href === undefined ? undefined : allowedHref(run.href);
    lines.push({
      top: element.top,
      left,
      width,
      height: element.height,
      fontSize,
      bold: run.bold || nameBold,
      italic: run.italic || nameItalic,
      text: run.text,
      ...(href !== undefined ? { href } : {}),
    });
    left += width;
  }
  // A stretch of spaces alone carries nothing; its width stays as the gap.
  return lines.filter((line) => line.text.trim() !== '');
}

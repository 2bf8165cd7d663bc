// What a person should check on a page read by OCR (issue 21: "keep a list of
// what the converter knows it guessed ... OCR confidence"): one note for the
// page with its mean word confidence, and one for each line read with little
// confidence, at most a few per page so that a bad scan does not bury the
// other notes; the page's note says how many there were.

import type { ConversionNote } from '../../conversion.ts';
import type { TextLine } from '../pageLayout.ts';

/** A line read with less confidence than this is listed for a person to check. */
export const LOW_CONFIDENCE = 60;
/** Low-confidence lines listed per page at most. */
export const LOW_CONFIDENCE_NOTES_PER_PAGE = 10;
/** Characters of a line quoted in its note. */
const QUOTED = 80;

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The notes for page `page`, read as `how` (e.g. "kor+eng, 150 dpi"), whose words' mean confidence is `confidence`. */
export function ocrPageNotes(page: number, lines: readonly TextLine[], confidence: number | undefined, how: string): ConversionNote[] {
  const weak = lines.filter((line) => (line.confidence ?? 0) < LOW_CONFIDENCE);
  const found = lines.length === 0 || confidence === undefined ? 'no text was found' : `mean word confidence ${tenths(confidence)}`;
  const listed = weak.length > LOW_CONFIDENCE_NOTES_PER_PAGE ? `, the first ${LOW_CONFIDENCE_NOTES_PER_PAGE} listed` : '';
  const weakSaid = weak.length === 0 ? '' : `; ${weak.length} line${weak.length === 1 ? '' : 's'} under ${LOW_CONFIDENCE}${listed}`;
  const pageNote: ConversionNote = { kind: 'ocr-page', page, detail: `Page ${page} was read by OCR (${how}): ${found}${weakSaid}.`, confidence: tenths(confidence ?? 0) };
  return [
    pageNote,
    ...weak.slice(0, LOW_CONFIDENCE_NOTES_PER_PAGE).map((line): ConversionNote => {
      const shown = line.text.length > QUOTED ? `${line.text.slice(0, QUOTED - 1)}…` : line.text;
      return { kind: 'ocr-low-confidence', page, detail: `Page ${page}: “${shown}” was read with confidence ${line.confidence ?? 0}.`, confidence: line.confidence ?? 0 };
    }),
  ];
}

// The layout of a PDF's pages as lines of text with their place and type, in
// PDF points from the page's top-left corner. Two readers fill it — poppler's
// `pdftohtml -xml` for a text layer (layout/), Tesseract for a scanned page
// (ocr/) — and one inference turns it into a structured document: headings
// from size and weight, lists from markers and indentation, columns and
// reading order, running heads and page numbers.

export interface TextLine {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  /** Font size in points (OCR: estimated from the line's height). */
  readonly fontSize: number;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly text: string;
  /** A link the line carries (text layer only). */
  readonly href?: string;
  /** OCR only: mean word confidence 0–100. */
  readonly confidence?: number;
}

export interface PageFigure {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
  /** The picture's id in the conversion's images. */
  readonly imageId: string;
}

export interface PageLayout {
  /** 1-based print page. */
  readonly page: number;
  readonly width: number;
  readonly height: number;
  readonly lines: readonly TextLine[];
  readonly figures: readonly PageFigure[];
  /** Set by OCR: the page had no text layer and was read from its picture. */
  readonly ocr?: boolean;
}

import type { PageFigure, PageLayout, TextLine } from '../../pageLayout.ts';

// Hand-made page layouts for the inference's unit tests: a line is placed by
// its top and left in points; its width is guessed from its text (half an em
// a character, near enough for a serif face) unless given.

export interface LineSpec {
  readonly size?: number;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly width?: number;
  readonly href?: string;
  readonly confidence?: number;
}

export function textLine(top: number, left: number, text: string, spec: LineSpec = {}): TextLine {
  const size = spec.size ?? 12;
  return {
    top,
    left,
    width: spec.width ?? text.length * size * 0.5,
    height: size * 1.17,
    fontSize: size,
    bold: spec.bold ?? false,
    italic: spec.italic ?? false,
    text,
    ...(spec.href !== undefined ? { href: spec.href } : {}),
    ...(spec.confidence !== undefined ? { confidence: spec.confidence } : {}),
  };
}

/** An A4 page (595 × 842 pt). */
export function page(number: number, lines: readonly TextLine[], extra: { figures?: readonly PageFigure[]; ocr?: boolean } = {}): PageLayout {
  return { page: number, width: 595, height: 842, lines, figures: extra.figures ?? [], ...(extra.ocr ? { ocr: true } : {}) };
}

/** Lines of body text from `top` down, 14 pt apart, each `width` wide unless it is the last. */
export function paragraphLines(top: number, left: number, texts: readonly string[], spec: LineSpec & { fullWidth?: number } = {}): TextLine[] {
  const pitch = (spec.size ?? 12) * 1.2;
  return texts.map((text, index) =>
    textLine(top + index * pitch, left, text, { ...spec, ...(index < texts.length - 1 && spec.fullWidth !== undefined ? { width: spec.fullWidth } : {}) }),
  );
}

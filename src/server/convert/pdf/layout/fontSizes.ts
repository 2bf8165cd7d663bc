import type { Line } from './lines.ts';

// What the sizes of type say about the document. The body text is the size
// most characters are set in. Headings are set larger: each distinct larger
// size (sizes within a small tolerance are one size — Tesseract estimates a
// size from each line's height, so its tolerance is wider) is one heading
// level, the largest first. The title — the largest text on the first page —
// is level 1 whatever else the document holds.

export interface TypeScale {
  readonly bodySize: number;
  /** Sizes that make a heading, largest first: index 0 is level 1. */
  readonly headingSizes: readonly number[];
  /** How far a size may stray from a heading size and still be it (a ratio). */
  readonly tolerance: number;
  /** A line at least this size is a heading candidate. */
  readonly headingFrom: number;
  /** The level a bold line of body size takes when it stands alone as a heading. */
  readonly boldHeadingLevel: number;
}

export function typeScale(lines: readonly Line[], ocr: boolean, titleSize: number | undefined): TypeScale {
  const tolerance = ocr ? 0.12 : 0.04;
  const byChars = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    byChars.set(size, (byChars.get(size) ?? 0) + line.text.length);
  }
  let bodySize = 0;
  let most = -1;
  for (const [size, chars] of byChars) {
    if (chars > most) {
      bodySize = size;
      most = chars;
    }
  }
  if (ocr) {
    // Estimated sizes scatter: the body is the mean of the sizes near the most common one.
    const near = lines.filter((line) => Math.abs(line.fontSize - bodySize) <= tolerance * bodySize);
    if (near.length > 0) bodySize = near.reduce((sum, line) => sum + line.fontSize, 0) / near.length;
  }
  const headingFrom = bodySize * (ocr ? 1.18 : 1.12);
  const larger = [...new Set(lines.filter((line) => line.fontSize >= headingFrom).map((line) => line.fontSize))].sort((a, b) => b - a);
  const clusters: number[] = [];
  for (const size of larger) {
    const last = clusters.at(-1);
    if (last === undefined || size < last * (1 - tolerance)) clusters.push(size);
  }
  // Sizes above the title's fold into level 1 with it.
  const titleIndex = titleSize === undefined ? -1 : clusters.findIndex((size) => titleSize >= size * (1 - tolerance));
  const headingSizes = (titleIndex > 0 ? clusters.slice(titleIndex) : clusters).slice(0, 6);
  return { bodySize, headingSizes, tolerance, headingFrom, boldHeadingLevel: Math.min(6, headingSizes.length + 1) };
}

/** The heading level (1–6) a size stands for, or undefined for text. */
export function headingLevel(scale: TypeScale, size: number): number | undefined {
  if (size < scale.headingFrom) return undefined;
  const index = scale.headingSizes.findIndex((heading) => size >= heading * (1 - scale.tolerance));
  if (index < 0) return scale.headingSizes.length > 0 ? scale.headingSizes.length : undefined;
  return index + 1;
}

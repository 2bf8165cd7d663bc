// Which kind of list a tagged list is, from its items' labels (the Lbl
// elements: "•", "1.", "a)", "iv."). PDF's own ListNumbering attribute is not
// given by pdf.js, and Chromium writes the marker's text in Lbl for numbered
// lists and nothing (a drawn bullet) for bulleted ones.

export interface ListStyle {
  readonly tag: 'ul' | 'ol';
  /** HTML `type` of a numbered list: 1 a A i I. */
  readonly type?: '1' | 'a' | 'A' | 'i' | 'I';
  /** First number, when not 1. */
  readonly start?: number;
}

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 };

function romanValue(text: string): number | undefined {
  const digits = [...text.toLowerCase()].map((c) => ROMAN[c]);
  if (digits.some((d) => d === undefined)) return undefined;
  let total = 0;
  digits.forEach((d, i) => {
    const next = digits[i + 1];
    total += next !== undefined && (d as number) < next ? -(d as number) : (d as number);
  });
  return total;
}

/** The marker without its punctuation: "(a)" → "a", "12." → "12". */
const core = (label: string): string => label.trim().replace(/^[([]/, '').replace(/[.):\]]$/, '');

export function listStyle(labels: readonly string[]): ListStyle {
  const markers = labels.map(core).filter((label) => label !== '');
  const first = markers[0];
  if (first === undefined) return { tag: 'ul' };
  const numbered = (type: NonNullable<ListStyle['type']>, start: number): ListStyle => ({ tag: 'ol', type, ...(start > 1 ? { start } : {}) });
  if (/^\d+$/.test(first)) return numbered('1', Number(first));
  const second = markers[1];
  if (/^[ivxlcdm]+$/i.test(first)) {
    const value = romanValue(first);
    // "i" opens a roman list; "c" or "d" alone open a lettered one unless the next label goes on in roman.
    const roman = value !== undefined && (first.length > 1 || /^i$/i.test(first) || (second !== undefined && romanValue(second) === value + 1));
    if (roman) return numbered(first === first.toUpperCase() ? 'I' : 'i', value);
  }
  if (/^[a-z]$/i.test(first)) return numbered(first === first.toUpperCase() ? 'A' : 'a', first.toLowerCase().charCodeAt(0) - 96);
  return { tag: 'ul' };
}

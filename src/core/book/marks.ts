// Marks on a text leaf: only `true` flags and valid colours stay, so two
// leaves that look the same compare the same (and merge).

import { cleanColor } from './colors.ts';
import { MARK_NAMES } from './model.ts';
import type { BookText, Marks } from './model.ts';

type MutableMarks = { -readonly [K in keyof Marks]: Marks[K] };

/** The marks of a leaf (or any object carrying them), cleaned. */
export function cleanMarks(source: Readonly<Record<string, unknown>>): Marks {
  const marks: MutableMarks = {};
  for (const name of MARK_NAMES) if (source[name] === true) marks[name] = true;
  const color = typeof source['color'] === 'string' ? cleanColor(source['color']) : undefined;
  if (color) marks.color = color;
  const highlight = typeof source['highlight'] === 'string' ? cleanColor(source['highlight']) : undefined;
  if (highlight) marks.highlight = highlight;
  return marks;
}

export function sameMarks(a: Marks, b: Marks): boolean {
  return (
    MARK_NAMES.every((name) => a[name] === b[name]) && a.color === b.color && a.highlight === b.highlight
  );
}

/** A leaf with the given text and marks, keys in one order (deep equality does not care, people reading JSON do). */
export function textLeaf(text: string, marks: Marks): BookText {
  return { text, ...marks };
}

export function marksOf(leaf: BookText): Marks {
  const marks: Record<string, unknown> = { ...leaf };
  delete marks['text'];
  return marks as Marks;
}

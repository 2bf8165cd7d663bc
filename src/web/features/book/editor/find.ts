// Find and replace over the editor's text leaves. A match lies inside one
// leaf (a word split by a mark change is two leaves and is not found whole),
// the same rule as core's findMatches, so a match is always one Slate range.

import { Editor, Point, Range, Text, Transforms } from 'slate';

export interface FindOptions {
  readonly matchCase: boolean;
  readonly wholeWord: boolean;
}

const WORD = /[\p{L}\p{N}_]/u;

function isWordAt(text: string, index: number): boolean {
  const char = text[index];
  return char !== undefined && WORD.test(char);
}

/** Every match, in document order. */
export function findRanges(editor: Editor, query: string, options: FindOptions): Range[] {
  if (query === '') return [];
  const needle = options.matchCase ? query : query.toLocaleLowerCase();
  const ranges: Range[] = [];
  for (const [node, path] of Editor.nodes(editor, { at: [], match: Text.isText })) {
    const hay = options.matchCase ? node.text : node.text.toLocaleLowerCase();
    for (let from = hay.indexOf(needle); from !== -1; from = hay.indexOf(needle, from + Math.max(1, needle.length))) {
      const to = from + needle.length;
      if (options.wholeWord && (isWordAt(node.text, from - 1) || isWordAt(node.text, to))) continue;
      ranges.push({ anchor: { path, offset: from }, focus: { path, offset: to } });
    }
  }
  return ranges;
}

/** The index of the match to go to from the caret: the first at or after it (or before it, going back), wrapping round. */
export function nextMatchIndex(editor: Editor, ranges: readonly Range[], direction: 'next' | 'previous'): number {
  if (ranges.length === 0) return -1;
  const selection = editor.selection;
  if (!selection) return direction === 'next' ? 0 : ranges.length - 1;
  if (direction === 'next') {
    const from = Range.end(selection);
    const index = ranges.findIndex((range) => !Point.isBefore(Range.start(range), from));
    return index === -1 ? 0 : index;
  }
  const from = Range.start(selection);
  for (let index = ranges.length - 1; index >= 0; index--) {
    const range = ranges[index];
    if (range && !Point.isAfter(Range.end(range), from)) return index;
  }
  return ranges.length - 1;
}

/** Replaces every match; returns how many. One undo step brings them all back. */
export function replaceAll(editor: Editor, query: string, replacement: string, options: FindOptions): number {
  const ranges = findRanges(editor, query, options);
  Editor.withoutNormalizing(editor, () => {
    // Last first, so earlier ranges stay where they are.
    for (const range of [...ranges].reverse()) {
      Transforms.select(editor, range);
      Transforms.insertText(editor, replacement, { at: range });
    }
  });
  return ranges.length;
}

/** Replaces the selected text when it is a match; returns whether it was. */
export function replaceSelected(editor: Editor, query: string, replacement: string, options: FindOptions): boolean {
  const selection = editor.selection;
  if (!selection) return false;
  const match = findRanges(editor, query, options).find((range) => Range.equals(range, selection) || Range.equals(range, { anchor: selection.focus, focus: selection.anchor }));
  if (!match) return false;
  Transforms.insertText(editor, replacement, { at: match });
  return true;
}

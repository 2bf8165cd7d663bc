import type { TextContent, TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

// A tagged page's text, grouped by marked-content id: the structure tree's
// content items (`{ type: 'content', id }`) name these ids, and
// getTextContent({ includeMarkedContent: true }) brackets the text drawn
// inside each marked-content sequence with begin/end items carrying the same
// id. Unnamed sequences nested inside (Chromium's Span around ligatures)
// belong to the nearest named one; text inside an Artifact sequence (running
// heads, page numbers, decoration) belongs to none and is dropped.

export interface TextRun {
  readonly text: string;
  /** Baseline position and font size in PDF points (y grows upward). */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** A line ends after this run. */
  readonly endsLine: boolean;
}

export interface PageText {
  /** The runs of each marked-content id, in drawing order. */
  readonly runs: ReadonlyMap<string, readonly TextRun[]>;
  /** Where a sequence sits between the text drawn before and after it (for figures, which draw no text): baselines, or undefined at the page's edges. */
  readonly between: ReadonlyMap<string, { readonly above?: number; readonly below?: number }>;
  /** Letters and digits drawn outside any structure and outside artifacts: text the tree does not reach. */
  readonly untaggedCharacters: number;
  /** Every run in drawing order, for pages without a structure tree. */
  readonly allRuns: readonly TextRun[];
}

const isMarked = (item: TextItem | TextMarkedContent): item is TextMarkedContent => 'type' in item;

export function pageText(content: TextContent): PageText {
  const runs = new Map<string, TextRun[]>();
  const between = new Map<string, { above?: number; below?: number }>();
  const allRuns: TextRun[] = [];
  const stack: { id: string | null; artifact: boolean }[] = [];
  let lastY: number | undefined;
  let waitingForBelow: string[] = [];
  let untaggedCharacters = 0;
  for (const item of content.items) {
    if (isMarked(item)) {
      if (item.type === 'endMarkedContent') {
        stack.pop();
        continue;
      }
      const id = item.type === 'beginMarkedContentProps' && typeof item.id === 'string' ? item.id : null;
      const tag = (item as { tag?: string }).tag;
      stack.push({ id, artifact: tag === 'Artifact' || (stack.at(-1)?.artifact ?? false) });
      if (id !== null && !between.has(id)) {
        between.set(id, lastY === undefined ? {} : { above: lastY });
        waitingForBelow.push(id);
      }
      continue;
    }
    const [a = 0, b = 0, , , x = 0, y = 0] = item.transform as number[];
    const run: TextRun = { text: item.str, x, y, size: Math.hypot(a, b), endsLine: item.hasEOL };
    const owner = [...stack].reverse().find((entry) => entry.id !== null)?.id;
    if (stack.at(-1)?.artifact) continue;
    allRuns.push(run);
    if (item.str.trim() !== '') {
      // Sequences that began before this run and have ended see it as the text below them.
      waitingForBelow = waitingForBelow.filter((id) => {
        if (id === owner) return true;
        const place = between.get(id);
        if (place && place.below === undefined) place.below = y;
        return false;
      });
      lastY = y;
    }
    if (owner === undefined || owner === null) {
      untaggedCharacters += item.str.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
      continue;
    }
    let list = runs.get(owner);
    if (!list) runs.set(owner, (list = []));
    list.push(run);
  }
  return { runs, between, untaggedCharacters, allRuns };
}

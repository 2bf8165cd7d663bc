// Spec §4: selected items are keyed by FILE_KEY, and re-selecting replaces.
// React Aria's collections keep the selection ('replace' behaviour: a click,
// Space or an arrow selects one item; Ctrl or Shift add to it); these
// helpers read it against the items shown.

/** React Aria's selection: every key, or a set of them. */
export type KeySelection = 'all' | ReadonlySet<string | number>;

interface Keyed {
  /** FILE_KEY. */
  readonly fileKey: string;
}

/** The selected items, in the order they are shown. */
export function selectedOf<T extends Keyed>(selection: KeySelection, items: readonly T[]): T[] {
  return selection === 'all' ? [...items] : items.filter((item) => selection.has(item.fileKey));
}

/** Selecting an item again (a click, or opening its menu) replaces the selection with it alone. */
export function selectOnly(key: string): Set<string> {
  return new Set([key]);
}

/** The selection once the shown items change: keys no longer shown are dropped. */
export function keepShown(selection: KeySelection, items: readonly Keyed[]): Set<string> {
  return new Set(selectedOf(selection, items).map((item) => item.fileKey));
}

/**
 * Where focus should go once `removed` items leave the list: the first item
 * after the last removed one, else the last one before them, else nowhere.
 */
export function focusAfterRemoval(items: readonly Keyed[], removed: ReadonlySet<string>): string | undefined {
  let lastRemoved = -1;
  items.forEach((item, index) => {
    if (removed.has(item.fileKey)) lastRemoved = index;
  });
  if (lastRemoved < 0) return undefined;
  const after = items.slice(lastRemoved + 1).find((item) => !removed.has(item.fileKey));
  if (after) return after.fileKey;
  return items.slice(0, lastRemoved).findLast((item) => !removed.has(item.fileKey))?.fileKey;
}

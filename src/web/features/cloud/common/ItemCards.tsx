import type { RefObject } from 'react';
import { GridList, GridListItem, Text, type Key, type Selection } from 'react-aria-components';
import { displayName } from '../api/itemRefs.ts';
import { isFolder, type DriveItem } from '../api/types.ts';
import { FolderIcon } from './FolderIcon.tsx';
import { PinPreview } from './PinPreview.tsx';
import { useTypeAheadSelection } from '../../../ui/useTypeAheadSelection.ts';
import { UserText } from '../../../ui/UserText.tsx';

export interface CollectionProps {
  readonly items: readonly DriveItem[];
  /** The accessible name of the grid or table. */
  readonly label: string;
  readonly selectionMode: 'single' | 'multiple';
  readonly selectedKeys: Selection;
  readonly onSelectionChange: (keys: Selection) => void;
  /** Enter, double click (or a tap): open the item. */
  readonly onAction?: (item: DriveItem) => void;
  readonly emptyText: string;
  /** What a screen reader hears after the name: type, date, public, cut. */
  readonly describe: (item: DriveItem) => string;
  readonly isDimmed?: (item: DriveItem) => boolean;
  readonly collectionRef?: RefObject<HTMLDivElement | null>;
}

/**
 * CARD view (spec §4): a React Aria grid list laid out as a grid, so arrows
 * move in two dimensions. Selection replaces (a click, Space or an arrow
 * selects one item; Ctrl or Shift add to it; Ctrl+A selects all); Enter or
 * a double click opens. Nothing inside a card is a control of its own.
 */
export function ItemCards({ items, label, selectionMode, selectedKeys, onSelectionChange, onAction, emptyText, describe, isDimmed, collectionRef }: CollectionProps) {
  const byKey = new Map(items.map((item) => [item.fileKey, item]));
  const act = (key: Key) => {
    const item = byKey.get(String(key));
    if (item && onAction) onAction(item);
  };
  const typeAhead = useTypeAheadSelection((key) => onSelectionChange(new Set([key])));
  return (
    // Only listens: the keys and focus of the grid inside (see useTypeAheadSelection).
    <div className="item-cards-frame" {...typeAhead}>
      <GridList
        ref={collectionRef}
        className="item-cards"
        layout="grid"
        aria-label={label}
        items={items}
        selectionMode={selectionMode}
        selectionBehavior="replace"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        {...(onAction ? { onAction: act } : {})}
        // The cards show more than the items: what is cut, the language. Without this the grid keeps cards rendered for the old values.
        dependencies={[describe, isDimmed]}
        renderEmptyState={() => <p className="empty-state">{emptyText}</p>}
      >
        {(item) => {
          const name = displayName(item);
          return (
            <GridListItem id={item.fileKey} textValue={name} className={isDimmed?.(item) ? 'item-card item-card--dimmed' : 'item-card'}>
              <span className="item-card-preview">{isFolder(item) ? <FolderIcon /> : <PinPreview hex={item.preview} />}</span>
              <UserText className="item-card-name" text={name} />
              <Text slot="description" className="item-card-meta">
                {describe(item)}
              </Text>
            </GridListItem>
          );
        }}
      </GridList>
    </div>
  );
}

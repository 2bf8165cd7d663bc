import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key } from 'react-aria-components';
import { displayName } from '../api/itemRefs.ts';
import type { DriveItem } from '../api/types.ts';
import type { CollectionProps } from './ItemCards.tsx';
import { useTypeAheadSelection } from '../../../ui/useTypeAheadSelection.ts';
import { UserText } from '../../../ui/UserText.tsx';

export interface ColumnSpec {
  readonly id: string;
  readonly label: string;
  readonly cell: (item: DriveItem) => ReactNode;
  /** The column that names a row (the item's name). */
  readonly isRowHeader?: boolean;
  /** The cell is text a user wrote (a name, a creator): marked with its language. */
  readonly isUserContent?: boolean;
}

/**
 * LIST view (spec §4): a React Aria table, one row per item. Up and down
 * move between rows (left and right between cells), with the same
 * selection and opening as the cards.
 */
export function ItemTable({
  items,
  label,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  onAction,
  emptyText,
  isDimmed,
  collectionRef,
  columns,
}: Omit<CollectionProps, 'describe' | 'collectionRef'> & {
  readonly columns: readonly ColumnSpec[];
  readonly collectionRef?: CollectionProps['collectionRef'] | undefined;
}) {
  const byKey = new Map(items.map((item) => [item.fileKey, item]));
  const act = (key: Key) => {
    const item = byKey.get(String(key));
    if (item && onAction) onAction(item);
  };
  const typeAhead = useTypeAheadSelection((key) => onSelectionChange(new Set([key])));
  return (
    // Only listens: the keys and focus of the table inside (see useTypeAheadSelection).
    <div className="item-table-scroll" ref={collectionRef} {...typeAhead}>
      <Table
        className="item-table"
        aria-label={label}
        selectionMode={selectionMode}
        selectionBehavior="replace"
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
        {...(onAction ? { onRowAction: act } : {})}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column id={column.id} isRowHeader={column.isRowHeader ?? false}>
              {column.label}
            </Column>
          )}
        </TableHeader>
        {/* The rows show more than the items (what is cut, the language): without the dependencies the table keeps rows and cells rendered for the old values. */}
        <TableBody items={items} dependencies={[columns, isDimmed]} renderEmptyState={() => <p className="empty-state">{emptyText}</p>}>
          {(item) => (
            <Row
              id={item.fileKey}
              textValue={displayName(item)}
              columns={columns}
              dependencies={[columns, isDimmed]}
              className={isDimmed?.(item) ? 'item-row item-row--dimmed' : 'item-row'}
            >
              {(column) => <Cell>{column.isUserContent ? <UserContentCell content={column.cell(item)} /> : column.cell(item)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function UserContentCell({ content }: { readonly content: ReactNode }) {
  return typeof content === 'string' ? <UserText text={content} /> : content;
}

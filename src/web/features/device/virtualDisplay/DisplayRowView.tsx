import { memo } from 'react';
import { formatDescription } from '../../../../core/describe/index.ts';
import { cellDescription } from './displayDescriptions.ts';
import { brailleOf, pinsUp, type DisplayRow } from './displayModel.ts';
import { CELL_COLUMN_ATTRIBUTE, CELL_ROW_ATTRIBUTE } from './useRovingGridFocus.ts';
import { useFormatMessage } from './useVirtualDisplay.ts';

interface DisplayRowViewProps {
  readonly row: DisplayRow;
  readonly rowIndex: number;
  /** The column of the grid's tab stop when it is in this row, else -1. */
  readonly focusedColumn: number;
}

/**
 * One line of the display: a row of cells, each drawn as its 2×4 pins and
 * named by place and raised dots. The pins are decoration (aria-hidden): the
 * name says all they show.
 */
function DisplayRowCells({ row, rowIndex, focusedColumn }: DisplayRowViewProps) {
  const format = useFormatMessage();
  return (
    <div role="row" aria-rowindex={rowIndex + 1} className={`virtual-display-row virtual-display-row--${row.kind}`}>
      {row.cells.map((cell, column) => (
        <div
          key={column}
          role="gridcell"
          aria-colindex={column + 1}
          aria-label={formatDescription(cellDescription(row, column, cell), format)}
          tabIndex={column === focusedColumn ? 0 : -1}
          className="virtual-display-cell"
          data-dots={cell.dots.join(' ')}
          {...{ [CELL_ROW_ATTRIBUTE]: rowIndex, [CELL_COLUMN_ATTRIBUTE]: column }}
        >
          <span className="virtual-display-pins" aria-hidden="true">
            {pinsUp(cell.pins).map((up, bit) => (
              <span key={bit} className={up ? 'virtual-display-pin virtual-display-pin--up' : 'virtual-display-pin'} />
            ))}
          </span>
          {row.kind === 'text' && (
            <span className="virtual-display-braille" aria-hidden="true">
              {brailleOf(cell.pins)}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * Rows redraw only when their pins or the tab stop in them change: the 768
 * has 768 cells, and moving the focus touches two rows at most. (A language
 * change still redraws them: useIntl's context passes memo.)
 */
export const DisplayRowView = memo(
  DisplayRowCells,
  (before, after) => before.row.signature === after.row.signature && before.rowIndex === after.rowIndex && before.focusedColumn === after.focusedColumn,
);

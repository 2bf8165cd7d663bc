import { useIntl } from 'react-intl';
import type { BrailleCapacity, MultiBrailleBlock } from '../../../../core/braille/index.ts';
import { placementMessages as m } from './messages.ts';

interface Props {
  readonly capacity: BrailleCapacity;
  /** The block the current braille makes, once translated. */
  readonly block: MultiBrailleBlock | undefined;
  readonly totalLines: number;
  /** Lines of the text placed whole. */
  readonly fitted: number;
  /** Say "3 of 40 lines fit on the page" (a file) rather than "2 lines do not fit" (typed lines). */
  readonly countFitted?: boolean;
}

/** How much braille fits at the point, and what of the text will (and will not) be placed. */
export function BlockSummary({ capacity, block, totalLines, fitted, countFitted = false }: Props) {
  const intl = useIntl();
  const leftOut = totalLines - fitted;
  return (
    <div className="field-note">
      <p>{intl.formatMessage(m.capacity, { cells: capacity.cellsPerLine, lines: capacity.lines })}</p>
      {block && block.rows > 0 && <p>{intl.formatMessage(m.rowsPlaced, { rows: block.rows })}</p>}
      {block && countFitted && <p>{intl.formatMessage(m.linesFit, { fitted, total: totalLines })}</p>}
      {block && !countFitted && leftOut > 0 && <p>{intl.formatMessage(m.linesLeftOut, { count: leftOut })}</p>}
      {block && block.lostDots78.length > 0 && <p>{intl.formatMessage(m.lostDots78, { count: block.lostDots78.length })}</p>}
    </div>
  );
}

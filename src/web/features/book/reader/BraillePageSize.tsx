import { Input, Label, NumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { PAGE_SIZE_LIMITS } from '../../../../core/braille/pages.ts';
import type { BraillePageSize as Size } from '../api/downloadBraille.ts';
import { readerMessages as m } from './messages.ts';

interface Props {
  readonly size: Size;
  readonly onChange: (size: Size) => void;
}

/**
 * The braille page the download is laid out on: cells per line and lines per
 * page, whole numbers within core's limits (40 × 25 to start: the common
 * embosser page). Spin buttons: arrows step, a typed number outside the limits
 * is brought inside when the field is left.
 */
export function BraillePageSize({ size, onChange }: Props) {
  const intl = useIntl();
  const { minCells, maxCells, minLines, maxLines } = PAGE_SIZE_LIMITS;
  const field = (label: string, value: number, min: number, max: number, set: (value: number) => void) => (
    <NumberField className="field" value={value} minValue={min} maxValue={max} step={1} formatOptions={{ maximumFractionDigits: 0 }} onChange={(next) => Number.isFinite(next) && set(next)}>
      <Label className="field-label">{label}</Label>
      <Input className="input book-reader-size" />
    </NumberField>
  );
  return (
    <>
      {field(intl.formatMessage(m.cellsPerLine), size.cells, minCells, maxCells, (cells) => onChange({ ...size, cells }))}
      {field(intl.formatMessage(m.linesPerPage), size.lines, minLines, maxLines, (lines) => onChange({ ...size, lines }))}
    </>
  );
}

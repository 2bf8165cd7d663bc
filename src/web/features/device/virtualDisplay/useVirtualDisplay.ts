import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDescription, type FormatMessage } from '../../../../core/describe/index.ts';
import type { VirtualDisplayState } from '../../../../core/device/index.ts';
import { changeDescription, summaryDescription } from './displayDescriptions.ts';
import { buildDisplayModel } from './displayModel.ts';
import { virtualDisplayMessages } from './messages.ts';
import { useChangeAnnouncement } from './useChangeAnnouncement.ts';
import { useRovingGridFocus } from './useRovingGridFocus.ts';

/** react-intl's formatter in the shape core/describe takes. */
export function useFormatMessage(): FormatMessage {
  const intl = useIntl();
  return useCallback((ref) => intl.formatMessage(ref.message, ref.values), [intl]);
}

/**
 * The behaviour of the virtual display: its model (rebuilt when the device
 * state changes; the virtual device gives a new state object per change), the
 * summary line, the polite announcement of changes, the roving focus and the
 * grid's ARIA.
 */
export function useVirtualDisplay(state: VirtualDisplayState) {
  const intl = useIntl();
  const format = useFormatMessage();
  const model = useMemo(() => buildDisplayModel(state), [state]);
  const rowLengths = useMemo(() => model.rows.map((row) => row.cells.length), [model]);
  const summary = formatDescription(summaryDescription(model), format);
  useChangeAnnouncement(model.signature, formatDescription(changeDescription(model), format));
  const { gridRef, focused, onKeyDown, onFocus } = useRovingGridFocus(rowLengths);

  const gridProps = {
    ref: gridRef,
    role: 'grid',
    'aria-label': intl.formatMessage(virtualDisplayMessages.gridLabel),
    'aria-readonly': true,
    'aria-rowcount': model.rows.length,
    'aria-colcount': model.columnCount,
    onKeyDown,
    onFocus,
  } as const;

  return { model, summary, focused, gridProps };
}

import { useId } from 'react';
import type { VirtualDisplayState } from '../../../../core/device/index.ts';
import { DisplayRowView } from './DisplayRowView.tsx';
import { useVirtualDisplay } from './useVirtualDisplay.ts';
import './virtualDisplay.css';

export interface VirtualDisplayProps {
  /** What the (virtual) device shows now; a new object per change. */
  readonly state: VirtualDisplayState;
  /** Cell borders on (the spec's "grid on") or off (pins evenly spaced, as on the device). */
  readonly grid: boolean;
}

/**
 * The virtual tactile display: the summary line, then a grid of the device's
 * cells — the braille text line first (when there is one), then graphic lines
 * 1..N. One tab stop; arrows, Home/End, Ctrl+Home/End and PageUp/PageDown
 * move cell by cell. The grid scrolls inside its own box, so a 48-cell line
 * never makes the page scroll sideways, and it is always left to right: the
 * cells are the device's, not text to mirror.
 */
export function VirtualDisplay({ state, grid }: VirtualDisplayProps) {
  const { model, summary, focused, gridProps } = useVirtualDisplay(state);
  const summaryId = useId();
  return (
    <div className="virtual-display">
      <p id={summaryId} className="virtual-display-summary">
        {summary}
      </p>
      <div className="virtual-display-scroller">
        <div
          {...gridProps}
          aria-describedby={summaryId}
          dir="ltr"
          className={grid ? 'virtual-display-grid virtual-display-grid--bordered' : 'virtual-display-grid'}
        >
          {model.rows.map((row, index) => (
            <DisplayRowView key={`${row.kind}${row.line}`} row={row} rowIndex={index} focusedColumn={focused?.row === index ? focused.column : -1} />
          ))}
        </div>
      </div>
    </div>
  );
}

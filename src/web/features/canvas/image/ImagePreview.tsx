import { useId } from 'react';
import { useIntl } from 'react-intl';
import { describeGrid, formatDescription, type FormatMessage } from '../../../../core/describe/index.ts';
import type { PinGrid } from '../../../../core/pins/index.ts';
import { PinCanvas } from '../pages/PinCanvas.tsx';
import { imageMessages as m } from './messages.ts';

/**
 * The pins the picture would give: a small drawing for the eye, and the
 * same in words (how many pins, where, what shapes) for a screen reader,
 * spoken again each time a setting changes the result.
 */
export function ImagePreview({ grid, converting }: { readonly grid: PinGrid | undefined; readonly converting: boolean }) {
  const intl = useIntl();
  const headingId = useId();
  const format: FormatMessage = (ref) => intl.formatMessage(ref.message, ref.values);
  const summary = grid && describeGrid(grid, { maxShapes: 3 }).map((line) => formatDescription(line, format, (texts) => intl.formatList(texts, { type: 'conjunction' })));
  return (
    <section aria-labelledby={headingId} className="image-preview">
      <h3 id={headingId}>{intl.formatMessage(m.preview)}</h3>
      {grid && <PinCanvas grid={grid} pixelsPerPin={4} className="image-preview-pins" />}
      <p role="status">{converting ? intl.formatMessage(m.converting) : summary?.join(' ')}</p>
    </section>
  );
}

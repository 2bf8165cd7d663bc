import { useMemo } from 'react';
import { previewShape } from './pinPreview.ts';

interface Props {
  readonly hex: string | null | undefined;
  /** A name makes it an image a screen reader reads (the page's alternative text); without one it is decoration. */
  readonly label?: string | undefined;
  readonly className?: string;
}

/** A tactile page drawn small: raised pins dark on a light surface (forced colours keep them visible). */
export function PinPreview({ hex, label, className = 'pin-preview' }: Props) {
  const shape = useMemo(() => previewShape(hex), [hex]);
  if (!shape) return <span className={`${className} ${className}--none`} aria-hidden="true" />;
  const named = label !== undefined && label.trim() !== '';
  return (
    <svg
      className={className}
      viewBox={`0 0 ${shape.width} ${shape.height}`}
      preserveAspectRatio="xMidYMid meet"
      {...(named ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <rect className="pin-preview-surface" width={shape.width} height={shape.height} />
      <path className="pin-preview-pins" d={shape.path} />
    </svg>
  );
}

// Where a picture lands on the pin grid: as large as fits without changing
// its shape, centred, the rest left as blank paper (letterbox).

export interface Placement {
  /** Left column and top row of the picture on the grid. */
  readonly x: number;
  readonly y: number;
  /** The picture's size in pins, at least 1 on each side. */
  readonly width: number;
  readonly height: number;
}

export function fitPlacement(sourceWidth: number, sourceHeight: number, gridWidth: number, gridHeight: number): Placement {
  const scale = Math.min(gridWidth / sourceWidth, gridHeight / sourceHeight);
  // Whole pins: the picture's edge falls between pins, not across one, so a
  // sharp-edged drawing stays sharp after fitting.
  const width = Math.min(gridWidth, Math.max(1, Math.round(sourceWidth * scale)));
  const height = Math.min(gridHeight, Math.max(1, Math.round(sourceHeight * scale)));
  return { x: Math.floor((gridWidth - width) / 2), y: Math.floor((gridHeight - height) / 2), width, height };
}

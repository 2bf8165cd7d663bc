// One line of the display as the engine tracks it (protocol notes §7): the
// cells the device has been sent, the run still to send, and the flags of
// the send loop. Only changed cells are queued: the new line is compared with
// the current one cell by cell, and the run from the first to the last
// changed cell is queued, merged with a run still waiting on the line.

/** Cells [start, end) of one line. */
export interface CellRun {
  readonly start: number;
  readonly end: number;
}

export interface LineState {
  readonly lineId: number;
  /** What the device has been sent (or is about to be): pin order. */
  readonly cells: Uint8Array;
  /** False until the device is known to show `cells` (at start, after reset or a give-up): the next change sends the whole line. */
  known: boolean;
  /** The run waiting to be sent. */
  pending: CellRun | undefined;
  /** Queued and not yet sent. */
  ready: boolean;
  /** Its last packet was acknowledged (or given up). */
  acknowledged: boolean;
}

export function createLine(lineId: number, cellCount: number): LineState {
  return { lineId, cells: new Uint8Array(cellCount), known: false, pending: undefined, ready: false, acknowledged: true };
}

/** The run of cells where `next` differs from `current` (same lengths), or undefined when none does. */
export function changedRun(current: Uint8Array, next: Uint8Array): CellRun | undefined {
  let start = -1;
  let end = -1;
  for (let i = 0; i < next.length; i++) {
    if (current[i] === next[i]) continue;
    if (start < 0) start = i;
    end = i + 1;
  }
  return start < 0 ? undefined : { start, end };
}

export function mergeRuns(a: CellRun | undefined, b: CellRun): CellRun {
  return a ? { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) } : b;
}

/**
 * Write `cells` from `startCell` into the line and queue what changed.
 * Returns the run that changed (undefined when nothing did). A line whose
 * content is not known queues all of itself.
 */
export function writeLine(line: LineState, startCell: number, cells: ArrayLike<number>): CellRun | undefined {
  const next = line.cells.slice();
  next.set(Array.from(cells).slice(0, Math.max(0, next.length - startCell)), startCell);
  const run = line.known ? changedRun(line.cells, next) : next.length > 0 ? { start: 0, end: next.length } : undefined;
  if (!run) return undefined;
  line.cells.set(next);
  line.known = true;
  line.pending = mergeRuns(line.pending, run);
  line.ready = true;
  line.acknowledged = false;
  return run;
}

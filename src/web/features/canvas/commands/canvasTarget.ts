// The bridge between the Canvas screens and the command registry, as
// driveTarget.ts is for the Cloud. The registry loads on every page and the
// Canvas only with its chunk; so the Canvas shown registers its editor and its
// file actions here, and the commands (canvasCommands.ts) read them. Only
// types are imported: nothing of the editor's or the screens' code.

import type { CanvasEditor } from '../../../../core/canvas/editor.ts';
import type { ToolId } from '../../../../core/canvas/tools.ts';

/** What the file commands call: the file layer of the Canvas shown (features/canvas/file). */
export interface CanvasFileTarget {
  newDocument(): void;
  open(): void;
  save(): void;
  saveAs(): void;
  exportAs(): void;
  /** A save or an open is under way; the next file command waits. */
  readonly busy: boolean;
}

export interface CanvasTarget {
  readonly editor: CanvasEditor;
  readonly file: CanvasFileTarget;
  /** The tools this Canvas offers (Easy canvas: the everyday ones); absent, all of them. */
  readonly tools?: readonly ToolId[];
}

let current: CanvasTarget | null = null;

/** The Canvas shown registers itself; the returned function unregisters it (if still current). */
export function setCanvasTarget(target: CanvasTarget): () => void {
  current = target;
  return () => {
    if (current === target) current = null;
  };
}

export function currentCanvasTarget(): CanvasTarget | null {
  return current;
}

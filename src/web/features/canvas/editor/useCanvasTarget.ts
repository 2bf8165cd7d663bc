import { useEffect } from 'react';
import type { CanvasEditor, ToolId } from '../../../../core/canvas/index.ts';
import { setCanvasTarget } from '../commands/canvasTarget.ts';
import { useCanvasFile } from '../file/CanvasFileLayer.tsx';

/**
 * Registers this Canvas (its editor and its file layer's actions) for the
 * registry's commands while it is shown. Inside CanvasFileLayer.
 */
export function useCanvasTarget(editor: CanvasEditor, tools?: readonly ToolId[]): void {
  const file = useCanvasFile();
  const busy = file.state.saving || file.state.loading;
  useEffect(
    () =>
      setCanvasTarget({
        editor,
        file: {
          newDocument: file.newDocument,
          open: file.open,
          save: file.save,
          saveAs: file.saveAs,
          exportAs: file.exportAs,
          busy,
        },
        ...(tools === undefined ? {} : { tools }),
      }),
    [editor, file.newDocument, file.open, file.save, file.saveAs, file.exportAs, busy, tools],
  );
}

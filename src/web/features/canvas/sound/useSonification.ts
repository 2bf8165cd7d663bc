import { useEffect } from 'react';
import type { CanvasEditor } from '../../../../core/canvas/index.ts';
import { getPin } from '../../../../core/pins/index.ts';
import { Sonifier } from './sonifier.ts';

/** While sonify is on, every cursor move sounds the pin it lands on (the pin as shown, a preview included). */
export function useSonification(editor: CanvasEditor, createSonifier: () => Sonifier = () => new Sonifier()): void {
  useEffect(() => {
    const sonifier = createSonifier();
    let cursor = editor.getState().cursor;
    const stop = editor.subscribe(() => {
      const state = editor.getState();
      if (state.cursor === cursor) return;
      cursor = state.cursor;
      if (!state.view.sonify) return;
      const grid = editor.shownGrid;
      sonifier.play(cursor, getPin(grid, cursor.x, cursor.y), grid);
    });
    return () => {
      stop();
      sonifier.close();
    };
    // The factory is for tests; a new one each render must not remake the sonifier.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
}

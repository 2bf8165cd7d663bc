import { useSyncExternalStore } from 'react';
import type { CanvasEditor, EditorState } from '../../../../core/canvas/index.ts';

/**
 * One slice of the editor's state. The selector must return a value the
 * editor keeps (a field, a primitive): a part re-renders only when its slice
 * changes, so moving the cursor redraws the grid and the status bar, not the
 * tool bar.
 */
export function useEditorState<T>(editor: CanvasEditor, select: (state: EditorState) => T): T {
  const read = () => select(editor.getState());
  return useSyncExternalStore(editor.subscribe, read, read);
}

import { useEffect } from 'react';
import { Editor, Transforms } from 'slate';
import { imagePathsWithSrc } from '../../../../core/book/tactileLinks.ts';
import { listenForTactileLinks } from '../../../platform/tactileLink.ts';
import type { BookEditorUi } from './currentEditor.ts';
import { editorMessages as m } from './messages.ts';

/**
 * "Make tactile version" ends in another tab: the Canvas saves the picture's
 * tactile version to the Cloud and says so on the tactile link channel. While
 * the editor is open it takes the saved file's number as every copy of that
 * picture's tactile version (an edit like any other: undoable, unsaved until
 * the document is saved) and says so. A read-only editor changes nothing.
 */
export function useTactileLinks(editor: Editor, ui: BookEditorUi): void {
  useEffect(
    () =>
      listenForTactileLinks((link) => {
        if (ui.readOnly) return;
        const paths = imagePathsWithSrc(editor.children, link.picture);
        if (paths.length === 0) return;
        Editor.withoutNormalizing(editor, () => {
          for (const at of paths) Transforms.setNodes(editor, { tactile: link.dtmNo }, { at });
        });
        ui.say(m.tactileLinked, { name: link.name });
      }),
    [editor, ui],
  );
}

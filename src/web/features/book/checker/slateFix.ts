// A document fix's steps (core/a11ycheck DocumentFixStep) as Slate
// transforms: set → setNodes, remove → removeNodes, replace → the blocks
// removed and the new ones inserted. All of them are one batch of the
// editor's history, so one Ctrl+Z takes the whole fix back, and normalising
// waits until the last step, so no step sees the document half changed.

import { Editor, Transforms, type Node as SlateNode } from 'slate';
import { HistoryEditor } from 'slate-history';
import type { DocumentFixStep, PageFixStep } from '../../../../core/a11ycheck/index.ts';
import type { BookSlateEditor } from '../editor/slateTypes.ts';

const isDocumentStep = (step: DocumentFixStep | PageFixStep): step is DocumentFixStep => step.op !== 'pins';

/** Applies the steps in order (each path as the document is after the steps before it). Pin steps are not a document's and are passed over. */
export function applyFixSteps(editor: BookSlateEditor, steps: readonly (DocumentFixStep | PageFixStep)[]): void {
  HistoryEditor.withNewBatch(editor, () => {
    Editor.withoutNormalizing(editor, () => {
      for (const step of steps.filter(isDocumentStep)) {
        const at = [...step.path];
        switch (step.op) {
          case 'set':
            // Slate drops a property set to undefined or null: "remove this property".
            Transforms.setNodes<SlateNode>(editor, step.props as Partial<SlateNode>, { at });
            break;
          case 'remove':
            Transforms.removeNodes(editor, { at });
            break;
          case 'replace':
            for (let removed = 0; removed < step.count; removed += 1) Transforms.removeNodes(editor, { at });
            Transforms.insertNodes(editor, step.blocks as unknown as SlateNode[], { at, select: false });
            break;
        }
      }
    });
  });
}

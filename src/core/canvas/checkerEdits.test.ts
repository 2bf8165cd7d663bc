import { describe, expect, it } from 'vitest';
import { getPin, togglePin } from '../pins/index.ts';
import { createDocument } from './document.ts';
import { CanvasEditor } from './editor.ts';
import { editMessages } from './messages.ts';

// What the accessibility checker asks of the editor: a quick fix's new pins
// as one undoable step, and the ignores kept in the document, not undone.

function twoPageEditor(): CanvasEditor {
  const editor = new CanvasEditor({ document: createDocument(320, 'Map') });
  editor.addPage();
  editor.goToPage(0);
  editor.markSaved();
  return editor;
}

const grids = (editor: CanvasEditor) => editor.getState().document.pages.map((page) => page.grid);

function pin(editor: CanvasEditor, page: number, x: number, y: number): boolean {
  const grid = grids(editor)[page];
  if (grid === undefined) throw new Error(`no page ${page}`);
  return getPin(grid, x, y);
}

describe("the checker's edits in the Canvas editor", () => {
  it('replaces the grids of several pages as one undoable step', () => {
    const editor = twoPageEditor();
    const [first, second] = grids(editor);
    if (!first || !second) throw new Error('two pages expected');
    editor.replaceGrids([togglePin(first, 1, 1), togglePin(second, 2, 2)], editMessages.toggledPin);
    expect(pin(editor, 0, 1, 1)).toBe(true);
    expect(pin(editor, 1, 2, 2)).toBe(true);
    expect(editor.getState().dirty).toBe(true);
    editor.undo();
    expect(pin(editor, 0, 1, 1)).toBe(false);
    expect(pin(editor, 1, 2, 2)).toBe(false);
    expect(editor.getState().dirty).toBe(false);
  });

  it('records nothing when no grid changes', () => {
    const editor = twoPageEditor();
    const before = editor.getState();
    editor.replaceGrids(grids(editor), editMessages.toggledPin);
    expect(editor.getState().undo).toBe(before.undo);
    expect(editor.getState().document).toBe(before.document);
  });

  it('keeps the ignores in the document, a change to save that undo leaves alone', () => {
    const editor = twoPageEditor();
    const [first] = grids(editor);
    if (!first) throw new Error('a page expected');
    editor.replaceGrids([togglePin(first, 0, 0)], editMessages.toggledPin);
    const ignores = { rules: ['tactile-density'], findings: ['page-alt:0000abcd'] };
    editor.setIgnoredChecks(ignores);
    expect(editor.getState().document.ignoredChecks).toEqual(ignores);
    editor.undo();
    expect(pin(editor, 0, 0, 0)).toBe(false);
    expect(editor.getState().document.ignoredChecks).toEqual(ignores);
    // Unsaved: the pins are as saved, the ignores are not.
    expect(editor.getState().dirty).toBe(true);
    editor.setIgnoredChecks({ rules: [], findings: [] });
    expect(editor.getState().document).not.toHaveProperty('ignoredChecks');
  });
});

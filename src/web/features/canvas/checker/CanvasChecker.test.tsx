import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, createDocument, createPage } from '../../../../core/canvas/index.ts';
import { getPin, togglePin } from '../../../../core/pins/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { renderInEnglish } from '../../../testing/renderWithApp.tsx';
import { canvasCommands } from '../commands/canvasCommands.ts';
import { setCanvasTarget } from '../commands/canvasTarget.ts';
import { CANVAS_CHECK_COMMAND_ID } from '../commands/commandEntries.ts';
import { PAGE_MENU } from '../menus/menuGroups.ts';
import { CanvasChecker } from './CanvasChecker.tsx';
import { canvasCheckerRequests } from './canvasCheckerRequests.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => {
  vi.clearAllMocks();
  canvasCheckerRequests.close();
});

/** Page 1 described, with one pin standing alone at column 21, row 11; page 2 blank and not described. */
function editorWithProblems(): CanvasEditor {
  const blank = createDocument(320, 'Map');
  const [first] = blank.pages;
  if (!first) throw new Error('a page expected');
  const described = { ...first, altText: 'A map', grid: togglePin(first.grid, 20, 10) };
  return new CanvasEditor({ document: { ...blank, pages: [described, createPage(320)] } });
}

const row = (text: RegExp) => {
  const found = screen.getAllByRole('row').find((candidate) => candidate.hasAttribute('data-finding') && text.test(candidate.textContent ?? ''));
  if (!found) throw new Error(`no row ${String(text)}`);
  return found;
};

describe("the Canvas's checker", () => {
  it('is in the Page menu and the palette, and its command opens the panel', () => {
    expect(PAGE_MENU.flatMap((group) => group.commandIds)).toContain(CANVAS_CHECK_COMMAND_ID);
    const command = canvasCommands.find((candidate) => candidate.id === CANVAS_CHECK_COMMAND_ID);
    expect(command?.scope).toBe('canvas');
    const none = () => undefined;
    const release = setCanvasTarget({ editor: editorWithProblems(), file: { newDocument: none, open: none, save: none, saveAs: none, exportAs: none, busy: false } });
    const { result } = renderHook(() => canvasCheckerRequests.useRequest());
    expect(result.current.open).toBe(false);
    act(() => command?.run());
    release();
    expect(result.current).toEqual({ open: true, asked: expect.any(Number) as number });
  });

  it('takes the keyboard cursor to the first pin of a problem, on its page, and into the grid', async () => {
    const user = userEvent.setup();
    const editor = editorWithProblems();
    act(() => editor.goToPage(1));
    const focusGrid = vi.fn();
    renderInEnglish(<CanvasChecker editor={editor} asked={1} focusGrid={focusGrid} />);
    await user.click(within(row(/stands alone/)).getByText(/stands alone/));
    await user.keyboard('{Enter}');
    expect(editor.getState().pageIndex).toBe(0);
    expect(editor.getState().cursor).toEqual({ x: 20, y: 10 });
    expect(focusGrid).toHaveBeenCalled();
  });

  it('lowers a stray pin as one undoable edit, and keeps an ignore in the document', async () => {
    const user = userEvent.setup();
    const editor = editorWithProblems();
    renderInEnglish(<CanvasChecker editor={editor} asked={1} focusGrid={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Accessibility check' })).toHaveTextContent('2 problems left.');

    await user.click(within(row(/stands alone/)).getByRole('button', { name: 'Quick fix: Lower the pin' }));
    const pinAt = () => {
      const grid = editor.getState().document.pages[0]?.grid;
      if (!grid) throw new Error('no page');
      return getPin(grid, 20, 10);
    };
    expect(pinAt()).toBe(false);
    expect(announce).toHaveBeenLastCalledWith('Fixed. 1 problem left.');
    act(() => editor.undo());
    expect(pinAt()).toBe(true);

    const pageAlt = row(/Page 2 has no alternative text/);
    await user.click(within(pageAlt).getByRole('button', { name: 'Ignore' }));
    const keys = editor.getState().document.ignoredChecks?.findings ?? [];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^page-alt:/);
    expect(editor.getState().dirty).toBe(true);
    expect(screen.queryByText(/Page 2 has no alternative text/)).toBeNull();
  });
});

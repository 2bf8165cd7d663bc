import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, editMessages, TOOL_IDS, toolMessages } from '../../../../core/canvas/index.ts';
import { setCanvasTarget } from '../commands/canvasTarget.ts';
import { announce } from '../../../ui/announcer.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { toolbarMessages } from './messages.ts';
import { ToolBar } from './ToolBar.tsx';
import { TOOL_GROUPS } from './toolGroups.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const files = { newDocument: vi.fn(), open: vi.fn(), save: vi.fn(), saveAs: vi.fn(), exportAs: vi.fn(), busy: false };
let stop: () => void = () => undefined;
afterEach(() => stop());

function setup() {
  const editor = new CanvasEditor();
  stop = setCanvasTarget({ editor, file: files });
  renderCanvas(<ToolBar editor={editor} label={text(toolbarMessages.toolbar)} groups={TOOL_GROUPS} />);
  return editor;
}

describe('the tool bar', () => {
  it('offers every tool once, in named groups, with its letter', () => {
    expect(TOOL_GROUPS.flatMap((group) => group.tools).sort()).toEqual([...TOOL_IDS].sort());
    setup();
    const bar = screen.getByRole('toolbar', { name: text(toolbarMessages.toolbar) });
    expect(bar).toBeInTheDocument();
    for (const group of [toolbarMessages.draw, toolbarMessages.shapes, toolbarMessages.select, toolbarMessages.content]) {
      expect(screen.getByRole('group', { name: text(group) })).toBeInTheDocument();
    }
    const pen = screen.getByRole('button', { name: text(toolMessages.pen) });
    expect(pen).toHaveAttribute('aria-keyshortcuts', 'P');
    expect(pen).toHaveTextContent('P');
    expect(screen.getByRole('button', { name: text(toolMessages.pointer) })).toHaveAttribute('aria-pressed', 'true');
  });

  it('chooses a tool by its button, as its letter would', async () => {
    const editor = setup();
    await userEvent.click(screen.getByRole('button', { name: text(toolMessages.rectangle) }));
    expect(editor.getState().tool).toBe('rectangle');
    expect(screen.getByRole('button', { name: text(toolMessages.rectangle) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: text(toolMessages.pointer) })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a tool that cannot be used now focusable and says why when pressed', async () => {
    const editor = setup();
    const sharpness = screen.getByRole('button', { name: text(toolMessages.sharpness) });
    expect(sharpness).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sharpness);
    expect(editor.getState().tool).toBe('pointer');
    expect(announce).toHaveBeenCalledWith(text(editMessages.noImage), 'assertive');
  });

  it('erases the page at once with Erase all, a plain button', async () => {
    const editor = setup();
    editor.togglePinAtCursor();
    const eraseAll = screen.getByRole('button', { name: text(toolMessages.eraseAll) });
    expect(eraseAll).not.toHaveAttribute('aria-pressed');
    await userEvent.click(eraseAll);
    expect(editor.getState().undo.done).toHaveLength(2);
    expect(editor.getState().tool).toBe('pointer');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, OPTION_RANGES, canvasCommandMessages, editMessages, toolMessages } from '../../../../core/canvas/index.ts';
import { createGrid } from '../../../../core/pins/index.ts';
import { setCanvasTarget } from '../commands/canvasTarget.ts';
import { menuMessages } from '../menus/messages.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { optionMessages as m } from './messages.ts';
import { ToolOptions } from './ToolOptions.tsx';
import { ViewControls } from './ViewControls.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

let stop: () => void = () => undefined;
afterEach(() => stop());

function setup() {
  const editor = new CanvasEditor();
  stop = setCanvasTarget({ editor, file: { newDocument: vi.fn(), open: vi.fn(), save: vi.fn(), saveAs: vi.fn(), exportAs: vi.fn(), busy: false } });
  renderCanvas(
    <>
      <ToolOptions editor={editor} />
      <ViewControls editor={editor} />
    </>,
  );
  return editor;
}

describe('the tool options', () => {
  it('show only the options of the tool in use, named after it', () => {
    const editor = setup();
    expect(screen.getByText(text(m.noOptions))).toBeInTheDocument();
    act(() => editor.selectTool('rectangle'));
    expect(screen.getByRole('group', { name: text(m.options, { tool: text(toolMessages.rectangle) }) })).toBeInTheDocument();
    const thickness = screen.getByRole('textbox', { name: text(m.thickness) });
    expect(thickness).toHaveValue('1');
    expect(screen.getByRole('switch', { name: text(menuMessages.filled) })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: text(m.eraserSize) })).not.toBeInTheDocument();
  });

  it('keep sizes in the editor\'s range, in pins', async () => {
    const editor = setup();
    act(() => editor.selectTool('eraser'));
    const size = screen.getByRole('textbox', { name: text(m.eraserSize) });
    await userEvent.clear(size);
    await userEvent.type(size, '99{Enter}');
    expect(editor.getState().options.eraserSize).toBe(OPTION_RANGES.eraserSize.max);
    await userEvent.click(screen.getByRole('button', { name: /decrease/i }));
    expect(editor.getState().options.eraserSize).toBe(OPTION_RANGES.eraserSize.max - 1);
  });

  it('turn filled shapes on through the registry\'s command', async () => {
    const editor = setup();
    act(() => editor.selectTool('circle'));
    await userEvent.click(screen.getByRole('switch', { name: text(menuMessages.filled) }));
    expect(editor.getState().options.filled).toBe(true);
  });

  it('give the image tool opacity and sharpness sliders in per cent, steps of 10', () => {
    const editor = setup();
    act(() => editor.selectTool('image'));
    const opacity = screen.getByRole('slider', { name: text(m.opacity) });
    expect(opacity).toHaveAttribute('aria-valuetext', '50%');
    expect(opacity).toHaveAttribute('step', '10');
    fireEvent.keyDown(opacity, { key: 'ArrowRight' });
    fireEvent.keyUp(opacity, { key: 'ArrowRight' });
    expect(editor.getState().options.opacity).toBe(60);
  });

  it('make the sharpness slider unavailable, saying why, while the page has no picture or its sharpness was saved', () => {
    const editor = setup();
    act(() => editor.selectTool('sharpness'));
    expect(screen.getByRole('slider', { name: text(toolMessages.sharpness) })).toBeDisabled();
    expect(screen.getByText(text(editMessages.noImage))).toBeInTheDocument();
    const pins = createGrid(4, 4);
    act(() => editor.place(pins, { x: 0, y: 0 }, toolMessages.image, { name: 'map.png', description: 'A map', sharpness: 30, opacity: 50 }));
    const slider = screen.getByRole('slider', { name: text(toolMessages.sharpness) });
    expect(slider).toBeEnabled();
    expect(slider).toHaveAttribute('aria-valuetext', '30%');
    const requests: unknown[] = [];
    editor.onRequest((request) => requests.push(request));
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(requests).toEqual([{ kind: 'sharpness', sharpness: 40, pageIndex: 0 }]);
    act(() => editor.markSaved());
    expect(screen.getByRole('slider', { name: text(toolMessages.sharpness) })).toBeDisabled();
    expect(screen.getByText(text(editMessages.sharpnessLocked))).toBeInTheDocument();
  });
});

describe('the view controls', () => {
  it('zoom from 10 to 400 % by buttons and by a typed value, and switch the grid lines', async () => {
    const editor = setup();
    const zoom = screen.getByRole('textbox', { name: text(m.zoom) });
    expect(zoom).toHaveValue('100%');
    await userEvent.click(screen.getByRole('button', { name: text(canvasCommandMessages.zoomIn) }));
    expect(editor.getState().view.zoom).toBe(125);
    await userEvent.clear(zoom);
    await userEvent.type(zoom, '1000{Enter}');
    expect(editor.getState().view.zoom).toBe(400);
    const grid = screen.getByRole('switch', { name: text(menuMessages.gridLines) });
    expect(grid).toBeChecked();
    await userEvent.click(grid);
    expect(editor.getState().view.gridLines).toBe(false);
  });
});

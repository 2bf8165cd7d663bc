import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, cursorMessages, toolHintMessages, toolMessages } from '../../../../core/canvas/index.ts';
import { getPin } from '../../../../core/pins/index.ts';
import { setCanvasTarget } from '../commands/canvasTarget.ts';
import { announce } from '../../../ui/announcer.ts';
import { useEditorAnnouncements } from '../editor/useEditorAnnouncements.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { pinGridMessages } from './messages.ts';
import { PinGridView } from './PinGridView.tsx';
import { recordingContext } from './recordingContext.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

function Grid({ editor, help }: { readonly editor: CanvasEditor; readonly help?: 'full' | 'read' }) {
  useEditorAnnouncements(editor);
  return <PinGridView editor={editor} {...(help ? { help } : {})} />;
}

const files = { newDocument: vi.fn(), open: vi.fn(), save: vi.fn(), saveAs: vi.fn(), exportAs: vi.fn(), busy: false };
let context = recordingContext();
let stopTarget: () => void = () => undefined;

beforeEach(() => {
  context = recordingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  // A 60 × 40 grid laid out at 10 px a pin, 100 px from the left and 50 from the top.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 600, height: 400, right: 700, bottom: 450, x: 100, y: 50, toJSON: () => ({}) });
  vi.mocked(announce).mockClear();
});
afterEach(() => {
  stopTarget();
  vi.restoreAllMocks();
});

function setup(help?: 'full' | 'read') {
  const editor = new CanvasEditor();
  stopTarget = setCanvasTarget({ editor, file: files });
  renderCanvas(<Grid editor={editor} {...(help ? { help } : {})} />);
  const grid = screen.getByRole('application');
  return { editor, grid };
}

const spoken = () => vi.mocked(announce).mock.calls.map(([message, politeness]) => [message, politeness ?? 'polite']);

describe('the pin grid', () => {
  it('is one focusable application, named by the document and page, and described by its keys', () => {
    const { grid } = setup();
    expect(grid).toHaveAttribute('tabindex', '0');
    expect(grid).toHaveAccessibleName(text(pinGridMessages.name, { title: text(pinGridMessages.untitled), page: 1, pages: 1 }));
    expect(grid).toHaveAttribute('aria-roledescription', text(pinGridMessages.roleDescription));
    expect(grid).toHaveAccessibleDescription(expect.stringContaining('Alt Shift I'));
    expect(grid.querySelector('canvas')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives the editor its keys, keeps the ones it used from the page, and the cursor is spoken politely', () => {
    const { editor, grid } = setup();
    grid.focus();
    expect(fireEvent.keyDown(grid, { key: 'ArrowRight' })).toBe(false);
    expect(editor.getState().cursor).toEqual({ x: 1, y: 0 });
    expect(spoken()).toContainEqual([text(cursorMessages.brief, { column: 2, row: 1, state: text(cursorMessages.lowered) }), 'polite']);
    expect(fireEvent.keyDown(grid, { key: ' ' })).toBe(false);
    expect(getPin(editor.page.grid, 1, 0)).toBe(true);
    expect(spoken()).toContainEqual([text(cursorMessages.pinRaised, { column: 2, row: 1 }), 'polite']);
    // Tab is not the grid's: focus can always leave.
    expect(fireEvent.keyDown(grid, { key: 'Tab' })).toBe(true);
  });

  it('leaves tool letters to the registry: P chooses the pen and says how to use it', () => {
    const { editor, grid } = setup();
    fireEvent.keyDown(grid, { key: 'p', code: 'KeyP' });
    expect(editor.getState().tool).toBe('pen');
    expect(spoken()).toContainEqual([text(toolHintMessages.stroke, { tool: text(toolMessages.pen) }), 'polite']);
  });

  it('says a refusal assertively', () => {
    const { grid } = setup();
    fireEvent.keyDown(grid, { key: 'Delete' });
    expect(spoken()).toContainEqual([expect.any(String), 'assertive']);
  });

  it('turns pointer presses into pins, zoom-aware through the element\'s box, and draws with the pen', () => {
    const { editor, grid } = setup();
    editor.selectTool('pen');
    const canvas = grid.querySelector('canvas') as HTMLCanvasElement;
    fireEvent.pointerDown(canvas, { button: 0, pointerId: 1, clientX: 135, clientY: 75 });
    expect(editor.getState().cursor).toEqual({ x: 3, y: 2 });
    expect(document.activeElement).toBe(grid);
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 165, clientY: 75 });
    fireEvent.pointerUp(canvas, { button: 0, pointerId: 1, clientX: 165, clientY: 75 });
    expect([3, 4, 5, 6].map((x) => getPin(editor.page.grid, x, 2))).toEqual([true, true, true, true]);
  });

  it('draws in an animation frame when what it shows changes, and not otherwise', async () => {
    const { editor } = setup();
    await waitFor(() => expect(context.calls.some((call) => call.name === 'fillRect')).toBe(true));
    const canvas = document.querySelector('canvas') as HTMLCanvasElement;
    expect(canvas.style.width).toBe('840px');
    context.calls.length = 0;
    act(() => editor.setView('zoom', 200));
    await waitFor(() => expect(context.calls.some((call) => call.name === 'fillRect')).toBe(true));
    expect(canvas.style.width).toBe('1680px');
    context.calls.length = 0;
    act(() => editor.setOption('thickness', 3));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(context.calls).toEqual([]);
  });

  it('only reads when reading: Space says the pin, nothing changes, and a press moves the cursor', () => {
    const { editor, grid } = setup('read');
    editor.togglePinAtCursor();
    vi.mocked(announce).mockClear();
    fireEvent.keyDown(grid, { key: ' ' });
    expect(getPin(editor.page.grid, 0, 0)).toBe(true);
    expect(spoken()[0]?.[0]).toBe(text(cursorMessages.brief, { column: 1, row: 1, state: text(cursorMessages.raised) }));
    fireEvent.keyDown(grid, { key: 'Delete' });
    fireEvent.pointerDown(grid.querySelector('canvas') as HTMLCanvasElement, { button: 0, pointerId: 1, clientX: 105, clientY: 55 });
    expect(getPin(editor.page.grid, 0, 0)).toBe(true);
  });
});

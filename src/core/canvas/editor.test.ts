import { describe, expect, it } from 'vitest';
import { countRaised, getPin, gridFromText, gridToText, type PinGrid } from '../pins/index.ts';
import { createDocument } from './document.ts';
import { cursorMessages, describeLineMessages, editMessages, gestureMessages, pageMessages } from './messages.ts';
import { drivenEditor, times } from './testing/keyboard.ts';
import { toolMessages } from './tools.ts';

const rows = (text: string, from: number, to: number): string => text.split('\n').slice(from, to + 1).join('\n');

describe('the keyboard cursor', () => {
  it('moves by pin, by 10 with Shift, by braille cell with Ctrl, and to the edges', () => {
    const { editor, press } = drivenEditor();
    press('ArrowRight ArrowDown');
    expect(editor.getState().cursor).toEqual({ x: 1, y: 1 });
    press('Shift+ArrowRight');
    expect(editor.getState().cursor).toEqual({ x: 11, y: 1 });
    press('Ctrl+ArrowRight Ctrl+ArrowDown');
    expect(editor.getState().cursor).toEqual({ x: 12, y: 4 });
    press('End PageDown');
    expect(editor.getState().cursor).toEqual({ x: 59, y: 39 });
    press('Ctrl+Home');
    expect(editor.getState().cursor).toEqual({ x: 0, y: 0 });
  });

  it('says the position and the pin state, briefly or fully, and says when it hits the edge', () => {
    const { editor, press, last } = drivenEditor();
    press('ArrowRight');
    expect(last()).toMatchObject({ kind: 'cursor', lines: [{ message: cursorMessages.brief, values: { column: 2, row: 1 }, parts: { state: { message: cursorMessages.lowered } } }] });
    press('Space ArrowLeft ArrowRight');
    expect(last()?.lines[0]?.parts).toEqual({ state: { message: cursorMessages.raised } });
    editor.setView('verbosity', 'full');
    press('Ctrl+ArrowDown');
    expect(last()?.lines[0]).toMatchObject({ message: cursorMessages.full, values: { column: 2, row: 5, cell: 1, line: 2 } });
    press('Home ArrowLeft');
    expect(last()?.lines[0]?.message).toBe(cursorMessages.edge);
  });

  it('toggles the pin under it with Space, as an undoable step', () => {
    const { editor, press, last } = drivenEditor();
    press('ArrowRight Space');
    expect(getPin(editor.page.grid, 1, 0)).toBe(true);
    expect(last()).toMatchObject({ kind: 'change', lines: [{ message: cursorMessages.pinRaised, values: { column: 2, row: 1 } }] });
    press('Ctrl+Z');
    expect(getPin(editor.page.grid, 1, 0)).toBe(false);
    expect(last()?.lines[0]).toMatchObject({ message: editMessages.undone, parts: { action: { message: editMessages.toggledPin } } });
    press('Ctrl+Shift+Z');
    expect(getPin(editor.page.grid, 1, 0)).toBe(true);
  });
});

describe('drawing with the keyboard', () => {
  it('draws a line: L, Enter at the start, move, Enter at the end', () => {
    const { editor, press, said } = drivenEditor();
    press('L');
    expect(editor.getState().tool).toBe('line');
    press(`${times(2, 'ArrowDown')} Enter ${times(5, 'ArrowRight')}`);
    // Nothing is committed while the line is being made, but the preview shows it.
    expect(countRaised(editor.page.grid)).toBe(0);
    expect(countRaised(editor.shownGrid)).toBe(6);
    expect(said.at(-1)?.lines.at(-1)).toMatchObject({ message: cursorMessages.extent, values: { width: 6, height: 1 } });
    press('Enter');
    expect(rows(gridToText(editor.page.grid), 1, 3)).toBe(['.'.repeat(60), `${'#'.repeat(6)}${'.'.repeat(54)}`, '.'.repeat(60)].join('\n'));
    expect(said.at(-1)).toMatchObject({ kind: 'change', lines: [{ message: gestureMessages.drawn, values: { raised: 6, lowered: 0 }, parts: { tool: { message: toolMessages.line } } }] });
  });

  it('keeps a line straight with Shift+Enter and on the start row with Ctrl+Enter', () => {
    const { editor, press } = drivenEditor();
    press(`L Enter ${times(6, 'ArrowRight')} ${times(2, 'ArrowDown')} Shift+Enter`);
    expect(countRaised(editor.page.grid)).toBe(7);
    expect(getPin(editor.page.grid, 6, 0)).toBe(true);
    press(`Ctrl+Home ArrowDown ArrowDown ArrowDown ArrowDown Enter ${times(3, 'ArrowRight')} ${times(3, 'ArrowDown')} Ctrl+Enter`);
    expect(getPin(editor.page.grid, 3, 4)).toBe(true);
    expect(getPin(editor.page.grid, 3, 7)).toBe(false);
  });

  it('draws a rectangle corner to corner, and a square with Shift', () => {
    const { editor, press } = drivenEditor();
    press(`R Enter ${times(4, 'ArrowRight')} ${times(2, 'ArrowDown')} Enter`);
    expect(rows(gridToText(editor.page.grid), 0, 3).split('\n').map((row) => row.slice(0, 6))).toEqual(['#####.', '#...#.', '#####.', '......']);
    editor.eraseAll();
    press(`Ctrl+Home R Enter ${times(4, 'ArrowRight')} ${times(2, 'ArrowDown')} Shift+Enter`);
    expect(getPin(editor.page.grid, 0, 4)).toBe(true);
    expect(getPin(editor.page.grid, 4, 4)).toBe(true);
  });

  it('puts the pen down with Enter, draws while moving, lifts with Enter: one undo step', () => {
    const { editor, press } = drivenEditor();
    press(`P Enter ${times(3, 'ArrowRight')} ${times(2, 'ArrowDown')} Enter`);
    expect(countRaised(editor.page.grid)).toBe(6);
    press('Ctrl+Z');
    expect(countRaised(editor.page.grid)).toBe(0);
  });

  it('mirrors the pen about the vertical centre line', () => {
    const { editor, press } = drivenEditor();
    press('V Enter Enter');
    expect(getPin(editor.page.grid, 0, 0)).toBe(true);
    expect(getPin(editor.page.grid, 59, 0)).toBe(true);
  });

  it('fills an outline with B and erases with E', () => {
    const { editor, press } = drivenEditor();
    press(`R Enter ${times(4, 'ArrowRight')} ${times(4, 'ArrowDown')} Enter`);
    press('Ctrl+Home ArrowRight ArrowRight ArrowDown ArrowDown B Enter');
    expect(countRaised(editor.page.grid)).toBe(25);
    press(`E Enter ${times(2, 'ArrowRight')} Enter`);
    expect(getPin(editor.page.grid, 3, 2)).toBe(false);
  });

  it('cancels a gesture with Escape and says so', () => {
    const { editor, press, last } = drivenEditor();
    press('C Enter ArrowRight ArrowRight Escape');
    expect(editor.getState().gesture).toBeNull();
    expect(countRaised(editor.shownGrid)).toBe(0);
    expect(last()?.lines[0]).toMatchObject({ message: gestureMessages.cancelled, parts: { tool: { message: toolMessages.circle } } });
  });

  it('says a change that changed nothing', () => {
    const { press, last } = drivenEditor();
    press('E Enter Enter');
    expect(last()?.lines[0]?.message).toBe(gestureMessages.unchanged);
  });
});

describe('selecting, moving and the clipboard', () => {
  const square = '####\n####\n####\n####';

  it('selects a rectangle with S, copies, pastes at the cursor, and cuts', () => {
    const start = withDrawing(gridFromText(square));
    const { editor, press, last } = drivenEditor({ document: start });
    press('S Enter ArrowRight ArrowDown Enter');
    expect(last()?.lines[0]).toMatchObject({ message: gestureMessages.selected, values: { count: 4 } });
    press('Ctrl+C');
    expect(last()?.lines[0]).toMatchObject({ message: editMessages.copied, values: { count: 4 } });
    press(`${times(10, 'ArrowRight')} Ctrl+V`);
    expect(getPin(editor.page.grid, 11, 1)).toBe(true);
    expect(countRaised(editor.page.grid)).toBe(20);
    press('Ctrl+X');
    expect(countRaised(editor.page.grid)).toBe(16);
    expect(last()?.lines[0]).toMatchObject({ message: editMessages.cut, values: { count: 4 } });
  });

  it('moves the selection with M, and the whole page when nothing is selected', () => {
    const start = withDrawing(gridFromText(square));
    const { editor, press } = drivenEditor({ document: start });
    press(`M Enter ${times(5, 'ArrowRight')} Enter`);
    expect(getPin(editor.page.grid, 5, 0)).toBe(true);
    expect(getPin(editor.page.grid, 0, 0)).toBe(false);
    expect(countRaised(editor.page.grid)).toBe(16);
  });

  it('refuses clipboard actions without a selection, with the reason', () => {
    const { press, last } = drivenEditor();
    press('Delete');
    expect(last()).toMatchObject({ kind: 'refusal', lines: [{ message: editMessages.noSelection }] });
    press('Ctrl+V');
    expect(last()?.lines[0]?.message).toBe(editMessages.nothingToPaste);
  });

  it('closes a lasso on its first corner and selects what it encloses', () => {
    const { editor, press } = drivenEditor();
    editor.selectTool('lasso');
    press(`Enter ${times(6, 'ArrowRight')} Enter ${times(6, 'ArrowDown')} Enter Ctrl+Home Enter`);
    const selection = editor.getState().selection ?? createDocument().pages[0]?.grid;
    expect(editor.getState().selection).not.toBeNull();
    expect(selection && getPin(selection, 5, 2)).toBe(true);
    expect(selection && getPin(selection, 1, 5)).toBe(false);
  });

  it('crops to a rectangle with X', () => {
    const start = withDrawing(gridFromText(square));
    const { editor, press } = drivenEditor({ document: start });
    press('X Enter ArrowRight Enter');
    expect(countRaised(editor.page.grid)).toBe(2);
  });
});

describe('tools that ask for something', () => {
  it('asks for a text box at the cursor and places what comes back', () => {
    const { editor, press, requests, last } = drivenEditor();
    press(`T ${times(3, 'ArrowRight')} Enter`);
    expect(requests).toEqual([{ kind: 'textBox', at: { x: 3, y: 0 }, pageIndex: 0 }]);
    editor.place(gridFromText('#.\n.#'), { x: 3, y: 0 }, toolMessages.textBox);
    expect(getPin(editor.page.grid, 4, 1)).toBe(true);
    expect(last()?.lines[0]).toMatchObject({ message: editMessages.placed, values: { raised: 2, column: 4, row: 1 } });
  });

  it('lets the sharpness tool work only on an unsaved picture', () => {
    const { editor, press, requests, last } = drivenEditor();
    editor.selectTool('sharpness');
    expect(last()?.kind).toBe('refusal');
    editor.place(gridFromText('##'), { x: 0, y: 0 }, toolMessages.image, { name: 'cat.png', description: 'A cat', sharpness: 0, opacity: 50 });
    editor.setSharpness(37);
    expect(requests.at(-1)).toEqual({ kind: 'sharpness', sharpness: 40, pageIndex: 0 });
    editor.replaceImage(0, gridFromText('#'), 40);
    expect(countRaised(editor.page.grid)).toBe(1);
    editor.markSaved();
    editor.setSharpness(50);
    expect(last()).toMatchObject({ kind: 'refusal', lines: [{ message: editMessages.sharpnessLocked }] });
    press('Ctrl+Z');
    expect(countRaised(editor.page.grid)).toBe(2);
  });
});

describe('pages', () => {
  it('adds, duplicates, moves and deletes pages, refusing past the limits', () => {
    const { editor, press, last } = drivenEditor();
    editor.deletePage();
    expect(last()?.lines[0]?.message).toBe(pageMessages.minimumPages);
    press('Space');
    editor.duplicatePage();
    expect(editor.getState().document.pages).toHaveLength(2);
    expect(getPin(editor.page.grid, 0, 0)).toBe(true);
    press('Alt+Shift+Enter');
    expect(editor.getState().pageIndex).toBe(2);
    expect(last()?.lines[0]).toMatchObject({ message: pageMessages.added, values: { page: 3, pages: 3 } });
    editor.movePage(1);
    expect(last()?.lines[0]?.message).toBe(pageMessages.lastPage);
    editor.movePage(-1);
    expect(editor.getState().pageIndex).toBe(1);
    press('Alt+Shift+PageDown Alt+Shift+PageDown');
    expect(last()?.lines[0]?.message).toBe(pageMessages.lastPage);
    editor.deletePage();
    expect(editor.getState().document.pages).toHaveLength(2);
    press('Ctrl+Z');
    expect(editor.getState().document.pages).toHaveLength(3);
  });

  it('stops at 100 pages', () => {
    const { editor, last } = drivenEditor();
    for (let i = 0; i < 99; i++) editor.addPage();
    expect(editor.getState().document.pages).toHaveLength(100);
    editor.addPage();
    expect(last()).toMatchObject({ kind: 'refusal', lines: [{ message: pageMessages.maximumPages }] });
  });

  it('keeps alternative text per page and knows when the document is unsaved', () => {
    const { editor } = drivenEditor();
    expect(editor.getState().dirty).toBe(false);
    editor.setAltText('A square');
    expect(editor.getState().dirty).toBe(true);
    editor.markSaved();
    expect(editor.getState().dirty).toBe(false);
    expect(editor.page.altText).toBe('A square');
  });
});

describe('describing', () => {
  it('describes the canvas, the cursor row and column', () => {
    const { press, last } = drivenEditor();
    press(`R Enter ${times(4, 'ArrowRight')} ${times(4, 'ArrowDown')} Enter`);
    press('Alt+Shift+A');
    expect(last()?.kind).toBe('info');
    expect(last()?.lines.length).toBeGreaterThan(1);
    press('Alt+Shift+R');
    expect(last()?.lines[0]).toMatchObject({ values: { row: 5, count: 5 } });
    press('ArrowLeft Alt+Shift+K');
    expect(last()?.lines[0]).toMatchObject({ values: { column: 4, count: 2 } });
    press('ArrowRight ArrowRight Alt+Shift+K');
    expect(last()?.lines[0]).toMatchObject({ message: describeLineMessages.columnEmpty, values: { column: 6 } });
  });
});

function pasteInto(grid: PinGrid, stamp: PinGrid): PinGrid {
  return gridFromText(
    gridToText(grid)
      .split('\n')
      .map((row, y) => [...row].map((char, x) => (getPin(stamp, x, y) ? '#' : char)).join(''))
      .join('\n'),
  );
}

describe('the pointer drives the same tools', () => {
  it('draws a line by press, move and release, snapping with Shift', () => {
    const { editor, said } = drivenEditor();
    editor.selectTool('line');
    editor.pointer({ phase: 'down', point: { x: 2.4, y: 2 }, shift: false, ctrl: false });
    editor.pointer({ phase: 'move', point: { x: 9, y: 3 }, shift: true, ctrl: false });
    expect(countRaised(editor.shownGrid)).toBe(8);
    editor.pointer({ phase: 'up', point: { x: 9, y: 3 }, shift: true, ctrl: false });
    expect(getPin(editor.page.grid, 9, 2)).toBe(true);
    expect(getPin(editor.page.grid, 9, 3)).toBe(false);
    expect(editor.getState().cursor).toEqual({ x: 2, y: 2 });
    expect(said.at(-1)?.lines[0]?.message).toBe(gestureMessages.drawn);
  });

  it('forgets a gesture the browser cancelled', () => {
    const { editor } = drivenEditor();
    editor.selectTool('pen');
    editor.pointer({ phase: 'down', point: { x: 1, y: 1 }, shift: false, ctrl: false });
    editor.pointer({ phase: 'cancel', point: { x: 1, y: 1 }, shift: false, ctrl: false });
    expect(countRaised(editor.page.grid)).toBe(0);
    expect(editor.getState().gesture).toBeNull();
  });

  it('clips points off the grid instead of failing', () => {
    const { editor } = drivenEditor();
    editor.selectTool('rectangle');
    editor.pointer({ phase: 'down', point: { x: -50, y: -50 }, shift: false, ctrl: false });
    editor.pointer({ phase: 'up', point: { x: Number.NaN, y: 1e12 }, shift: false, ctrl: false });
    expect(editor.getState().cursor).toEqual({ x: 0, y: 0 });
    expect(editor.getState().gesture).toBeNull();
  });
});

describe('options and view', () => {
  it('holds options to their ranges and steps', () => {
    const { editor, last } = drivenEditor();
    editor.setOption('thickness', 99);
    editor.setOption('opacity', 43);
    expect(editor.getState().options).toMatchObject({ thickness: 32, opacity: 40 });
    editor.setView('zoom', 5000);
    expect(editor.getState().view.zoom).toBe(400);
    expect(last()?.lines[0]).toMatchObject({ message: editMessages.zoom, values: { zoom: 400 } });
    editor.zoomBy(-1);
    expect(editor.getState().view.zoom).toBe(300);
    editor.setView('zoom', 10);
    editor.zoomBy(-1);
    expect(editor.getState().view.zoom).toBe(10);
  });

  it('toggles grid lines with Ctrl+G', () => {
    const { editor, press, last } = drivenEditor();
    press('Ctrl+G');
    expect(editor.getState().view.gridLines).toBe(false);
    expect(last()?.lines[0]?.message).toBe(editMessages.gridOff);
  });
});

/** A one-page 320 document whose page holds `drawing` at the top left. */
function withDrawing(drawing: PinGrid) {
  const document = createDocument(320);
  return { ...document, pages: document.pages.map((page) => ({ ...page, grid: pasteInto(page.grid, drawing) })) };
}

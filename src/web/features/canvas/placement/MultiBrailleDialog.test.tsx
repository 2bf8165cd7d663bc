import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, toolMessages } from '../../../../core/canvas/index.ts';
import { getPin } from '../../../../core/pins/index.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { placementMessages as m } from './messages.ts';
import { PlacementDialogs } from './PlacementDialogs.tsx';
import { ContentProviders, loadTranslatorModule, placeWithTool } from './testing/contentFakes.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
beforeAll(loadTranslatorModule);

async function setup(x: number, y: number) {
  const editor = new CanvasEditor();
  renderCanvas(
    <ContentProviders fakes={{}}>
      <PlacementDialogs editor={editor} />
    </ContentProviders>,
  );
  await placeWithTool(editor, 'multiBraille', x, y);
  return editor;
}

describe('the multi-braille dialog', () => {
  it('shows the room at the point for the spacing chosen, and places the lines as a block', async () => {
    const user = userEvent.setup();
    const editor = await setup(0, 0);
    expect(screen.getByRole('dialog', { name: text(m.multiBrailleTitle) })).toBeInTheDocument();
    // The 320 (60×40) holds 20 cells by 8 lines of 6-dot braille with the usual gaps.
    expect(screen.getByText(text(m.capacity, { cells: 20, lines: 8 }))).toBeInTheDocument();
    const columnGap = screen.getByRole('textbox', { name: text(m.columnGap) });
    await user.clear(columnGap);
    await user.type(columnGap, '0');
    await user.tab();
    expect(screen.getByText(text(m.capacity, { cells: 30, lines: 8 }))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: text(m.linesLabel) }), 'ab{Enter}c');
    await waitFor(() => expect(screen.getByRole('textbox', { name: text(m.braillePreview) })).toHaveValue('⠁⠃\n⠉'));
    expect(screen.getByText(text(m.rowsPlaced, { rows: 2 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text(m.place) }));
    await waitFor(() => expect(editor.getState().dirty).toBe(true));
    const grid = editor.page.grid;
    // ⠃ touches ⠁ (no gap); the second line is 3 + 2 pins down: ⠉ is dots 1 and 4.
    expect([getPin(grid, 0, 0), getPin(grid, 2, 0), getPin(grid, 2, 1), getPin(grid, 0, 5), getPin(grid, 1, 5)]).toEqual([true, true, true, true, true]);
    expect(editor.getState().undo.done.at(-1)?.label).toBe(toolMessages.multiBraille);
  });

  it('says how many lines do not fit below the point', async () => {
    const user = userEvent.setup();
    await setup(0, 32);
    // Rows 33–40 (8 pins): a line of 3 pins, a gap of 2, another line of 3.
    expect(screen.getByText(text(m.capacity, { cells: 20, lines: 2 }))).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: text(m.linesLabel) }), 'a{Enter}b{Enter}c{Enter}d');
    expect(await screen.findByText(text(m.linesLeftOut, { count: 2 }))).toBeInTheDocument();
  });
});

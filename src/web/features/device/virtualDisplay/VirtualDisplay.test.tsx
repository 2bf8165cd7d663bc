import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import type { VirtualDisplayState } from '../../../../core/device/index.ts';
import { renderInEnglish } from '../../../testing/renderWithApp.tsx';
import { announce } from '../../../ui/announcer.ts';
import { ANNOUNCE_DELAY_MS } from './useChangeAnnouncement.ts';
import { VirtualDisplay } from './VirtualDisplay.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const LAYOUT_320 = { textCells: 20, graphicLines: 10, cellsPerLine: 30 };
const LAYOUT_768 = { textCells: 0, graphicLines: 16, cellsPerLine: 48 };

/** A state with the given cells set: graphic by index (line-major), text by index. */
function displayState(layout: VirtualDisplayState['layout'], graphic: Record<number, number> = {}, text: Record<number, number> = {}): VirtualDisplayState {
  const state = { graphic: new Uint8Array(layout.graphicLines * layout.cellsPerLine), text: new Uint8Array(layout.textCells), layout };
  for (const [at, value] of Object.entries(graphic)) state.graphic[Number(at)] = value;
  for (const [at, value] of Object.entries(text)) state.text[Number(at)] = value;
  return state;
}

const grid = () => screen.getByRole('grid', { name: 'Virtual tactile display' });
const cell = (name: string | RegExp) => within(grid()).getByRole('gridcell', { name });

/** The pins a cell's name says are up, read back the way the device tests do. */
function dotsInName(name: string): string {
  const match = /: (?:.+ )?(?:dots ((?:\d )*\d)|no pins raised)$/.exec(name);
  if (!match) throw new Error(`not a cell name: ${name}`);
  return match[1] ?? '';
}

beforeEach(() => vi.mocked(announce).mockClear());
afterEach(() => vi.useRealTimers());

describe('the virtual tactile display', () => {
  it('names every cell by its place and raised dots, one bit per braille dot', () => {
    // Line 1 cells 1–8 carry one bit each; line 3 cell 5 carries 0x31 | 0x80.
    const graphic: Record<number, number> = { [2 * 30 + 4]: 0xb1 };
    for (let bit = 0; bit < 8; bit++) graphic[bit] = 1 << bit;
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320, graphic)} grid={false} />);
    const expected = ['1', '2', '3', '7', '4', '5', '6', '8'];
    for (const [bit, dot] of expected.entries()) {
      const element = cell(`Line 1, cell ${bit + 1}: dots ${dot}`);
      expect(element).toHaveAttribute('data-dots', dot);
    }
    expect(cell('Line 3, cell 5: dots 1 4 5 8')).toHaveAttribute('data-dots', '1 4 5 8');
    expect(cell('Line 10, cell 30: no pins raised')).toHaveAttribute('data-dots', '');
  });

  it('reads back exactly the pins it was given, cell by cell', () => {
    const graphic: Record<number, number> = {};
    for (let at = 0; at < 300; at += 7) graphic[at] = (at * 37) & 0xff;
    const state = displayState(LAYOUT_320, graphic);
    renderInEnglish(<VirtualDisplay state={state} grid={false} />);
    const cells = within(grid()).getAllByRole('gridcell').slice(20);
    expect(cells).toHaveLength(300);
    for (const [at, element] of cells.entries()) {
      const name = element.getAttribute('aria-label') ?? '';
      const bits = [0, 1, 2, 3, 4, 5, 6, 7].filter((bit) => (state.graphic[at] ?? 0) & (1 << bit));
      const dots = bits.map((bit) => [1, 2, 3, 7, 4, 5, 6, 8][bit] as number).sort((a, b) => a - b);
      expect(dotsInName(name)).toBe(dots.join(' '));
      expect(element).toHaveAttribute('data-dots', dots.join(' '));
    }
  });

  it('puts the braille text line first, showing each cell as Unicode braille too', () => {
    // 0x31 = dots 1 4 5 (⠙); 0x03 = dots 1 2 (⠃).
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320, {}, { 0: 0x31, 1: 0x03 })} grid={false} />);
    const rows = within(grid()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    const textCells = within(rows[0] as HTMLElement).getAllByRole('gridcell');
    expect(textCells).toHaveLength(20);
    expect(textCells[0]).toHaveAccessibleName('Text line, cell 1: ⠙ dots 1 4 5');
    expect(textCells[1]).toHaveAccessibleName('Text line, cell 2: ⠃ dots 1 2');
    expect(textCells[1]).toHaveTextContent('⠃');
    expect(textCells[2]).toHaveAccessibleName('Text line, cell 3: no pins raised');
    expect(within(rows[1] as HTMLElement).getAllByRole('gridcell')[0]).toHaveAccessibleName('Line 1, cell 1: no pins raised');
  });

  it('tells assistive technology its size and each cells place', () => {
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320)} grid={false} />);
    expect(grid()).toHaveAttribute('aria-rowcount', '11');
    expect(grid()).toHaveAttribute('aria-colcount', '30');
    const last = cell('Line 10, cell 30: no pins raised');
    expect(last).toHaveAttribute('aria-colindex', '30');
    expect(last.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '11');
  });

  it('shows the 768 as 16 lines of 48 cells with no text line', () => {
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_768, { 767: 0x80 })} grid={false} />);
    expect(within(grid()).getAllByRole('row')).toHaveLength(16);
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(768);
    expect(grid()).toHaveAttribute('aria-colcount', '48');
    expect(cell('Line 16, cell 48: dots 8')).toBeInTheDocument();
    expect(screen.getByText('1 of 768 cells has raised pins.')).toBeInTheDocument();
  });

  it('is one tab stop, and a keyboard user can explore it cell by cell', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <>
        <button type="button">before</button>
        <VirtualDisplay state={displayState(LAYOUT_320)} grid={false} />
        <button type="button">after</button>
      </>,
    );
    const tabbable = within(grid())
      .getAllByRole('gridcell')
      .filter((element) => element.tabIndex === 0);
    expect(tabbable).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toBe(cell('Text line, cell 1: no pins raised'));

    const focusedName = () => document.activeElement?.getAttribute('aria-label');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedName()).toBe('Text line, cell 3: no pins raised');
    await user.keyboard('{End}');
    expect(focusedName()).toBe('Text line, cell 20: no pins raised');
    await user.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Line 1, cell 20: no pins raised');
    await user.keyboard('{End}{ArrowUp}{ArrowDown}');
    expect(focusedName()).toBe('Line 1, cell 30: no pins raised');
    await user.keyboard('{Home}');
    expect(focusedName()).toBe('Line 1, cell 1: no pins raised');
    await user.keyboard('{PageDown}');
    expect(focusedName()).toBe('Line 6, cell 1: no pins raised');
    await user.keyboard('{PageDown}');
    expect(focusedName()).toBe('Line 10, cell 1: no pins raised');
    await user.keyboard('{PageUp}');
    expect(focusedName()).toBe('Line 5, cell 1: no pins raised');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focusedName()).toBe('Line 10, cell 30: no pins raised');
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focusedName()).toBe('Text line, cell 1: no pins raised');

    // Still one tab stop, now on the focused cell; Tab leaves the grid.
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(within(grid()).getAllByRole('gridcell').filter((element) => element.tabIndex === 0)).toEqual([document.activeElement]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    await user.tab({ shift: true });
    expect(focusedName()).toBe('Line 1, cell 2: no pins raised');
    // Moving around changes nothing on the display, so nothing is announced.
    expect(announce).not.toHaveBeenCalled();
  });

  it('moves its tab stop to a cell the user clicks', async () => {
    const user = userEvent.setup();
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320)} grid={false} />);
    await user.click(cell('Line 4, cell 9: no pins raised'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Line 4, cell 10: no pins raised'));
  });

  it('summarises what it shows above the grid', () => {
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320, { 0: 1, 1: 2, 299: 0xff }, { 0: 0x31, 1: 0x25, 2: 0x36 })} grid={false} />);
    const summary = screen.getByText(/cells have raised pins/);
    // Pin order: 0x31 dots 1 4 5 ⠙, 0x25 dots 1 3 5 ⠕, 0x36 dots 2 3 4 5 ⠞
    expect(summary).toHaveTextContent('6 of 320 cells have raised pins. Text line: ⠙⠕⠞');
    expect(grid()).toHaveAccessibleDescription('6 of 320 cells have raised pins. Text line: ⠙⠕⠞');
  });

  it('says so when the text line is blank', () => {
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320)} grid={false} />);
    expect(screen.getByText('0 of 320 cells have raised pins. The text line is blank.')).toBeInTheDocument();
  });

  it('follows the device: new pins update names, summary and, once they settle, a polite announcement', () => {
    vi.useFakeTimers();
    const first = displayState(LAYOUT_320);
    const { rerender } = renderInEnglish(<VirtualDisplay state={first} grid={false} />);
    const show = (state: VirtualDisplayState) =>
      rerender(
        <IntlProvider locale="en" defaultLocale="ko" messages={en}>
          <VirtualDisplay state={state} grid={false} />
        </IntlProvider>,
      );
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 3));
    expect(announce).not.toHaveBeenCalled();

    // A picture arrives line by line: one announcement after the last line.
    show(displayState(LAYOUT_320, { 0: 0x31 }));
    expect(cell('Line 1, cell 1: dots 1 4 5')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS / 2));
    show(displayState(LAYOUT_320, { 0: 0x31, 30: 0x01 }));
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1));
    expect(announce).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('The tactile display changed. 2 of 320 cells have raised pins. The text line is blank.');
    expect(screen.getByText('2 of 320 cells have raised pins. The text line is blank.')).toBeInTheDocument();

    // A new state object with the same pins is no change.
    show(displayState(LAYOUT_320, { 0: 0x31, 30: 0x01 }));
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS * 3));
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('draws cell borders only with the grid on', () => {
    const { rerender } = renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320)} grid={false} />);
    expect(grid()).not.toHaveClass('virtual-display-grid--bordered');
    rerender(
      <IntlProvider locale="en" defaultLocale="ko" messages={en}>
        <VirtualDisplay state={displayState(LAYOUT_320)} grid />
      </IntlProvider>,
    );
    expect(grid()).toHaveClass('virtual-display-grid--bordered');
  });

  it('draws each cell as eight pins, the raised ones filled, left column first', () => {
    renderInEnglish(<VirtualDisplay state={displayState(LAYOUT_320, { 0: 0x81 })} grid={false} />);
    const pins = cell('Line 1, cell 1: dots 1 8').querySelectorAll('.virtual-display-pin');
    expect(pins).toHaveLength(8);
    expect([...pins].map((pin) => pin.classList.contains('virtual-display-pin--up'))).toEqual([true, false, false, false, false, false, false, true]);
  });
});

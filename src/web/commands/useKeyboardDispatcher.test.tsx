import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppCommand } from './appCommandContext.ts';
import { useKeyboardDispatcher } from './useKeyboardDispatcher.ts';

const palette: AppCommand = { id: 'palette', label: { id: 'p' }, scope: 'global', shortcuts: ['Mod+K'], run: vi.fn() };
const pen: AppCommand = { id: 'pen', label: { id: 'pen' }, scope: 'global', shortcuts: ['P'], run: vi.fn() };
const help: AppCommand = { id: 'help', label: { id: 'h' }, scope: 'global', shortcuts: ['Shift+/'], run: vi.fn() };

function Harness({ run, suspended = false }: { run: (command: AppCommand) => void; suspended?: boolean }) {
  useKeyboardDispatcher({ commands: [palette, pen, help], platform: 'pc', run, suspended });
  return (
    <>
      <input aria-label="Name" />
      <button type="button">Somewhere</button>
    </>
  );
}

describe('the keyboard dispatcher', () => {
  it('runs the command whose shortcut was pressed and keeps the browser from acting on it', () => {
    const run = vi.fn();
    render(<Harness run={run} />);
    const event = new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(run).toHaveBeenCalledWith(palette);
    expect(event.defaultPrevented).toBe(true);
  });

  it('works on a Korean keyboard layout, where Ctrl+K types ㅏ', () => {
    const run = vi.fn();
    render(<Harness run={run} />);
    fireEvent.keyDown(document.body, { key: 'ㅏ', code: 'KeyK', ctrlKey: true });
    expect(run).toHaveBeenCalledWith(palette);
  });

  it('leaves plain keys to a text field the user is typing in', () => {
    const run = vi.fn();
    const { getByRole } = render(<Harness run={run} />);
    fireEvent.keyDown(getByRole('textbox'), { key: 'p', code: 'KeyP' });
    fireEvent.keyDown(getByRole('textbox'), { key: '?', code: 'Slash', shiftKey: true });
    expect(run).not.toHaveBeenCalled();
    fireEvent.keyDown(getByRole('textbox'), { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(run).toHaveBeenCalledWith(palette);
  });

  it('runs plain-key shortcuts outside text fields', () => {
    const run = vi.fn();
    const { getByRole } = render(<Harness run={run} />);
    fireEvent.keyDown(getByRole('button'), { key: 'p', code: 'KeyP' });
    fireEvent.keyDown(getByRole('button'), { key: '?', code: 'Slash', shiftKey: true });
    expect(run.mock.calls.map(([command]) => (command as AppCommand).id)).toEqual(['pen', 'help']);
  });

  it('ignores keys while an input method composes a character, and while a dialog owns the keyboard', () => {
    const run = vi.fn();
    const { rerender } = render(<Harness run={run} />);
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true, isComposing: true });
    expect(run).not.toHaveBeenCalled();
    rerender(<Harness run={run} suspended />);
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the shortcuts of the screen\'s own scope, not only the global ones', () => {
    const run = vi.fn();
    const rename: AppCommand = { id: 'rename', label: { id: 'r' }, scope: 'cloud', shortcuts: ['F2'], run: vi.fn() };
    function Screen() {
      useKeyboardDispatcher({ commands: [palette, rename], platform: 'pc', run, suspended: false });
      return null;
    }
    render(<Screen />);
    fireEvent.keyDown(document.body, { key: 'F2', code: 'F2' });
    expect(run).toHaveBeenCalledWith(rename);
  });

  it('does not act on keys another handler already took', () => {
    const run = vi.fn();
    render(<Harness run={run} />);
    const event = new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true });
    event.preventDefault();
    document.body.dispatchEvent(event);
    expect(run).not.toHaveBeenCalled();
  });

  it('leaves a field its editing keys (Ctrl+A, C, V, Z) and runs save and the palette from it', () => {
    const run = vi.fn();
    const selectAll: AppCommand = { id: 'selectAll', label: { id: 'a' }, scope: 'canvas', shortcuts: ['Mod+A'], run: vi.fn() };
    const paste: AppCommand = { id: 'paste', label: { id: 'v' }, scope: 'canvas', shortcuts: ['Mod+V'], run: vi.fn() };
    const save: AppCommand = { id: 'save', label: { id: 's' }, scope: 'canvas', shortcuts: ['Mod+S'], run: vi.fn() };
    function Screen() {
      useKeyboardDispatcher({ commands: [palette, selectAll, paste, save], platform: 'pc', run, suspended: false });
      return <input aria-label="Braille text line" />;
    }
    const { getByRole } = render(<Screen />);
    const field = getByRole('textbox');
    fireEvent.keyDown(field, { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.keyDown(field, { key: 'v', code: 'KeyV', ctrlKey: true });
    expect(run).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 's', code: 'KeyS', ctrlKey: true });
    fireEvent.keyDown(field, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(run.mock.calls.map(([command]) => (command as AppCommand).id)).toEqual(['save', 'palette']);
  });

  it('runs none of the screen\'s shortcuts from inside a dialog, nor from the screen a modal dialog hides', () => {
    const run = vi.fn();
    const selectAll: AppCommand = { id: 'selectAll', label: { id: 'a' }, scope: 'canvas', shortcuts: ['Mod+A'], run: vi.fn() };
    const save: AppCommand = { id: 'save', label: { id: 's' }, scope: 'canvas', shortcuts: ['Mod+S'], run: vi.fn() };
    function Screen() {
      useKeyboardDispatcher({ commands: [palette, pen, selectAll, save], platform: 'pc', run, suspended: false });
      return (
        <>
          <div aria-hidden="true">
            <button type="button">Behind</button>
          </div>
          <div role="dialog" aria-label="Save as">
            <input aria-label="File name" />
            <button type="button">Save</button>
          </div>
        </>
      );
    }
    const { getByRole, getByText } = render(<Screen />);
    for (const target of [getByRole('textbox'), getByRole('button', { name: 'Save' }), getByText('Behind'), document.body]) {
      fireEvent.keyDown(target, { key: 'a', code: 'KeyA', ctrlKey: true });
      fireEvent.keyDown(target, { key: 's', code: 'KeyS', ctrlKey: true });
      fireEvent.keyDown(target, { key: 'k', code: 'KeyK', ctrlKey: true });
      fireEvent.keyDown(target, { key: 'p', code: 'KeyP' });
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('leaves a menu or list box its plain keys (type to find) and runs modified shortcuts from it', () => {
    const run = vi.fn();
    function Screen() {
      useKeyboardDispatcher({ commands: [palette, pen], platform: 'pc', run, suspended: false });
      return (
        <div role="listbox" aria-label="Pages">
          <div role="option" aria-selected="true" tabIndex={0}>
            Page 1
          </div>
        </div>
      );
    }
    const { getByRole } = render(<Screen />);
    fireEvent.keyDown(getByRole('option'), { key: 'p', code: 'KeyP' });
    expect(run).not.toHaveBeenCalled();
    fireEvent.keyDown(getByRole('option'), { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(run).toHaveBeenCalledWith(palette);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CanvasEditor, canvasCommandMessages, editMessages, toolMessages } from '../../../../core/canvas/index.ts';
import { canvasFileCommandMessages } from '../commands/commandMessages.ts';
import { setCanvasTarget } from '../commands/canvasTarget.ts';
import { deviceShellMessages } from '../../device/shell/messages.ts';
import { fakeDeviceControls } from '../../../testing/fakeDevice.ts';
import { announce } from '../../../ui/announcer.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { renderCanvas, text } from '../testing/renderCanvas.tsx';
import { CanvasMenuBar } from './CanvasMenuBar.tsx';
import { menuMessages as m } from './messages.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

let stop: () => void = () => undefined;
afterEach(() => stop());

function setup() {
  const editor = new CanvasEditor();
  const file = { newDocument: vi.fn(), open: vi.fn(), save: vi.fn(), saveAs: vi.fn(), exportAs: vi.fn(), busy: false };
  stop = setCanvasTarget({ editor, file });
  const device = fakeDeviceControls({ hasContent: true, status: 'connected' });
  renderCanvas(<CanvasMenuBar editor={editor} />, { device });
  return { editor, file, device };
}

/** A menu item's name: everything it shows (label, the reason it cannot run, its shortcut as seen). */
const named = (label: Message, ...rest: readonly string[]) => [text(label), ...rest].join(' ');

async function open(menu: Message) {
  await userEvent.click(screen.getByRole('button', { name: text(menu) }));
  return screen.getByRole('menu');
}

describe('the Canvas menus', () => {
  it('are four menu buttons in one named tool bar', () => {
    setup();
    const bar = screen.getByRole('toolbar', { name: text(m.menuBar) });
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual([text(m.file), text(m.settings), text(m.page), text(m.tool)]);
  });

  it('File: runs the file commands with their shortcuts shown, and prints through the device command', async () => {
    const { file, device } = setup();
    let menu = await open(m.file);
    // Label in name (WCAG 2.5.3): the shortcut shown is part of the item's name.
    const save = within(menu).getByRole('menuitem', { name: named(canvasFileCommandMessages.save, 'Ctrl+S') });
    expect(save).toHaveTextContent('Ctrl+S');
    expect(save).not.toHaveAccessibleDescription();
    await userEvent.click(save);
    expect(file.save).toHaveBeenCalledTimes(1);
    menu = await open(m.file);
    await userEvent.click(within(menu).getByRole('menuitem', { name: named(deviceShellMessages.print, 'Alt+P') }));
    expect(device.print).toHaveBeenCalledTimes(1);
  });

  it('Tool: the tools are a radio choice, and editing says why it cannot run', async () => {
    const { editor } = setup();
    let menu = await open(m.tool);
    expect(within(menu).getByRole('menuitemradio', { name: named(toolMessages.pointer, 'H') })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: named(toolMessages.line, 'L') }));
    expect(editor.getState().tool).toBe('line');
    menu = await open(m.tool);
    // Why it cannot run is shown, so it is in the name too.
    const cut = within(menu).getByRole('menuitem', { name: named(canvasCommandMessages.cut, text(editMessages.noSelection), 'Ctrl+X') });
    expect(cut).toHaveTextContent(text(editMessages.noSelection));
    await userEvent.click(cut);
    expect(announce).toHaveBeenCalledWith(text(editMessages.noSelection), 'assertive');
  });

  it('Settings: grid lines and cursor sounds are checkboxes, verbosity a radio choice, each running its command', async () => {
    const { editor } = setup();
    let menu = await open(m.settings);
    expect(within(menu).getByRole('menuitemcheckbox', { name: named(m.gridLines, 'Ctrl+G') })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: text(m.sonify) }));
    expect(editor.getState().view.sonify).toBe(true);
    menu = screen.queryByRole('menu') ?? (await open(m.settings));
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: text(m.full) }));
    expect(editor.getState().view.verbosity).toBe('full');
    menu = screen.queryByRole('menu') ?? (await open(m.settings));
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: named(m.gridLines, 'Ctrl+G') }));
    expect(editor.getState().view.gridLines).toBe(false);
  });

  it('Page: adds and turns pages', async () => {
    const { editor } = setup();
    const menu = await open(m.page);
    await userEvent.click(within(menu).getByRole('menuitem', { name: named(canvasCommandMessages.addPage, 'Alt+Shift+Enter') }));
    expect(editor.getState().document.pages).toHaveLength(2);
    expect(editor.getState().pageIndex).toBe(1);
  });
});

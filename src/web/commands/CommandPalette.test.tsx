import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announce } from '../ui/announcer.ts';
import { renderInEnglish } from '../testing/renderWithApp.tsx';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';
import { CommandPalette } from './CommandPalette.tsx';
import { CommandsContext } from './CommandsContext.tsx';
import { createAppCommandRegistry } from '../features.ts';
import { runCommand } from './runCommand.ts';
import { createIntl } from 'react-intl';
import en from '../../../locales/en.json';

vi.mock('../ui/announcer.ts', () => ({ announce: vi.fn() }));

const intl = createIntl({ locale: 'en', messages: en });
const registry = createAppCommandRegistry();
// As a screen has them: with the entries its scope loads (the Canvas's, the Book's).
await registry.loadEntries(['canvas', 'book']);
const commandsInScope = registry.inScope;

function renderPalette(commands: readonly AppCommand[], context: Partial<AppCommandContext> = {}) {
  const ctx: AppCommandContext = { navigate: vi.fn(), session: undefined, openDialog: vi.fn(), signOut: vi.fn(), ...context };
  const onOpenChange = vi.fn();
  renderInEnglish(
    <CommandsContext.Provider value={{ commands, context: ctx, platform: 'pc', run: (command) => void runCommand(registry, command, ctx, intl) }}>
      <CommandPalette isOpen onOpenChange={onOpenChange} />
    </CommandsContext.Provider>,
  );
  return { ctx, onOpenChange };
}

describe('the command palette', () => {
  it('lists every command available on Easy screens, with its shortcut', () => {
    const commands = commandsInScope('easy');
    renderPalette(commands);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items).toHaveLength(commands.length);
    // Everything an entry shows is its name: label, then shortcut.
    expect(screen.getByRole('menuitem', { name: 'Go to Canvas Alt+Shift+C' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Open Easy cloud' })).toBeInTheDocument();
  });

  it("lists the screen's own commands before the global ones", () => {
    renderPalette(commandsInScope('canvas'));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    const names = items.map((item) => item.textContent ?? '');
    const firstGlobal = names.findIndex((name) => name.startsWith('Go to'));
    expect(names.findIndex((name) => name.startsWith('Undo'))).toBeLessThan(firstGlobal);
    expect(names.slice(0, 5).some((name) => name.startsWith('Go to'))).toBe(false);
  });

  it('puts focus in the search field and filters as the user types', async () => {
    const user = userEvent.setup();
    renderPalette(commandsInScope('global'));
    const search = screen.getByRole('searchbox', { name: 'Search commands' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard('libr');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Go to Library'),
    ]);
  });

  it('runs the chosen command after closing', async () => {
    const user = userEvent.setup();
    const { ctx, onOpenChange } = renderPalette(commandsInScope('global'));
    await user.keyboard('cloud');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(ctx.navigate).toHaveBeenCalledWith('/cloud'));
  });

  it('keeps a disabled command in the list with its reason, and says the reason instead of running it', async () => {
    const user = userEvent.setup();
    const { ctx, onOpenChange } = renderPalette(commandsInScope('global'));
    const book = screen.getByRole('menuitem', { name: /^Go to Book/ });
    expect(book).toHaveAccessibleName(/Unavailable: Only administrators can use this\./);
    await user.keyboard('book');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(announce).toHaveBeenCalledWith('Only administrators can use this.', 'assertive');
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { registerSignOutGuard } from '../auth/signOutGuards.ts';
import { commandEnablement, findShortcutConflicts, parseKeyBinding } from '../../core/commands/index.ts';
import type { AppCommand, AppCommandContext } from './appCommandContext.ts';
import en from '../../../locales/en.json';
import ko from '../../../locales/ko.json';
import { ROUTES, createAppCommandRegistry } from '../features.ts';

// Every command of the app: its own and every feature's, those a scope
// loads with its screen (the Book's) included.
const registry = createAppCommandRegistry();
await registry.loadScopes([...new Set(ROUTES.map((route) => route.scope))]);
const ALL_COMMANDS = registry.all();
const commandsInScope = registry.inScope;

describe('the command registry', () => {
  it('labels every command in Korean and English', () => {
    const unlabelled = ALL_COMMANDS.filter(
      (command) => !(ko as Record<string, string>)[command.label.id] || !(en as Record<string, string>)[command.label.id],
    ).map((command) => command.id);
    expect(unlabelled).toEqual([]);
  });

  it('gives no two commands the same shortcut where both are active', () => {
    expect(findShortcutConflicts(ALL_COMMANDS)).toEqual([]);
  });

  it('writes every shortcut in a form the parser accepts', () => {
    for (const command of ALL_COMMANDS) {
      for (const shortcut of command.shortcuts ?? []) expect(() => parseKeyBinding(shortcut), `${command.id}: ${shortcut}`).not.toThrow();
    }
  });

  it('uses each command id once', () => {
    const ids = ALL_COMMANDS.map((command) => command.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes every command active on at least one screen', () => {
    const scopes = new Set(ROUTES.map((route) => route.scope));
    const orphans = ALL_COMMANDS.filter((command) => command.scope !== 'global' && !scopes.has(command.scope));
    expect(orphans.map((command) => command.id)).toEqual([]);
  });

  it('offers the global commands on every screen and a scope\'s commands only on its screens', () => {
    const easy = commandsInScope('easy').map((command) => command.id);
    const canvas = commandsInScope('canvas').map((command) => command.id);
    expect(easy).toContain('app.goHome');
    expect(easy).toContain('easy.openCloud');
    expect(canvas).toContain('app.goHome');
    expect(canvas).not.toContain('easy.openCloud');
    // The Book's entries come with its screen, and are here to be checked with the rest.
    expect(commandsInScope('book').map((command) => command.id)).toEqual(expect.arrayContaining(['app.goHome', 'book.document.save', 'book.mark.bold']));
  });
});

describe('the session commands', () => {
  const session = { name: 'Uma', userId: 'uma', userNo: '7', roles: ['DOT-USER'] as const };
  const context = (signedIn: boolean): AppCommandContext => ({
    navigate: vi.fn(),
    session: signedIn ? session : undefined,
    openDialog: vi.fn(),
    signOut: vi.fn(),
  });
  const byId = (id: string) => ALL_COMMANDS.find((command) => command.id === id) as AppCommand;

  it('offers sign-out only to a signed-in user, and otherwise says why not', () => {
    expect(commandEnablement(byId('app.signOut'), context(true))).toBe(true);
    expect(commandEnablement(byId('app.signOut'), context(false))).toEqual({ reason: expect.objectContaining({ id: '로그인하지 않았습니다.' }) });
  });

  it('signs out and goes Home', async () => {
    const ctx = context(true);
    await byId('app.signOut').run(ctx);
    expect(ctx.signOut).toHaveBeenCalledTimes(1);
    expect(ctx.navigate).toHaveBeenCalledWith('/');
  });

  it('asks about unsaved work before signing out, while still signed in, and stays signed in when told to', async () => {
    const ctx = context(true);
    let answer!: (go: boolean) => void;
    const guard = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const unregister = registerSignOutGuard(guard);
    try {
      const running = byId('app.signOut').run(ctx);
      await vi.waitFor(() => expect(guard).toHaveBeenCalledTimes(1));
      // The question is open: the session is untouched, so a Save can still reach the drive.
      expect(ctx.signOut).not.toHaveBeenCalled();
      expect(ctx.navigate).not.toHaveBeenCalled();
      answer(false);
      await running;
      expect(ctx.signOut).not.toHaveBeenCalled();
      expect(ctx.navigate).not.toHaveBeenCalled();

      const again = byId('app.signOut').run(ctx);
      await vi.waitFor(() => expect(guard).toHaveBeenCalledTimes(2));
      answer(true);
      await again;
      expect(ctx.signOut).toHaveBeenCalledTimes(1);
      expect(ctx.navigate).toHaveBeenCalledWith('/');
    } finally {
      unregister();
    }
  });

  it('offers sign-in only to a guest', () => {
    expect(commandEnablement(byId('app.signIn'), context(false))).toBe(true);
    expect(commandEnablement(byId('app.signIn'), context(true))).toEqual({ reason: expect.objectContaining({ id: '이미 로그인했습니다.' }) });
    expect(byId('app.signIn').href).toBe('/login');
  });
});

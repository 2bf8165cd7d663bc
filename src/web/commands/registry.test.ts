import { describe, expect, it } from 'vitest';
import { findShortcutConflicts, parseKeyBinding } from '../../core/commands/index.ts';
import en from '../../../locales/en.json';
import ko from '../../../locales/ko.json';
import { ROUTES } from '../routes/routeTable.ts';
import { ALL_COMMANDS, commandsInScope } from './registry.ts';

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
  });
});

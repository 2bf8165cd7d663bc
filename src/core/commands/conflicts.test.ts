import { describe, it, expect } from 'vitest';
import { assertNoShortcutConflicts, findShortcutConflicts, KeyBindingError, ShortcutConflictError } from './index.ts';
import type { CommandScope, CommandShortcuts } from './index.ts';

function cmd(id: string, scope: CommandScope, ...shortcuts: string[]): CommandShortcuts {
  return { id, scope, shortcuts };
}

describe('findShortcutConflicts', () => {
  it('finds nothing when every binding is distinct', () => {
    expect(findShortcutConflicts([cmd('a', 'global', 'Mod+K'), cmd('b', 'canvas', 'Mod+J'), cmd('c', 'home')])).toEqual([]);
  });

  it('reports two commands in the same scope sharing a binding, on both platforms', () => {
    expect(findShortcutConflicts([cmd('a', 'canvas', 'Alt+P'), cmd('b', 'canvas', 'Option+p')])).toEqual([
      { platform: 'mac', binding: 'Alt+P', commandIds: ['a', 'b'] },
      { platform: 'pc', binding: 'Alt+P', commandIds: ['a', 'b'] },
    ]);
  });

  it('reports a global command clashing with a scoped one', () => {
    const conflicts = findShortcutConflicts([cmd('app.search', 'global', 'Mod+K'), cmd('book.k', 'book', 'Mod+K')]);
    expect(conflicts).toEqual([
      { platform: 'mac', binding: 'Meta+K', commandIds: ['app.search', 'book.k'] },
      { platform: 'pc', binding: 'Ctrl+K', commandIds: ['app.search', 'book.k'] },
    ]);
  });

  it('allows the same binding in scopes that are never active together', () => {
    expect(findShortcutConflicts([cmd('canvas.delete', 'canvas', 'Delete'), cmd('library.delete', 'library', 'Delete')])).toEqual([]);
  });

  it('reports Mod+K against Ctrl+K on pc only', () => {
    expect(findShortcutConflicts([cmd('a', 'home', 'Mod+K'), cmd('b', 'home', 'Ctrl+K')])).toEqual([
      { platform: 'pc', binding: 'Ctrl+K', commandIds: ['a', 'b'] },
    ]);
  });

  it('reports Mod+K against Meta+K on mac only', () => {
    expect(findShortcutConflicts([cmd('a', 'home', 'Mod+K'), cmd('b', 'home', 'Cmd+K')])).toEqual([
      { platform: 'mac', binding: 'Meta+K', commandIds: ['a', 'b'] },
    ]);
  });

  it('reports a command that lists the same binding twice', () => {
    expect(findShortcutConflicts([cmd('a', 'easy', 'Shift+Alt+H', 'alt+shift+h')])).toEqual([
      { platform: 'mac', binding: 'Alt+Shift+H', commandIds: ['a', 'a'] },
      { platform: 'pc', binding: 'Alt+Shift+H', commandIds: ['a', 'a'] },
    ]);
  });

  it('reports a command whose two spellings coincide on one platform only', () => {
    expect(findShortcutConflicts([cmd('a', 'easy', 'Mod+S', 'Ctrl+S')])).toEqual([
      { platform: 'pc', binding: 'Ctrl+S', commandIds: ['a', 'a'] },
    ]);
  });

  it('groups every claim with a global one into a single conflict', () => {
    const conflicts = findShortcutConflicts([
      cmd('canvas.f', 'canvas', 'F2'),
      cmd('library.f', 'library', 'F2'),
      cmd('app.f', 'global', 'F2'),
    ]);
    expect(conflicts.filter((c) => c.platform === 'pc')).toEqual([
      { platform: 'pc', binding: 'F2', commandIds: ['canvas.f', 'library.f', 'app.f'] },
    ]);
  });

  it('keeps separate scopes apart when no global command is involved', () => {
    const conflicts = findShortcutConflicts([
      cmd('canvas.a', 'canvas', 'F2'),
      cmd('library.a', 'library', 'F2'),
      cmd('canvas.b', 'canvas', 'F2'),
    ]);
    expect(conflicts.filter((c) => c.platform === 'pc')).toEqual([
      { platform: 'pc', binding: 'F2', commandIds: ['canvas.a', 'canvas.b'] },
    ]);
  });

  it('names the command whose shortcut does not parse', () => {
    expect(() => findShortcutConflicts([cmd('canvas.bad', 'canvas', 'Mod+Nope')])).toThrow(KeyBindingError);
    expect(() => findShortcutConflicts([cmd('canvas.bad', 'canvas', 'Mod+Nope')])).toThrow(/canvas\.bad/);
  });
});

describe('assertNoShortcutConflicts', () => {
  it('passes when there are no conflicts', () => {
    expect(() => assertNoShortcutConflicts([cmd('a', 'home', 'P'), cmd('b', 'canvas', 'P')])).not.toThrow();
  });

  it('throws an error naming the clashing commands and the binding', () => {
    let caught: unknown;
    try {
      assertNoShortcutConflicts([cmd('app.help', 'global', 'Shift+/'), cmd('canvas.zoom', 'canvas', 'Shift+/')]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ShortcutConflictError);
    const error = caught as ShortcutConflictError;
    expect(error.message).toContain('app.help');
    expect(error.message).toContain('canvas.zoom');
    expect(error.message).toContain('Shift+/');
    expect(error.conflicts).toHaveLength(2);
  });
});

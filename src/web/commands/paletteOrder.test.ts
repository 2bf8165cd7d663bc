import { describe, expect, it } from 'vitest';
import { paletteOrder } from './paletteOrder.ts';
import { createAppCommandRegistry } from '../features.ts';

const registry = createAppCommandRegistry();
// As a screen has them: with the entries its scope loads (the Canvas's, the Book's).
await registry.loadEntries(['canvas', 'book']);
const commandsInScope = registry.inScope;

describe('paletteOrder', () => {
  it.each(['canvas', 'cloud', 'easy'] as const)("lists the %s screen's own commands before every global one", (scope) => {
    const ordered = paletteOrder(commandsInScope(scope));
    const firstGlobal = ordered.findIndex((command) => command.scope === 'global');
    expect(firstGlobal).toBeGreaterThan(0);
    expect(ordered.slice(firstGlobal).every((command) => command.scope === 'global')).toBe(true);
    expect(ordered[0]?.scope).toBe(scope);
  });

  it('keeps every command once, and the registry order within each group', () => {
    const commands = commandsInScope('easy', ['canvas']);
    const ordered = paletteOrder(commands);
    expect([...ordered].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...commands].sort((a, b) => a.id.localeCompare(b.id)));
    const own = commands.filter((command) => command.scope !== 'global');
    expect(ordered.slice(0, own.length)).toEqual(own);
    expect(ordered[0]?.scope).toBe('easy');
  });
});

import { describe, expect, it } from 'vitest';
import { findShortcutConflicts } from '../../../../core/commands/index.ts';
import { globalCommands } from '../../../commands/globalCommands.ts';
import { editorCommandEntries } from './editorCommandEntries.ts';
import { editorCommandCode } from './bookCommands.ts';

describe("the editor's commands", () => {
  it('have code for every entry and no code without an entry', () => {
    const ids = editorCommandEntries.map((entry) => entry.id).sort();
    expect(Object.keys(editorCommandCode).sort()).toEqual(ids);
  });

  it('are all in the book scope, and their keys clash with no global command (Ctrl+K stays the palette)', () => {
    expect(editorCommandEntries.every((entry) => entry.scope === 'book')).toBe(true);
    expect(findShortcutConflicts([...globalCommands, ...editorCommandEntries])).toEqual([]);
    expect(editorCommandEntries.flatMap((entry) => entry.shortcuts ?? [])).not.toContain('Mod+K');
  });
});

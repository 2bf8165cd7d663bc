import { describe, it, expect } from 'vitest';
import { findCommandForKey, matchesKey } from './index.ts';
import type { Command, CommandScope, KeyInput } from './index.ts';

function press(key: string, code: string, modifiers: Partial<Omit<KeyInput, 'key' | 'code'>> = {}): KeyInput {
  return { key, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers };
}

describe('matchesKey: modifiers', () => {
  it('matches Mod+K as Ctrl+K on pc and Cmd+K on mac', () => {
    expect(matchesKey('Mod+K', press('k', 'KeyK', { ctrlKey: true }), 'pc')).toBe(true);
    expect(matchesKey('Mod+K', press('k', 'KeyK', { metaKey: true }), 'mac')).toBe(true);
    expect(matchesKey('Mod+K', press('k', 'KeyK', { metaKey: true }), 'pc')).toBe(false);
    expect(matchesKey('Mod+K', press('k', 'KeyK', { ctrlKey: true }), 'mac')).toBe(false);
  });

  it('requires every modifier state to be exactly as bound', () => {
    expect(matchesKey('Mod+K', press('K', 'KeyK', { ctrlKey: true, shiftKey: true }), 'pc')).toBe(false);
    expect(matchesKey('Mod+K', press('k', 'KeyK', { ctrlKey: true, altKey: true }), 'pc')).toBe(false);
    expect(matchesKey('Mod+K', press('k', 'KeyK'), 'pc')).toBe(false);
    expect(matchesKey('P', press('p', 'KeyP', { ctrlKey: true }), 'pc')).toBe(false);
    expect(matchesKey('Mod+Shift+S', press('S', 'KeyS', { ctrlKey: true, shiftKey: true }), 'pc')).toBe(true);
  });

  it('matches a Shift-only binding only with Shift held', () => {
    expect(matchesKey('Shift+?', press('?', 'Slash', { shiftKey: true }), 'pc')).toBe(true);
    expect(matchesKey('Shift+?', press('?', 'Slash'), 'pc')).toBe(false);
  });
});

describe('matchesKey: the key', () => {
  it('compares letters without regard to case', () => {
    expect(matchesKey('P', press('p', 'KeyP'), 'pc')).toBe(true);
    expect(matchesKey('Shift+P', press('P', 'KeyP', { shiftKey: true }), 'pc')).toBe(true);
  });

  it('treats the legacy key values Esc, Del and a space character as Escape, Delete and Space', () => {
    expect(matchesKey('Escape', press('Esc', 'Escape'), 'pc')).toBe(true);
    expect(matchesKey('Esc', press('Escape', 'Escape'), 'mac')).toBe(true);
    expect(matchesKey('Delete', press('Del', 'Delete'), 'pc')).toBe(true);
    expect(matchesKey('Space', press(' ', 'Space'), 'pc')).toBe(true);
  });

  it('does not match a different named key', () => {
    expect(matchesKey('Escape', press('Enter', 'Enter'), 'pc')).toBe(false);
    expect(matchesKey('F2', press('F3', 'F3'), 'pc')).toBe(false);
  });

  it('matches a shifted punctuation binding by the physical key', () => {
    expect(matchesKey('Shift+/', press('?', 'Slash', { shiftKey: true }), 'pc')).toBe(true);
    expect(matchesKey('Shift+/', press('?', 'Slash', { shiftKey: true }), 'mac')).toBe(true);
  });

  it('matches a shifted digit by the physical key', () => {
    expect(matchesKey('Mod+Shift+1', press('!', 'Digit1', { ctrlKey: true, shiftKey: true }), 'pc')).toBe(true);
  });

  it('matches on a Korean layout, where the K key types ㅏ', () => {
    expect(matchesKey('Mod+K', press('ㅏ', 'KeyK', { ctrlKey: true }), 'pc')).toBe(true);
    expect(matchesKey('P', press('ㅔ', 'KeyP'), 'pc')).toBe(true);
  });

  it('matches on a Russian layout, where the K key types л', () => {
    expect(matchesKey('Mod+K', press('л', 'KeyK', { metaKey: true }), 'mac')).toBe(true);
  });

  it('matches Option shortcuts on mac, where Option+P types π', () => {
    expect(matchesKey('Alt+P', press('π', 'KeyP', { altKey: true }), 'mac')).toBe(true);
  });

  it('matches Option shortcuts on mac when Option makes a dead key', () => {
    expect(matchesKey('Alt+E', press('Dead', 'KeyE', { altKey: true }), 'mac')).toBe(true);
  });

  it('follows the printed letter on AZERTY, not the physical position', () => {
    // On AZERTY the key labelled A sits where QWERTY has Q.
    expect(matchesKey('Mod+A', press('a', 'KeyQ', { ctrlKey: true }), 'pc')).toBe(true);
    expect(matchesKey('Mod+Q', press('a', 'KeyQ', { ctrlKey: true }), 'pc')).toBe(false);
  });

  it('does not use the physical key when another non-Latin character sits elsewhere', () => {
    expect(matchesKey('Mod+K', press('ㅏ', 'KeyJ', { ctrlKey: true }), 'pc')).toBe(false);
  });

  it('does not use the physical key for named keys', () => {
    expect(matchesKey('Escape', press('Unidentified', 'Escape'), 'pc')).toBe(false);
  });
});

const label = { id: '테스트' };

function command(id: string, scope: CommandScope, shortcuts: readonly string[]): Command<null> {
  return { id, label, scope, shortcuts, run: () => undefined };
}

describe('findCommandForKey', () => {
  const commands = [
    command('app.goHome', 'global', ['Alt+Shift+H']),
    command('canvas.delete', 'canvas', ['Delete', 'Backspace']),
    command('library.delete', 'library', ['Delete']),
    command('app.noShortcut', 'global', []),
  ];

  it('finds the command whose shortcut matches in an active scope', () => {
    expect(findCommandForKey(commands, press('Delete', 'Delete'), 'pc', ['canvas'])?.id).toBe('canvas.delete');
    expect(findCommandForKey(commands, press('Delete', 'Delete'), 'pc', ['library'])?.id).toBe('library.delete');
  });

  it('matches any of a command’s shortcuts, not only the first', () => {
    expect(findCommandForKey(commands, press('Backspace', 'Backspace'), 'pc', ['canvas'])?.id).toBe('canvas.delete');
  });

  it('skips commands whose scope is not active', () => {
    expect(findCommandForKey(commands, press('Delete', 'Delete'), 'pc', ['home'])).toBeUndefined();
  });

  it('treats global commands as always active', () => {
    const input = press('H', 'KeyH', { altKey: true, shiftKey: true });
    expect(findCommandForKey(commands, input, 'pc', [])?.id).toBe('app.goHome');
    expect(findCommandForKey(commands, input, 'mac', new Set<CommandScope>(['book']))?.id).toBe('app.goHome');
  });

  it('returns undefined when nothing matches', () => {
    expect(findCommandForKey(commands, press('x', 'KeyX'), 'pc', ['canvas'])).toBeUndefined();
  });

  it('returns the first match in command order', () => {
    const both = [command('first', 'canvas', ['P']), command('second', 'canvas', ['P'])];
    expect(findCommandForKey(both, press('p', 'KeyP'), 'pc', ['canvas'])?.id).toBe('first');
  });

  it('returns a disabled command so the caller can announce why it did nothing', () => {
    const disabled: Command<null> = { ...command('book.print', 'book', ['Mod+P']), isEnabled: () => ({ reason: label }) };
    expect(findCommandForKey([disabled], press('p', 'KeyP', { metaKey: true }), 'mac', ['book'])).toBe(disabled);
  });
});

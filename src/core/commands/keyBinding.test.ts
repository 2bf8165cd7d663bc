import { describe, it, expect } from 'vitest';
import {
  canonicalKeyBinding,
  isUnmodifiedKey,
  KeyBindingError,
  parseKeyBinding,
  resolveForPlatform,
} from './index.ts';
import type { KeyBindingErrorCode } from './index.ts';

const none = { mod: false, ctrl: false, alt: false, shift: false, meta: false };

describe('parseKeyBinding', () => {
  it.each([
    ['Mod+K', { ...none, mod: true, key: 'k' }],
    ['Shift+/', { ...none, shift: true, key: '/' }],
    ['Alt+Shift+H', { ...none, alt: true, shift: true, key: 'h' }],
    ['Mod+Shift+S', { ...none, mod: true, shift: true, key: 's' }],
    ['Alt+P', { ...none, alt: true, key: 'p' }],
    ['Delete', { ...none, key: 'Delete' }],
    ['Escape', { ...none, key: 'Escape' }],
    ['F2', { ...none, key: 'F2' }],
    ['P', { ...none, key: 'p' }],
    ['Shift+?', { ...none, shift: true, key: '?' }],
    ['ArrowUp', { ...none, key: 'ArrowUp' }],
    ['Space', { ...none, key: 'Space' }],
    ['Ctrl+Meta+F', { ...none, ctrl: true, meta: true, key: 'f' }],
    ['Mod+1', { ...none, mod: true, key: '1' }],
    ['F12', { ...none, key: 'F12' }],
    ['PageDown', { ...none, key: 'PageDown' }],
  ])('reads %s', (text, expected) => {
    expect(parseKeyBinding(text)).toEqual(expected);
  });

  it('reads the plus key written as Plus', () => {
    expect(parseKeyBinding('Mod+Plus')).toEqual({ ...none, mod: true, key: '+' });
  });

  it('accepts modifier aliases: Cmd and Command for Meta, Option for Alt, Control for Ctrl', () => {
    expect(parseKeyBinding('Cmd+K')).toEqual(parseKeyBinding('Meta+K'));
    expect(parseKeyBinding('Command+K')).toEqual(parseKeyBinding('Meta+K'));
    expect(parseKeyBinding('Option+P')).toEqual(parseKeyBinding('Alt+P'));
    expect(parseKeyBinding('Control+P')).toEqual(parseKeyBinding('Ctrl+P'));
  });

  it('accepts key aliases Esc and Del', () => {
    expect(parseKeyBinding('Esc').key).toBe('Escape');
    expect(parseKeyBinding('Del').key).toBe('Delete');
  });

  it('ignores case in modifiers and keys', () => {
    expect(parseKeyBinding('mod+shift+s')).toEqual(parseKeyBinding('Mod+Shift+S'));
    expect(parseKeyBinding('ESCAPE').key).toBe('Escape');
    expect(parseKeyBinding('arrowleft').key).toBe('ArrowLeft');
    expect(parseKeyBinding('f5').key).toBe('F5');
    expect(parseKeyBinding('plus').key).toBe('+');
  });

  it('ignores the order of modifiers', () => {
    expect(parseKeyBinding('Shift+Alt+H')).toEqual(parseKeyBinding('Alt+Shift+H'));
  });

  it('tolerates spaces around the parts', () => {
    expect(parseKeyBinding(' Mod + K ')).toEqual(parseKeyBinding('Mod+K'));
  });

  it.each<[string, KeyBindingErrorCode]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['Mod++K', 'empty-part'],
    ['+K', 'empty-part'],
    ['Hyper+K', 'unknown-modifier'],
    ['K+Shift', 'unknown-modifier'],
    ['Shift+Shift+K', 'duplicate-modifier'],
    ['Cmd+Meta+K', 'duplicate-modifier'],
    ['Mod+Ctrl+K', 'duplicate-modifier'],
    ['Mod+Meta+K', 'duplicate-modifier'],
    ['Mod+', 'missing-key'],
    ['Ctrl++', 'missing-key'],
    ['Mod+Shift', 'missing-key'],
    ['Shift', 'missing-key'],
    ['Mod+Enterr', 'unknown-key'],
    ['F13', 'unknown-key'],
    ['Mod+ㅏ', 'unknown-key'],
  ])('rejects %j with code %s', (text, code) => {
    let caught: unknown;
    try {
      parseKeyBinding(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(KeyBindingError);
    expect(caught).toBeInstanceOf(Error);
    expect((caught as KeyBindingError).code).toBe(code);
    expect((caught as KeyBindingError).binding).toBe(text);
  });

  it('hints at Plus when a binding ends with the separator', () => {
    expect(() => parseKeyBinding('Ctrl++')).toThrow(/Plus/);
  });

  it('returns a frozen binding so cached parses cannot be altered', () => {
    expect(Object.isFrozen(parseKeyBinding('Mod+K'))).toBe(true);
  });
});

describe('resolveForPlatform', () => {
  it('turns Mod into Ctrl on pc', () => {
    expect(resolveForPlatform('Mod+K', 'pc')).toEqual({ ...none, ctrl: true, key: 'k' });
  });

  it('turns Mod into Meta on mac', () => {
    expect(resolveForPlatform('Mod+K', 'mac')).toEqual({ ...none, meta: true, key: 'k' });
  });

  it('leaves explicit Ctrl and Meta alone on both platforms', () => {
    expect(resolveForPlatform('Ctrl+K', 'mac')).toEqual({ ...none, ctrl: true, key: 'k' });
    expect(resolveForPlatform('Meta+K', 'pc')).toEqual({ ...none, meta: true, key: 'k' });
  });

  it('accepts a parsed binding as well as a string', () => {
    expect(resolveForPlatform(parseKeyBinding('Mod+Shift+S'), 'pc')).toEqual(resolveForPlatform('Mod+Shift+S', 'pc'));
  });
});

describe('canonicalKeyBinding', () => {
  it('orders modifiers Ctrl, Alt, Shift, Meta whatever the input order', () => {
    expect(canonicalKeyBinding('Meta+Shift+Alt+Ctrl+K', 'pc')).toBe('Ctrl+Alt+Shift+Meta+K');
    expect(canonicalKeyBinding('shift+mod+s', 'mac')).toBe('Shift+Meta+S');
  });

  it('makes aliases and spellings of the same binding equal', () => {
    expect(canonicalKeyBinding('Option+Shift+h', 'mac')).toBe(canonicalKeyBinding('Shift+Alt+H', 'mac'));
    expect(canonicalKeyBinding('Esc', 'pc')).toBe(canonicalKeyBinding('escape', 'pc'));
  });

  it('makes Mod equal to Ctrl on pc but not on mac', () => {
    expect(canonicalKeyBinding('Mod+K', 'pc')).toBe(canonicalKeyBinding('Ctrl+K', 'pc'));
    expect(canonicalKeyBinding('Mod+K', 'mac')).not.toBe(canonicalKeyBinding('Ctrl+K', 'mac'));
    expect(canonicalKeyBinding('Mod+K', 'mac')).toBe(canonicalKeyBinding('Cmd+K', 'mac'));
  });

  it('writes the plus key as Plus so the result parses back to the same binding', () => {
    for (const text of ['Mod+Plus', 'Shift+/', 'Alt+Shift+ArrowUp', 'Space', 'Mod+Shift+1']) {
      const canonical = canonicalKeyBinding(text, 'pc');
      expect(canonicalKeyBinding(canonical, 'pc')).toBe(canonical);
    }
    expect(canonicalKeyBinding('Mod+Plus', 'pc')).toBe('Ctrl+Plus');
  });
});

describe('isUnmodifiedKey', () => {
  it('counts bare keys and Shift-only bindings as unmodified', () => {
    expect(isUnmodifiedKey('P')).toBe(true);
    expect(isUnmodifiedKey('Shift+?')).toBe(true);
    expect(isUnmodifiedKey('Delete')).toBe(true);
  });

  it('counts Mod, Ctrl, Meta and Alt as modifiers', () => {
    expect(isUnmodifiedKey('Mod+K')).toBe(false);
    expect(isUnmodifiedKey('Ctrl+K')).toBe(false);
    expect(isUnmodifiedKey('Meta+K')).toBe(false);
    expect(isUnmodifiedKey('Alt+P')).toBe(false);
  });
});

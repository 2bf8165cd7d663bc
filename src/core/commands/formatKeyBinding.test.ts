import { describe, it, expect } from 'vitest';
import { formatKeyBinding, parseKeyBinding } from './index.ts';

describe('formatKeyBinding, label style', () => {
  it.each([
    ['Mod+Shift+S', 'Ctrl+Shift+S'],
    ['Alt+P', 'Alt+P'],
    ['Shift+/', 'Shift+/'],
    ['F2', 'F2'],
    ['Delete', 'Delete'],
    ['Escape', 'Escape'],
    ['Mod+Plus', 'Ctrl+Plus'],
    ['Alt+ArrowUp', 'Alt+Up Arrow'],
    ['Shift+Alt+Ctrl+K', 'Ctrl+Alt+Shift+K'],
    ['Meta+K', 'Win+K'],
  ])('shows %s on pc as %s', (binding, expected) => {
    expect(formatKeyBinding(binding, 'pc', 'label')).toBe(expected);
  });

  it.each([
    // macOS menus order modifiers Control, Option, Shift, Command.
    ['Mod+Shift+S', '⇧⌘S'],
    ['Alt+P', '⌥P'],
    ['Shift+/', '⇧/'],
    ['Ctrl+Alt+Shift+Meta+K', '⌃⌥⇧⌘K'],
    ['Escape', 'Esc'],
    ['Delete', 'Del'],
    ['ArrowUp', '↑'],
    ['Mod+Enter', '⌘↩'],
    ['Mod+Plus', '⌘+'],
    ['F2', 'F2'],
  ])('shows %s on mac as %s', (binding, expected) => {
    expect(formatKeyBinding(binding, 'mac', 'label')).toBe(expected);
  });
});

describe('formatKeyBinding, spoken style', () => {
  it.each([
    ['Mod+Shift+S', 'Control Shift S'],
    ['Alt+P', 'Alt P'],
    ['Ctrl+Alt+Delete', 'Control Alt Delete'],
    ['Shift+/', 'Shift slash'],
    ['Shift+?', 'Shift question mark'],
    ['Mod+Plus', 'Control plus'],
    ['ArrowLeft', 'Left Arrow'],
    ['Enter', 'Enter'],
  ])('says %s on pc as "%s"', (binding, expected) => {
    expect(formatKeyBinding(binding, 'pc', 'spoken')).toBe(expected);
  });

  it.each([
    // The same order as the symbols, which is also how VoiceOver reads menus.
    ['Mod+Shift+S', 'Shift Command S'],
    ['Mod+K', 'Command K'],
    ['Alt+P', 'Option P'],
    ['Ctrl+K', 'Control K'],
    ['Shift+/', 'Shift slash'],
    ['Mod+Enter', 'Command Return'],
    ['Backspace', 'Delete'],
    ['Delete', 'Forward Delete'],
    ['Escape', 'Escape'],
  ])('says %s on mac as "%s"', (binding, expected) => {
    expect(formatKeyBinding(binding, 'mac', 'spoken')).toBe(expected);
  });

  it('contains no symbols a screen reader would skip', () => {
    expect(formatKeyBinding('Ctrl+Alt+Shift+Meta+ArrowUp', 'mac', 'spoken')).toMatch(/^[A-Za-z ]+$/);
  });
});

describe('formatKeyBinding, aria style', () => {
  it.each([
    ['Mod+Shift+S', 'pc', 'Control+Shift+S'],
    ['Mod+K', 'mac', 'Meta+K'],
    ['Alt+P', 'mac', 'Alt+P'],
    ['Shift+/', 'pc', 'Shift+/'],
    ['Mod+Plus', 'pc', 'Control+Plus'],
    ['Shift+Space', 'mac', 'Shift+Space'],
    ['Esc', 'pc', 'Escape'],
    ['ArrowDown', 'pc', 'ArrowDown'],
  ] as const)('writes %s on %s as %s', (binding, platform, expected) => {
    expect(formatKeyBinding(binding, platform, 'aria')).toBe(expected);
  });

  it('formats a parsed binding the same as its string', () => {
    expect(formatKeyBinding(parseKeyBinding('Mod+Shift+S'), 'mac', 'aria')).toBe('Shift+Meta+S');
  });
});

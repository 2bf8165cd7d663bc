import { describe, expect, it } from 'vitest';
import { PLATFORMS, isTextEditingKey, shortcutRunsAt } from './index.ts';

describe('isTextEditingKey', () => {
  it.each(PLATFORMS)('claims the editing keys a text field uses (%s)', (platform) => {
    for (const key of ['A', 'Shift+A', 'Space', 'Enter', 'Escape', 'Tab', 'Delete', 'Backspace', 'Home', 'End', 'ArrowLeft', 'Shift+ArrowRight', '=', '-', 'Shift+/']) {
      expect(isTextEditingKey(key, platform), key).toBe(true);
    }
    for (const key of ['Mod+A', 'Mod+C', 'Mod+X', 'Mod+V', 'Mod+Z', 'Mod+Shift+Z', 'Mod+Y', 'Mod+ArrowLeft', 'Mod+Shift+End', 'Mod+Backspace', 'Alt+ArrowLeft', 'Alt+Backspace']) {
      expect(isTextEditingKey(key, platform), key).toBe(true);
    }
  });

  it('claims Ctrl+Y (redo in a PC field) on both platforms: a Mac field has no use for it but the app gains nothing by taking it', () => {
    expect(isTextEditingKey('Ctrl+Y', 'pc')).toBe(true);
    expect(isTextEditingKey('Ctrl+Y', 'mac')).toBe(true);
  });

  it.each(PLATFORMS)('leaves the app its own modified keys and the function keys (%s)', (platform) => {
    for (const key of ['Mod+S', 'Mod+K', 'Mod+O', 'Mod+Shift+S', 'Mod+I', 'Mod+G', 'Alt+P', 'Alt+Shift+Enter', 'Alt+Shift+PageDown', 'Alt+Shift+E', 'F2']) {
      expect(isTextEditingKey(key, platform), key).toBe(false);
    }
  });
});

describe('shortcutRunsAt', () => {
  it('runs every shortcut on the screen itself', () => {
    for (const key of ['Mod+A', 'Delete', 'P', 'Mod+S', 'Mod+K']) expect(shortcutRunsAt(key, 'screen', 'pc'), key).toBe(true);
  });

  it('runs no shortcut of the screen from a dialog, not even save or the palette', () => {
    for (const key of ['Mod+A', 'Mod+C', 'Delete', 'P', 'Enter', 'Mod+S', 'Mod+K', 'Alt+P', 'Shift+/', 'F2']) expect(shortcutRunsAt(key, 'dialog', 'pc'), key).toBe(false);
  });

  it("leaves a text field its editing keys and runs save, the palette and the other app keys from it", () => {
    for (const key of ['Mod+A', 'Mod+C', 'Mod+V', 'Mod+Z', 'Ctrl+Y', 'Delete', 'Space', 'P', '=', 'Shift+/']) expect(shortcutRunsAt(key, 'textField', 'pc'), key).toBe(false);
    for (const key of ['Mod+S', 'Mod+K', 'Mod+O', 'Alt+P', 'Alt+Shift+Enter', 'Mod+G']) expect(shortcutRunsAt(key, 'textField', 'pc'), key).toBe(true);
    expect(shortcutRunsAt('Mod+S', 'textField', 'mac')).toBe(true);
    expect(shortcutRunsAt('Mod+A', 'textField', 'mac')).toBe(false);
  });

  it('leaves a menu or list box its plain keys (type to find) and runs the modified ones', () => {
    for (const key of ['P', 'Shift+P', 'Delete', 'Enter', 'Space', '=']) expect(shortcutRunsAt(key, 'list', 'pc'), key).toBe(false);
    for (const key of ['Mod+S', 'Mod+K', 'Alt+Shift+PageDown']) expect(shortcutRunsAt(key, 'list', 'pc'), key).toBe(true);
  });
});

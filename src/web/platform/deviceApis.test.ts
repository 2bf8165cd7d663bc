import { afterEach, describe, expect, it, vi } from 'vitest';
import { bluetoothSupport, isChooserCancel, serialSupport } from './deviceApis.ts';

function browser(secure: boolean, apis: { serial?: object; bluetooth?: object }) {
  vi.stubGlobal('isSecureContext', secure);
  vi.stubGlobal('navigator', { ...apis });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('serialSupport and bluetoothSupport', () => {
  it('are available where the browser has the API on a secure page', () => {
    browser(true, { serial: {}, bluetooth: {} });
    expect(serialSupport()).toBe('available');
    expect(bluetoothSupport()).toBe('available');
  });

  it('tell each API apart', () => {
    browser(true, { serial: {} });
    expect(serialSupport()).toBe('available');
    expect(bluetoothSupport()).toBe('unsupported');
    browser(true, { bluetooth: {} });
    expect(serialSupport()).toBe('unsupported');
    expect(bluetoothSupport()).toBe('available');
  });

  it('are unsupported on a secure page of a browser without the APIs', () => {
    browser(true, {});
    expect(serialSupport()).toBe('unsupported');
    expect(bluetoothSupport()).toBe('unsupported');
  });

  it('blame the insecure page, where browsers hide both APIs', () => {
    browser(false, {});
    expect(serialSupport()).toBe('insecure-context');
    expect(bluetoothSupport()).toBe('insecure-context');
    browser(false, { serial: {}, bluetooth: {} });
    expect(serialSupport()).toBe('insecure-context');
    expect(bluetoothSupport()).toBe('insecure-context');
  });
});

describe('isChooserCancel', () => {
  it('is a NotFoundError DOMException and nothing else', () => {
    expect(isChooserCancel(new DOMException('User cancelled the requestPort() chooser.', 'NotFoundError'))).toBe(true);
    expect(isChooserCancel(new DOMException('Failed to open serial port.', 'NetworkError'))).toBe(false);
    expect(isChooserCancel(new DOMException('Must be handling a user gesture.', 'SecurityError'))).toBe(false);
    expect(isChooserCancel(new Error('NotFoundError'))).toBe(false);
    expect(isChooserCancel(undefined)).toBe(false);
  });
});

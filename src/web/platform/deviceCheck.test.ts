import { describe, expect, it } from 'vitest';
import { isDesktopDevice } from './deviceCheck.ts';

const desktop = {
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};
const mobile = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};

describe('isDesktopDevice', () => {
  it('accepts computers, touch-screen laptops included', () => {
    for (const userAgent of Object.values(desktop)) {
      expect(isDesktopDevice({ userAgent, maxTouchPoints: 0 }), userAgent).toBe(true);
    }
    expect(isDesktopDevice({ userAgent: desktop.windows, maxTouchPoints: 10 })).toBe(true);
  });

  it('refuses phones and tablets', () => {
    for (const userAgent of Object.values(mobile)) {
      expect(isDesktopDevice({ userAgent, maxTouchPoints: 5 }), userAgent).toBe(false);
    }
  });

  it('sees through an iPad that presents itself as a Mac', () => {
    expect(isDesktopDevice({ userAgent: desktop.mac, maxTouchPoints: 5 })).toBe(false);
  });

  it('believes the browser when it says it is mobile', () => {
    expect(isDesktopDevice({ userAgent: desktop.windows, mobileHint: true, maxTouchPoints: 0 })).toBe(false);
  });
});

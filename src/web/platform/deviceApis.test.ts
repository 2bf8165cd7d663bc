import { afterEach, describe, expect, it, vi } from 'vitest';
import { bluetoothSupport, isChooserCancel, serialSupport, watchBluetoothSupport, type DeviceApiSupport } from './deviceApis.ts';

function browser(secure: boolean, apis: { serial?: object; bluetooth?: object }, policy?: { permissionsPolicy?: object; featurePolicy?: object }) {
  vi.stubGlobal('isSecureContext', secure);
  vi.stubGlobal('navigator', { ...apis });
  vi.stubGlobal('document', { ...policy });
}

/** A Web Bluetooth whose adapter answers `answer` (a promise the test settles) and can fire availabilitychanged. */
function bluetoothWith(answer: Promise<boolean>) {
  const target = new EventTarget();
  const api = Object.assign(target, { requestDevice: vi.fn(), getAvailability: vi.fn(() => answer) });
  const change = (value: boolean) => target.dispatchEvent(Object.assign(new Event('availabilitychanged'), { value }));
  return { api, change };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
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

describe('the permissions policy', () => {
  const only = (allowed: string[]) => ({ allowsFeature: (feature: string) => allowed.includes(feature) });

  it('blocks a method the page does not allow, each on its own', () => {
    browser(true, { serial: {}, bluetooth: {} }, { permissionsPolicy: only(['bluetooth']) });
    expect(serialSupport()).toBe('blocked-by-policy');
    expect(bluetoothSupport()).toBe('available');
    browser(true, { serial: {}, bluetooth: {} }, { permissionsPolicy: only(['serial']) });
    expect(serialSupport()).toBe('available');
    expect(bluetoothSupport()).toBe('blocked-by-policy');
  });

  it('is read from the older featurePolicy too, and a policy that cannot answer allows', () => {
    browser(true, { serial: {}, bluetooth: {} }, { featurePolicy: only([]) });
    expect(serialSupport()).toBe('blocked-by-policy');
    expect(bluetoothSupport()).toBe('blocked-by-policy');
    browser(true, { serial: {} }, { permissionsPolicy: { allowsFeature: () => { throw new Error('unknown feature'); } } });
    expect(serialSupport()).toBe('available');
    browser(true, { serial: {} }, { permissionsPolicy: {} });
    expect(serialSupport()).toBe('available');
  });

  it('comes after the insecure page and the missing API, whose fixes come first', () => {
    browser(false, { serial: {} }, { permissionsPolicy: only([]) });
    expect(serialSupport()).toBe('insecure-context');
    browser(true, {}, { permissionsPolicy: only([]) });
    expect(serialSupport()).toBe('unsupported');
  });
});

describe('Bluetooth adapter availability', () => {
  it('is unknown until the adapter answers, then follows it: off, on', async () => {
    const answer = deferred<boolean>();
    const { api, change } = bluetoothWith(answer.promise);
    browser(true, { bluetooth: api });
    expect(bluetoothSupport()).toBe('unknown');
    const heard: DeviceApiSupport[] = [];
    const stop = watchBluetoothSupport((support) => heard.push(support));
    expect(heard).toEqual(['unknown']);
    answer.resolve(false);
    await answer.promise;
    await Promise.resolve();
    expect(heard).toEqual(['unknown', 'adapter-off']);
    change(true);
    expect(heard).toEqual(['unknown', 'adapter-off', 'available']);
    change(false);
    expect(heard.at(-1)).toBe('adapter-off');
    stop();
    change(true);
    expect(heard).toHaveLength(4);
  });

  it('keeps a change the browser reported over an older answer that arrives late', async () => {
    const answer = deferred<boolean>();
    const { api, change } = bluetoothWith(answer.promise);
    browser(true, { bluetooth: api });
    const heard: DeviceApiSupport[] = [];
    watchBluetoothSupport((support) => heard.push(support));
    change(true);
    answer.resolve(false);
    await answer.promise;
    await Promise.resolve();
    expect(heard).toEqual(['unknown', 'available']);
  });

  it('is available when the browser cannot say, and never asked when the page already rules it out', async () => {
    const failing = deferred<boolean>();
    const { api } = bluetoothWith(failing.promise);
    browser(true, { bluetooth: api });
    const heard: DeviceApiSupport[] = [];
    watchBluetoothSupport((support) => heard.push(support));
    failing.reject(new Error('not on this platform'));
    await failing.promise.catch(() => undefined);
    await Promise.resolve();
    expect(heard).toEqual(['unknown', 'available']);

    const blocked = bluetoothWith(Promise.resolve(true));
    browser(true, { bluetooth: blocked.api }, { permissionsPolicy: { allowsFeature: () => false } });
    const told: DeviceApiSupport[] = [];
    watchBluetoothSupport((support) => told.push(support));
    await Promise.resolve();
    expect(told).toEqual(['blocked-by-policy']);
    expect(blocked.api.getAvailability).not.toHaveBeenCalled();
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

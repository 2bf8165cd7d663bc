// Whether this browser can reach a display, and the pieces both transports
// share. Each method is checked in the order its fix is found: Chrome and
// Edge have Web Serial and Web Bluetooth, but only in a secure context (https
// or localhost) — elsewhere `navigator.serial` is simply absent, so an
// insecure page is told apart from a browser without the API; then the page's
// permissions policy, which can switch either off for a site or a frame; then,
// for Bluetooth, the computer's adapter (`getAvailability()`: none, or off).

import { DeviceError } from '../../core/device/index.ts';
import type { Bluetooth, DocumentWithPolicy, NavigatorWithDevices, Serial } from './webDeviceApis.d.ts';

/**
 * 'unknown': Bluetooth's adapter has not answered yet. 'adapter-off': no
 * Bluetooth adapter, or it is switched off. 'blocked-by-policy': the page's
 * permissions policy does not allow the API.
 */
export type DeviceApiSupport = 'available' | 'insecure-context' | 'unsupported' | 'blocked-by-policy' | 'adapter-off' | 'unknown';

/** The user closed the browser's device chooser without picking one: not an error to show. */
export class TransportRequestCancelled extends Error {
  constructor() {
    super('The device chooser was closed without choosing a device');
    this.name = 'TransportRequestCancelled';
  }
}

export function serialApi(): Serial | undefined {
  return (navigator as NavigatorWithDevices).serial ?? undefined;
}

export function bluetoothApi(): Bluetooth | undefined {
  return (navigator as NavigatorWithDevices).bluetooth ?? undefined;
}

/**
 * Whether the page's permissions policy allows a feature. A browser that
 * cannot tell (no policy object) is taken at its word: the chooser, if
 * blocked after all, fails and is reported.
 */
function allowedByPolicy(feature: 'serial' | 'bluetooth'): boolean {
  const page = globalThis.document as DocumentWithPolicy | undefined;
  const policy = page?.permissionsPolicy ?? page?.featurePolicy;
  if (typeof policy?.allowsFeature !== 'function') return true;
  try {
    return policy.allowsFeature(feature);
  } catch {
    return true;
  }
}

function supportOf(api: unknown, feature: 'serial' | 'bluetooth'): DeviceApiSupport {
  if (!globalThis.isSecureContext) return 'insecure-context';
  if (!api) return 'unsupported';
  return allowedByPolicy(feature) ? 'available' : 'blocked-by-policy';
}

export function serialSupport(): DeviceApiSupport {
  return supportOf(serialApi(), 'serial');
}

/**
 * What the page allows for Bluetooth, before the adapter is asked: 'unknown'
 * when all else allows it and the browser can say whether there is an adapter
 * switched on (watchBluetoothSupport asks). A browser that cannot say is
 * taken at its word: its chooser tells the user.
 */
export function bluetoothSupport(): DeviceApiSupport {
  const page = supportOf(bluetoothApi(), 'bluetooth');
  return page === 'available' && typeof bluetoothApi()?.getAvailability === 'function' ? 'unknown' : page;
}

const adapterSupport = (available: boolean): DeviceApiSupport => (available ? 'available' : 'adapter-off');

/**
 * Follows Bluetooth's support: reports what the page allows at once, then
 * the adapter's answer and every change of it (switched on or off: the
 * `availabilitychanged` event), until the returned function is called.
 */
export function watchBluetoothSupport(onChange: (support: DeviceApiSupport) => void): () => void {
  const first = bluetoothSupport();
  onChange(first);
  const api = bluetoothApi();
  if (first !== 'unknown' || !api?.getAvailability) return () => undefined;
  let stopped = false;
  // An event is newer than the first answer: once one came, a late answer is old news.
  let heardEvent = false;
  const listener = (event: Event) => {
    const value = (event as Event & { value?: unknown }).value;
    if (stopped || typeof value !== 'boolean') return;
    heardEvent = true;
    onChange(adapterSupport(value));
  };
  api.addEventListener('availabilitychanged', listener);
  api.getAvailability().then(
    (available) => {
      if (!stopped && !heardEvent) onChange(adapterSupport(available));
    },
    // The browser could not say: its chooser will.
    () => {
      if (!stopped && !heardEvent) onChange('available');
    },
  );
  return () => {
    stopped = true;
    api.removeEventListener('availabilitychanged', listener);
  };
}

/** Both choosers reject with a NotFoundError DOMException when the user cancels (or nothing matches). */
export function isChooserCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotFoundError';
}

/** A failure the user is told about ("restart the device and retry"); the browser's own error is kept for logs. */
export function connectFailed(englishText: string, cause: unknown): DeviceError {
  const error = new DeviceError('CONNECT_FAILED', englishText);
  error.cause = cause;
  return error;
}

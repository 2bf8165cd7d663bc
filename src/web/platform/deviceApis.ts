// Whether this browser can reach a display, and the pieces both transports
// share. Chrome and Edge have Web Serial and Web Bluetooth, but only in a
// secure context (https or localhost): elsewhere `navigator.serial` is simply
// absent, so an insecure page is told apart from a browser without the API.

import { DeviceError } from '../../core/device/index.ts';
import type { Bluetooth, NavigatorWithDevices, Serial } from './webDeviceApis.d.ts';

export type DeviceApiSupport = 'available' | 'insecure-context' | 'unsupported';

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

function supportOf(api: unknown): DeviceApiSupport {
  if (api && window.isSecureContext) return 'available';
  return window.isSecureContext ? 'unsupported' : 'insecure-context';
}

export function serialSupport(): DeviceApiSupport {
  return supportOf(serialApi());
}

export function bluetoothSupport(): DeviceApiSupport {
  return supportOf(bluetoothApi());
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

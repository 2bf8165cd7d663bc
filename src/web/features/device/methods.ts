import type { Message } from '../../../core/messages/index.ts';
import type { DeviceMethod } from './shell/types.ts';
import type { DeviceApiSupport } from '../../platform/deviceApis.ts';
import { deviceMessages as m } from './messages.ts';

export interface MethodSupport {
  readonly serial: DeviceApiSupport;
  readonly bluetooth: DeviceApiSupport;
}

export const methodMessages: Readonly<Record<DeviceMethod, Message>> = {
  serial: m.methodSerial,
  bluetooth: m.methodBluetooth,
  virtual320: m.methodVirtual320,
  virtual768: m.methodVirtual768,
};

/**
 * Why this browser cannot use a method, or undefined when it can. Each reason
 * says its own fix: open the https address (an insecure page), use Chrome or
 * Edge (a browser without the API), ask whoever runs the site (its
 * permissions policy), switch Bluetooth on (the adapter); while Bluetooth's
 * adapter has not answered, that it is being checked. The virtual displays
 * always work.
 */
export function unavailableReason(method: DeviceMethod, support: MethodSupport): Message | undefined {
  if (method !== 'serial' && method !== 'bluetooth') return undefined;
  switch (support[method]) {
    case 'available':
      return undefined;
    case 'insecure-context':
      return m.insecureContext;
    case 'blocked-by-policy':
      return m.blockedByPolicy;
    case 'adapter-off':
      return m.bluetoothOff;
    case 'unknown':
      return m.availabilityPending;
    case 'unsupported':
      return method === 'serial' ? m.serialUnsupported : m.bluetoothUnsupported;
  }
}

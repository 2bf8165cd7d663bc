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
 * Why this browser cannot use a method, or undefined when it can. An insecure
 * page is told apart from a browser without the API: the fix differs (open the
 * https address, or use Chrome or Edge). The virtual displays always work.
 */
export function unavailableReason(method: DeviceMethod, support: MethodSupport): Message | undefined {
  if (method !== 'serial' && method !== 'bluetooth') return undefined;
  const status = support[method];
  if (status === 'available') return undefined;
  if (status === 'insecure-context') return m.insecureContext;
  return method === 'serial' ? m.serialUnsupported : m.bluetoothUnsupported;
}

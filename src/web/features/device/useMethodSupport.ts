import { useEffect, useState } from 'react';
import { bluetoothSupport, serialSupport, watchBluetoothSupport } from '../../platform/deviceApis.ts';
import type { MethodSupport } from './methods.ts';

/**
 * What this browser can use, kept up to date while the dialog is open:
 * Bluetooth's adapter answers a moment later, and switching it on or off
 * changes the list at once.
 */
export function useMethodSupport(): MethodSupport {
  const [support, setSupport] = useState<MethodSupport>(() => ({ serial: serialSupport(), bluetooth: bluetoothSupport() }));
  useEffect(() => watchBluetoothSupport((bluetooth) => setSupport((current) => (current.bluetooth === bluetooth ? current : { ...current, bluetooth }))), []);
  return support;
}

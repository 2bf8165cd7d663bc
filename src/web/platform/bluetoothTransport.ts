// The display over Bluetooth LE: a Microchip "Transparent UART" service
// (protocol notes §1). The display talks on the notify characteristic and
// listens on the write characteristic; writes go without response, in pieces
// of the size probed after connecting (bleChunks.ts), one write at a time —
// the browser refuses a GATT operation while another is in progress.

import { TransportClosedError, TransportEvents, type CloseReason, type Transport } from '../../core/device/index.ts';
import { probeChunkSize, writeChunked, type ChunkWrite } from './bleChunks.ts';
import { TransportRequestCancelled, bluetoothApi, connectFailed, isChooserCancel } from './deviceApis.ts';
import type {
  BluetoothDevice,
  BluetoothRemoteGATTCharacteristic,
  BluetoothRemoteGATTServer,
  BluetoothRemoteGATTService,
  RequestDeviceOptions,
} from './webDeviceApis.d.ts';

export const DOT_BLE_SERVICE = '49535343-fe7d-4ae5-8fa9-9fafd205e455';
/** Display → host. */
export const DOT_BLE_NOTIFY = '49535343-1e4d-4bd9-ba61-23c647249616';
/** Host → display. */
export const DOT_BLE_WRITE = '49535343-8841-43f4-a8d4-ecbe34729bb3';

export const BLUETOOTH_REQUEST: RequestDeviceOptions = { filters: [{ namePrefix: 'DotPad' }], optionalServices: [DOT_BLE_SERVICE] };

/** A first GATT connect often fails on a display just woken; Dot's SDK tries again too. */
export const GATT_CONNECT_ATTEMPTS = 3;

/** Asks the user for the display (call from a click or key press) and connects to it. */
/** `chosen` is called once the user has picked a display, before connecting to it (the attempt's deadline starts there). */
export async function requestBluetoothTransport(chosen: () => void = () => undefined): Promise<Transport> {
  const bluetooth = bluetoothApi();
  if (!bluetooth) throw connectFailed('This browser has no Web Bluetooth', undefined);
  let device: BluetoothDevice;
  try {
    device = await bluetooth.requestDevice(BLUETOOTH_REQUEST);
  } catch (error) {
    if (isChooserCancel(error)) throw new TransportRequestCancelled();
    throw connectFailed('The Bluetooth device chooser failed', error);
  }
  chosen();
  return connectBluetoothDevice(device);
}

/** Connects to a display the user chose before, e.g. again after it was lost. */
export async function connectBluetoothDevice(device: BluetoothDevice): Promise<Transport> {
  const gatt = device.gatt;
  if (!gatt) throw connectFailed('The Bluetooth device has no GATT server', undefined);
  try {
    const server = await connectGatt(gatt);
    const service = await server.getPrimaryService(DOT_BLE_SERVICE);
    const notify = await service.getCharacteristic(DOT_BLE_NOTIFY);
    const write = writerOf(await writeCharacteristic(service));
    await notify.startNotifications();
    const chunkSize = await probeChunkSize(write);
    return bluetoothTransport(device, gatt, notify, write, chunkSize);
  } catch (error) {
    if (gatt.connected) gatt.disconnect();
    throw connectFailed('Could not connect to the Bluetooth display', error);
  }
}

async function connectGatt(gatt: BluetoothRemoteGATTServer): Promise<BluetoothRemoteGATTServer> {
  let failure: unknown;
  for (let attempt = 0; attempt < GATT_CONNECT_ATTEMPTS; attempt++) {
    try {
      return await gatt.connect();
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** The write characteristic, else (some firmware) any characteristic of the service that takes writes. */
async function writeCharacteristic(service: BluetoothRemoteGATTService): Promise<BluetoothRemoteGATTCharacteristic> {
  try {
    return await service.getCharacteristic(DOT_BLE_WRITE);
  } catch (missing) {
    const all = await service.getCharacteristics();
    const found = all.find((c) => c.properties.writeWithoutResponse) ?? all.find((c) => c.properties.write);
    if (!found) throw missing;
    return found;
  }
}

function writerOf(characteristic: BluetoothRemoteGATTCharacteristic): ChunkWrite {
  return characteristic.properties.writeWithoutResponse
    ? (chunk) => characteristic.writeValueWithoutResponse(chunk)
    : (chunk) => characteristic.writeValueWithResponse(chunk);
}

function bluetoothTransport(
  device: BluetoothDevice,
  gatt: BluetoothRemoteGATTServer,
  notify: BluetoothRemoteGATTCharacteristic,
  write: ChunkWrite,
  chunkSize: number,
): Transport {
  const events = new TransportEvents();
  let ending: Promise<void> | undefined;
  let writes: Promise<unknown> = Promise.resolve();

  const onValue = () => {
    const view = notify.value;
    // Copied: the browser may reuse the view's buffer for the next notification.
    if (view && view.byteLength > 0) events.emitData(new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice());
  };
  const onLost = () => void end('lost');
  notify.addEventListener('characteristicvaluechanged', onValue);
  device.addEventListener('gattserverdisconnected', onLost);

  function end(reason: CloseReason): Promise<void> {
    ending ??= (async () => {
      device.removeEventListener('gattserverdisconnected', onLost);
      notify.removeEventListener('characteristicvaluechanged', onValue);
      if (reason === 'closed') {
        await writes;
        await notify.stopNotifications().catch(() => undefined);
        if (gatt.connected) gatt.disconnect();
      }
      events.emitClose(reason);
    })();
    return ending;
  }

  return {
    kind: 'bluetooth',
    write(bytes) {
      if (ending) return Promise.reject(new TransportClosedError('The Bluetooth link is closed'));
      const pieces = bytes.slice();
      const result = writes.then(() => writeChunked(pieces, chunkSize, write));
      writes = result.catch(() => undefined);
      return result.catch((error: unknown) => {
        if (!gatt.connected) void end('lost');
        // A failed GATT write on a live link is the engine's to retry.
        if (ending) throw new TransportClosedError('The Bluetooth link is closed', { cause: error });
        throw error;
      });
    },
    onData: (listener) => events.onData(listener),
    onClose: (listener) => events.onClose(listener),
    close: () => end('closed'),
  };
}

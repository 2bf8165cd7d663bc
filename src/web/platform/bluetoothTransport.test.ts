import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceError, TransportClosedError, type CloseReason, type Transport } from '../../core/device/index.ts';
import { DOT_BLE_NOTIFY, DOT_BLE_SERVICE, DOT_BLE_WRITE, requestBluetoothTransport } from './bluetoothTransport.ts';
import { TransportRequestCancelled } from './deviceApis.ts';
import type {
  BluetoothCharacteristicProperties,
  BluetoothDevice,
  BluetoothRemoteGATTCharacteristic,
  BluetoothRemoteGATTServer,
  BluetoothRemoteGATTService,
  RequestDeviceOptions,
} from './webDeviceApis.d.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const notFound = () => new DOMException('No Characteristics matching UUID found in Service.', 'NotFoundError');

interface Write {
  readonly mode: 'without' | 'with';
  readonly bytes: number[];
}

/** A GATT characteristic as Chrome presents one; like Chrome it refuses a write while another is in progress. */
class FakeCharacteristic extends EventTarget implements BluetoothRemoteGATTCharacteristic {
  readonly uuid: string;
  readonly properties: BluetoothCharacteristicProperties;
  value: DataView | null = null;
  notifying = false;
  /** Writes longer than this fail, like a write without response over the link's MTU. */
  maxWrite = Infinity;
  readonly writes: Write[] = [];
  /** Set to hold writes back until released. */
  hold = false;
  readonly held: (() => void)[] = [];
  private busy = false;

  constructor(uuid: string, properties: Partial<BluetoothCharacteristicProperties>) {
    super();
    this.uuid = uuid;
    this.properties = { write: false, writeWithoutResponse: false, notify: false, ...properties };
  }

  async startNotifications() {
    this.notifying = true;
    return this;
  }

  async stopNotifications() {
    this.notifying = false;
    return this;
  }

  writeValueWithoutResponse(value: BufferSource) {
    return this.write('without', value);
  }

  writeValueWithResponse(value: BufferSource) {
    return this.write('with', value);
  }

  /** Display → host: a notification reusing one buffer, as browsers may. */
  notify(bytes: number[], buffer = new ArrayBuffer(64)): void {
    const view = new DataView(buffer, 4, bytes.length);
    bytes.forEach((byte, i) => view.setUint8(i, byte));
    this.value = view;
    this.dispatchEvent(new Event('characteristicvaluechanged'));
  }

  get filler(): number[] {
    return this.writes.filter((w) => w.bytes.every((b) => b === 0xab)).map((w) => w.bytes.length);
  }

  get payload(): Write[] {
    return this.writes.filter((w) => !w.bytes.every((b) => b === 0xab));
  }

  private async write(mode: Write['mode'], value: BufferSource): Promise<void> {
    if (this.busy) throw new DOMException('GATT operation already in progress.', 'NetworkError');
    const bytes = [...new Uint8Array(ArrayBuffer.isView(value) ? value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength) : value)];
    if (bytes.length > this.maxWrite) throw new DOMException('GATT operation failed for unknown reason.', 'NotSupportedError');
    this.busy = true;
    try {
      if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
      this.writes.push({ mode, bytes });
    } finally {
      this.busy = false;
    }
  }
}

class FakeDisplay extends EventTarget implements BluetoothDevice {
  readonly id = 'dotpad-1';
  readonly name = 'DotPad320A';
  readonly notifyChar = new FakeCharacteristic(DOT_BLE_NOTIFY, { notify: true });
  readonly writeChar = new FakeCharacteristic(DOT_BLE_WRITE, { write: true, writeWithoutResponse: true });
  characteristics: FakeCharacteristic[] = [this.notifyChar, this.writeChar];
  connectFailures = 0;
  connectCalls = 0;
  hasService = true;
  readonly service: BluetoothRemoteGATTService = {
    uuid: DOT_BLE_SERVICE,
    getCharacteristic: async (uuid) => {
      const found = this.characteristics.find((c) => c.uuid === uuid);
      if (!found) throw notFound();
      return found;
    },
    getCharacteristics: async () => [...this.characteristics],
  };
  readonly gatt: BluetoothRemoteGATTServer & { connected: boolean } = {
    connected: false,
    connect: async () => {
      this.connectCalls++;
      if (this.connectFailures > 0) {
        this.connectFailures--;
        throw new DOMException('Connection attempt failed.', 'NetworkError');
      }
      this.gatt.connected = true;
      return this.gatt;
    },
    // Chrome fires the event for a disconnect the page asked for too.
    disconnect: () => this.drop(),
    getPrimaryService: async (uuid) => {
      if (!this.hasService || uuid !== DOT_BLE_SERVICE) throw new DOMException('No Services matching UUID found in Device.', 'NotFoundError');
      return this.service;
    },
  };

  /** Out of range or switched off. */
  drop(): void {
    if (!this.gatt.connected) return;
    this.gatt.connected = false;
    this.dispatchEvent(new Event('gattserverdisconnected'));
  }
}

function installBluetooth(choose: (options: RequestDeviceOptions) => Promise<BluetoothDevice>) {
  const requestDevice = vi.fn(choose);
  vi.stubGlobal('navigator', { bluetooth: { requestDevice } });
  return requestDevice;
}

async function connected(display = new FakeDisplay()): Promise<{ display: FakeDisplay; transport: Transport; data: number[][]; closes: CloseReason[] }> {
  installBluetooth(async () => display);
  const transport = await requestBluetoothTransport();
  const data: number[][] = [];
  const closes: CloseReason[] = [];
  transport.onData((bytes) => data.push([...bytes]));
  transport.onClose((reason) => closes.push(reason));
  return { display, transport, data, closes };
}

const bytesOf = (length: number) => Array.from({ length }, (_, i) => i % 251);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestBluetoothTransport', () => {
  it('asks for displays named DotPad… with the Transparent UART service', async () => {
    const display = new FakeDisplay();
    const requestDevice = installBluetooth(async () => display);
    const transport = await requestBluetoothTransport();
    expect(transport.kind).toBe('bluetooth');
    expect(requestDevice).toHaveBeenCalledWith({
      filters: [{ namePrefix: 'DotPad' }],
      optionalServices: ['49535343-fe7d-4ae5-8fa9-9fafd205e455'],
    });
    expect(display.gatt.connected).toBe(true);
    expect(display.notifyChar.notifying).toBe(true);
  });

  it('reports a closed chooser as TransportRequestCancelled', async () => {
    installBluetooth(async () => {
      throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
    });
    await expect(requestBluetoothTransport()).rejects.toBeInstanceOf(TransportRequestCancelled);
  });

  it('reports other chooser failures as CONNECT_FAILED', async () => {
    installBluetooth(async () => {
      throw new DOMException('Bluetooth adapter not available.', 'NotSupportedError');
    });
    const error: unknown = await requestBluetoothTransport().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceError);
    expect((error as DeviceError).code).toBe('CONNECT_FAILED');
  });

  it('reports a browser without Web Bluetooth as CONNECT_FAILED', async () => {
    vi.stubGlobal('navigator', {});
    await expect(requestBluetoothTransport()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('tries the GATT connect again after a failure', async () => {
    const display = new FakeDisplay();
    display.connectFailures = 2;
    await connected(display);
    expect(display.connectCalls).toBe(3);
    expect(display.gatt.connected).toBe(true);
  });

  it('gives up with CONNECT_FAILED after three failed connects', async () => {
    const display = new FakeDisplay();
    display.connectFailures = 3;
    installBluetooth(async () => display);
    await expect(requestBluetoothTransport()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
    expect(display.connectCalls).toBe(3);
  });

  it('reports a device without the service as CONNECT_FAILED (not a cancel) and disconnects', async () => {
    const display = new FakeDisplay();
    display.hasService = false;
    installBluetooth(async () => display);
    const error: unknown = await requestBluetoothTransport().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceError);
    expect((error as DeviceError).code).toBe('CONNECT_FAILED');
    expect(display.gatt.connected).toBe(false);
  });
});

describe('chunk size probing', () => {
  it('probes 20, 30, … 150 with 0xAB filler once, and writes in pieces of 148 when all go through', async () => {
    const { display, transport } = await connected();
    expect(display.writeChar.filler).toEqual([20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150]);
    const packet = bytesOf(300);
    await transport.write(Uint8Array.from(packet));
    const pieces = display.writeChar.payload;
    expect(pieces.map((w) => w.bytes.length)).toEqual([148, 148, 4]);
    expect(pieces.flatMap((w) => w.bytes)).toEqual(packet);
    expect(pieces.every((w) => w.mode === 'without')).toBe(true);
    expect(display.writeChar.filler).toHaveLength(14);
  });

  it('uses the last size that went through', async () => {
    const display = new FakeDisplay();
    display.writeChar.maxWrite = 64;
    const { transport } = await connected(display);
    expect(display.writeChar.filler).toEqual([20, 30, 40, 50, 60]);
    await transport.write(Uint8Array.from(bytesOf(130)));
    expect(display.writeChar.payload.map((w) => w.bytes.length)).toEqual([60, 60, 10]);
  });

  it('falls back to 20 when the first probe fails', async () => {
    const display = new FakeDisplay();
    display.writeChar.maxWrite = 19;
    const { transport } = await connected(display);
    // Pieces of 20 are over this link's limit too: the write fails, the link stays.
    await expect(transport.write(Uint8Array.from(bytesOf(45)))).rejects.toThrow('GATT operation failed');
    display.writeChar.maxWrite = 20;
    await transport.write(Uint8Array.from(bytesOf(45)));
    expect(display.writeChar.payload.map((w) => w.bytes.length)).toEqual([20, 20, 5]);
  });
});

describe('the write characteristic', () => {
  it('is 8841 when the service has it', async () => {
    const display = new FakeDisplay();
    const other = new FakeCharacteristic('0000fff1-0000-1000-8000-00805f9b34fb', { writeWithoutResponse: true });
    display.characteristics = [other, display.notifyChar, display.writeChar];
    const { transport } = await connected(display);
    await transport.write(Uint8Array.of(1, 2, 3));
    expect(display.writeChar.payload).toEqual([{ mode: 'without', bytes: [1, 2, 3] }]);
    expect(other.writes).toEqual([]);
  });

  it('falls back to a characteristic of the service that writes without response', async () => {
    const display = new FakeDisplay();
    const withResponse = new FakeCharacteristic('0000fff2-0000-1000-8000-00805f9b34fb', { write: true });
    const withoutResponse = new FakeCharacteristic('0000fff1-0000-1000-8000-00805f9b34fb', { writeWithoutResponse: true });
    display.characteristics = [display.notifyChar, withResponse, withoutResponse];
    const { transport } = await connected(display);
    await transport.write(Uint8Array.of(1, 2, 3));
    expect(withoutResponse.payload).toEqual([{ mode: 'without', bytes: [1, 2, 3] }]);
    expect(withResponse.writes).toEqual([]);
  });

  it('falls back to one that writes with response when that is all there is', async () => {
    const display = new FakeDisplay();
    const withResponse = new FakeCharacteristic('0000fff2-0000-1000-8000-00805f9b34fb', { write: true });
    display.characteristics = [display.notifyChar, withResponse];
    const { transport } = await connected(display);
    await transport.write(Uint8Array.of(4, 5));
    expect(withResponse.payload).toEqual([{ mode: 'with', bytes: [4, 5] }]);
  });

  it('reports a service with nothing writable as CONNECT_FAILED', async () => {
    const display = new FakeDisplay();
    display.characteristics = [display.notifyChar];
    installBluetooth(async () => display);
    await expect(requestBluetoothTransport()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
    expect(display.gatt.connected).toBe(false);
  });
});

describe('the Bluetooth transport', () => {
  it('passes notifications on as copies', async () => {
    const { display, transport } = await connected();
    const kept: Uint8Array[] = [];
    transport.onData((bytes) => kept.push(bytes));
    const buffer = new ArrayBuffer(64);
    display.notifyChar.notify([0xaa, 0x55, 0x00], buffer);
    display.notifyChar.notify([0x06, 0x01], buffer);
    expect(kept.map((bytes) => [...bytes])).toEqual([[0xaa, 0x55, 0x00], [0x06, 0x01]]);
  });

  it('sends one write after the other, each as it was when written', async () => {
    const { display, transport } = await connected();
    display.writeChar.hold = true;
    const buffer = Uint8Array.from(bytesOf(200));
    const first = transport.write(buffer);
    buffer.fill(7);
    const second = transport.write(buffer);
    for (let i = 0; i < 4; i++) {
      await settle();
      display.writeChar.held.shift()?.();
    }
    await Promise.all([first, second]);
    expect(display.writeChar.payload.map((w) => w.bytes.length)).toEqual([148, 52, 148, 52]);
    expect(display.writeChar.payload.flatMap((w) => w.bytes)).toEqual([...bytesOf(200), ...Array<number>(200).fill(7)]);
  });

  it('closes: finishes queued writes, stops notifications, disconnects, reports closed (not lost)', async () => {
    const { display, transport, closes } = await connected();
    const write = transport.write(Uint8Array.of(1));
    await transport.close();
    await write;
    expect(display.writeChar.payload).toEqual([{ mode: 'without', bytes: [1] }]);
    expect(display.notifyChar.notifying).toBe(false);
    expect(display.gatt.connected).toBe(false);
    expect(closes).toEqual(['closed']);
    await expect(transport.write(Uint8Array.of(1))).rejects.toBeInstanceOf(TransportClosedError);
  });

  it('reports lost when the GATT server disconnects, and hears nothing after', async () => {
    const { display, transport, data, closes } = await connected();
    display.drop();
    await settle();
    expect(closes).toEqual(['lost']);
    display.notifyChar.notify([1]);
    expect(data).toEqual([]);
    await expect(transport.write(Uint8Array.of(1))).rejects.toBeInstanceOf(TransportClosedError);
    await transport.close();
    expect(closes).toEqual(['lost']);
  });
});

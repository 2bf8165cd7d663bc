import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_WAIT_MS, DeviceError, TransportClosedError, type CloseReason, type Transport } from '../../core/device/index.ts';
import { TransportRequestCancelled } from './deviceApis.ts';
import { requestSerialTransport } from './serialTransport.ts';
import type { SerialOptions, SerialPort, SerialPortRequestOptions } from './webDeviceApis.d.ts';

/** Lets stream and promise callbacks run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A USB display behind Web Serial, as Chrome presents one. */
class FakePort extends EventTarget implements SerialPort {
  readable: ReadableStream<Uint8Array> | null = null;
  writable: WritableStream<Uint8Array> | null = null;
  openedWith: SerialOptions | undefined;
  closed = false;
  openError: unknown;
  /** Bytes the display received, one entry per sink write. */
  readonly received: Uint8Array[] = [];
  /** Replace to hold writes back; `aborted` fires when the stream is aborted, as Chrome's serial sink drops its pending write then. */
  sink: (chunk: Uint8Array, aborted: AbortSignal) => Promise<void> = async (chunk) => {
    this.received.push(chunk);
  };
  private source: ReadableStreamDefaultController<Uint8Array> | undefined;

  async open(options: SerialOptions): Promise<void> {
    if (this.openError) throw this.openError;
    this.openedWith = options;
    this.freshReadable();
    this.writable = new WritableStream({ write: (chunk, controller) => this.sink(chunk, controller.signal) });
  }

  async close(): Promise<void> {
    // Chrome refuses to close a port whose streams are still locked.
    if (this.readable?.locked || this.writable?.locked) throw new TypeError('Cannot cancel a locked stream');
    this.closed = true;
    this.readable = null;
    this.writable = null;
  }

  /** Display → host. */
  send(bytes: number[]): void {
    this.source?.enqueue(Uint8Array.from(bytes));
  }

  /** A framing or parity error: the stream errors and the port offers a new one. */
  lineError(): void {
    const broken = this.source;
    this.freshReadable();
    broken?.error(new DOMException('Framing error', 'FramingError'));
  }

  /** Unplugged: reads fail, the streams go, 'disconnect' fires. */
  unplug(withEvent = true): void {
    this.source?.error(new DOMException('The device has been lost.', 'NetworkError'));
    this.readable = null;
    if (withEvent) this.dispatchEvent(new Event('disconnect'));
  }

  private freshReadable(): void {
    this.readable = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.source = controller;
      },
    });
  }
}

function installSerial(choose: (options?: SerialPortRequestOptions) => Promise<SerialPort>) {
  const requestPort = vi.fn(choose);
  vi.stubGlobal('navigator', { serial: { requestPort, getPorts: async () => [] } });
  return requestPort;
}

async function connected(port = new FakePort()): Promise<{ port: FakePort; transport: Transport; data: number[][]; closes: CloseReason[] }> {
  installSerial(async () => port);
  const transport = await requestSerialTransport();
  const data: number[][] = [];
  const closes: CloseReason[] = [];
  transport.onData((bytes) => data.push([...bytes]));
  transport.onClose((reason) => closes.push(reason));
  return { port, transport, data, closes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestSerialTransport', () => {
  it('asks only for the FTDI bridges and opens 115200 8N1 without flow control', async () => {
    const port = new FakePort();
    const requestPort = installSerial(async () => port);
    const transport = await requestSerialTransport();
    expect(transport.kind).toBe('serial');
    expect(requestPort).toHaveBeenCalledWith({
      filters: [
        { usbVendorId: 0x0403, usbProductId: 0x6010 },
        { usbVendorId: 0x0403, usbProductId: 0x6015 },
      ],
    });
    expect(port.openedWith).toEqual({ baudRate: 115200, dataBits: 8, stopBits: 1, parity: 'none', flowControl: 'none' });
  });

  it('reports a closed chooser as TransportRequestCancelled', async () => {
    installSerial(async () => {
      throw new DOMException('No port selected by the user.', 'NotFoundError');
    });
    await expect(requestSerialTransport()).rejects.toBeInstanceOf(TransportRequestCancelled);
  });

  it('reports other chooser failures as CONNECT_FAILED', async () => {
    const cause = new DOMException('Must be handling a user gesture to show a permission request.', 'SecurityError');
    installSerial(async () => {
      throw cause;
    });
    const error: unknown = await requestSerialTransport().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeviceError);
    expect((error as DeviceError).code).toBe('CONNECT_FAILED');
    expect((error as DeviceError).cause).toBe(cause);
  });

  it('reports a port that will not open (held by another program) as CONNECT_FAILED', async () => {
    const port = new FakePort();
    port.openError = new DOMException('Failed to open serial port.', 'NetworkError');
    installSerial(async () => port);
    await expect(requestSerialTransport()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });

  it('reports a browser without Web Serial as CONNECT_FAILED', async () => {
    vi.stubGlobal('navigator', {});
    await expect(requestSerialTransport()).rejects.toMatchObject({ code: 'CONNECT_FAILED' });
  });
});

describe('the serial transport', () => {
  it('passes the display bytes to every listener, in order', async () => {
    const { port, transport, data } = await connected();
    const second: number[][] = [];
    const stop = transport.onData((bytes) => second.push([...bytes]));
    port.send([0xaa, 0x55, 0x00]);
    port.send([0x06, 0x00]);
    await settle();
    stop();
    port.send([0x01]);
    await settle();
    expect(data).toEqual([[0xaa, 0x55, 0x00], [0x06, 0x00], [0x01]]);
    expect(second).toEqual([[0xaa, 0x55, 0x00], [0x06, 0x00]]);
  });

  it('sends host bytes to the display', async () => {
    const { port, transport } = await connected();
    await transport.write(Uint8Array.of(0xaa, 0x55, 0x00, 0x05, 0x00, 0x01, 0x00, 0x00, 0xa4));
    expect(port.received.map((chunk) => [...chunk])).toEqual([[0xaa, 0x55, 0x00, 0x05, 0x00, 0x01, 0x00, 0x00, 0xa4]]);
  });

  it('sends one write after the other, each as it was when written', async () => {
    const { port, transport } = await connected();
    const releases: (() => void)[] = [];
    port.sink = (chunk) =>
      new Promise((resolve) => {
        port.received.push(chunk);
        releases.push(resolve);
      });
    const buffer = Uint8Array.of(1, 2);
    const first = transport.write(buffer);
    buffer[0] = 7;
    const second = transport.write(buffer);
    const third = transport.write(Uint8Array.of(3));
    await settle();
    expect(port.received.map((chunk) => [...chunk])).toEqual([[1, 2]]);
    releases.shift()?.();
    await first;
    await settle();
    expect(port.received.map((chunk) => [...chunk])).toEqual([[1, 2], [7, 2]]);
    releases.shift()?.();
    await settle();
    releases.shift()?.();
    await Promise.all([second, third]);
    expect(port.received.map((chunk) => [...chunk])).toEqual([[1, 2], [7, 2], [3]]);
  });

  it('closes: finishes queued writes, releases both locks, closes the port, reports closed', async () => {
    const { port, transport, closes } = await connected();
    const write = transport.write(Uint8Array.of(9));
    await transport.close();
    await write;
    expect(port.received.map((chunk) => [...chunk])).toEqual([[9]]);
    expect(port.closed).toBe(true);
    expect(closes).toEqual(['closed']);
    await expect(transport.write(Uint8Array.of(1))).rejects.toBeInstanceOf(TransportClosedError);
    await transport.close();
    expect(closes).toEqual(['closed']);
  });

  it('closes a port whose write never finishes: the write is dropped after CLOSE_WAIT_MS, the port is free again', async () => {
    const { port, transport, closes } = await connected();
    // The display never takes the bytes: the write finishes only when the stream is aborted.
    port.sink = (_chunk, aborted) => new Promise((_, reject) => aborted.addEventListener('abort', () => reject(aborted.reason as Error)));
    vi.useFakeTimers();
    try {
      const write = transport.write(Uint8Array.of(9)).catch((error: unknown) => error);
      const closing = transport.close();
      await vi.advanceTimersByTimeAsync(CLOSE_WAIT_MS - 1);
      expect(port.closed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await closing;
      expect(port.closed).toBe(true);
      expect(closes).toEqual(['closed']);
      expect(await write).toBeInstanceOf(TransportClosedError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports lost when the port disconnects, and frees it', async () => {
    const { port, transport, closes } = await connected();
    port.unplug();
    await settle();
    expect(closes).toEqual(['lost']);
    expect(port.closed).toBe(true);
    await expect(transport.write(Uint8Array.of(1))).rejects.toBeInstanceOf(TransportClosedError);
  });

  it('reports lost on a fatal read error even without the disconnect event', async () => {
    const { port, closes } = await connected();
    port.unplug(false);
    await settle();
    expect(closes).toEqual(['lost']);
    expect(port.closed).toBe(true);
  });

  it('reads on after a line error, from the stream the port offers next', async () => {
    const { port, data, closes } = await connected();
    port.send([1]);
    await settle();
    port.lineError();
    await settle();
    port.send([2]);
    await settle();
    expect(data).toEqual([[1], [2]]);
    expect(closes).toEqual([]);
  });

  it('reports lost when a write fails', async () => {
    const { port, transport, closes } = await connected();
    port.sink = async () => {
      throw new DOMException('The device has been lost.', 'NetworkError');
    };
    await expect(transport.write(Uint8Array.of(1))).rejects.toBeInstanceOf(TransportClosedError);
    await settle();
    expect(closes).toEqual(['lost']);
  });

  it('tells a listener added after the end how it ended', async () => {
    const { port, transport } = await connected();
    port.unplug();
    await settle();
    const late: CloseReason[] = [];
    transport.onClose((reason) => late.push(reason));
    expect(late).toEqual(['lost']);
  });
});

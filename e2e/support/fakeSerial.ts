import type { Page } from '@playwright/test';
import { createVirtualDevice, type VirtualDevice, type VirtualModel } from '../../src/core/device/index.ts';
import { systemClock } from '../../src/web/platform/systemClock.ts';

// A USB display at the edge of the app: a fake `navigator.serial` put in
// place before the app's scripts run. Its one port is granted at once by
// requestPort (the browser's chooser is not shown). What happened to the port
// is kept on `window.fakeSerialPort` for the test to read.
//
// - silent: the port takes every write and never sends a byte back; with
//   `openHangs` even opening it never finishes.
// - talking: the port is wired to a Dot Pad in the test's own process (the
//   core's virtual device on the real clock), byte for byte in both
//   directions, so the app's Web Serial transport, handshake and send engine
//   run as they would against the hardware, and the test reads the pins that
//   came up from the device itself.

export interface FakeSerialRecord {
  readonly opened: boolean;
  readonly closed: boolean;
  readonly bytesWritten: number;
}

interface PortScript {
  readonly openHangs: boolean;
  readonly talking: boolean;
}

/** The browser side: runs in the page before its scripts, so it names its bindings by string. */
function installPort({ openHangs, talking }: PortScript) {
  type Binding = (bytes: number[]) => Promise<void>;
  const bindings = window as unknown as Record<string, unknown>;
  const record = { opened: false, closed: false, bytesWritten: 0 };
  bindings['fakeSerialPort'] = record;
  let incoming: ReadableStreamDefaultController<Uint8Array> | undefined;
  // The test's device answers through this one.
  bindings['fakeSerialReceive'] = (bytes: number[]) => incoming?.enqueue(new Uint8Array(bytes));
  const port = {
    readable: null as ReadableStream<Uint8Array> | null,
    writable: null as WritableStream<Uint8Array> | null,
    async open() {
      if (openHangs) await new Promise(() => undefined);
      record.opened = true;
      // Silent: nothing ever arrives, every read waits until the reader is cancelled.
      port.readable = talking
        ? new ReadableStream<Uint8Array>({ start: (controller) => void (incoming = controller) })
        : new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
      port.writable = new WritableStream<Uint8Array>({
        async write(chunk) {
          record.bytesWritten += chunk.byteLength;
          if (talking) await (bindings['fakeSerialWrite'] as Binding)(Array.from(chunk));
        },
      });
    },
    async close() {
      record.closed = true;
      incoming = undefined;
      port.readable = null;
      port.writable = null;
    },
    getInfo: () => ({ usbVendorId: 0x0403, usbProductId: 0x6015 }),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  const serial = {
    requestPort: () => Promise.resolve(port),
    getPorts: () => Promise.resolve([port]),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(Navigator.prototype, 'serial', { configurable: true, get: () => serial });
}

export async function installSilentSerialPort(page: Page, { openHangs = false } = {}): Promise<void> {
  await page.addInitScript(installPort, { openHangs, talking: false });
}

/** A Dot Pad of `model` behind the port; its pins are the test's to read (`device.state`). */
export async function installTalkingSerialPort(page: Page, model: VirtualModel): Promise<VirtualDevice> {
  const device = createVirtualDevice({ model, clock: systemClock });
  // Bytes reach the page in the order the device sent them.
  let toPage: Promise<unknown> = Promise.resolve();
  device.transport.onData((bytes) => {
    const chunk = Array.from(bytes);
    toPage = toPage.then(() => page.evaluate((received) => (window as unknown as { fakeSerialReceive: (bytes: number[]) => void }).fakeSerialReceive(received), chunk)).catch(() => undefined);
  });
  await page.exposeBinding('fakeSerialWrite', (_source, bytes: number[]) => device.transport.write(Uint8Array.from(bytes)));
  await page.addInitScript(installPort, { openHangs: false, talking: true });
  return device;
}

export function fakeSerialRecord(page: Page): Promise<FakeSerialRecord> {
  return page.evaluate(() => (window as unknown as { fakeSerialPort: FakeSerialRecord }).fakeSerialPort);
}

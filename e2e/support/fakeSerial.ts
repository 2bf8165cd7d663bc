import type { Page } from '@playwright/test';

// A USB display that is there but never answers, at the edge of the app: a
// fake `navigator.serial` put in place before the app's scripts run. Its one
// port is granted at once by requestPort (the browser's chooser is not
// shown), takes every write and never sends a byte back. With `openHangs`
// even opening the port never finishes. What happened to the port is kept
// on `window.fakeSerialPort` for the test to read.

export interface FakeSerialRecord {
  readonly opened: boolean;
  readonly closed: boolean;
  readonly bytesWritten: number;
}

export async function installSilentSerialPort(page: Page, { openHangs = false } = {}): Promise<void> {
  await page.addInitScript((openHangs) => {
    const record = { opened: false, closed: false, bytesWritten: 0 };
    (window as unknown as { fakeSerialPort: typeof record }).fakeSerialPort = record;
    const port = {
      readable: null as ReadableStream<Uint8Array> | null,
      writable: null as WritableStream<Uint8Array> | null,
      async open() {
        if (openHangs) await new Promise(() => undefined);
        record.opened = true;
        // Nothing ever arrives: every read waits until the reader is cancelled.
        port.readable = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
        port.writable = new WritableStream<Uint8Array>({
          write(chunk) {
            record.bytesWritten += chunk.byteLength;
          },
        });
      },
      async close() {
        record.closed = true;
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
  }, openHangs);
}

export function fakeSerialRecord(page: Page): Promise<FakeSerialRecord> {
  return page.evaluate(() => (window as unknown as { fakeSerialPort: FakeSerialRecord }).fakeSerialPort);
}

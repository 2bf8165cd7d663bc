// The display over USB: an FTDI bridge seen through Web Serial (protocol
// notes §1: VID 0x0403, PID 0x6010 or 0x6015, 115200 baud 8N1, no flow
// control). One reader pumps incoming bytes to the listeners; one writer sends,
// one write after the other, so packets never interleave.

import { CLOSE_WAIT_MS, TransportClosedError, TransportEvents, type CloseReason, type Transport } from '../../core/device/index.ts';
import { TransportRequestCancelled, connectFailed, isChooserCancel, serialApi } from './deviceApis.ts';
import type { SerialOptions, SerialPort, SerialPortFilter } from './webDeviceApis.d.ts';

export const SERIAL_FILTERS: readonly SerialPortFilter[] = [
  { usbVendorId: 0x0403, usbProductId: 0x6010 },
  { usbVendorId: 0x0403, usbProductId: 0x6015 },
];

export const SERIAL_OPTIONS: SerialOptions = { baudRate: 115200, dataBits: 8, stopBits: 1, parity: 'none', flowControl: 'none' };

/**
 * Asks the user for the display's port (call from a click or key press) and
 * opens it. `chosen` is called once the user has picked a port, before it is
 * opened (the attempt's deadline starts there).
 */
export async function requestSerialTransport(chosen: () => void = () => undefined): Promise<Transport> {
  const serial = serialApi();
  if (!serial) throw connectFailed('This browser has no Web Serial', undefined);
  let port: SerialPort;
  try {
    port = await serial.requestPort({ filters: SERIAL_FILTERS });
  } catch (error) {
    if (isChooserCancel(error)) throw new TransportRequestCancelled();
    throw connectFailed('The serial port chooser failed', error);
  }
  chosen();
  return connectSerialPort(port);
}

/** Opens a port the user granted before (from `navigator.serial.getPorts()`, say) as a transport. */
export async function connectSerialPort(port: SerialPort): Promise<Transport> {
  try {
    await port.open(SERIAL_OPTIONS);
  } catch (error) {
    // Most often another program (or another tab) holds the port.
    throw connectFailed('Could not open the serial port', error);
  }
  const { readable, writable } = port;
  if (!readable || !writable) {
    await port.close().catch(() => undefined);
    throw connectFailed('The serial port opened without streams', undefined);
  }
  return serialTransport(port, readable, writable);
}

/** Whether `work` settles (either way) within `ms`. */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    work.then(settled, settled);
  });
}

function serialTransport(port: SerialPort, firstReadable: ReadableStream<Uint8Array>, writable: WritableStream<Uint8Array>): Transport {
  const events = new TransportEvents();
  const writer = writable.getWriter();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let ending: Promise<void> | undefined;
  let writes: Promise<unknown> = Promise.resolve();

  const onDisconnect = () => void end('lost');
  port.addEventListener('disconnect', onDisconnect);

  const reading = (async () => {
    let stream: ReadableStream<Uint8Array> | null = firstReadable;
    while (stream && !ending) {
      const current: ReadableStream<Uint8Array> = stream;
      reader = current.getReader();
      let finished = false;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (value.byteLength > 0) events.emitData(value);
        }
        finished = true;
      } catch {
        // A framing, parity or overrun error is not fatal: the port offers a
        // fresh stream and the packet reader resynchronises on AA 55. A lost
        // device leaves no stream (or the same, broken one).
      } finally {
        reader.releaseLock();
      }
      stream = !finished && port.readable !== current ? port.readable : null;
    }
    if (!ending) void end('lost');
  })();

  function end(reason: CloseReason): Promise<void> {
    ending ??= (async () => {
      port.removeEventListener('disconnect', onDisconnect);
      // The engine must stop at once when the link is gone; a host close
      // reports only once the port is free to open again.
      if (reason === 'lost') events.emitClose('lost');
      await reader?.cancel().catch(() => undefined);
      await reading;
      // A host close lets queued writes finish, for CLOSE_WAIT_MS at most: a
      // write the port holds up for ever is dropped (the stream aborted), or
      // the port would never close and could not be opened again.
      // The abort is bounded too: a write that ignores it must not hold the close.
      if (reason === 'closed' && !(await settlesWithin(writes, CLOSE_WAIT_MS))) await settlesWithin(writer.abort(), CLOSE_WAIT_MS);
      writer.releaseLock();
      await port.close().catch(() => undefined);
      events.emitClose(reason);
    })();
    return ending;
  }

  return {
    kind: 'serial',
    write(bytes) {
      if (ending) return Promise.reject(new TransportClosedError('The serial port is closed'));
      // Copied: the caller may reuse its buffer while this write waits its turn.
      const chunk = bytes.slice();
      const result = writes.then(() => writer.write(chunk));
      writes = result.catch(() => undefined);
      return result.catch((error: unknown) => {
        if (!ending) void end('lost');
        throw new TransportClosedError('The serial port could not be written', { cause: error });
      });
    },
    onData: (listener) => events.onData(listener),
    onClose: (listener) => events.onClose(listener),
    close: () => end('closed'),
  };
}

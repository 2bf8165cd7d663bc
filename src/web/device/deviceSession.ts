// One connection to a display, wired for the app: the link (Web Serial, Web
// Bluetooth, or a virtual display in the page on the browser's clock), the
// handshake and send engine (core/device), and what the display says back —
// keys, errors, the end of the link, the virtual display's pins. This module
// and everything it imports load with the first connection, never with the
// first page.

import {
  DeviceError,
  connectDevice,
  createVirtualDevice,
  type Clock,
  type CloseReason,
  type DeviceConnection,
  type DeviceInfo,
  type KeyChord,
  type Transport,
  type VirtualDevice,
  type VirtualDisplayState,
} from '../../core/device/index.ts';
import { TransportRequestCancelled } from '../platform/deviceApis.ts';
import { systemClock } from '../platform/systemClock.ts';
import type { DeviceContent, DeviceMethod } from './types.ts';

export interface SessionEvents {
  readonly display: (state: VirtualDisplayState) => void;
  readonly keys: (chord: KeyChord) => void;
  /** Error notifications and lines the engine gave up on. */
  readonly deviceError: (error: DeviceError) => void;
  /** The link ended: asked ('closed') or not ('lost', with CONNECTION_LOST). */
  readonly closed: (reason: CloseReason, error: DeviceError | undefined) => void;
}

export interface DeviceSession {
  readonly info: DeviceInfo;
  readonly virtual: VirtualDevice | undefined;
  /** Sends a page and resolves once the display has it; throws DeviceError BAD_DOT_DATA when it does not fit. */
  show(content: DeviceContent): Promise<void>;
  vibrate(): Promise<void>;
  disconnect(): Promise<void>;
}

export interface SessionDeps {
  readonly clock: Clock;
  /** Asks the user for a display (the browser's chooser); rejects with TransportRequestCancelled when they close it. */
  readonly requestTransport: (method: 'serial' | 'bluetooth') => Promise<Transport>;
}

export const browserSessionDeps: SessionDeps = {
  clock: systemClock,
  requestTransport: async (method) =>
    method === 'serial'
      ? (await import('../platform/serialTransport.ts')).requestSerialTransport()
      : (await import('../platform/bluetoothTransport.ts')).requestBluetoothTransport(),
};

/** The user closed the browser's device chooser: nothing to report. */
export const CANCELLED = 'cancelled';

function asConnectError(error: unknown): DeviceError {
  if (error instanceof DeviceError) return error;
  return new DeviceError('CONNECT_FAILED', `Could not connect: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Connects with `method`. Resolves with the session, or CANCELLED when the
 * user closed the chooser; rejects with a DeviceError (CONNECT_FAILED when
 * nothing more precise is known).
 */
export async function openDeviceSession(method: DeviceMethod, events: SessionEvents, deps: SessionDeps = browserSessionDeps): Promise<DeviceSession | typeof CANCELLED> {
  let virtual: VirtualDevice | undefined;
  let transport: Transport;
  try {
    if (method === 'virtual320' || method === 'virtual768') {
      virtual = createVirtualDevice({ model: method === 'virtual320' ? 320 : 768, clock: deps.clock });
      transport = virtual.transport;
    } else {
      transport = await deps.requestTransport(method);
    }
  } catch (error) {
    if (error instanceof TransportRequestCancelled) return CANCELLED;
    throw asConnectError(error);
  }

  let connection: DeviceConnection;
  try {
    connection = await connectDevice({ transport, clock: deps.clock });
  } catch (error) {
    await transport.close().catch(() => undefined);
    throw asConnectError(error);
  }

  const stops: (() => void)[] = [];
  if (virtual) {
    const device = virtual;
    stops.push(device.onChange(events.display));
    events.display(device.state);
  }
  stops.push(connection.onKeys(events.keys));
  stops.push(connection.onDeviceError(events.deviceError));
  stops.push(
    connection.onClose((reason) => {
      // The connection has stopped its engine; stop following the virtual display too.
      for (const stop of stops) stop();
      events.closed(reason, reason === 'lost' ? new DeviceError('CONNECTION_LOST', 'The link to the display was lost') : undefined);
    }),
  );

  const { layout } = connection.info;
  return {
    info: connection.info,
    virtual,
    async show(content) {
      connection.engine.displayGraphicCells(content.graphic);
      // An empty text clears the line: the engine ignores empty text (spec §5), so send blank cells.
      if (layout.textCells > 0) connection.engine.displayText(content.text?.length ? content.text : new Uint8Array(layout.textCells));
      await connection.engine.whenIdle();
    },
    vibrate: () => connection.vibrate(),
    disconnect: () => connection.disconnect(),
  };
}

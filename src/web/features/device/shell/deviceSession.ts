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
} from '../../../../core/device/index.ts';
import { TransportRequestCancelled } from '../../../platform/deviceApis.ts';
import { systemClock } from '../../../platform/systemClock.ts';
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
  /**
   * Sends a page and resolves once the display has it; throws DeviceError
   * BAD_DOT_DATA when it does not fit. Only what changed goes, unless `whole`:
   * then every line is sent again (the display may have lost its pins).
   */
  show(content: DeviceContent, whole?: boolean): Promise<void>;
  vibrate(): Promise<void>;
  disconnect(): Promise<void>;
}

export interface SessionDeps {
  readonly clock: Clock;
  /**
   * Asks the user for a display (the browser's chooser) and opens it; calls
   * `chosen` once the user has picked one. Rejects with
   * TransportRequestCancelled when they close the chooser.
   */
  readonly requestTransport: (method: 'serial' | 'bluetooth', chosen: () => void) => Promise<Transport>;
}

export const browserSessionDeps: SessionDeps = {
  clock: systemClock,
  requestTransport: async (method, chosen) =>
    method === 'serial'
      ? (await import('../../../platform/serialTransport.ts')).requestSerialTransport(chosen)
      : (await import('../../../platform/bluetoothTransport.ts')).requestBluetoothTransport(chosen),
};

/**
 * The longest an attempt may take from the moment the display is chosen:
 * opening the port (or Bluetooth's GATT connects), the handshake — whose own
 * waits add up to 11 s at most (the name in 5 s as Dot's SDK, then 2 s for
 * each of three answers) — and closing. A port that never opens, or a link
 * that holds the handshake up, ends here with CONNECT_TIMEOUT rather than
 * "connecting" for ever. The time the user spends in the browser's chooser
 * does not count.
 */
export const CONNECT_TIMEOUT_MS = 15_000;

/** The user closed the browser's device chooser: nothing to report. */
export const CANCELLED = 'cancelled';

function asConnectError(error: unknown): DeviceError {
  if (error instanceof DeviceError) return error;
  return new DeviceError('CONNECT_FAILED', `Could not connect: ${error instanceof Error ? error.message : String(error)}`);
}

/** Thrown inside an attempt when it was stopped (cancelled, or past its time); never leaves openDeviceSession. */
const STOPPED = Symbol('stopped');

/**
 * Connects with `method`. Resolves with the session, or CANCELLED when the
 * user closed the chooser or `signal` aborted (the port is closed); rejects
 * with a DeviceError: CONNECT_TIMEOUT after CONNECT_TIMEOUT_MS (or when the
 * display never named itself), CONNECT_FAILED when nothing more precise is
 * known.
 */
export async function openDeviceSession(
  method: DeviceMethod,
  events: SessionEvents,
  deps: SessionDeps = browserSessionDeps,
  signal?: AbortSignal,
): Promise<DeviceSession | typeof CANCELLED> {
  // One stop for both ends of an attempt: the user's cancel and the deadline.
  const stop = new AbortController();
  let timedOut = false;
  let cancelDeadline: () => void = () => undefined;
  const startDeadline = () => {
    cancelDeadline();
    cancelDeadline = deps.clock.schedule(CONNECT_TIMEOUT_MS, () => {
      timedOut = true;
      stop.abort();
    });
  };
  const cancel = () => stop.abort();
  if (signal?.aborted) stop.abort();
  signal?.addEventListener('abort', cancel);
  const stopped = new Promise<never>((_, reject) => stop.signal.addEventListener('abort', () => reject(STOPPED)));
  stopped.catch(() => undefined);
  const finish = () => {
    cancelDeadline();
    signal?.removeEventListener('abort', cancel);
  };
  const stoppedOutcome = (): typeof CANCELLED => {
    finish();
    if (timedOut) {
      throw new DeviceError('CONNECT_TIMEOUT', 'The display did not connect in time.', { values: { seconds: CONNECT_TIMEOUT_MS / 1000 } });
    }
    return CANCELLED;
  };

  let virtual: VirtualDevice | undefined;
  let transport: Transport;
  try {
    if (method === 'virtual320' || method === 'virtual768') {
      virtual = createVirtualDevice({ model: method === 'virtual320' ? 320 : 768, clock: deps.clock });
      transport = virtual.transport;
      startDeadline();
    } else {
      const requested = deps.requestTransport(method, startDeadline);
      // A port that opens after the attempt stopped is closed at once.
      requested.then(
        (late) => {
          if (stop.signal.aborted) void late.close().catch(() => undefined);
        },
        () => undefined,
      );
      transport = await Promise.race([requested, stopped]);
    }
  } catch (error) {
    if (error === STOPPED) return stoppedOutcome();
    finish();
    if (error instanceof TransportRequestCancelled) return CANCELLED;
    throw asConnectError(error);
  }

  let connection: DeviceConnection;
  try {
    // The handshake closes the link itself when it fails or is stopped.
    connection = await connectDevice({ transport, clock: deps.clock, signal: stop.signal });
  } catch (error) {
    void transport.close().catch(() => undefined);
    if (stop.signal.aborted) return stoppedOutcome();
    finish();
    throw asConnectError(error);
  }
  finish();

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
    async show(content, whole = false) {
      connection.engine.displayGraphicCells(content.graphic);
      // An empty text clears the line: the engine ignores empty text (spec §5), so send blank cells.
      if (layout.textCells > 0) connection.engine.displayText(content.text?.length ? content.text : new Uint8Array(layout.textCells));
      if (whole) connection.engine.resendAll();
      await connection.engine.whenIdle();
    },
    vibrate: () => connection.vibrate(),
    disconnect: () => connection.disconnect(),
  };
}

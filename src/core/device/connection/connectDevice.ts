// Connecting to a display over any transport: read its packets, ask who it
// is (name, board information, firmware, hardware version; notes §3, §4.1),
// build the send engine for its layout and family, and route what it says
// afterwards — display answers to the engine, keys to the chord reader,
// error notifications and given-up lines to the error listeners.

import { lineRequestTimeMs, type BoardInfo } from '../boardInfo.ts';
import type { Clock } from '../clock.ts';
import { decodeDeviceMessage, type DeviceMessage } from '../deviceMessages.ts';
import { DeviceError } from '../errors.ts';
import { cellFamilyOf, layoutOf, sendTypeFor, type CellFamily, type DisplayLayout, type SendType } from '../models.ts';
import { encodePacket, type Packet } from '../packet.ts';
import { PacketReader } from '../packetParser.ts';
import { DEFAULT_VIBRATION, boardInfoRequest, deviceNameRequest, firmwareRequest, hardwareVersionRequest, vibratorRequest, type VibratorPulse } from '../requests.ts';
import type { CloseReason, Transport } from '../transport.ts';
import { createSendEngine } from '../engine/sendEngine.ts';
import type { RefreshType, SendEngine, SendEngineEvent } from '../engine/types.ts';
import { fallbackBoard } from './fallbackBoards.ts';
import { createKeyChordReader, type KeyChord } from './keyChords.ts';

/** Dot's Web SDK gives up on a device that has not named itself after 5 s. */
export const NAME_TIMEOUT_MS = 5000;
/** The wait for each of the other answers; a device that does not give one is still used. */
export const ANSWER_TIMEOUT_MS = 2000;
/**
 * How long a failed or cancelled attempt waits for its link to close. A port
 * can hold a close up (a write the device never takes); the attempt ends
 * after this even so, and the close goes on by itself.
 */
export const CLOSE_WAIT_MS = 1000;

/**
 * What cancels an attempt. A DOM AbortSignal is one; core has no DOM types,
 * so only what is used is named here.
 */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface DeviceInfo {
  readonly name: string;
  /** '' when the device did not say. */
  readonly firmware: string;
  readonly hardwareVersion: number | undefined;
  /** As the device described itself, or the fallback for its name when it did not. */
  readonly board: BoardInfo;
  readonly layout: DisplayLayout;
  readonly family: CellFamily;
  readonly sendType: SendType;
  readonly lineRequestTimeMs: number;
}

export interface DeviceConnection {
  /** What the display said in the handshake; `firmware` follows readFirmware(). */
  readonly info: DeviceInfo;
  readonly engine: SendEngine;
  readonly transport: Transport;
  onKeys(listener: (chord: KeyChord) => void): () => void;
  /** Error notifications (0x9902) as DEVICE_ERROR, and lines given up as LINE_GIVEN_UP. */
  onDeviceError(listener: (error: DeviceError) => void): () => void;
  /** Called once, when the link ends; at once if it already has. */
  onClose(listener: (reason: CloseReason) => void): () => void;
  /** Every event of the send engine (progress, resends, refresh rounds). */
  onEngineEvent(listener: (event: SendEngineEvent) => void): () => void;
  readonly closed: boolean;
  vibrate(pulses?: readonly VibratorPulse[]): Promise<void>;
  /**
   * Asks the display its firmware version again (0x0000 → 0x0001), waiting
   * ANSWER_TIMEOUT_MS as the handshake does: after an update, the version the
   * display really runs. Resolves with it (and `info.firmware` follows), or
   * undefined when the display did not answer in time; rejects NOT_CONNECTED
   * when the link has ended. Only this documented query is sent.
   */
  readFirmware(): Promise<string | undefined>;
  disconnect(): Promise<void>;
}

export interface ConnectOptions {
  readonly transport: Transport;
  readonly clock: Clock;
  /** How long to wait for the device's name; default NAME_TIMEOUT_MS. */
  readonly timeoutMs?: number;
  /** Overrides the send type Dot's SDK uses for the device's name. */
  readonly sendType?: SendType;
  readonly refreshType?: RefreshType;
  /** Cancels the handshake: it stops waiting, closes the link and rejects with CONNECT_CANCELLED. */
  readonly signal?: CancelSignal;
}

type MessageOf<T extends DeviceMessage['type']> = Extract<DeviceMessage, { type: T }>;

interface Waiter {
  readonly type: DeviceMessage['type'];
  readonly resolve: (message: DeviceMessage | undefined) => void;
}

function listeners<T>() {
  const set = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void): () => void {
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(value: T): void {
      for (const listener of [...set]) listener(value);
    },
    clear: () => set.clear(),
  };
}

/** 'UNKNOWN_COMMAND' → 'unknown command', for the log line; the user's message selects its words by the name. */
function reasonOf(message: MessageOf<'error'>): string {
  return message.error === 'UNKNOWN' ? `unknown (${message.code})` : message.error.toLowerCase().replace(/_/g, ' ');
}

/**
 * Handshake: device name (timeoutMs, 5 s by default), then board information,
 * firmware and hardware version (2 s each; missing ones are tolerated). When
 * it fails it closes the transport (waiting CLOSE_WAIT_MS at most) and
 * rejects with a DeviceError: CONNECT_TIMEOUT when the device never named
 * itself, CONNECT_FAILED when the link closed first, CONNECT_CANCELLED when
 * `signal` aborted. D3 devices get every line cleared after connect.
 */
export async function connectDevice(options: ConnectOptions): Promise<DeviceConnection> {
  const { transport, clock } = options;
  const reader = new PacketReader();
  const waiters = new Set<Waiter>();
  let route: ((message: DeviceMessage) => void) | undefined;
  let closedWith: CloseReason | undefined;
  // Set once the connection exists: what a closing link ends.
  const afterClose: { end?: (reason: CloseReason) => void } = {};
  const { signal } = options;
  let cancelled = signal?.aborted ?? false;
  const onAbort = () => {
    cancelled = true;
    // Every question still waiting ends now, unanswered.
    for (const waiter of [...waiters]) waiter.resolve(undefined);
    waiters.clear();
  };
  signal?.addEventListener('abort', onAbort);

  const stopData = transport.onData((bytes) => {
    // Bad checksums and stray bytes are dropped: the engine's timers resend what they hid.
    for (const item of reader.push(bytes)) {
      if (!item.ok) continue;
      const message = decodeDeviceMessage(item.packet);
      for (const waiter of [...waiters]) {
        if (waiter.type !== message.type) continue;
        waiters.delete(waiter);
        waiter.resolve(message);
      }
      route?.(message);
    }
  });
  const stopClose = transport.onClose((reason) => {
    closedWith = reason;
    for (const waiter of [...waiters]) waiter.resolve(undefined);
    waiters.clear();
    afterClose.end?.(reason);
  });

  /** Send `request` and wait up to `ms` for a message of `type`; undefined when none came. */
  function ask<T extends DeviceMessage['type']>(request: Packet, type: T, ms: number): Promise<MessageOf<T> | undefined> {
    if (closedWith || cancelled) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const finish = (message: DeviceMessage | undefined) => {
        cancelTimer();
        waiters.delete(waiter);
        resolve(message as MessageOf<T> | undefined);
      };
      const waiter: Waiter = { type, resolve: finish };
      const cancelTimer = clock.schedule(ms, () => finish(undefined));
      waiters.add(waiter);
      transport.write(encodePacket(request)).catch(() => finish(undefined));
    });
  }

  /** Closes the link, but waits CLOSE_WAIT_MS at most: a close the port holds up must not hold the attempt. */
  function closeLink(): Promise<void> {
    if (closedWith) return Promise.resolve();
    return new Promise((resolve) => {
      const cancelTimer = clock.schedule(CLOSE_WAIT_MS, resolve);
      void transport
        .close()
        .catch(() => undefined)
        .finally(() => {
          cancelTimer();
          resolve();
        });
    });
  }

  async function fail(code: 'CONNECT_FAILED' | 'CONNECT_TIMEOUT' | 'CONNECT_CANCELLED', why: string, values?: Record<string, number>): Promise<never> {
    stopData();
    stopClose();
    signal?.removeEventListener('abort', onAbort);
    await closeLink();
    throw new DeviceError(code, why, values ? { values } : {});
  }

  const nameTimeoutMs = options.timeoutMs ?? NAME_TIMEOUT_MS;
  const named = await ask(deviceNameRequest(), 'deviceName', nameTimeoutMs);
  if (cancelled) return fail('CONNECT_CANCELLED', 'Connecting was cancelled.');
  if (!named) {
    if (closedWith) return fail('CONNECT_FAILED', 'The link closed before the device named itself.');
    return fail('CONNECT_TIMEOUT', 'The device did not name itself in time.', { seconds: Math.ceil(nameTimeoutMs / 1000) });
  }
  const boardAnswer = await ask(boardInfoRequest(), 'boardInfo', ANSWER_TIMEOUT_MS);
  const firmware = await ask(firmwareRequest(), 'firmware', ANSWER_TIMEOUT_MS);
  const hardware = await ask(hardwareVersionRequest(), 'hardwareVersion', ANSWER_TIMEOUT_MS);
  if (cancelled) return fail('CONNECT_CANCELLED', 'Connecting was cancelled.');
  if (closedWith) return fail('CONNECT_FAILED', 'The link closed during the handshake.');
  signal?.removeEventListener('abort', onAbort);

  const board = boardAnswer?.info ?? fallbackBoard(named.name);
  let info: DeviceInfo = {
    name: named.name,
    firmware: firmware?.version ?? '',
    hardwareVersion: hardware?.version,
    board,
    layout: layoutOf(board),
    family: cellFamilyOf(named.name),
    sendType: options.sendType ?? sendTypeFor(named.name),
    lineRequestTimeMs: lineRequestTimeMs(board),
  };

  const keyListeners = listeners<KeyChord>();
  const errorListeners = listeners<DeviceError>();
  const closeListeners = listeners<CloseReason>();
  const engineListeners = listeners<SendEngineEvent>();

  const engine = createSendEngine({
    layout: info.layout,
    sendType: info.sendType,
    family: info.family,
    refreshType: options.refreshType ?? 'C',
    lineRequestTimeMs: info.lineRequestTimeMs,
    clock,
    send: (packet) => transport.write(encodePacket(packet)),
    onEvent: (event) => {
      engineListeners.emit(event);
      if (event.type === 'gaveUp') errorListeners.emit(event.error);
    },
  });
  const chords = createKeyChordReader(clock, (chord) => keyListeners.emit(chord));

  route = (message) => {
    switch (message.type) {
      case 'displayResponse':
      case 'displayDone':
        return engine.receive(message);
      case 'keys':
        return chords.update(message.group, message.pressed);
      case 'error': {
        const reason = reasonOf(message);
        return errorListeners.emit(
          new DeviceError('DEVICE_ERROR', `The device reported an error: ${reason}.`, { values: { reason: message.error, code: message.code } }),
        );
      }
      default:
        return;
    }
  };

  let ended: CloseReason | undefined;
  function end(reason: CloseReason): void {
    if (ended) return;
    ended = reason;
    route = undefined;
    engine.dispose();
    chords.dispose();
    stopData();
    stopClose();
    reader.reset();
    closeListeners.emit(reason);
    closeListeners.clear();
    keyListeners.clear();
    errorListeners.clear();
    engineListeners.clear();
  }
  afterClose.end = end;

  // D3 boards keep whatever they showed; clearing them makes the engine's picture of the display true.
  if (info.family === 'D3') engine.clear();

  return {
    get info() {
      return info;
    },
    engine,
    transport,
    onKeys: keyListeners.add,
    onDeviceError: errorListeners.add,
    onClose(listener) {
      if (ended) {
        listener(ended);
        return () => undefined;
      }
      return closeListeners.add(listener);
    },
    onEngineEvent: engineListeners.add,
    get closed() {
      return ended !== undefined;
    },
    async vibrate(pulses = DEFAULT_VIBRATION) {
      if (ended) throw new DeviceError('NOT_CONNECTED', 'The device is not connected.');
      await transport.write(encodePacket(vibratorRequest(pulses)));
    },
    async readFirmware() {
      if (ended) throw new DeviceError('NOT_CONNECTED', 'The device is not connected.');
      const answer = await ask(firmwareRequest(), 'firmware', ANSWER_TIMEOUT_MS);
      if (ended) throw new DeviceError('NOT_CONNECTED', 'The device is not connected.');
      if (!answer) return undefined;
      if (answer.version !== info.firmware) info = { ...info, firmware: answer.version };
      return answer.version;
    },
    async disconnect() {
      if (ended) return;
      try {
        await transport.close();
      } finally {
        end('closed');
      }
    },
  };
}

// A Dot Pad in memory, speaking the protocol from the device's side: it reads
// what the host sends with the same packet reader the host uses, names
// itself from VIRTUAL_BOARDS, ACKs a display packet as soon as it has read
// it, moves its pins once the mechanism has had its refresh time and then
// says so (NTF done). Everything it says goes through the virtual link, so the
// host hears it after the wire time, never inside its own write.

import { encodeBoardInfo } from '../boardInfo.ts';
import type { Clock } from '../clock.ts';
import { COMMAND, DEVICE_ERROR } from '../commands.ts';
import {
  boardInfoResponse,
  deviceNameResponse,
  displayDone,
  displayResponse,
  errorNotification,
  firmwareResponse,
  hardwareVersionResponse,
} from '../deviceMessages.ts';
import { encodeKeys, groupOfKey, type DeviceKey, type KeyGroupCommand } from '../keys.ts';
import { VIRTUAL_BOARDS, layoutOf, type VirtualModel } from '../models.ts';
import { encodePacket, modeOf, packet, type Packet } from '../packet.ts';
import { PacketReader } from '../packetParser.ts';
import type { Transport } from '../transport.ts';
import { applyPinMove, emptyDisplayState, moveTimeMs, planPinMove, type VirtualDisplayState } from './virtualDisplay.ts';
import { createFaultCounters, type VirtualFaults } from './virtualFaults.ts';
import { createVirtualLink } from './virtualLink.ts';

export interface VirtualDeviceOptions {
  /** 320 | 768, answers from VIRTUAL_BOARDS (models.ts). */
  readonly model: VirtualModel;
  readonly clock: Clock;
  /** Simulated serial speed in baud (10 bits a byte, 8N1); bytes arrive after their wire time. Default: none (next tick). */
  readonly baud?: number;
  /**
   * The firmware version it reports (0x0001), e.g. one installed by a
   * simulated update earlier in the page's life; default VIRTUAL_BOARDS'.
   */
  readonly firmware?: string;
}

export interface VirtualDevice {
  /** The host end of the link: give it to connectDevice. */
  readonly transport: Transport;
  readonly model: VirtualModel;
  /** The pins up now; a new value after every move. */
  readonly state: VirtualDisplayState;
  /** After pins moved. */
  onChange(listener: (state: VirtualDisplayState) => void): () => void;
  /** Every packet the device received (for tests and the CLI/bench). */
  readonly received: readonly Packet[];
  /** Bytes that crossed the link host → device. */
  readonly bytesReceived: number;
  readonly faults: VirtualFaults;
  /** The simulated serial speed it was made with, if any. */
  readonly baud: number | undefined;
  /** The firmware version it reports, without the padding it is sent with. */
  readonly firmware: string;
  /**
   * A simulated update has installed `version` and the device has restarted:
   * from now on it answers the firmware request with it. Only the simulated
   * updater calls this (firmware/virtualFirmwareUpdater.ts); throws a
   * RangeError for a version the protocol cannot carry.
   */
  installFirmware(version: string): void;
  /** Key-down packets, then the release after holdMs (default 100). */
  pressKeys(keys: readonly DeviceKey[], holdMs?: number): void;
  /** Link lost. The device cannot be reconnected; make a new one. */
  disconnect(): void;
}

export const DEFAULT_KEY_HOLD_MS = 100;

/** The firmware answer is 8 ASCII bytes, space-padded ('2.4.0   '); a longer version is sent whole. */
export const FIRMWARE_VERSION_BYTES = 8;
/** Printable ASCII, 1 to 32 characters: what a firmware answer can carry and the host reads back unchanged. */
const REPORTABLE_VERSION = /^[\x21-\x7e](?:[\x20-\x7e]{0,30}[\x21-\x7e])?$/;

/** Whether a display could report `version` (printable ASCII, no spaces around, at most 32 characters). */
export function isReportableFirmwareVersion(version: string): boolean {
  return REPORTABLE_VERSION.test(version);
}

function checkedVersion(version: string): string {
  if (!isReportableFirmwareVersion(version)) throw new RangeError(`A display cannot report the firmware version ${JSON.stringify(version)}.`);
  return version;
}

export function createVirtualDevice(options: VirtualDeviceOptions): VirtualDevice {
  const { model, clock } = options;
  const spec = VIRTUAL_BOARDS[model];
  if (!spec) throw new RangeError(`There is no virtual display model ${String(model)}.`);
  const layout = layoutOf(spec.board);
  const link = createVirtualLink({ clock, baud: options.baud });
  const reader = new PacketReader();
  const faults = createFaultCounters();
  const received: Packet[] = [];
  const changeListeners = new Set<(state: VirtualDisplayState) => void>();
  // Keys held down now, counted, as overlapping presses may hold the same key.
  const held = new Map<DeviceKey, number>();
  let bytesReceived = 0;
  let firmware = checkedVersion(options.firmware ?? spec.firmware.trim());
  let state = emptyDisplayState(layout);
  // The pins are driven one packet after another: a packet that arrives while
  // earlier ones are still moving waits for them.
  let mechanismFreeAt = clock.now();

  function send(p: Packet): void {
    if (link.device.closed) return;
    const bytes = encodePacket(p);
    // The checksum byte flipped: the rest of the packet still frames, so the host reads it and rejects it.
    if (faults.takeCorruption()) bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    link.device.send(bytes);
  }

  function showLater(p: Packet): void {
    const partial = p.command === COMMAND.DISPLAY_PARTIAL;
    const fault = faults.takeDisplayFault();
    if (fault === 'DROP') return;
    if (fault) {
      send(displayResponse(p.lineId, partial, fault, modeOf(p)));
      return;
    }
    const move = planPinMove(p, layout);
    if (typeof move === 'string') {
      send(errorNotification(DEVICE_ERROR[move]));
      return;
    }
    send(displayResponse(p.lineId, partial, 'ACK', modeOf(p)));
    const now = clock.now();
    const doneAt = Math.max(now, mechanismFreeAt) + moveTimeMs(move, spec.board);
    mechanismFreeAt = doneAt;
    // Pins already on their way still move when the link is lost; only the done notification is lost with it.
    clock.schedule(doneAt - now, () => {
      state = applyPinMove(state, move);
      for (const listener of [...changeListeners]) listener(state);
      send(displayDone(p.lineId, partial));
    });
  }

  function answer(p: Packet): void {
    received.push(p);
    switch (p.command) {
      case COMMAND.NAME_REQUEST:
        return send(deviceNameResponse(spec.name));
      case COMMAND.FIRMWARE_REQUEST:
        return send(firmwareResponse(firmware.padEnd(FIRMWARE_VERSION_BYTES, ' ')));
      case COMMAND.HARDWARE_REQUEST:
        return send(hardwareVersionResponse(spec.hardware));
      case COMMAND.BOARD_REQUEST:
        return send(boardInfoResponse(encodeBoardInfo(spec.board)));
      case COMMAND.DISPLAY_LINE:
      case COMMAND.DISPLAY_PARTIAL:
        return showLater(p);
      case COMMAND.VIBRATOR:
      case COMMAND.BATTERY_REQUEST:
        // Their responses are not known (notes §3, §4.6): the device takes them and says nothing.
        return;
      default:
        return send(errorNotification(DEVICE_ERROR.UNKNOWN_COMMAND));
    }
  }

  link.device.onData((bytes) => {
    bytesReceived += bytes.length;
    for (const item of reader.push(bytes)) {
      if (item.ok) answer(item.packet);
      else if (item.fault.kind === 'BAD_CHECKSUM') send(errorNotification(DEVICE_ERROR.CHECKSUM));
      else if (item.fault.kind === 'BAD_LENGTH') send(errorNotification(DEVICE_ERROR.UNEXPECTED_LENGTH));
      // Bytes outside a packet are ignored: Dot's Web SDK writes AB filler to probe BLE chunk sizes and relies on that.
    }
  });
  link.device.onClose(() => reader.reset());

  /** One packet per group, carrying the whole state of the group's keys. */
  function sendKeyState(groups: Iterable<KeyGroupCommand>): void {
    for (const command of groups) {
      const down = [...held.keys()].filter((key) => groupOfKey(key) === command);
      send(packet(command, { data: encodeKeys(command, down) }));
    }
  }

  return {
    transport: link.host,
    model,
    get state() {
      return state;
    },
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    received,
    get bytesReceived() {
      return bytesReceived;
    },
    faults: {
      dropResponses: faults.dropResponses,
      nack: faults.nack,
      wait: faults.wait,
      checksumError: faults.checksumError,
      corruptResponses: faults.corruptResponses,
    },
    baud: options.baud,
    get firmware() {
      return firmware;
    },
    installFirmware(version) {
      firmware = checkedVersion(version);
    },
    pressKeys(keys, holdMs = DEFAULT_KEY_HOLD_MS) {
      // groupOfKey throws for a name no group has, before anything is sent.
      const groups = new Set(keys.map(groupOfKey));
      if (groups.size === 0) return;
      for (const key of keys) held.set(key, (held.get(key) ?? 0) + 1);
      sendKeyState(groups);
      clock.schedule(holdMs, () => {
        for (const key of keys) {
          const count = (held.get(key) ?? 0) - 1;
          if (count > 0) held.set(key, count);
          else held.delete(key);
        }
        sendKeyState(groups);
      });
    },
    disconnect: () => link.device.lose(),
  };
}

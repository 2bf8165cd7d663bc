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
  /** Key-down packets, then the release after holdMs (default 100). */
  pressKeys(keys: readonly DeviceKey[], holdMs?: number): void;
  /** Link lost. The device cannot be reconnected; make a new one. */
  disconnect(): void;
}

export const DEFAULT_KEY_HOLD_MS = 100;

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
        return send(firmwareResponse(spec.firmware));
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

import { expect, vi } from 'vitest';
import { createManualClock, type Transport, type VirtualDevice } from '../../../../../core/device/index.ts';
import type { Message } from '../../../../../core/messages/index.ts';
import { memoryStorage } from '../../../../testing/memoryStorage.ts';
import { createDeviceController, type SayValue } from '../deviceController.ts';
import { openDeviceSession } from '../deviceSession.ts';
import type { DeviceMethod } from '../types.ts';

// The controller with the real session code and the virtual display, on a
// manual clock: connecting, printing, keys and a lost link run as they do in
// the browser, in a few milliseconds and always in the same order.

export interface Said {
  readonly id: string;
  readonly values: Readonly<Record<string, SayValue>> | undefined;
  readonly politeness: string | undefined;
}

export interface VirtualControllerOptions {
  /** USB and Bluetooth: none unless given (there is no hardware in tests). */
  readonly requestTransport?: (method: 'serial' | 'bluetooth', chosen: () => void) => Promise<Transport>;
  readonly storage?: Storage;
}

export function virtualController(options: VirtualControllerOptions = {}) {
  const clock = createManualClock();
  const said: Said[] = [];
  let virtual: VirtualDevice | undefined;
  const controller = createDeviceController({
    storage: options.storage ?? memoryStorage(),
    openSession: async (method, events, signal) => {
      const requestTransport = options.requestTransport ?? (() => Promise.reject(new Error('no hardware in tests')));
      const session = await openDeviceSession(method, events, { clock, requestTransport }, signal);
      if (session !== 'cancelled') virtual = session.virtual;
      return session;
    },
  });
  controller.setSay((message: Message, values, politeness) => said.push({ id: message.id, values, politeness }));
  /** Runs the clock until `done` holds (the virtual display answers on the clock). */
  const until = async (done: () => boolean, limitMs = 60_000) => {
    for (let spent = 0; !done(); spent += 50) {
      if (spent > limitMs) throw new Error('The condition never held');
      await clock.advance(50);
    }
  };
  const connect = async (method: DeviceMethod = 'virtual320') => {
    const connecting = controller.connect(method);
    // The connection code loads first (a real import, which a loaded CI machine can take over a second to
    // transform the first time), then the handshake runs on the manual clock.
    await vi.waitFor(() => expect(controller.getState().status).toBe('connecting'), { timeout: 15_000 });
    await until(() => controller.getState().status !== 'connecting');
    await connecting;
  };
  return { clock, said, controller, until, connect, virtual: () => virtual as VirtualDevice };
}

import { describe, expect, it, vi } from 'vitest';
import {
  COMMAND,
  createManualClock,
  createVirtualDevice,
  type FirmwareImage,
  type FirmwareProgress,
  type Transport,
  type VirtualDevice,
} from '../../../../core/device/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { subtleSha256 } from '../../../platform/subtleSha256.ts';
import { memoryStorage } from '../../../testing/memoryStorage.ts';
import { createDeviceController } from './deviceController.ts';
import { openDeviceSession, type DeviceSession, type VirtualFirmwareMemory } from './deviceSession.ts';
import type { DeviceMethod } from './types.ts';

// The firmware update through the app's device layer: the real controller,
// session and virtual display on a manual clock. A virtual display gets the
// simulated updater and the state follows its success; a USB or Bluetooth
// display gets none, and is only ever asked the documented version query.

async function image(version: string): Promise<FirmwareImage> {
  const bytes = Uint8Array.from({ length: 2048 }, (_, i) => (i * 13) & 0xff);
  return { version, bytes, sha256: await subtleSha256(bytes) };
}

/**
 * A "real" display for the serial and Bluetooth methods: the core's virtual
 * device behind a transport of that kind, so the session treats it as
 * hardware (no in-page display) while the test sees every packet it got.
 */
function hardware(clock: ReturnType<typeof createManualClock>, kind: 'serial' | 'bluetooth') {
  const device = createVirtualDevice({ model: 320, clock });
  const transport: Transport = { ...device.transport, kind };
  return { device, transport };
}

function setUp(memory: VirtualFirmwareMemory = new Map()) {
  const clock = createManualClock();
  const said: string[] = [];
  let hardwareDevice: VirtualDevice | undefined;
  let session: DeviceSession | undefined;
  const controller = createDeviceController({
    storage: memoryStorage(),
    openSession: async (method, events, signal) => {
      const opened = await openDeviceSession(
        method,
        events,
        {
          clock,
          requestTransport: (kind) => {
            const real = hardware(clock, kind);
            hardwareDevice = real.device;
            return Promise.resolve(real.transport);
          },
          virtualFirmware: memory,
        },
        signal,
      );
      if (opened !== 'cancelled') session = opened;
      return opened;
    },
  });
  controller.setSay((message: Message) => said.push(message.id));
  /**
   * Runs the clock until `done` holds. Web Crypto's digest settles outside
   * the microtasks the manual clock flushes, so each round also lets the
   * event loop turn once.
   */
  const until = async (done: () => boolean, limitMs = 60_000) => {
    for (let spent = 0; !done(); spent += 50) {
      if (spent > limitMs) throw new Error('The condition never held');
      await new Promise((resolve) => setTimeout(resolve, 0));
      await clock.advance(50);
    }
  };
  /** Runs the clock until `running` settles; gives its value or its error. */
  const outcome = async <T,>(running: Promise<T>): Promise<{ value?: T; error?: unknown }> => {
    let result: { value?: T; error?: unknown } | undefined;
    running.then(
      (value) => (result = { value }),
      (error: unknown) => (result = { error }),
    );
    await until(() => result !== undefined);
    return result ?? {};
  };
  const connect = async (method: DeviceMethod = 'virtual320') => {
    const connecting = controller.connect(method);
    await vi.waitFor(() => expect(controller.getState().status).toBe('connecting'), { timeout: 15_000 });
    await until(() => controller.getState().status !== 'connecting');
    await connecting;
    expect(controller.getState().status).toBe('connected');
  };
  /** The connected display's updater; the test fails when there is none. */
  const updater = () => {
    const found = controller.firmwareUpdater();
    if (!found) throw new Error('The display has no firmware updater');
    return found;
  };
  return {
    clock,
    said,
    controller,
    updater,
    until,
    outcome,
    connect,
    session: () => session as DeviceSession,
    virtual: () => session?.virtual as VirtualDevice,
    hardware: () => hardwareDevice as VirtualDevice,
  };
}

describe('firmware through the device layer', () => {
  it('has no updater with no display connected, and reads no version', async () => {
    const { controller } = setUp();
    expect(controller.firmwareUpdater()).toBeUndefined();
    await expect(controller.readFirmware()).resolves.toBeUndefined();
  });

  it.each(['virtual320', 'virtual768'] as const)('a %s has the simulated updater; its success updates info.firmware for every view', async (method) => {
    const { controller, connect, outcome, said } = setUp();
    await connect(method);
    const before = controller.getState().info;
    const updater = controller.firmwareUpdater();
    expect(updater?.simulated).toBe(true);
    // The same object each time, so a screen may keep it.
    expect(controller.firmwareUpdater()).toBe(updater);
    const changes: (string | undefined)[] = [];
    controller.subscribe(() => changes.push(controller.getState().info?.firmware));
    const progress: FirmwareProgress[] = [];
    const saidBefore = said.length;

    const { value, error } = await outcome(updater?.update(await image('9.1.0'), { onProgress: (p) => progress.push(p) }) ?? Promise.reject(new Error('no updater')));
    expect(error).toBeUndefined();
    expect(value).toEqual({ firmware: '9.1.0' });
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(controller.getState().info?.firmware).toBe('9.1.0');
    expect(changes).toEqual(['9.1.0']);
    expect(controller.getState().info).toEqual({ ...before, firmware: '9.1.0' });
    expect(controller.getState().status).toBe('connected');
    // Progress is the firmware screen's to announce: the device layer said nothing.
    expect(said).toHaveLength(saidBefore);
  });

  it('a reconnect in the same page still reports the updated version; another model keeps its own', async () => {
    const memory: VirtualFirmwareMemory = new Map();
    const first = setUp(memory);
    await first.connect('virtual320');
    await first.outcome(first.updater().update(await image('2.9.0')));
    await first.controller.disconnect();
    expect(memory.get(320)).toBe('2.9.0');
    await first.connect('virtual320');
    expect(first.controller.getState().info?.firmware).toBe('2.9.0');
    await first.connect('virtual768');
    expect(first.controller.getState().info?.firmware).toBe('1.0.0');
    // A new page (a fresh memory) starts from the built-in versions.
    const reloaded = setUp();
    await reloaded.connect('virtual320');
    expect(reloaded.controller.getState().info?.firmware).toBe('2.4.0');
  });

  it.each(['serial', 'bluetooth'] as const)('a %s display has no firmware updater at all, and readFirmware sends it only the version query', async (method) => {
    const { controller, connect, session, hardware, outcome } = setUp();
    await connect(method);
    expect(controller.getState().method).toBe(method);
    expect(session().virtual).toBeUndefined();
    expect(session().firmwareUpdater).toBeUndefined();
    expect(controller.firmwareUpdater()).toBeUndefined();

    const display = hardware();
    const sentBefore = display.received.length;
    // As if the maker's updater had run in between.
    display.installFirmware('2.6.0');
    const { value } = await outcome(controller.readFirmware());
    expect(value).toBe('2.6.0');
    expect(controller.getState().info?.firmware).toBe('2.6.0');
    expect(display.received.slice(sentBefore).map((p) => p.command)).toEqual([COMMAND.FIRMWARE_REQUEST]);
  });

  it('power lost during the update: FIRMWARE_POWER_LOST to the caller, the lost link reported as today, the old version on reconnect', async () => {
    const memory: VirtualFirmwareMemory = new Map();
    const { controller, connect, outcome, said, updater } = setUp(memory);
    await connect();
    const { error } = await outcome(updater().update(await image('3.0.0'), { simulate: 'powerLoss' }));
    expect(error).toMatchObject({ code: 'FIRMWARE_POWER_LOST', messageRef: { values: { version: '2.4.0' } } });
    expect(controller.getState()).toMatchObject({ status: 'disconnected', info: undefined, problem: { code: 'CONNECTION_LOST' } });
    expect(said.at(-1)).toBe('기기와의 연결이 끊어졌습니다.');
    expect(controller.firmwareUpdater()).toBeUndefined();
    expect(memory.size).toBe(0);
    await connect();
    expect(controller.getState().info?.firmware).toBe('2.4.0');
  });

  it('the display refusing the image, or a cancel, leaves info.firmware and the connection as they were', async () => {
    const { controller, connect, outcome, virtual, clock, updater } = setUp();
    await connect();
    const before = controller.getState().info;
    const refused = await outcome(updater().update(await image('3.0.0'), { simulate: 'checksumFailure' }));
    expect(refused.error).toMatchObject({ code: 'FIRMWARE_CHECKSUM' });

    const cancel = new AbortController();
    const running = updater().update(await image('3.0.0'), { signal: cancel.signal });
    await clock.advance(300);
    cancel.abort();
    const cancelled = await outcome(running);
    expect(cancelled.error).toMatchObject({ code: 'FIRMWARE_CANCELLED' });

    expect(controller.getState()).toMatchObject({ status: 'connected', problem: undefined });
    expect(controller.getState().info).toBe(before);
    expect(virtual().firmware).toBe('2.4.0');
  });

  it('readFirmware on a virtual display that no longer answers gives undefined and keeps the version shown', async () => {
    const { controller, connect, outcome, virtual } = setUp();
    await connect();
    virtual().faults.corruptResponses(1);
    const { value } = await outcome(controller.readFirmware());
    expect(value).toBeUndefined();
    expect(controller.getState().info?.firmware).toBe('2.4.0');
  });
});

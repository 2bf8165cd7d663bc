import { vi } from 'vitest';
import { DEFAULT_DEVICE_PREFERENCES } from '../features/device/shell/devicePreferences.ts';
import type { DeviceControls, DeviceState } from '../features/device/shell/types.ts';

/** A device state for tests: nothing connected, nothing shown, unless told otherwise. */
export function deviceState(change: Partial<DeviceState> = {}): DeviceState {
  return {
    status: 'disconnected',
    method: undefined,
    info: undefined,
    problem: undefined,
    hasContent: false,
    unsent: false,
    sending: false,
    pager: undefined,
    preferences: DEFAULT_DEVICE_PREFERENCES,
    ...change,
  };
}

/** Device controls whose actions are mocks, for command and component tests. */
export function fakeDeviceControls(change: Partial<DeviceState> = {}): DeviceControls {
  return {
    state: deviceState(change),
    connect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => undefined),
    show: vi.fn(),
    print: vi.fn(async () => undefined),
    setPager: vi.fn(() => () => undefined),
    previousPage: vi.fn(),
    nextPage: vi.fn(),
    firstPage: vi.fn(),
    lastPage: vi.fn(),
    resendPage: vi.fn(async () => undefined),
    announcePosition: vi.fn(),
    setPreferences: vi.fn(),
    toggleGrid: vi.fn(),
    vibrate: vi.fn(async () => true),
    readOnDisplay: vi.fn(),
    say: vi.fn(),
    stopReading: vi.fn(),
    announceStatus: vi.fn(),
    firmwareUpdater: vi.fn(() => undefined),
    readFirmware: vi.fn(async () => undefined),
  };
}

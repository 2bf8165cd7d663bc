// The virtual display: a Dot Pad in memory for the tests, the bench, the CLI
// and the in-page display, driven through the same Transport as a real one.

export type { VirtualDevice, VirtualDeviceOptions } from './virtualDevice.ts';
export { DEFAULT_KEY_HOLD_MS, FIRMWARE_VERSION_BYTES, createVirtualDevice, isReportableFirmwareVersion } from './virtualDevice.ts';
export type { VirtualDisplayState } from './virtualDisplay.ts';
export type { DisplayFault, VirtualFaults } from './virtualFaults.ts';
export { BITS_PER_BYTE, LINK_CHUNK_BYTES, wireTimeMs } from './virtualLink.ts';

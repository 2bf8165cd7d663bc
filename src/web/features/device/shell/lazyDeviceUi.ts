import { lazy } from 'react';

// The device feature's parts, loaded together on first use (see
// features/device/deviceUi.ts). Through a small loader chunk: the build
// lists every chunk a dynamic import needs in the importing chunk, and the
// feature needs some thirty; the first load then names only the loader.
export const loadDeviceUi = async () => (await import('./deviceUiLoader.ts')).loadDeviceFeature();

export const DeviceDialog = lazy(async () => ({ default: (await loadDeviceUi()).DeviceDialog }));
export const ConnectDeviceAlert = lazy(async () => ({ default: (await loadDeviceUi()).ConnectDeviceAlert }));
export const VirtualDisplayRegion = lazy(async () => ({ default: (await loadDeviceUi()).VirtualDisplayRegion }));
export const DisplayTranslator = lazy(async () => ({ default: (await loadDeviceUi()).DisplayTranslator }));

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { VirtualDisplayState } from '../../../../core/device/index.ts';
import type { DeviceController } from './deviceController.ts';
import type { DeviceControls } from './types.ts';

export const DeviceContext = createContext<DeviceControls | null>(null);
/** The controller itself, for the few parts that follow the virtual display's pins or run device keys. */
export const DeviceControllerContext = createContext<DeviceController | null>(null);

/** The tactile display: its state and what changes it. */
export function useDevice(): DeviceControls {
  const device = useContext(DeviceContext);
  if (!device) throw new Error('useDevice needs a DeviceProvider');
  return device;
}

export function useDeviceController(): DeviceController {
  const controller = useContext(DeviceControllerContext);
  if (!controller) throw new Error('useDeviceController needs a DeviceProvider');
  return controller;
}

/** The virtual display's pins, while one is connected. Kept apart from useDevice: it changes with every pin move. */
export function useVirtualDisplayState(): VirtualDisplayState | undefined {
  const controller = useDeviceController();
  return useSyncExternalStore(controller.subscribeDisplay, controller.getDisplay, () => undefined);
}

import type { AppCommand } from '../commands/appCommandContext.ts';
import { globalCommands } from '../commands/globalCommands.ts';
import { commandsWithCode, createCommandRegistry, type CommandRegistry } from '../commands/registry.ts';
import { canvasCommands } from '../features/canvas/commands/canvasCommands.ts';
import { cloudCommands } from '../features/cloud/commands/cloudCommands.ts';
import { deviceCommandCodes } from '../features/device/commands.ts';
import { DEVICE_COMMAND_ENTRIES } from '../features/device/manifest.ts';
import { easyManifest } from '../features/easy/manifest.ts';
import { createAppCommandRegistry } from '../features.ts';
import type { DeviceControls } from '../features/device/shell/types.ts';
import { fakeDeviceControls } from './fakeDevice.ts';

/**
 * The app's commands with all their code in, as a screen sees them once its
 * features' code has loaded; the device commands act on `device`.
 */
export function loadedRegistry(device: DeviceControls = fakeDeviceControls()): CommandRegistry {
  return createCommandRegistry(
    [
      ...globalCommands,
      ...commandsWithCode(DEVICE_COMMAND_ENTRIES, deviceCommandCodes(() => device)),
      ...commandsWithCode(easyManifest.commands?.entries ?? [], {}),
      ...cloudCommands,
      ...canvasCommands,
    ],
    [],
  );
}

/** The app's own registry (src/web/features.ts) with every feature's code loaded, as it is once each screen has been visited. */
export async function loadedAppRegistry(): Promise<CommandRegistry> {
  const registry = createAppCommandRegistry();
  await registry.loadScopes(['global', 'home', 'easy', 'canvas', 'cloud', 'library', 'book', 'listen', 'settings']);
  return registry;
}

/** What the app knows of a command without its code: for comparing the registry's commands with a feature's. */
export const commandShape = ({ id, label, scope, shortcuts }: AppCommand) => ({ id, label, scope, shortcuts });

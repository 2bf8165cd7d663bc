import { useCommands } from '../../../commands/CommandsContext.tsx';
import { useDeviceKeyCommands } from './useDeviceKeyCommands.ts';

/** Gives the display's function keys the screen's commands. Renders nothing. */
export function DeviceKeyCommands() {
  const { commands, run } = useCommands();
  useDeviceKeyCommands(commands, run);
  return null;
}

import { useEffect, useRef } from 'react';
import type { AppCommand } from '../../../commands/appCommandContext.ts';
import { useDeviceController } from './DeviceContext.ts';

/**
 * Gives the display's keys the command layer: a key runs a command exactly
 * as the palette would (and the user hears why when it cannot run).
 */
export function useDeviceKeyCommands(commands: readonly AppCommand[], run: (command: AppCommand) => void): void {
  const controller = useDeviceController();
  const latest = useRef({ commands, run });
  useEffect(() => {
    latest.current = { commands, run };
  });
  useEffect(() => {
    const find = (id: string) => latest.current.commands.find((command) => command.id === id);
    return controller.setKeyCommands({
      label: (id) => find(id)?.label,
      run: (id) => {
        const command = find(id);
        if (command) latest.current.run(command);
      },
    });
  }, [controller]);
}

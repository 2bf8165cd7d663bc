import type { ReactNode } from 'react';
import { CommandButton } from '../../../commands/CommandButton.tsx';
import { listenCommandId, type ListenCommand } from './listenCommandEntries.ts';

/** A toolbar button for one of the player's commands: its name, keys and run from the registry (CommandButton). */
export function PlayerCommandButton({ command, className = 'button', children }: { readonly command: ListenCommand; readonly className?: string; readonly children?: ReactNode }) {
  return (
    <CommandButton commandId={listenCommandId(command)} className={className}>
      {children}
    </CommandButton>
  );
}

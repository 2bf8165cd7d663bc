import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { commandEnablement } from '../../../../core/commands/index.ts';
import type { Message } from '../../../../core/messages/index.ts';
import { findCanvasCommand } from '../../canvas/index.ts';
import { useCommands } from '../../../commands/CommandsContext.tsx';

/**
 * A large button that runs a Canvas command in Easy's words. Easy screens are
 * not in the Canvas's command scope (their shortcuts stay Easy's), so the
 * command is found in the Canvas's list and run as the palette would: if it
 * cannot run now it says why.
 */
export function EasyActionButton({ commandId, label, primary = false }: { readonly commandId: string; readonly label: Message; readonly primary?: boolean }) {
  const intl = useIntl();
  const { context, run } = useCommands();
  const command = findCanvasCommand(commandId);
  if (command === undefined) return null;
  const unavailable = commandEnablement(command, context) !== true;
  return (
    <Button className={`button button--large${primary ? ' button--primary' : ''}`} {...(unavailable ? { 'aria-disabled': true } : {})} onPress={() => run(command)}>
      {intl.formatMessage(label)}
    </Button>
  );
}

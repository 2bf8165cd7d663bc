import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCommands } from '../../../commands/CommandsContext.tsx';
import { READ_ON_DISPLAY_COMMAND_ID } from '../manifest.ts';
import { deviceShellMessages as m } from './messages.ts';

/**
 * "Read on the display" for a text shown where the command's key cannot
 * reach it (inside a dialog, which owns the keyboard; or text that takes no
 * focus). The button carries the text as `data-display-text`, so the command
 * finds it where the focus is, as it finds a text field's value.
 */
export function ReadOnDisplayButton({ text }: { readonly text: string }) {
  const intl = useIntl();
  const { commands, run } = useCommands();
  const command = commands.find((candidate) => candidate.id === READ_ON_DISPLAY_COMMAND_ID);
  if (!command || !text.trim()) return null;
  return (
    <Button className="button button--quiet" data-display-text={text} onPress={() => run(command)}>
      {intl.formatMessage(m.readOnDisplay)}
    </Button>
  );
}

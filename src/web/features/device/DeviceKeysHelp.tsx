import { useIntl } from 'react-intl';
import { useCommands } from '../../commands/CommandsContext.tsx';
import { commandMessages } from '../../commands/messages.ts';
import { useCataloguePart } from '../../i18n/useCataloguePart.ts';
import { chordName, panningKeyName } from './displayKeyNames.ts';
import { useDevice } from './shell/DeviceContext.ts';
import { PANNING_COMMANDS } from './shell/deviceKeys.ts';
import { DEVICE_CHORDS, FUNCTION_KEYS } from './shell/types.ts';
import { deviceMessages as m } from './messages.ts';

/**
 * The shortcut help's section for the tactile display: its panning keys,
 * function keys and key combinations, and what each runs now — read from the
 * device preferences, the one place the bindings live, so a key rebound in
 * Settings reads here at once.
 */
export default function DeviceKeysHelp() {
  useCataloguePart('device');
  const intl = useIntl();
  const { commands } = useCommands();
  const { state } = useDevice();
  const { functionKeys, chords } = state.preferences;
  const labelOf = (id: string) => {
    const command = id ? commands.find((candidate) => candidate.id === id) : undefined;
    return command ? intl.formatMessage(command.label) : intl.formatMessage(m.noCommand);
  };
  const rows: readonly (readonly [string, string])[] = [
    [panningKeyName(intl, 'panLeft'), labelOf(PANNING_COMMANDS.panLeft)],
    [panningKeyName(intl, 'panRight'), labelOf(PANNING_COMMANDS.panRight)],
    ...FUNCTION_KEYS.map((key) => [intl.formatMessage(m.functionKey, { key }), labelOf(functionKeys[key])] as const),
    ...DEVICE_CHORDS.map((chord) => [chordName(intl, chord), labelOf(chords[chord])] as const),
  ];
  return (
    <table className="shortcut-table">
      <caption>{intl.formatMessage(m.displayKeysCaption)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.displayKeyColumn)}</th>
          <th scope="col">{intl.formatMessage(commandMessages.commandColumn)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, command]) => (
          <tr key={key}>
            <th scope="row">{key}</th>
            <td>{command}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

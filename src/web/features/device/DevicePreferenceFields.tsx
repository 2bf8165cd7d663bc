import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useCommands } from '../../commands/CommandsContext.tsx';
import { useDevice } from './shell/DeviceContext.ts';
import { DEVICE_KEY_COMMAND_IDS } from './shell/devicePreferences.ts';
import { DEVICE_CHORDS, FUNCTION_KEYS, type DeviceChord, type FunctionKey, type PrintMode } from './shell/types.ts';
import { connectionMessages } from './shell/connectionMessages.ts';
import { SelectField, type SelectOption } from '../../ui/SelectField.tsx';
import { announce } from '../../ui/announcer.ts';
import { chordName } from './displayKeyNames.ts';
import { deviceMessages as m } from './messages.ts';
import './device.css';

/** Automatic (every change goes to the display) or manual (Print sends). */
export function PrintModeField() {
  const intl = useIntl();
  const { state, setPreferences } = useDevice();
  return (
    <RadioGroup className="field" value={state.preferences.printMode} onChange={(value) => setPreferences({ printMode: value as PrintMode })}>
      <Label className="field-label">{intl.formatMessage(m.printMode)}</Label>
      <div className="device-methods">
        <Radio value="manual" className="radio">
          {intl.formatMessage(m.printManual)}
        </Radio>
        <Radio value="automatic" className="radio">
          {intl.formatMessage(m.printAutomatic)}
        </Radio>
      </div>
    </RadioGroup>
  );
}

/** The virtual display's cell grid, on or off. */
export function GridSwitch() {
  const intl = useIntl();
  const { state, setPreferences } = useDevice();
  return (
    <Switch className="switch" isSelected={state.preferences.grid} onChange={(grid) => setPreferences({ grid })}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      {intl.formatMessage(m.grid)}
    </Switch>
  );
}

const NONE = 'none';

/** The commands a display key can run, with their labels, "No command" first. */
function useKeyCommandOptions(): readonly SelectOption[] {
  const intl = useIntl();
  const { commands } = useCommands();
  return [
    { id: NONE, name: intl.formatMessage(m.noCommand) },
    ...DEVICE_KEY_COMMAND_IDS.flatMap((id) => {
      const command = commands.find((candidate) => candidate.id === id);
      return command ? [{ id, name: intl.formatMessage(command.label) }] : [];
    }),
  ];
}

/** Says the new binding, "F2: Print to device", as the other settings say what they changed. */
function announceBinding(value: string, options: readonly SelectOption[], format: (command: string) => string) {
  const name = options.find((option) => option.id === value)?.name;
  if (name) announce(format(name));
}

/** What each of the display's function keys runs, chosen among the device commands. */
export function FunctionKeyFields({ headingLevel }: { readonly headingLevel: 3 | 4 }) {
  const intl = useIntl();
  const { state, setPreferences } = useDevice();
  const options = useKeyCommandOptions();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const choose = (key: FunctionKey, value: string) => {
    setPreferences({ functionKeys: { ...state.preferences.functionKeys, [key]: value === NONE ? '' : value } });
    announceBinding(value, options, (command) => intl.formatMessage(connectionMessages.keyRan, { keys: key, command }));
  };
  return (
    <>
      <Heading>{intl.formatMessage(m.functionKeys)}</Heading>
      <div className="function-keys">
        {FUNCTION_KEYS.map((key) => (
          <SelectField
            key={key}
            label={intl.formatMessage(m.functionKey, { key })}
            value={state.preferences.functionKeys[key] || NONE}
            options={options}
            onChange={(value) => choose(key, value)}
          />
        ))}
      </div>
    </>
  );
}

/** What each key combination of the display runs (both panning keys, a panning key with F1–F4). */
export function ChordFields({ headingLevel }: { readonly headingLevel: 3 | 4 }) {
  const intl = useIntl();
  const { state, setPreferences } = useDevice();
  const options = useKeyCommandOptions();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const choose = (chord: DeviceChord, value: string) => {
    setPreferences({ chords: { ...state.preferences.chords, [chord]: value === NONE ? '' : value } });
    const keys = chordName(intl, chord);
    announceBinding(value, options, (command) => intl.formatMessage(connectionMessages.keyRan, { keys, command }));
  };
  return (
    <>
      <Heading>{intl.formatMessage(m.chordsHeading)}</Heading>
      <div className="function-keys">
        {DEVICE_CHORDS.map((chord) => (
          <SelectField
            key={chord}
            label={chordName(intl, chord)}
            value={state.preferences.chords[chord] || NONE}
            options={options}
            onChange={(value) => choose(chord, value)}
          />
        ))}
      </div>
    </>
  );
}

import { useIntl } from 'react-intl';
import { DeviceStatusButton } from './shell/DeviceStatusButton.tsx';
import { ChordFields, FunctionKeyFields, GridSwitch, PrintModeField } from './DevicePreferenceFields.tsx';
import { deviceMessages as m } from './messages.ts';

/**
 * Settings → Device: the connection (its state, on the button that opens the
 * device dialog), the print mode, the virtual display's grid and what the
 * display's function keys and key combinations do. Every change is kept at once. Render it inside
 * WithCataloguePart part="device".
 */
export function DeviceSettingsSection() {
  const intl = useIntl();
  return (
    <section className="panel" aria-labelledby="settings-device">
      <h2 id="settings-device">{intl.formatMessage(m.settingsHeading)}</h2>
      <p>
        <DeviceStatusButton className="button" />
      </p>
      <PrintModeField />
      <GridSwitch />
      <FunctionKeyFields headingLevel={3} />
      <ChordFields headingLevel={3} />
    </section>
  );
}

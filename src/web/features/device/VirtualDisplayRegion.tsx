import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDevice, useVirtualDisplayState } from './shell/DeviceContext.ts';
import { useCataloguePart } from '../../i18n/useCataloguePart.ts';
import { deviceMessages as m } from './messages.ts';
import { VirtualDisplay } from './virtualDisplay/VirtualDisplay.tsx';
import './device.css';

/**
 * The virtual tactile display as a named region after the page's main
 * content, so a screen-reader user finds it among the landmarks from any page.
 */
export default function VirtualDisplayRegion() {
  useCataloguePart('device');
  const intl = useIntl();
  const headingId = useId();
  const { state } = useDevice();
  const display = useVirtualDisplayState();
  if (!display) return null;
  return (
    <section className="virtual-display-region" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.virtualDisplayHeading)}</h2>
      <VirtualDisplay state={display} grid={state.preferences.grid} />
    </section>
  );
}

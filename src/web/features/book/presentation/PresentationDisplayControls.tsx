import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { presentationMessages as m } from './messages.ts';
import type { PresentationDevice } from './usePresentationDevice.ts';

/**
 * The tactile display's part of the presentation: the page's screens on it,
 * and Send in manual print mode. The screen buttons stay for a one-screen
 * page and while a page is being prepared (they turn the page at either end,
 * as the panning keys do), so the focus on them is never lost by a turn.
 */
export function PresentationDisplayControls({ device }: { readonly device: PresentationDevice }) {
  const intl = useIntl();
  return (
    <div role="group" aria-label={intl.formatMessage(m.display)} className="presentation-controls">
      <Button className="button" onPress={device.previousScreen}>
        {intl.formatMessage(m.previousScreen)}
      </Button>
      {device.screens > 0 ? <span>{intl.formatMessage(m.screenPosition, { screen: device.screen + 1, screens: device.screens })}</span> : null}
      <Button className="button" onPress={device.nextScreen}>
        {intl.formatMessage(m.nextScreen)}
      </Button>
      {device.manual ? (
        <Button className="button" onPress={device.send}>
          {intl.formatMessage(m.send)}
        </Button>
      ) : null}
      {device.failed ? <p role="alert">{intl.formatMessage(m.displayFailed)}</p> : null}
    </div>
  );
}

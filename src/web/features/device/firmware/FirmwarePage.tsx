import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { WithCataloguePart } from '../../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../../routes/messages.ts';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import '../../../styles/firmware.css';

// The screen comes with the device feature's messages (catalogue part
// 'device'); the heading is here at once, for the focus that lands on it.
const FirmwareScreen = lazy(() => import('./FirmwareScreen.tsx'));

/** /device/firmware (issue 24): the display's firmware against the catalogue, and how to update it. */
export default function FirmwarePage() {
  const intl = useIntl();
  return (
    <>
      <PageHeading>{intl.formatMessage(routeTitles.firmware)}</PageHeading>
      <WithCataloguePart part="device">
        <FirmwareScreen />
      </WithCataloguePart>
    </>
  );
}

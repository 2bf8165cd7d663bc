import { useIntl } from 'react-intl';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { FilesScreen } from './browser/FilesScreen.tsx';
import { cloudMessages } from './messages.ts';
import '../../styles/cloud.css';

function Intro() {
  const intl = useIntl();
  return <p className="page-summary">{intl.formatMessage(cloudMessages.summary)}</p>;
}

/**
 * /cloud: My files. The heading is in the main catalogue, so it is there
 * (and takes focus after navigation) while the Cloud's messages load.
 */
export default function CloudPage() {
  const intl = useIntl();
  return (
    <>
      <header className="page-intro">
        <PageHeading>{intl.formatMessage(routeTitles.cloud)}</PageHeading>
      </header>
      <WithCataloguePart part="cloud">
        <Intro />
        <FilesScreen />
      </WithCataloguePart>
    </>
  );
}

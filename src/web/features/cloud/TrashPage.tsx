import { useIntl } from 'react-intl';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { TrashScreen } from './trash/TrashScreen.tsx';
import '../../styles/cloud.css';

/** /cloud/trash. */
export default function TrashPage() {
  const intl = useIntl();
  return (
    <>
      <header className="page-intro">
        <PageHeading>{intl.formatMessage(routeTitles.trash)}</PageHeading>
      </header>
      <WithCataloguePart part="cloud">
        <TrashScreen />
      </WithCataloguePart>
    </>
  );
}

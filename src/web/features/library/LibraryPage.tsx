import { useIntl } from 'react-intl';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { LibraryScreen } from './LibraryScreen.tsx';
import '../../styles/cloud.css';

/** /cloud/library. */
export default function LibraryPage() {
  const intl = useIntl();
  return (
    <>
      <header className="page-intro">
        <PageHeading>{intl.formatMessage(routeTitles.library)}</PageHeading>
      </header>
      <WithCataloguePart part="cloud">
        <LibraryScreen />
      </WithCataloguePart>
    </>
  );
}

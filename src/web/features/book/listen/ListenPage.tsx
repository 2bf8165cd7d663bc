import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../api/ApiContext.tsx';
import { WithCataloguePart } from '../../../i18n/WithCataloguePart.tsx';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { readerMessages } from '../reader/messages.ts';
import { ListenScreen } from './ListenScreen.tsx';
import { routeTitles } from '../../../routes/messages.ts';

/** The DAISY player's route (`/listen?dtmNo=`), with the Book's words (its catalogue part). */
export default function ListenPage() {
  return (
    <WithCataloguePart part="book">
      <Listen />
    </WithCataloguePart>
  );
}

function Listen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const dtmNo = params.get('dtmNo')?.trim() ?? '';
  const client = useApi();
  if (dtmNo === '') {
    return (
      <header className="page-intro">
        <PageHeading>{intl.formatMessage(routeTitles.listen)}</PageHeading>
        <p role="alert">{intl.formatMessage(readerMessages.noDocument)}</p>
      </header>
    );
  }
  return <ListenScreen key={dtmNo} dtmNo={dtmNo} client={client} />;
}

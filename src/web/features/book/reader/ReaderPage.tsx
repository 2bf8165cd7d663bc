import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ROLES } from '../../../../shared/auth/roles.ts';
import { hasRole } from '../../../../shared/auth/session.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useSession } from '../../../auth/SessionContext.tsx';
import { WithCataloguePart } from '../../../i18n/WithCataloguePart.tsx';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { createBookDocumentApi } from '../api/bookDocumentApi.ts';
import { downloadBraille, downloadHtml } from '../api/downloadBraille.ts';
import { useDownloadDeps } from '../../../session/useDownloadDeps.ts';
import { DaisyReaderButton } from '../daisy/DaisyReaderButton.tsx';
import { coreCodec } from '../document/coreCodec.ts';
import { useDaisyOwner } from '../listen/useDaisyOwner.ts';
import { ConversionCheckNote } from './ConversionCheckNote.tsx';
import { readerMessages as m } from './messages.ts';
import { ReaderScreen, type ReaderDownloads } from './ReaderScreen.tsx';
import '../../../styles/book-reader.css';

/** The reader's route (`/read?dtmNo=`), with the Book's words (its catalogue part). */
export default function ReaderPage() {
  return (
    <WithCataloguePart part="book">
      <Reader />
    </WithCataloguePart>
  );
}

function Reader() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const dtmNo = params.get('dtmNo')?.trim() ?? '';
  const client = useApi();
  const api = useMemo(() => createBookDocumentApi(client), [client]);
  const deps = useDownloadDeps();
  const canEdit = hasRole(useSession(), ROLES.admin);
  const canListen = useDaisyOwner(client, dtmNo);
  const downloads = useMemo<ReaderDownloads>(
    () => ({
      html: (doc) => downloadHtml(deps, { dtmNo: doc.dtmNo, name: doc.name }),
      braille: (doc, format, size) => downloadBraille(deps, { dtmNo: doc.dtmNo, name: doc.name }, format, size),
    }),
    [deps],
  );
  if (dtmNo === '') {
    return (
      <header className="page-intro">
        <PageHeading>{intl.formatMessage(m.document)}</PageHeading>
        <p role="alert">{intl.formatMessage(m.noDocument)}</p>
      </header>
    );
  }
  return (
    <ReaderScreen
      key={dtmNo}
      dtmNo={dtmNo}
      api={api}
      codec={coreCodec}
      downloads={downloads}
      canEdit={canEdit}
      canListen={canListen}
      note={<ConversionCheckNote client={client} dtmNo={dtmNo} />}
      moreActions={(doc) => <DaisyReaderButton doc={{ dtmNo: doc.dtmNo, title: doc.name }} />}
    />
  );
}

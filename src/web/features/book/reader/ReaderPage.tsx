import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ROLES } from '../../../../shared/auth/roles.ts';
import { hasRole } from '../../../../shared/auth/session.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useSession } from '../../../auth/SessionContext.tsx';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { downloadFile, useSignedInDeps } from '../../cloud/index.ts';
import { createBookDocumentApi } from '../api/bookDocumentApi.ts';
import { downloadBraille } from '../api/downloadBraille.ts';
import { coreCodec } from '../document/coreCodec.ts';
import { readerMessages as m } from './messages.ts';
import { ReaderScreen, type ReaderDownloads } from './ReaderScreen.tsx';
import '../../../styles/book-reader.css';

/** The reader's route (`/read?dtmNo=`). */
export default function ReaderPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const dtmNo = params.get('dtmNo')?.trim() ?? '';
  const client = useApi();
  const api = useMemo(() => createBookDocumentApi(client), [client]);
  const signedIn = useSignedInDeps();
  const canEdit = hasRole(useSession(), ROLES.admin);
  const downloads = useMemo<ReaderDownloads>(() => {
    const deps = { ...signedIn, fetch: (...args: Parameters<typeof fetch>) => fetch(...args) };
    return {
      html: (doc) => downloadFile(deps, { dtmNo: doc.dtmNo, fileName: `${doc.name}.html` }),
      braille: (doc, format) => downloadBraille(deps, { dtmNo: doc.dtmNo, name: doc.name }, format),
    };
  }, [signedIn]);
  if (dtmNo === '') {
    return (
      <header className="page-intro">
        <PageHeading>{intl.formatMessage(m.document)}</PageHeading>
        <p role="alert">{intl.formatMessage(m.noDocument)}</p>
      </header>
    );
  }
  return <ReaderScreen key={dtmNo} dtmNo={dtmNo} api={api} codec={coreCodec} downloads={downloads} canEdit={canEdit} />;
}

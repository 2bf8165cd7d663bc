import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/apiTypes.ts';
import { AppLink } from '../../../ui/AppLink.tsx';
import { PageHeading } from '../../../ui/PageHeading.tsx';
import { failureMessage } from '../api/failureMessage.ts';
import { daisyFailureMessage } from '../daisy/failureMessages.ts';
import { readerMessages } from '../reader/messages.ts';
import { readerHref } from '../reader/readerHrefs.ts';
import { DaisyPlayer } from './DaisyPlayer.tsx';
import { routeTitles } from '../../../routes/messages.ts';
import { listenMessages as m } from './messages.ts';
import { useDaisyContents } from './useDaisyContents.ts';

interface Props {
  readonly dtmNo: string;
  readonly client: ApiClient;
}

/**
 * The player's page: the document's DAISY book once it is made; while it is
 * being made, says so and checks again every 3 s; without one, how to make
 * one; a failed book's reason. The page's heading is one element throughout,
 * so focus on it (where a page arrives) stays while its text changes.
 */
export function ListenScreen({ dtmNo, client }: Props) {
  const intl = useIntl();
  const state = useDaisyContents(client, dtmNo);
  const back = (
    <p>
      <AppLink href={readerHref(dtmNo)}>{intl.formatMessage(m.backToDocument)}</AppLink>
    </p>
  );
  const heading = <PageHeading>{state.kind === 'ready' ? state.contents.title : intl.formatMessage(routeTitles.listen)}</PageHeading>;
  if (state.kind === 'ready') return <DaisyPlayer contents={state.contents} heading={heading} back={back} />;
  let body;
  switch (state.kind) {
    case 'loading':
      body = <p role="status">{intl.formatMessage(readerMessages.loading)}</p>;
      break;
    case 'pending':
      body = <p role="status">{intl.formatMessage(m.pending)}</p>;
      break;
    case 'none':
      body = (
        <div role="status">
          <p>{intl.formatMessage(m.none)}</p>
          <p>{intl.formatMessage(m.howToMake)}</p>
        </div>
      );
      break;
    case 'failed':
      body = <p role="alert">{intl.formatMessage(m.failed, { reason: intl.formatMessage(daisyFailureMessage(state.code)) })}</p>;
      break;
    case 'error': {
      const reason = failureMessage(state.failure, { notFound: readerMessages.fileNotFound, fallback: readerMessages.loadFailed });
      body = (
        <div className="list-status" role="alert">
          {reason && <p>{intl.formatMessage(reason)}</p>}
          <Button className="button" onPress={state.retry}>
            {intl.formatMessage(readerMessages.retry)}
          </Button>
        </div>
      );
      break;
    }
  }
  return (
    <header className="page-intro">
      {heading}
      {body}
      {back}
    </header>
  );
}

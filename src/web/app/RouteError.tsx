import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { shellMessages } from '../layouts/messages.ts';
import { MainContent } from '../layouts/parts/MainContent.tsx';
import { PageHeading } from '../ui/PageHeading.tsx';
import { uiMessages } from '../ui/messages.ts';

/** A page that failed to load (often a stale chunk after an update): say so and offer a reload. */
export function RouteError() {
  const intl = useIntl();
  console.error(useRouteError());
  return (
    <div className="layout layout--blank">
      <MainContent className="main--blank">
        <div role="alert" className="route-error">
          <PageHeading>{intl.formatMessage(shellMessages.pageFailed)}</PageHeading>
          <p>{intl.formatMessage(shellMessages.pageFailedHelp)}</p>
          <Button className="button button--primary" onPress={() => window.location.reload()}>
            {intl.formatMessage(uiMessages.reload)}
          </Button>
        </div>
      </MainContent>
    </div>
  );
}

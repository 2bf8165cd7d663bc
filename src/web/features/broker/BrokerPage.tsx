import { useIntl } from 'react-intl';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { brokerMessages } from './messages.ts';

/** Shown on phones and tablets: the site is for computers; the app is for these. */
export default function BrokerPage() {
  const intl = useIntl();
  const { mobileAppUrl } = useSiteConfig();
  return (
    <div className="centered-page">
      <PageIntro heading={routeTitles.broker} summary={brokerMessages.summary} />
      <AppLink href={mobileAppUrl} className="button button--primary button--large">
        {intl.formatMessage(brokerMessages.getApp)}
      </AppLink>
    </div>
  );
}

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { supportMessages } from './messages.ts';

/** Sends the browser to the external support site; the link is there if that is blocked. */
export default function SupportPage() {
  const intl = useIntl();
  const { supportUrl } = useSiteConfig();
  useEffect(() => {
    window.location.assign(supportUrl);
  }, [supportUrl]);
  return (
    <div className="centered-page">
      <PageIntro heading={routeTitles.support} summary={supportMessages.summary} />
      <AppLink href={supportUrl} className="button button--primary">
        {intl.formatMessage(supportMessages.openSite)}
      </AppLink>
    </div>
  );
}

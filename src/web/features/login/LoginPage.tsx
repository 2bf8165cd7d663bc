import { useIntl } from 'react-intl';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { loginMessages } from './messages.ts';

export default function LoginPage() {
  const intl = useIntl();
  return (
    <div className="centered-page">
      <PageIntro heading={routeTitles.login} summary={loginMessages.summary} />
      <AppLink href={PATHS.easy} className="button button--large">
        {intl.formatMessage(loginMessages.continueAsGuest)}
      </AppLink>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../auth/SessionContext.tsx';
import { commandMessages } from '../../commands/messages.ts';
import { routeTitles } from '../../routes/messages.ts';
import { REDIRECT_PARAM } from '../../routes/navigationGuard.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { loginMessages as m } from './messages.ts';
import { SignInChoices } from './SignInChoices.tsx';

/**
 * Where the guard sends a visitor who must sign in. It says why, and the
 * user chooses to go on: no surprise redirect on arrival. After signing in
 * the app opens the page they were after (?redirect=), or Easy.
 */
export default function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();

  if (session) {
    return (
      <div className="centered-page">
        <PageIntro heading={routeTitles.login} summary={commandMessages.alreadySignedIn} />
        <AppLink href={PATHS.easy} className="button button--large">
          {intl.formatMessage(commandMessages.goEasy)}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="centered-page">
      <PageIntro heading={routeTitles.login} summary={m.summary} />
      <SignInChoices action={routeTitles.login} returnTo={params.get(REDIRECT_PARAM) ?? undefined} />
    </div>
  );
}

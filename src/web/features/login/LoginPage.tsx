import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSession } from '../../auth/SessionContext.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { commandMessages } from '../../commands/messages.ts';
import { shellMessages } from '../../layouts/messages.ts';
import { loginMessages as m } from './messages.ts';
import { useStartSignIn } from './useStartSignIn.ts';

/**
 * Where the guard sends a visitor who must sign in. It says why, and the
 * user chooses to go on: no surprise redirect on arrival. After signing in
 * the app opens the page they were after (?redirect=), or Easy.
 */
export default function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const { state, start } = useStartSignIn(params.get('redirect') ?? undefined);

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
      {state === 'failed' && (
        <p role="alert" className="form-error">
          {intl.formatMessage(m.startFailed)}
        </p>
      )}
      <div className="button-row">
        <Button className="button button--primary button--large" onPress={start} isPending={state === 'starting'}>
          {intl.formatMessage(state === 'failed' ? shellMessages.reload : routeTitles.login)}
        </Button>
        <AppLink href={PATHS.easy} className="button button--large">
          {intl.formatMessage(m.continueAsGuest)}
        </AppLink>
      </div>
    </div>
  );
}

import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAuth, useSession } from '../../auth/SessionContext.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { announce } from '../../ui/announcer.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { shellMessages } from '../messages.ts';

/** Who is signed in, with sign-out; or the way to sign in. */
export function SessionArea() {
  const intl = useIntl();
  const auth = useAuth();
  const session = useSession();
  const navigate = useNavigate();

  if (!session) {
    return (
      <AppLink href={PATHS.login} className="button button--quiet">
        {intl.formatMessage(routeTitles.login)}
      </AppLink>
    );
  }
  return (
    <div className="session-area">
      <span className="session-name">{intl.formatMessage(shellMessages.signedInAs, { name: session.name })}</span>
      <Button
        className="button button--quiet"
        onPress={() => {
          auth.signOut();
          announce(intl.formatMessage(shellMessages.signedOut));
          void navigate(PATHS.home);
        }}
      >
        {intl.formatMessage(shellMessages.signOut)}
      </Button>
    </div>
  );
}

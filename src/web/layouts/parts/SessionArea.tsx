import { useIntl } from 'react-intl';
import { useSession } from '../../auth/SessionContext.tsx';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { SIGN_OUT_COMMAND_ID } from '../../commands/globalCommands.ts';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { shellMessages } from '../messages.ts';

/** Who is signed in, with sign-out; or the way to sign in. Both are registry commands too. */
export function SessionArea() {
  const intl = useIntl();
  const session = useSession();
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
      <CommandButton commandId={SIGN_OUT_COMMAND_ID} />
    </div>
  );
}

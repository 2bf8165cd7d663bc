import { useIntl } from 'react-intl';
import { useSession } from '../../auth/SessionContext.tsx';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { CommandLink } from '../../commands/CommandLink.tsx';
import { SIGN_IN_COMMAND_ID, SIGN_OUT_COMMAND_ID } from '../../commands/globalCommands.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { shellMessages } from '../messages.ts';
import { personName } from './personName.ts';

/** Who is signed in (their Profile a link away), with sign-out; or the way to sign in. */
export function SessionArea() {
  const intl = useIntl();
  const session = useSession();
  if (!session) return <CommandLink commandId={SIGN_IN_COMMAND_ID} className="button button--quiet" />;
  return (
    <div className="session-area">
      <AppLink href={PATHS.profile} className="session-name">
        {intl.formatMessage(shellMessages.signedInAs, { name: personName(session) })}
      </AppLink>
      <CommandButton commandId={SIGN_OUT_COMMAND_ID} />
    </div>
  );
}

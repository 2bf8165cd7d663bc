import { useIntl } from 'react-intl';
import { useSession } from '../../auth/SessionContext.tsx';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { CommandLink } from '../../commands/CommandLink.tsx';
import { SIGN_IN_COMMAND_ID, SIGN_OUT_COMMAND_ID } from '../../commands/globalCommands.ts';
import { shellMessages } from '../messages.ts';

/** Who is signed in, with sign-out; or the way to sign in. Both come from the command registry. */
export function SessionArea() {
  const intl = useIntl();
  const session = useSession();
  if (!session) return <CommandLink commandId={SIGN_IN_COMMAND_ID} className="button button--quiet" />;
  return (
    <div className="session-area">
      <span className="session-name">{intl.formatMessage(shellMessages.signedInAs, { name: session.name })}</span>
      <CommandButton commandId={SIGN_OUT_COMMAND_ID} />
    </div>
  );
}

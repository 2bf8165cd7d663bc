import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Message } from '../../../core/messages/index.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { loginMessages as m } from './messages.ts';
import { useStartSignIn } from './useStartSignIn.ts';
import { uiMessages } from '../../ui/messages.ts';

/**
 * The two ways on from the sign-in pages: go to the sign-in page (saying so
 * when it cannot be reached, then offering to try again) or look around
 * without signing in.
 */
export function SignInChoices({ action, returnTo }: { readonly action: Message; readonly returnTo?: string | undefined }) {
  const intl = useIntl();
  const { state, start } = useStartSignIn(returnTo);
  return (
    <>
      {state === 'failed' && (
        <p role="alert" className="form-error">
          {intl.formatMessage(m.startFailed)}
        </p>
      )}
      <div className="button-row">
        <Button className="button button--primary button--large" onPress={start} isPending={state === 'starting'}>
          {intl.formatMessage(state === 'failed' ? uiMessages.reload : action)}
        </Button>
        <AppLink href={PATHS.easy} className="button button--large">
          {intl.formatMessage(m.continueAsGuest)}
        </AppLink>
      </div>
    </>
  );
}

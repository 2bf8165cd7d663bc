import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AuthPort, SignInResult } from '../../auth/authPort.ts';
import { useAuth } from '../../auth/SessionContext.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { loginMessages as m } from './messages.ts';
import { SignInChoices } from './SignInChoices.tsx';
import { uiMessages } from '../../ui/messages.ts';

// A code in the address can be traded once: effects that run twice (React's
// strict mode) share the one attempt.
let attempt: { readonly auth: AuthPort; readonly result: Promise<SignInResult> } | undefined;
function completeOnce(auth: AuthPort): Promise<SignInResult> {
  if (attempt?.auth !== auth) attempt = { auth, result: auth.completeSignIn() };
  return attempt.result;
}

/** The return from the sign-in page: keep the session and open the page the user was after. */
export default function LoginCallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<'cancelled' | 'failed' | undefined>();

  useEffect(() => {
    let current = true;
    completeOnce(auth)
      .then((result) => {
        if (!current) return;
        if (result.kind === 'signed-in') void navigate(result.returnTo, { replace: true });
        else {
          if (result.kind === 'failed') console.warn('Sign-in did not complete:', result.reason);
          setOutcome(result.kind);
        }
      })
      .catch((error: unknown) => {
        console.warn('Sign-in did not complete:', error);
        if (current) setOutcome('failed');
      });
    return () => {
      current = false;
    };
  }, [auth, navigate]);

  if (!outcome) {
    return (
      <div className="centered-page">
        <PageIntro heading={routeTitles.loginCallback} summary={m.callbackSummary} />
      </div>
    );
  }
  return (
    <div className="centered-page">
      <PageIntro heading={routeTitles.loginCallback} summary={outcome === 'cancelled' ? m.cancelled : m.failed} />
      <SignInChoices action={outcome === 'cancelled' ? routeTitles.login : uiMessages.reload} />
    </div>
  );
}

import { useState } from 'react';
import { bcp47 } from '../../../shared/i18n/locales.ts';
import { useAuth } from '../../auth/SessionContext.tsx';
import { useLocaleState } from '../../i18n/LocaleContext.tsx';

/**
 * Starts the round trip to the sign-in page, in the app's language. The
 * browser leaves the app when it works; when the service cannot be reached
 * the caller shows `failed` and the user can try again.
 */
export function useStartSignIn(returnTo: string | undefined) {
  const auth = useAuth();
  const { locale } = useLocaleState();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');
  const start = () => {
    setState('starting');
    auth.startSignIn({ returnTo, locale: bcp47(locale) }).catch((error: unknown) => {
      console.warn('Sign-in could not start:', error);
      setState('failed');
    });
  };
  return { state, start };
}

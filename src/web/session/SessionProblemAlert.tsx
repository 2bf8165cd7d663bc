import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { bcp47 } from '../../shared/i18n/locales.ts';
import { sessionProblemMessage } from '../api/messages.ts';
import { useAuth } from '../auth/SessionContext.tsx';
import { useLocaleState } from '../i18n/LocaleContext.tsx';
import { routeTitles } from '../routes/messages.ts';
import { loginRedirect } from '../routes/navigationGuard.ts';
import type { ReportedProblem } from './sessionProblemStore.ts';

/**
 * The alert of spec §2 and §8: 'Plean sign in again(n) !', then sign-in. An
 * alert dialog, so screen readers speak it at once; its one button has focus
 * and goes to the sign-in page, coming back to where the user was going.
 */
export default function SessionProblemAlert({ reported, onDismiss }: { readonly reported: ReportedProblem; readonly onDismiss: () => void }) {
  const intl = useIntl();
  const auth = useAuth();
  const navigate = useNavigate();
  const { locale } = useLocaleState();
  const { pathname, search, hash } = useLocation();

  const signIn = () => {
    onDismiss();
    const returnTo = reported.returnTo ?? `${pathname}${search}${hash}`;
    // When the sign-in service cannot be reached, the sign-in page says so and offers to try again.
    auth.startSignIn({ returnTo, locale: bcp47(locale) }).catch(() => void navigate(loginRedirect(returnTo)));
  };
  return (
    <ModalOverlay isOpen isKeyboardDismissDisabled className="modal-overlay">
      <Modal className="modal modal--alert">
        <Dialog role="alertdialog" className="dialog">
          <Heading slot="title" className="dialog-title">
            {intl.formatMessage(sessionProblemMessage(reported.problem))}
          </Heading>
          <div className="button-row">
            {/* The one action of an alert dialog takes focus (APG alertdialog pattern). */}
            <Button className="button button--primary" onPress={signIn} autoFocus>
              {intl.formatMessage(routeTitles.login)}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

import { useIntl } from 'react-intl';
import { tableForSetting, languageName } from '../../../core/braille/index.ts';
import { ENDONYMS, bcp47 } from '../../../shared/i18n/locales.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { SIGN_OUT_COMMAND_ID } from '../../commands/globalCommands.ts';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { useLocaleState } from '../../i18n/LocaleContext.tsx';
import { useBrailleSetting } from '../../preferences/brailleSetting.ts';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { accountPageUrl } from './accountPage.ts';
import { profileMessages as m } from './messages.ts';
import './profile.css';

/**
 * Profile (spec §2 "Profile"; spec §3 session info and user preferences):
 * who is signed in, their roles, their language and braille translation
 * language, and the ways to sign out or change their account.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const session = useSession();
  const { locale } = useLocaleState();
  const { setting } = useBrailleSetting();
  const { signIn } = useSiteConfig();
  const accountPage = accountPageUrl(signIn, window.location.origin);
  const table = tableForSetting(setting);
  // The route needs sign-in; this covers the moment after signing out.
  if (!session) return <PageIntro heading={routeTitles.profile} summary={m.summary} />;
  return (
    <>
      <PageIntro heading={routeTitles.profile} summary={m.summary} />
      <section className="panel" aria-labelledby="profile-account">
        <h2 id="profile-account">{intl.formatMessage(m.account)}</h2>
        <dl className="profile-facts">
          <dt>{intl.formatMessage(m.name)}</dt>
          <dd>{session.name}</dd>
          <dt>{intl.formatMessage(m.loginId)}</dt>
          <dd>{session.userId}</dd>
          <dt>{intl.formatMessage(m.roles)}</dt>
          <dd>{session.roles.length === 0 ? intl.formatMessage(m.noRoles) : intl.formatList(session.roles)}</dd>
        </dl>
        <div className="button-row">
          {accountPage === undefined ? (
            <p>{intl.formatMessage(m.noAccountPage)}</p>
          ) : (
            <a className="button" href={accountPage} rel="noopener">
              {intl.formatMessage(m.accountPage)}
            </a>
          )}
          <CommandButton commandId={SIGN_OUT_COMMAND_ID} />
        </div>
      </section>
      <section className="panel" aria-labelledby="profile-languages">
        <h2 id="profile-languages">{intl.formatMessage(m.languages)}</h2>
        <dl className="profile-facts">
          <dt>{intl.formatMessage(m.userLanguage)}</dt>
          <dd lang={bcp47(locale)}>{ENDONYMS[locale]}</dd>
          <dt>{intl.formatMessage(m.brailleLanguage)}</dt>
          <dd>{intl.formatMessage(m.braillePins, { language: languageName(table, intl.locale), pins: setting.pin })}</dd>
        </dl>
        <AppLink href={PATHS.settings} className="button">
          {intl.formatMessage(m.changeInSettings)}
        </AppLink>
      </section>
    </>
  );
}

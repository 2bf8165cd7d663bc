import { useIntl } from 'react-intl';
import { ROLES } from '../../../shared/auth/roles.ts';
import { hasRole } from '../../../shared/auth/session.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { useLocaleState } from '../../i18n/LocaleContext.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { shellMessages } from '../messages.ts';
import { NavLink } from './NavLink.tsx';

/** Home, Easy, Canvas, Cloud, Book (administrators), Support; and for Korean, four more places. */
export function MainNav() {
  const intl = useIntl();
  const session = useSession();
  const { locale } = useLocaleState();
  const { koreanLinks } = useSiteConfig();
  const t = intl.formatMessage;

  return (
    <nav className="main-nav" aria-label={t(shellMessages.mainNavigation)}>
      <ul className="nav-list">
        <li><NavLink href={PATHS.home}>{t(routeTitles.home)}</NavLink></li>
        <li><NavLink href={PATHS.easy}>{t(routeTitles.easy)}</NavLink></li>
        <li><NavLink href={PATHS.canvas}>{t(routeTitles.canvas)}</NavLink></li>
        <li><NavLink href={PATHS.cloud}>{t(routeTitles.cloud)}</NavLink></li>
        {hasRole(session, ROLES.admin) && <li><NavLink href={PATHS.book}>{t(routeTitles.book)}</NavLink></li>}
        <li><NavLink href={PATHS.support}>{t(routeTitles.support)}</NavLink></li>
        {locale === 'ko' && (
          <>
            <li><AppLink className="nav-link" href={koreanLinks.tactileTravel}>{t(shellMessages.tactileTravel)}</AppLink></li>
            <li><AppLink className="nav-link" href={koreanLinks.sensoryToon}>{t(shellMessages.sensoryToon)}</AppLink></li>
            <li><AppLink className="nav-link" href={koreanLinks.tactileExperience}>{t(shellMessages.tactileExperience)}</AppLink></li>
            <li><AppLink className="nav-link" href={koreanLinks.resourceRoom}>{t(shellMessages.resourceRoom)}</AppLink></li>
          </>
        )}
      </ul>
    </nav>
  );
}

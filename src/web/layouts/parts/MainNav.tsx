import { useIntl } from 'react-intl';
import { ROLES } from '../../../shared/auth/roles.ts';
import { hasRole } from '../../../shared/auth/session.ts';
import { useSession } from '../../auth/SessionContext.tsx';
import { useSiteConfig } from '../../config/SiteConfigContext.tsx';
import { useLocaleState } from '../../i18n/LocaleContext.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PATHS } from '../../routes/paths.ts';
import { useRouteTable } from '../../routes/RouteTableContext.ts';
import { useSessionProblems } from '../../session/SessionProblemsContext.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { shellMessages } from '../messages.ts';
import { NavLink } from './NavLink.tsx';
import { useServerMenu, type ServerMenuItem } from './useServerMenu.ts';

/** Until the server's menu arrives (or if it cannot): the same items, decided here from the token. */
function builtInMenu(isAdmin: boolean): ServerMenuItem[] {
  const item = (path: string, name: { id: string }) => ({ menuId: path, menuName: name.id, menuUrl: path });
  return [
    item(PATHS.home, routeTitles.home),
    item(PATHS.canvas, routeTitles.canvas),
    item(PATHS.cloud, routeTitles.cloud),
    ...(isAdmin ? [item(PATHS.book, routeTitles.book)] : []),
    item(PATHS.support, routeTitles.support),
  ];
}

/**
 * The server's menu (Home, Canvas, Cloud, Book for administrators, Support),
 * with Easy mode after Home; for Korean, four more places. A guest who picks
 * an item that needs sign-in hears 'Plean sign in again(1) !' (the menu
 * guard of spec §2) and signs in, landing where they were going.
 */
export function MainNav() {
  const intl = useIntl();
  const session = useSession();
  const problems = useSessionProblems();
  const { locale } = useLocaleState();
  const { koreanLinks } = useSiteConfig();
  const t = intl.formatMessage;
  const items = useServerMenu() ?? builtInMenu(hasRole(session, ROLES.admin));
  const routes = useRouteTable();

  const menuLink = ({ menuName, menuUrl }: ServerMenuItem) => {
    const needsSignIn = !session && routes.find(menuUrl)?.access === 'signedIn';
    // Keyed by address, so the server's menu replacing the built-in one keeps
    // the same links in place, and a link that has focus keeps it.
    return (
      <li key={menuUrl}>
        <NavLink href={menuUrl} {...(needsSignIn ? { onPress: () => problems.report(1, menuUrl) } : {})}>
          {t({ id: menuName, defaultMessage: menuName })}
        </NavLink>
      </li>
    );
  };

  return (
    <nav className="main-nav" aria-label={t(shellMessages.mainNavigation)}>
      <ul className="nav-list">
        {items.slice(0, 1).map(menuLink)}
        <li><NavLink href={PATHS.easy}>{t(routeTitles.easy)}</NavLink></li>
        {items.slice(1).map(menuLink)}
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

import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { routeTitles } from '../routes/messages.ts';
import { PATHS } from '../routes/paths.ts';
import { shellMessages } from './messages.ts';
import { MainContent } from './parts/MainContent.tsx';
import { NavLink } from './parts/NavLink.tsx';
import { SiteFooter } from './parts/SiteFooter.tsx';
import { SiteHeader } from './parts/SiteHeader.tsx';
import { SkipLink } from './parts/SkipLink.tsx';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { Slot } from './LayoutSlots.tsx';

/** My Cloud: my files, trash and the library beside the content; what features follow in the background (the conversion poll of spec §2). */
export default function CloudLayout() {
  const intl = useIntl();
  return (
    <QueryProvider>
      <div className="layout layout--cloud">
        <SkipLink />
        <SiteHeader />
        <div className="cloud-body">
          <nav className="cloud-nav" aria-label={intl.formatMessage(shellMessages.cloudNavigation)}>
            <ul className="side-list">
              <li><NavLink href={PATHS.cloud}>{intl.formatMessage(shellMessages.myFiles)}</NavLink></li>
              <li><NavLink href={PATHS.trash}>{intl.formatMessage(routeTitles.trash)}</NavLink></li>
              <li><NavLink href={PATHS.library}>{intl.formatMessage(routeTitles.library)}</NavLink></li>
            </ul>
          </nav>
          <MainContent className="main--cloud">
            <Outlet />
          </MainContent>
        </div>
        <SiteFooter />
      </div>
      <Slot name="workspace" />
    </QueryProvider>
  );
}

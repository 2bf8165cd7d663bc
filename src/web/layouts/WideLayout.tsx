import { Outlet } from 'react-router';
import { MainContent } from './parts/MainContent.tsx';
import { SiteFooter } from './parts/SiteFooter.tsx';
import { SiteHeader } from './parts/SiteHeader.tsx';
import { SkipLink } from './parts/SkipLink.tsx';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { Slot } from './LayoutSlots.tsx';

/** For the editors: the content takes the full width of the window. */
export default function WideLayout() {
  return (
    <QueryProvider>
      <div className="layout layout--wide">
        <SkipLink />
        <SiteHeader />
        <MainContent className="main--wide">
          <Outlet />
        </MainContent>
        <SiteFooter />
      </div>
      <Slot name="workspace" />
    </QueryProvider>
  );
}

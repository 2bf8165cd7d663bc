import { Outlet } from 'react-router';
import { MainContent } from './parts/MainContent.tsx';
import { SiteFooter } from './parts/SiteFooter.tsx';
import { SiteHeader } from './parts/SiteHeader.tsx';
import { SkipLink } from './parts/SkipLink.tsx';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { Slot } from './LayoutSlots.tsx';

export default function DefaultLayout() {
  return (
    <QueryProvider>
      <div className="layout layout--default">
        <SkipLink />
        <SiteHeader />
        <MainContent className="main--default">
          <Outlet />
        </MainContent>
        <SiteFooter />
      </div>
      <Slot name="workspace" />
    </QueryProvider>
  );
}

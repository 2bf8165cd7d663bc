import { Outlet } from 'react-router';
import { EasyHeader } from './parts/EasyHeader.tsx';
import { MainContent } from './parts/MainContent.tsx';
import { SkipLink } from './parts/SkipLink.tsx';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { Slot } from './LayoutSlots.tsx';

/** Easy cloud and Easy search: large targets, one way back; what features follow in the background (the conversion poll of spec §2). */
export default function EasyCloudLayout() {
  return (
    <QueryProvider>
      <div className="layout layout--easy">
        <SkipLink />
        <EasyHeader />
        <MainContent className="main--easy">
          <Outlet />
        </MainContent>
      </div>
      <Slot name="workspace" />
    </QueryProvider>
  );
}

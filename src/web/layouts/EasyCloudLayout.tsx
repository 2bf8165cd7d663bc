import { Outlet } from 'react-router';
import { EasyHeader } from './parts/EasyHeader.tsx';
import { MainContent } from './parts/MainContent.tsx';
import { SkipLink } from './parts/SkipLink.tsx';

/** Easy cloud and Easy search: large targets, one way back. */
export default function EasyCloudLayout() {
  return (
    <div className="layout layout--easy">
      <SkipLink />
      <EasyHeader />
      <MainContent className="main--easy">
        <Outlet />
      </MainContent>
    </div>
  );
}

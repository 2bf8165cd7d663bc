import { Outlet } from 'react-router';
import { EasyHeader } from './parts/EasyHeader.tsx';
import { MainContent } from './parts/MainContent.tsx';
import { SkipLink } from './parts/SkipLink.tsx';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { ConversionPoll } from '../cloud/ConversionPoll.tsx';

/** Easy cloud and Easy search: large targets, one way back; the conversion poll of spec §2. */
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
      <ConversionPoll />
    </QueryProvider>
  );
}

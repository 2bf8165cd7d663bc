import { Outlet } from 'react-router';
import { MainContent } from './parts/MainContent.tsx';

/** No app chrome: the page brings what it needs. */
export default function BlankLayout() {
  return (
    <div className="layout layout--blank">
      <MainContent className="main--blank">
        <Outlet />
      </MainContent>
    </div>
  );
}

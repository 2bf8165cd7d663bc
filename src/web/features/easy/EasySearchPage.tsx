import { lazy } from 'react';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { easyMessages } from './messages.ts';

const EasySearchView = lazy(() => import('./cloud/EasySearchView.tsx'));

export default function EasySearchPage() {
  return (
    <div className="easy-page">
      <PageIntro heading={routeTitles.easySearch} summary={easyMessages.searchSummary} />
      <WithCataloguePart part="cloud">
        <EasySearchView />
      </WithCataloguePart>
    </div>
  );
}

import { lazy } from 'react';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { easyMessages } from './messages.ts';

// The list comes with the Cloud's code and messages (catalogue part 'cloud');
// the heading is here at once, for the focus that lands on it.
const EasyCloudView = lazy(() => import('./cloud/EasyCloudView.tsx'));

export default function EasyCloudPage() {
  return (
    <div className="easy-page">
      <PageIntro heading={routeTitles.easyCloud} summary={easyMessages.cloudSummary} />
      <WithCataloguePart part="cloud">
        <EasyCloudView />
      </WithCataloguePart>
    </div>
  );
}

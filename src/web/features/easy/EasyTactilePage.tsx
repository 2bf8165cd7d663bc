import { lazy } from 'react';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { EasyScreen } from './EasyScreen.tsx';
import { easyMessages } from './messages.ts';

// The reader comes with the Canvas's code and messages (catalogue part
// 'canvas'); the heading is here at once, for the focus that lands on it.
const EasyTactileView = lazy(() => import('./canvas/EasyTactileView.tsx'));

export default function EasyTactilePage() {
  return (
    <EasyScreen>
      <PageIntro heading={routeTitles.easyTactile} summary={easyMessages.tactileSummary} />
      <WithCataloguePart part="canvas">
        <EasyTactileView />
      </WithCataloguePart>
    </EasyScreen>
  );
}

import { lazy } from 'react';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { EasyScreen } from './EasyScreen.tsx';
import { easyMessages } from './messages.ts';

// The drawing comes with the Canvas's code and messages (catalogue part
// 'canvas'); the heading is here at once, for the focus that lands on it.
const EasyCanvasView = lazy(() => import('./canvas/EasyCanvasView.tsx'));

export default function EasyCanvasPage() {
  return (
    <EasyScreen>
      <PageIntro heading={routeTitles.easyCanvas} summary={easyMessages.canvasSummary} />
      <WithCataloguePart part="canvas">
        <EasyCanvasView />
      </WithCataloguePart>
    </EasyScreen>
  );
}

import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { EasyScreen } from './EasyScreen.tsx';
import { easyMessages } from './messages.ts';

export default function EasyCanvasPage() {
  return (
    <EasyScreen>
      <PageIntro heading={routeTitles.easyCanvas} summary={easyMessages.canvasSummary} />
    </EasyScreen>
  );
}

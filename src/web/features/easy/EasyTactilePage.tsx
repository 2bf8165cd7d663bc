import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { EasyScreen } from './EasyScreen.tsx';
import { easyMessages } from './messages.ts';

export default function EasyTactilePage() {
  return (
    <EasyScreen>
      <PageIntro heading={routeTitles.easyTactile} summary={easyMessages.tactileSummary} />
    </EasyScreen>
  );
}

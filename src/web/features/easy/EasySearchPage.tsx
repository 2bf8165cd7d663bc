import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { easyMessages } from './messages.ts';

export default function EasySearchPage() {
  return <PageIntro heading={routeTitles.easySearch} summary={easyMessages.searchSummary} />;
}

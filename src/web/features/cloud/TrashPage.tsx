import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { cloudMessages } from './messages.ts';

export default function TrashPage() {
  return <PageIntro heading={routeTitles.trash} summary={cloudMessages.trashSummary} />;
}

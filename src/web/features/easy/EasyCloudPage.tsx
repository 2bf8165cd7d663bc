import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { easyMessages } from './messages.ts';

export default function EasyCloudPage() {
  return <PageIntro heading={routeTitles.easyCloud} summary={easyMessages.cloudSummary} />;
}

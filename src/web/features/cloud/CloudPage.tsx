import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { cloudMessages } from './messages.ts';

export default function CloudPage() {
  return <PageIntro heading={routeTitles.cloud} summary={cloudMessages.summary} />;
}

import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { libraryMessages } from './messages.ts';

export default function LibraryPage() {
  return <PageIntro heading={routeTitles.library} summary={libraryMessages.summary} />;
}

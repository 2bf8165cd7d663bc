import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { bookMessages } from './messages.ts';

export default function BookPage() {
  return <PageIntro heading={routeTitles.book} summary={bookMessages.summary} />;
}

import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { canvasMessages } from './messages.ts';

export default function CanvasPage() {
  return <PageIntro heading={routeTitles.canvas} summary={canvasMessages.summary} />;
}

import { useLocation } from 'react-router';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { BrailleTranslatorPanel } from '../braille/BrailleTranslatorPanel.tsx';
import { testMessages } from './messages.ts';

/** One developer page per test sub-route; each gets its check as its feature lands. */
export default function TestPage() {
  const name = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  return (
    <>
      <PageIntro heading={testMessages.pageHeading} summary={testMessages.pageSummary} values={{ name }} />
      {name === 'braille' && <BrailleTranslatorPanel />}
    </>
  );
}

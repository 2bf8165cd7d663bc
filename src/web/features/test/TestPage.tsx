import { useLocation } from 'react-router';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { testMessages } from './messages.ts';

/** One developer page per test sub-route; the later issues give each its check. */
export default function TestPage() {
  const name = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  return <PageIntro heading={testMessages.pageHeading} summary={testMessages.pageSummary} values={{ name }} />;
}

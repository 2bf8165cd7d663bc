import { lazy } from 'react';
import { useLocation } from 'react-router';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { testMessages } from './messages.ts';

const BrailleTranslatorPanel = lazy(async () => ({ default: (await import('../braille/BrailleTranslatorPanel.tsx')).BrailleTranslatorPanel }));
const MiddlewareTestPanel = lazy(() => import('../device/MiddlewareTestPanel.tsx'));

/** One developer page per test sub-route; each gets its check as its feature lands. */
export default function TestPage() {
  const name = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  return (
    <>
      <PageIntro heading={testMessages.pageHeading} summary={testMessages.pageSummary} values={{ name }} />
      {name === 'braille' && (
        <WithCataloguePart part="braille">
          <BrailleTranslatorPanel />
        </WithCataloguePart>
      )}
      {name === 'middleware' && (
        <WithCataloguePart part="device">
          <MiddlewareTestPanel />
        </WithCataloguePart>
      )}
    </>
  );
}

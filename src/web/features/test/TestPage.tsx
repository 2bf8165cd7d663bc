import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { testMessages, testPageMessages } from './messages.ts';
import { ConvertPanel } from './panels/ConvertPanel.tsx';
import './testPages.css';

const BrailleTranslatorPanel = lazy(async () => ({ default: (await import('../braille/index.ts')).BrailleTranslatorPanel }));
const ConversionDemo = lazy(async () => ({ default: (await import('../cloud/index.ts')).ConversionDemo }));
const MiddlewareTestPanel = lazy(async () => ({ default: (await import('../device/index.ts')).MiddlewareTestPanel }));
const MenuReloadPanel = lazy(() => import('./panels/MenuReloadPanel.tsx'));
const PaginationPanel = lazy(() => import('./panels/PaginationPanel.tsx'));
const CanvasTemplatePanel = lazy(() => import('./panels/CanvasTemplatePanel.tsx'));
const OpenApiPanel = lazy(() => import('./panels/OpenApiPanel.tsx'));
const SessionPanel = lazy(() => import('./panels/SessionPanel.tsx'));
const ConnectionPanel = lazy(() => import('./panels/ConnectionPanel.tsx'));

/** One support page per test sub-route (spec §2), each doing what its name says. */
export default function TestPage() {
  const intl = useIntl();
  const name = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  return (
    <>
      <PageIntro heading={testMessages.pageHeading} summary={testMessages.pageSummary} values={{ name }} />
      <Suspense fallback={<p className="field-note">{intl.formatMessage(testPageMessages.loading)}</p>}>
        <TestPanel name={name} />
      </Suspense>
    </>
  );
}

function TestPanel({ name }: { readonly name: string }) {
  switch (name) {
    case 'braille':
      return (
        <WithCataloguePart part="braille">
          <BrailleTranslatorPanel />
        </WithCataloguePart>
      );
    case 'middleware':
      return (
        <WithCataloguePart part="device">
          <MiddlewareTestPanel />
        </WithCataloguePart>
      );
    case 'menu-reload':
      return <MenuReloadPanel />;
    case 'pagination':
      return <PaginationPanel />;
    case 'save-dtm-file-as-dtms':
      return <ConvertPanel conversion="dtm-to-dtms" />;
    case 'save-dtms-file-as-dtm':
      return <ConvertPanel conversion="dtms-to-dtm" />;
    case 'canvas-template':
      return (
        <WithCataloguePart part="canvas">
          <CanvasTemplatePanel />
        </WithCataloguePart>
      );
    case 'openapi':
      return <OpenApiPanel />;
    case 'session':
      return <SessionPanel />;
    case 'websocket':
      return <ConnectionPanel />;
    case 'pdf-convert-demo':
      return (
        <WithCataloguePart part="cloud">
          <ConversionDemo />
        </WithCataloguePart>
      );
    default:
      return null;
  }
}

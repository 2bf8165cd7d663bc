import { useIntl } from 'react-intl';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { CanvasScreen } from './CanvasScreen.tsx';
import { canvasMessages } from './messages.ts';
import '../../styles/canvas.css';
import '../../styles/canvas-panels.css';

function Intro() {
  const intl = useIntl();
  return <p className="page-summary">{intl.formatMessage(canvasMessages.summary)}</p>;
}

/**
 * /canvas. The heading is in the main catalogue, so it is there (and takes
 * focus after navigation) while the Canvas's messages load.
 */
export default function CanvasPage() {
  const intl = useIntl();
  return (
    <>
      <header className="page-intro">
        <PageHeading>{intl.formatMessage(routeTitles.canvas)}</PageHeading>
      </header>
      <WithCataloguePart part="canvas">
        <Intro />
        <CanvasScreen />
      </WithCataloguePart>
    </>
  );
}

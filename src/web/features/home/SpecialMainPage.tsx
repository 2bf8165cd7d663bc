import { useIntl } from 'react-intl';
import { CommandTileList, type TileSpec } from '../../commands/CommandTileList.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { easyMessages } from '../easy/index.ts';

// Commands active everywhere, so the tiles work on "/" as they do in the palette.
const EVERYDAY: readonly TileSpec[] = [
  { commandId: 'app.goEasy', title: routeTitles.easy },
  { commandId: 'app.goCloud', title: routeTitles.cloud },
  { commandId: 'app.goLibrary', title: routeTitles.library },
  { commandId: 'app.goCanvas', title: routeTitles.canvas },
];

/**
 * The special main page (spec §2, route kchfMain): what the account named by
 * the SPECIAL_LOGIN_ID setting sees at "/" instead of Home. The spec gives no
 * content; it opens straight on the everyday places.
 */
export function SpecialMainPage() {
  const intl = useIntl();
  return (
    <div className="special-main">
      <PageIntro heading={routeTitles.home} summary={easyMessages.lead} />
      <CommandTileList tiles={EVERYDAY} className="tile-grid--primary" label={intl.formatMessage(easyMessages.mainChoices)} />
    </div>
  );
}

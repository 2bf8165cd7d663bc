import { useIntl } from 'react-intl';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { CommandTileList, type TileSpec } from '../../commands/CommandTileList.tsx';
import { PALETTE_COMMAND_ID } from '../../commands/globalCommands.ts';
import { SessionArea } from '../../layouts/parts/SessionArea.tsx';
import { LanguageButton } from '../../commands/LanguageButton.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { easyMessages as m } from './messages.ts';

const EASY_APPS: readonly TileSpec[] = [
  { commandId: 'easy.openCloud', title: m.cloudTile, description: m.cloudTileDescription },
  { commandId: 'easy.openSearch', title: m.searchTile, description: m.searchTileDescription },
  { commandId: 'easy.openTactile', title: m.tactileTile, description: m.tactileTileDescription },
  { commandId: 'easy.openCanvas', title: m.canvasTile, description: m.canvasTileDescription },
];

const FULL_SUITE: readonly TileSpec[] = [
  { commandId: 'app.goCanvas', title: routeTitles.canvas },
  { commandId: 'app.goCloud', title: routeTitles.cloud },
  { commandId: 'app.goLibrary', title: routeTitles.library },
  { commandId: 'app.goBook', title: routeTitles.book },
  { commandId: 'app.goSettings', title: routeTitles.settings },
  { commandId: 'app.goHome', title: routeTitles.home },
];

/**
 * The primary entry point: four large entries, then the way into the full
 * suite. Every entry is a registry command, so the palette offers the same.
 */
export default function EasyHomePage() {
  const intl = useIntl();
  return (
    <div className="easy-home">
      <header className="easy-home-header">
        <PageHeading>{intl.formatMessage(routeTitles.easy)}</PageHeading>
        <p className="page-summary">{intl.formatMessage(m.lead)}</p>
        <div className="header-tools">
          <CommandButton commandId={PALETTE_COMMAND_ID} />
          <LanguageButton />
          {/* A guest is offered Sign in; a signed-in user sees who they are. */}
          <SessionArea />
        </div>
      </header>

      <CommandTileList tiles={EASY_APPS} className="tile-grid--primary" label={intl.formatMessage(m.mainChoices)} />

      <section className="easy-suite" aria-labelledby="easy-full-suite">
        <h2 id="easy-full-suite">{intl.formatMessage(m.fullSuite)}</h2>
        <p>{intl.formatMessage(m.fullSuiteLead)}</p>
        <CommandTileList tiles={FULL_SUITE} className="tile-grid--secondary" />
      </section>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { CommandTile } from '../../commands/CommandTile.tsx';
import { PALETTE_COMMAND_ID } from '../../commands/globalCommands.ts';
import { LanguageButton } from '../../i18n/LanguageButton.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { easyMessages as m } from './messages.ts';

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
        </div>
      </header>

      <ul className="tile-grid tile-grid--primary" aria-label={intl.formatMessage(m.mainChoices)}>
        <li><CommandTile commandId="easy.openCloud" title={m.cloudTile} description={m.cloudTileDescription} /></li>
        <li><CommandTile commandId="easy.openSearch" title={m.searchTile} description={m.searchTileDescription} /></li>
        <li><CommandTile commandId="easy.openTactile" title={m.tactileTile} description={m.tactileTileDescription} /></li>
        <li><CommandTile commandId="easy.openCanvas" title={m.canvasTile} description={m.canvasTileDescription} /></li>
      </ul>

      <section className="easy-suite" aria-labelledby="easy-full-suite">
        <h2 id="easy-full-suite">{intl.formatMessage(m.fullSuite)}</h2>
        <p>{intl.formatMessage(m.fullSuiteLead)}</p>
        <ul className="tile-grid tile-grid--secondary">
          <li><CommandTile commandId="app.goCanvas" title={routeTitles.canvas} /></li>
          <li><CommandTile commandId="app.goCloud" title={routeTitles.cloud} /></li>
          <li><CommandTile commandId="app.goLibrary" title={routeTitles.library} /></li>
          <li><CommandTile commandId="app.goBook" title={routeTitles.book} /></li>
          <li><CommandTile commandId="app.goSettings" title={routeTitles.settings} /></li>
          <li><CommandTile commandId="app.goHome" title={routeTitles.home} /></li>
        </ul>
      </section>
    </div>
  );
}

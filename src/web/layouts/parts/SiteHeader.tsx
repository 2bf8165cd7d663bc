import { useIntl } from 'react-intl';
import { PRODUCT_NAME } from '../../../shared/product.ts';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { PALETTE_COMMAND_ID, SHORTCUTS_COMMAND_ID } from '../../commands/globalCommands.ts';
import { Slot } from '../LayoutSlots.tsx';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { shellMessages } from '../messages.ts';
import { MainNav } from './MainNav.tsx';
import { SessionArea } from './SessionArea.tsx';

/** The banner of the full suite: product, navigation and the tools every page has. */
export function SiteHeader() {
  const intl = useIntl();
  return (
    <header className="site-header">
      <div className="site-header-row">
        <AppLink href={PATHS.home} className="brand" aria-label={intl.formatMessage(shellMessages.productHome, { product: PRODUCT_NAME })}>
          {PRODUCT_NAME}
        </AppLink>
        <MainNav />
        <div className="header-tools">
          <CommandButton commandId={PALETTE_COMMAND_ID} />
          <CommandButton commandId={SHORTCUTS_COMMAND_ID} />
          <Slot name="headerTools" />
          <LanguagePicker />
          <SessionArea />
        </div>
      </div>
    </header>
  );
}

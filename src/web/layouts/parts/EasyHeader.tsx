import { useIntl } from 'react-intl';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { PALETTE_COMMAND_ID } from '../../commands/globalCommands.ts';
import { Slot } from '../LayoutSlots.tsx';
import { LanguagePicker } from '../../ui/LanguagePicker.tsx';
import { PATHS } from '../../routes/paths.ts';
import { AppLink } from '../../ui/AppLink.tsx';
import { ArrowIcon } from '../../ui/icons.tsx';
import { shellMessages } from '../messages.ts';

/** Easy screens' banner: one large way back, and little else. */
export function EasyHeader() {
  const intl = useIntl();
  return (
    <header className="easy-header">
      <AppLink href={PATHS.easy} className="button button--large easy-back">
        <ArrowIcon />
        {intl.formatMessage(shellMessages.backToEasy)}
      </AppLink>
      <div className="header-tools">
        <CommandButton commandId={PALETTE_COMMAND_ID} />
        <Slot name="headerTools" />
        <LanguagePicker />
      </div>
    </header>
  );
}

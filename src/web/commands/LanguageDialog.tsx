import { useIntl } from 'react-intl';
import { LanguagePicker } from '../ui/LanguagePicker.tsx';
import { AppDialog } from '../ui/AppDialog.tsx';
import { commandMessages as m } from './messages.ts';

interface Props {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** The "change language" command: the picker, focused, in a dialog that closes once a language is chosen. */
export function LanguageDialog({ isOpen, onOpenChange }: Props) {
  const intl = useIntl();
  return (
    <AppDialog title={intl.formatMessage(m.changeLanguage)} isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className="dialog-body">
        <LanguagePicker autoFocus onChanged={() => onOpenChange(false)} />
      </div>
    </AppDialog>
  );
}

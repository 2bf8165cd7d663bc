import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Point } from '../../../../core/pins/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { placementMessages as m } from './messages.ts';
import { PlacingAt } from './PlacementParts.tsx';
import { WithBraille } from './WithBraille.tsx';

/**
 * The frame of the dialogs that place braille (text box, multi-braille, text
 * file): the title, where the braille will go, and the form once the braille
 * engine's module and messages are there.
 */
export function BraillePlacementDialog({ title, at, onClose, children }: { readonly title: string; readonly at: Point; readonly onClose: () => void; readonly children: ReactNode }) {
  const intl = useIntl();
  return (
    <AppDialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="dialog-body">
        <PlacingAt at={at} />
        <WithBraille fallback={<p>{intl.formatMessage(m.loading)}</p>}>{children}</WithBraille>
      </div>
    </AppDialog>
  );
}

// The editing dialog a command asked for (currentEditor.ts's openDialog).

import type { BookDialog, BookEditorUi } from '../editor/currentEditor.ts';
import { CellPropertiesDialog } from './CellPropertiesDialog.tsx';
import { ColorDialog } from './ColorDialog.tsx';
import { FindReplaceDialog } from './FindReplaceDialog.tsx';
import { ImageDialog } from './ImageDialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';
import { ListStartDialog } from './ListStartDialog.tsx';
import { MediaDialog } from './MediaDialog.tsx';
import { PagePropertiesDialog } from '../pages/PagePropertiesDialog.tsx';
import { TableDialog } from './TableDialog.tsx';

interface Props {
  readonly dialog: BookDialog | null;
  readonly ui: BookEditorUi;
  readonly onClose: () => void;
}

export function BookDialogs({ dialog, ui, onClose }: Props) {
  switch (dialog) {
    case null:
      return null;
    case 'link':
      return <LinkDialog ui={ui} onClose={onClose} />;
    case 'find':
      return <FindReplaceDialog ui={ui} replace={false} onClose={onClose} />;
    case 'replace':
      return <FindReplaceDialog ui={ui} replace onClose={onClose} />;
    case 'listStart':
      return <ListStartDialog ui={ui} onClose={onClose} />;
    case 'table':
      return <TableDialog ui={ui} onClose={onClose} />;
    case 'image':
      return <ImageDialog ui={ui} onClose={onClose} />;
    case 'imageProperties':
      return <ImageDialog ui={ui} onClose={onClose} edit />;
    case 'media':
      return <MediaDialog ui={ui} onClose={onClose} />;
    case 'color':
      return <ColorDialog ui={ui} onClose={onClose} kind="color" />;
    case 'highlight':
      return <ColorDialog ui={ui} onClose={onClose} kind="highlight" />;
    case 'cellProperties':
      return <CellPropertiesDialog ui={ui} onClose={onClose} />;
    case 'pageProperties':
      return <PagePropertiesDialog onClose={onClose} />;
  }
}

import { useState, type ReactNode } from 'react';
import { Button, Group } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../ui/AppLink.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { DOCUMENT_BRAILLE_DEFAULTS } from '../../../../shared/api/documentBraille.ts';
import type { BrailleFormat } from '../api/bookPaths.ts';
import type { BraillePageSize as Size } from '../api/downloadBraille.ts';
import { BraillePageSize } from './BraillePageSize.tsx';
import { editorHref } from './readerHrefs.ts';
import { readerMessages as m } from './messages.ts';

interface Props {
  readonly dtmNo: string;
  readonly canEdit: boolean;
  readonly busy: boolean;
  readonly onDownloadHtml: () => void;
  readonly onDownloadBraille: (format: BrailleFormat, size: Size) => void;
  /** More actions after the downloads (the DAISY 3 export, for the document's owner). */
  readonly more?: ReactNode;
}

/** Download HTML, download braille (BRF or PEF, on a page of the chosen size), and Edit for administrators. */
export function ReaderActions({ dtmNo, canEdit, busy, onDownloadHtml, onDownloadBraille, more }: Props) {
  const intl = useIntl();
  const [format, setFormat] = useState<BrailleFormat>('brf');
  const [size, setSize] = useState<Size>({ cells: DOCUMENT_BRAILLE_DEFAULTS.cells, lines: DOCUMENT_BRAILLE_DEFAULTS.lines });
  return (
    <Group className="button-row book-reader-actions" aria-label={intl.formatMessage(m.actions)}>
      <Button className="button" onPress={onDownloadHtml} isDisabled={busy}>
        {intl.formatMessage(m.downloadHtml)}
      </Button>
      <SelectField
        label={intl.formatMessage(m.brailleFormat)}
        value={format}
        options={[
          { id: 'brf', name: intl.formatMessage(m.brf) },
          { id: 'pef', name: intl.formatMessage(m.pef) },
        ]}
        onChange={(id) => setFormat(id === 'pef' ? 'pef' : 'brf')}
      />
      <BraillePageSize size={size} onChange={setSize} />
      <Button className="button" onPress={() => onDownloadBraille(format, size)} isDisabled={busy}>
        {intl.formatMessage(m.downloadBraille)}
      </Button>
      {more}
      {canEdit && (
        <AppLink href={editorHref(dtmNo)} className="button button--primary">
          {intl.formatMessage(m.edit)}
        </AppLink>
      )}
    </Group>
  );
}

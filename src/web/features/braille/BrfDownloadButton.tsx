import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { writeBrf } from '../../../core/braille/index.ts';
import { announce } from '../../ui/announcer.ts';
import { braillePanelMessages } from './messages.ts';

interface Props {
  readonly lines: readonly string[];
  readonly fileName: string;
}

/** Saves Unicode braille lines as a BRF file (40 cells × 25 lines), saying when 8-dot cells lost dots. */
export function BrfDownloadButton({ lines, fileName }: Props) {
  const intl = useIntl();
  const [dropped, setDropped] = useState(0);
  function download() {
    const brf = writeBrf(lines);
    const url = URL.createObjectURL(new Blob([brf.text], { type: 'application/x-brf' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setDropped(brf.warnings.length);
    if (brf.warnings.length > 0) announce(intl.formatMessage(braillePanelMessages.brfDropped, { cells: brf.warnings.length }), 'assertive');
  }
  return (
    <>
      <Button className="button" onPress={download}>
        {intl.formatMessage(braillePanelMessages.downloadBrf)}
      </Button>
      {dropped > 0 && <p className="field-note">{intl.formatMessage(braillePanelMessages.brfDropped, { cells: dropped })}</p>}
    </>
  );
}

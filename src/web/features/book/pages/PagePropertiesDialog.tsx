// The page the caret is on: its alternative text and its audio (spec §3).
// Changes apply as they are made, as in the Canvas's pages panel (the audio
// controls are the same, ui/pageAudio): the dialog only closes. They are the
// document's unsaved changes, and go to the drive with the next save.

import { useEffect, useState } from 'react';
import { Button, Label, TextArea, TextField, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSlateStatic } from 'slate-react';
import { MAX_ALT_TEXT } from '../../../../core/canvas/limits.ts';
import { useAudioPlayback } from '../../../preferences/audioPlayback.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { uiMessages } from '../../../ui/messages.ts';
import { useAudioPlayer } from '../../../ui/pageAudio/audioPlayer.ts';
import { PageAudioControls } from '../../../ui/pageAudio/PageAudioControls.tsx';
import { useBookDocument } from '../document/BookDocumentContext.ts';
import { pageAt } from '../editor/voids.ts';
import { pagePropertiesMessages as m } from './messages.ts';

export function PagePropertiesDialog({ onClose }: { readonly onClose: () => void }) {
  const intl = useIntl();
  const editor = useSlateStatic();
  const doc = useBookDocument();
  const { rate } = useAudioPlayback();
  const player = useAudioPlayer();
  // The audio is heard here only: closing the dialog stops it, as turning the page does in the Canvas.
  useEffect(
    () => () => {
      if (player.playing() !== null) player.pause();
    },
    [player],
  );
  // The page the caret was on when the dialog opened: the text keeps its selection meanwhile.
  const [pageNo] = useState(() => pageAt(editor));
  const properties = doc.pageProperties(pageNo);
  const title = intl.formatMessage(m.title, { page: intl.formatNumber(pageNo) });
  return (
    <AppDialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className="dialog-body">
        <TextField
          className="field"
          value={properties.altText}
          onChange={(altText) => doc.setPageProperties(pageNo, { ...properties, altText })}
          maxLength={MAX_ALT_TEXT}
          autoFocus
        >
          <Label className="field-label">{intl.formatMessage(m.altText)}</Label>
          <TextArea className="input input--multiline" rows={4} />
          <Text slot="description" className="field-note">
            {intl.formatMessage(m.altTextHelp)}
          </Text>
        </TextField>
        <section aria-labelledby="book-page-audio">
          <h3 id="book-page-audio">{intl.formatMessage(m.audio)}</h3>
          <PageAudioControls
            audio={properties.audio}
            rate={rate}
            onChange={(audio) => doc.setPageProperties(pageNo, audio ? { ...properties, audio } : { altText: properties.altText })}
          />
        </section>
        <div className="button-row">
          <Button className="button button--primary" onPress={onClose}>
            {intl.formatMessage(uiMessages.close)}
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
